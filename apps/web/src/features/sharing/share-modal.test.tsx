import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../testing';
import { ShareModal } from './share-modal';

function renderModal() {
  const onHide = vi.fn();
  renderWithProviders(<ShareModal show companyId={3} interviewIds={['i-1', 'i-2']} onHide={onHide} />);
  return { onHide };
}

describe('ShareModal', () => {
  it('creates a link with the defaults (7 days, contact hidden, no reviews) and shows it once', async () => {
    const create = mockApi('post', '/company/3/share-links', {
      id: 'l-1',
      url: 'http://localhost/v1/shared/secret-token',
      expiresAt: '2026-03-11T12:00:00.000Z',
    });
    // user-event puts a clipboard of its own on the navigator.
    const user = userEvent.setup();
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Share interviews' }).textContent).toContain(
      'these 2 interviews',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Link expires after (days)').value).toBe('7');
    expect(screen.getByRole('checkbox', { name: /Hide contact details/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Let viewers rate and comment' })).toHaveProperty(
      'checked',
      false,
    );
    // The team's ratings stay hidden from guests unless the link says otherwise.
    expect(
      screen.getByRole('checkbox', { name: "Show the team's ratings and other viewers' reviews" }),
    ).toHaveProperty('checked', false);
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    const link = await screen.findByLabelText<HTMLInputElement>('Share link');
    expect(create.calls.map((call) => call.body)).toEqual([
      {
        interviewIds: ['i-1', 'i-2'],
        expiresInDays: 7,
        hideContactDetails: true,
        allowReviews: false,
        showTeamReviews: false,
      },
    ]);
    expect(link.value).toBe('http://localhost/v1/shared/secret-token');
    await waitFor(() => expect(document.activeElement).toBe(link));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/v1/shared/secret-token');
  });

  it('refuses an expiry outside 1–30 days without calling the server, and sends the choices', async () => {
    const create = mockApi('post', '/company/3/share-links', {
      id: 'l-2',
      url: 'http://x/v1/shared/t',
      expiresAt: '2026-03-05T00:00:00Z',
    });
    const user = userEvent.setup();
    renderModal();
    const days = screen.getByLabelText('Link expires after (days)');
    await user.clear(days);
    await user.type(days, '31');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(create.calls).toHaveLength(0);
    expect(screen.getByText('Enter a whole number of days from 1 to 30.')).toBeTruthy();
    expect(document.activeElement).toBe(days);

    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('checkbox', { name: /Hide contact details/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Let viewers rate and comment' }));
    await user.click(screen.getByRole('checkbox', { name: /Show the team's ratings/ }));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    // Exactly one request, so the refused attempt above never went out either.
    await waitFor(() =>
      expect(create.calls.map((call) => call.body)).toEqual([
        {
          interviewIds: ['i-1', 'i-2'],
          expiresInDays: 30,
          hideContactDetails: false,
          allowReviews: true,
          showTeamReviews: true,
        },
      ]),
    );
  });
});
