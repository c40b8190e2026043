import { httpClient } from '../http-client';

/* The signed-in person's own account: password and the second factor (docs/accounts.md). */

/** 204; the person's other sessions end. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await httpClient.post('/auth/password', { currentPassword, newPassword });
}

export type TotpSetup = { secret: string; otpauthUrl: string };

/** A new secret, not yet in force: enabling it needs a code from the app. */
export async function startTwoFactorSetup(): Promise<TotpSetup> {
  const { data } = await httpClient.post<TotpSetup>('/auth/two-factor/setup');
  return data;
}

/** Turns the second factor on; the recovery codes are shown once. */
export async function enableTwoFactor(code: string): Promise<string[]> {
  const { data } = await httpClient.post<{ recoveryCodes: string[] }>('/auth/two-factor/enable', { code });
  return data.recoveryCodes;
}

export async function disableTwoFactor(password: string): Promise<void> {
  await httpClient.post('/auth/two-factor/disable', { password });
}
