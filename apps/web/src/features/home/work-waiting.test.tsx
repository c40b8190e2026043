import { screen, within } from '@testing-library/react';
import type { HomeSummary } from '@vi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockApi, RECRUITER, renderWithProviders } from '../../testing';
import { WorkWaiting } from './work-waiting';

const LINKS = { completed: '/done', expiring: '/expiring', jobsWithout: '/jobs' };

function summary(overrides: Partial<HomeSummary> = {}): HomeSummary {
  return {
    since: '2026-11-20T00:00:00.000Z',
    newCompleted: 3,
    expiringSoon: 1,
    expiringWithinHours: 72,
    openJobsWithoutQuestionnaire: 0,
    ...overrides,
  };
}

const renderIt = () => renderWithProviders(<WorkWaiting links={LINKS} />, { identity: RECRUITER });

afterEach(() => localStorage.clear());

describe('WorkWaiting', () => {
  it('shows each count with a link to act, asking for the last 7 days on a first visit', async () => {
    const home = mockApi('get', '/company/7/home', summary());
    renderIt();
    const region = await screen.findByRole('region', { name: 'Work waiting' });
    const completed = await within(region).findByText(/3 new completed interviews in the last 7 days/);
    expect(
      within(completed.closest('li')!).getByRole('link', { name: 'Review them' }).getAttribute('href'),
    ).toBe('/done');
    const expiring = within(region).getByText('1 invitation expires unanswered within 72 hours');
    expect(within(expiring.closest('li')!).getByRole('link', { name: 'See them' }).getAttribute('href')).toBe(
      '/expiring',
    );
    // Nothing to do: said in words, and no link.
    const jobs = within(region).getByText('Every open job has a questionnaire.');
    expect(within(jobs.closest('li')!).queryByRole('link')).toBeNull();
    expect(home.calls.map((call) => call.query)).toEqual([{}]);
  });

  it('counts since the last visit on the next one, and says when nothing waits', async () => {
    mockApi('get', '/company/7/home', summary({ newCompleted: 0, expiringSoon: 0 }));
    const first = renderIt();
    await screen.findByText(/Nothing is waiting/);
    first.unmount();

    const home = mockApi('get', '/company/7/home', summary());
    renderIt();
    expect(await screen.findByText(/since your last visit \(\d\d\/\d\d\/\d{4}\)/)).toBeDefined();
    expect(home.calls[0]?.query.since).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('says so when the counts cannot be read, and tries again', async () => {
    mockApi('get', '/company/7/home', apiError(500));
    renderIt();
    expect(await screen.findByText('The work waiting could not be counted.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
