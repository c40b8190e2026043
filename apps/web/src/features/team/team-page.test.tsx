import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeResponse, TeamList, TeamMember } from '@vi/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, makeJob, mockApi, RECRUITER, renderWithProviders, scaled } from '../../testing';
import { TeamPage } from './team-page';

const COMPANY = '/company/7';

const member = (overrides: Partial<TeamMember> & Pick<TeamMember, 'userId' | 'name'>): TeamMember => ({
  email: `${overrides.name.split(' ')[0]!.toLowerCase()}@example.com`,
  role: 'recruiter',
  active: true,
  lastSignInAt: null,
  twoFactor: false,
  jobIds: [],
  canSeeContactDetails: false,
  ...overrides,
});

const TEAM: TeamList = {
  data: [
    member({
      userId: 3,
      name: 'Dana Owner',
      role: 'owner',
      twoFactor: true,
      lastSignInAt: '2026-11-20T10:00:00Z',
    }),
    member({ userId: 4, name: 'Riley Recruiter' }),
    member({ userId: 5, name: 'Rita Reviewer', role: 'reviewer', jobIds: [1] }),
  ],
  invitations: [
    {
      id: 'inv-1',
      email: 'sam@example.com',
      role: 'admin',
      expiresAt: '2026-12-01T00:00:00Z',
      invitedBy: 'Dana Owner',
    },
  ],
};

const me = (role: MeResponse['role']): MeResponse => ({
  userId: 3,
  companyId: 7,
  expiresAt: '2026-12-01T00:00:00Z',
  user: null,
  companyName: 'Northwind',
  email: 'dana@example.com',
  role,
});

function renderPage(role: MeResponse['role'] = 'owner') {
  mockApi('get', '/auth/me', me(role));
  return renderWithProviders(<TeamPage />, { identity: RECRUITER });
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;

beforeEach(() => {
  mockApi('get', `${COMPANY}/team`, TEAM);
  mockApi('get', `${COMPANY}/jobs`, [
    makeJob({ id: 1, title: 'Analyst' }),
    makeJob({ id: 2, title: 'Welder' }),
  ]);
});

describe('TeamPage', { timeout: scaled(20_000) }, () => {
  it('lists members with email, role, status, last sign-in and two-step sign-in, and the pending invitations', async () => {
    renderPage();
    const owner = await rowOf('Dana Owner');
    expect(within(owner).getByText('dana@example.com')).toBeDefined();
    expect(within(owner).getByText('Owner')).toBeDefined();
    expect(within(owner).getByText('On')).toBeDefined();
    expect(within(owner).getByText('(you)')).toBeDefined();
    const riley = await rowOf('Riley Recruiter');
    expect(within(riley).getByText('Never')).toBeDefined();
    expect(within(riley).getByText('Active')).toBeDefined();
    expect(screen.getByText('sam@example.com')).toBeDefined();
  });

  it('invites a reviewer to chosen jobs and shows the link to copy when no mail left', async () => {
    const invite = mockApi('post', `${COMPANY}/team`, {
      id: 'inv-2',
      email: 'rita2@example.com',
      role: 'reviewer',
      expiresAt: '2026-12-01T00:00:00Z',
      sent: false,
      link: 'http://localhost/v1/team-invitations/abc',
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite a colleague' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a colleague' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'rita2@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'reviewer');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Welder' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));

    const link = await within(dialog).findByRole('textbox', { name: 'Invitation link' });
    expect((link as HTMLInputElement).value).toBe('http://localhost/v1/team-invitations/abc');
    expect(invite.last()?.body).toEqual({ email: 'rita2@example.com', role: 'reviewer', jobIds: [2] });
  });

  it('shows the server’s refusal of an invitation inside the dialog', async () => {
    mockApi('post', `${COMPANY}/team`, apiError(409, { message: 'This person is already a member.' }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite a colleague' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a colleague' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'riley@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('already a member');
  });

  it('deactivates only after a confirmation that says what ends', async () => {
    const patch = mockApi('patch', `${COMPANY}/team/:userId`, undefined);
    renderPage();
    const user = userEvent.setup();
    await user.click(
      within(await rowOf('Riley Recruiter')).getByRole('button', { name: 'Deactivate Riley Recruiter' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Riley Recruiter?' });
    const text = dialog.textContent ?? '';
    for (const ends of ['signed out', 'API keys', 'share links', 'webhooks']) expect(text).toContain(ends);
    expect(patch.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(patch.calls).toHaveLength(1));
    expect(patch.last()?.path).toBe('/company/7/team/4');
    expect(patch.last()?.body).toEqual({ active: false });
    expect((await screen.findByRole('status')).textContent).toContain('Riley Recruiter is deactivated.');
  });

  it('changes a role, and gives a reviewer jobs and contact details', async () => {
    const patch = mockApi('patch', `${COMPANY}/team/:userId`, undefined);
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Riley Recruiter' }),
      'admin',
    );
    await waitFor(() => expect(patch.last()?.body).toEqual({ role: 'admin' }));

    await user.click(screen.getByRole('button', { name: 'Jobs and contact details Rita Reviewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'What Rita Reviewer sees' });
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Analyst' }).checked).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Welder' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'May see applicants’ contact details' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patch.calls).toHaveLength(2));
    expect(patch.last()?.path).toBe('/company/7/team/5');
    expect(patch.last()?.body).toEqual({ jobIds: [1, 2], canSeeContactDetails: true });
  });

  it('lets only the owner transfer ownership, after confirming', async () => {
    const patch = mockApi('patch', `${COMPANY}/team/:userId`, undefined);
    renderPage('owner');
    const user = userEvent.setup();
    await user.click(
      within(await rowOf('Riley Recruiter')).getByRole('button', { name: 'Make owner Riley Recruiter' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Make Riley Recruiter the owner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect(patch.last()?.body).toEqual({ role: 'owner' }));
  });

  it('offers an admin no transfer of ownership', async () => {
    renderPage('admin');
    await rowOf('Riley Recruiter');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Make owner/ })).toBeNull());
    expect(screen.getAllByRole('button', { name: /^Deactivate/ }).length).toBeGreaterThan(0);
  });

  it('revokes a pending invitation', async () => {
    const revoke = mockApi('delete', `${COMPANY}/team-invitations/:id`, undefined);
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the invitation of sam@example.com' }),
    );
    await waitFor(() => expect(revoke.last()?.path).toBe('/company/7/team-invitations/inv-1'));
  });

  it('copies a link again by making a new one, and says the earlier link no longer works', async () => {
    const reissue = mockApi('post', `${COMPANY}/team-invitations/:id/reissue`, {
      id: 'inv-1',
      email: 'sam@example.com',
      role: 'admin',
      expiresAt: '2026-12-08T00:00:00Z',
      sent: false,
      link: 'http://localhost/v1/team-invitations/new-token',
    });
    renderPage();
    expect(await screen.findByText(/An invitation link is shown only when it is made/)).toBeDefined();
    const again = await screen.findByRole('button', {
      name: 'Copy a new invitation link for sam@example.com',
    });
    expect(again.textContent).toBe('Copy link again');
    await userEvent.click(again);
    const link = await screen.findByRole('textbox', { name: 'Invitation link' });
    expect((link as HTMLInputElement).value).toBe('http://localhost/v1/team-invitations/new-token');
    expect(reissue.last()?.path).toBe('/company/7/team-invitations/inv-1/reissue');
    expect(screen.getByText('New link, valid for 7 days. The earlier link no longer works.')).toBeDefined();
    expect(
      await screen.findByText('A new link for sam@example.com is ready. The earlier link no longer works.'),
    ).toBeDefined();
    // The link is on the page now: no second new link from the same visit.
    expect(
      screen.queryByRole('button', { name: 'Copy a new invitation link for sam@example.com' }),
    ).toBeNull();
  });
});
