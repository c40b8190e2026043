import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShareLink } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, mockToasts } from '../../testing';
import { ShareLinksPage } from './share-links-page';

mockToasts();

function link(overrides: Partial<ShareLink>): ShareLink {
  return {
    id: 'l-1',
    status: 'active',
    interviewIds: ['a', 'b'],
    interviews: [
      { id: 'a', applicantName: 'Dana Reyes', jobTitle: 'Robotics Engineer' },
      { id: 'b', applicantName: '', jobTitle: 'Robotics Engineer' },
    ],
    interviewCount: 2,
    expiresAt: new Date(2026, 2, 11, 12).toISOString(),
    revoked: false,
    revokedAt: null,
    hideContactDetails: true,
    allowReviews: false,
    showTeamReviews: false,
    createdBy: { userId: 1, name: 'Rita Recruiter' },
    createdAt: new Date(2026, 2, 4, 12).toISOString(),
    views: 3,
    lastViewedAt: null,
    ...overrides,
  };
}

describe('ShareLinksPage', () => {
  it('lists the links and revokes one after a confirmation', async () => {
    const list = mockApi('get', '/company/1/share-links', {
      data: [link({}), link({ id: 'l-2', status: 'revoked', revoked: true, createdBy: null, views: 0 })],
    });
    const revoke = mockApi('delete', '/company/1/share-links/:id', undefined);
    const user = userEvent.setup();
    renderWithProviders(<ShareLinksPage />);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('03/04/2026');
    expect(rows[1]?.textContent).toContain('Rita Recruiter');
    expect(rows[1]?.textContent).toContain('03/11/2026');
    expect(rows[1]?.textContent).toContain('Active');
    expect(rows[1]?.textContent).toContain('Contact details hidden');
    expect(rows[1]?.textContent).toContain("Team's ratings hidden");
    // Whose interviews the link shares, by name; an erased applicant is said to be deleted.
    const names = within(rows[1]!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Dana ReyesRobotics Engineer', 'Deleted candidateRobotics Engineer']);
    expect(rows[2]?.textContent).toContain('Revoked');
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    await user.click(within(rows[1]!).getByRole('button', { name: /Revoke/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    expect(revoke.calls).toHaveLength(0);
    const refreshed = mockApi('get', '/company/1/share-links', {
      data: [link({ status: 'revoked', revoked: true })],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(revoke.calls.map((call) => call.path)).toEqual(['/company/1/share-links/l-1']),
    );
    expect(list.calls).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Revoke the link/ })).toBeNull());
    expect(refreshed.calls).toHaveLength(1);
  });
});
