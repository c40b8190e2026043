import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeResponse } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, RECRUITER, renderWithProviders, scaled } from '../../testing';
import { AccountSettingsPage } from './account-settings-page';

const me = (extra: Partial<MeResponse> & { twoFactorEnabled?: boolean; twoFactorRequired?: boolean }) => ({
  userId: 3,
  companyId: 7,
  expiresAt: '2026-12-01T00:00:00Z',
  user: null,
  companyName: 'Northwind',
  email: 'dana@example.com',
  role: 'recruiter',
  ...extra,
});

function renderPage(extra: Parameters<typeof me>[0] = {}) {
  mockApi('get', '/auth/me', me(extra));
  return renderWithProviders(<AccountSettingsPage />, {
    identity: RECRUITER,
    path: '/recruiter/account',
    routes: [{ path: '/sign-in', element: <p>Sign-in page</p> }],
  });
}
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('AccountSettingsPage', { timeout: scaled(20_000) }, () => {
  it('changes the password, and refuses two different new ones without asking the server', async () => {
    const change = mockApi('post', '/auth/password', undefined);
    renderPage();
    const user = userEvent.setup();
    await user.type(field(/^Current password/), 'old passphrase here');
    await user.type(field(/^New password/), 'a brand new passphrase');
    await user.type(field(/^Repeat the new password/), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect((await screen.findByText(/Your password is changed/)).closest('[role=status]')).not.toBeNull();
    expect(change.last()?.body).toEqual({
      currentPassword: 'old passphrase here',
      newPassword: 'a brand new passphrase',
    });
  });

  it('shows the server’s refusal of the current password', async () => {
    mockApi(
      'post',
      '/auth/password',
      apiError(401, { code: 'INVALID_CREDENTIALS', message: 'The password is wrong.' }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.type(field(/^Current password/), 'wrong');
    await user.type(field(/^New password/), 'a brand new passphrase');
    await user.type(field(/^Repeat the new password/), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('The password is wrong.')).toBeDefined();
  });

  it('sets up two-step sign-in: the secret as text, a code, then the recovery codes once', async () => {
    mockApi('post', '/auth/two-factor/setup', {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/VI:dana?secret=JBSWY3DPEHPK3PXP',
    });
    const enable = mockApi('post', '/auth/two-factor/enable', { recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'otpauth://totp/VI:dana?secret=JBSWY3DPEHPK3PXP' }),
    ).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: 'Six-digit code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaa-bbbb', 'cccc-dddd']);
    expect(enable.last()?.body).toEqual({ code: '123456' });
    expect(screen.getByRole('button', { name: 'Copy the codes' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByText('aaaa-bbbb')).toBeNull();
  });

  it('turns two-step sign-in off with the password', async () => {
    const disable = mockApi('post', '/auth/two-factor/disable', undefined);
    renderPage({ twoFactorEnabled: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    await user.type(field(/^Your password, to turn it off/), 'my passphrase');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await waitFor(() => expect(disable.last()?.body).toEqual({ password: 'my passphrase' }));
  });

  it('signs out everywhere and goes to the sign-in page', async () => {
    const everywhere = mockApi('post', '/auth/sign-out-everywhere', undefined);
    const { router } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(everywhere.calls).toHaveLength(1);
  });

  it('offers the company policy to admins only', async () => {
    const put = mockApi('put', '/company/7/security', { requireTwoFactor: true });
    renderPage({ role: 'admin', twoFactorRequired: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Require two-step sign-in' }));
    await user.click(
      within(screen.getByRole('form', { name: 'Company security' })).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(put.last()?.body).toEqual({ requireTwoFactor: true }));
  });

  it('shows a recruiter no company policy', async () => {
    const { queryClient } = renderPage({ role: 'recruiter' });
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toBeDefined());
    expect(screen.queryByRole('checkbox', { name: 'Require two-step sign-in' })).toBeNull();
  });
});
