import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecruiterHomePage } from './recruiter-home-page';

// The tabs' contents have their own tests; here only whether and when they are loaded matters.
const loads = vi.hoisted(() => ({ questionnaires: 0 }));
vi.mock('./questionnaires-tab-slot', () => {
  loads.questionnaires += 1;
  return { QuestionnairesTab: () => <p>questionnaire list</p> };
});
vi.mock('./interviews-tab-slot', () => ({ InterviewGrid: () => <p>interview grid</p> }));
vi.mock('./home-tab-slot', () => ({ HomeTab: () => <p>work waiting</p> }));

function RouterProviderAt({ path }: { path: string }) {
  const router = createMemoryRouter([{ path: '/recruiter', element: <RecruiterHomePage /> }], {
    initialEntries: [path],
  });
  return <RouterProvider router={router} />;
}

function renderHome(path = '/recruiter') {
  const router = createMemoryRouter([{ path: '/recruiter', element: <RecruiterHomePage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('RecruiterHomePage', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('opens on Home with the work waiting; the Questionnaires tab loads lazily when opened', async () => {
    renderHome();

    const home = screen.getByRole('tab', { name: 'Home' });
    expect(home.getAttribute('aria-selected')).toBe('true');
    // Shown without a click.
    expect(await screen.findByText('work waiting')).toBeDefined();
    const tab = screen.getByRole('tab', { name: 'Questionnaires' });
    expect(tab.getAttribute('aria-selected')).toBe('false');
    expect(loads.questionnaires).toBe(0);

    await userEvent.click(tab);

    expect(await screen.findByText('questionnaire list')).toBeDefined();
    expect(loads.questionnaires).toBe(1);
    expect(screen.queryByText('Questionnaire data will load when you click this tab')).toBeNull();
  });

  it('follows the ARIA tabs keyboard model: arrows, Home and End move focus, Enter opens', async () => {
    const user = userEvent.setup();
    renderHome();
    const home = screen.getByRole('tab', { name: 'Home' });
    const questionnaires = screen.getByRole('tab', { name: 'Questionnaires' });
    const interviews = screen.getByRole('tab', { name: 'Interviews' });
    expect(home.tabIndex).toBe(0);
    expect(questionnaires.tabIndex).toBe(-1);
    expect(interviews.tabIndex).toBe(-1);

    await user.tab();
    expect(document.activeElement).toBe(home);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(questionnaires);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(interviews);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(home);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(interviews);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(home);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(interviews);
    // Manual activation: moving focus alone loads nothing.
    expect(interviews.getAttribute('aria-selected')).toBe('false');

    await user.keyboard('{Enter}');

    expect(interviews.getAttribute('aria-selected')).toBe('true');
    expect(interviews.tabIndex).toBe(0);
    expect(await screen.findByText('interview grid')).toBeDefined();
    const panel = screen.getByRole('tabpanel', { name: 'Interviews' });
    expect(panel.getAttribute('id')).toBe(interviews.getAttribute('aria-controls'));
  });

  it('keeps an opened tab loaded when the user switches away and back', async () => {
    const router = renderHome('/recruiter?jtToken=abc');
    await userEvent.click(screen.getByRole('tab', { name: 'Questionnaires' }));
    await screen.findByText('questionnaire list');

    await userEvent.click(screen.getByRole('tab', { name: 'Interviews' }));
    await screen.findByText('interview grid');
    // The open tab is named in the address (other parameters stay) without adding history entries.
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('interviews');
    expect(new URLSearchParams(router.state.location.search).get('jtToken')).toBe('abc');
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(screen.getByRole('tab', { name: 'Questionnaires' }));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('questionnaires');

    expect(screen.getByText('questionnaire list')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Click to Load Questionnaires' })).toBeNull();
  });

  it('shows the opened list straight away when the user comes back to the home', async () => {
    const { unmount } = render(<RouterProviderAt path="/recruiter" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Questionnaires' }));
    await screen.findByText('questionnaire list');
    unmount();

    renderHome();

    expect(await screen.findByText('questionnaire list')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Click to Load Questionnaires' })).toBeNull();
  });

  it('opens the tab a navigation link asks for with ?tab=', async () => {
    const router = renderHome('/recruiter');

    await router.navigate('/recruiter?tab=questionnaires');

    expect(await screen.findByText('questionnaire list')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Questionnaires' }).getAttribute('aria-selected')).toBe('true');
  });
});
