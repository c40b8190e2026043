import { expect, type Page } from '@playwright/test';

/** The account (userId, companyId) a recruiter token names, read from its payload. */
function accountOf(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      userId?: unknown;
      companyId?: unknown;
    };
    return `${String(payload.userId)}/${String(payload.companyId)}`;
  } catch {
    return undefined;
  }
}

/**
 * Opens a sign-in link (`…?jtToken=…`) the way a recruiter does: a browser without a session of that
 * account is asked "You are signing in as …" first, and Continue signs it in (docs/security.md). A
 * browser already signed in to the same account goes straight to the page.
 */
export async function openSignInLink(page: Page, url: string): Promise<void> {
  const token = new URL(url, 'http://e2e.invalid').searchParams.get('jtToken') ?? '';
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'jtToken');
  const isSameAccount =
    session !== undefined && accountOf(decodeURIComponent(session.value)) === accountOf(token);
  await page.goto(url);
  if (isSameAccount) return;
  const dialog = page.getByRole('dialog', { name: 'Confirm sign-in' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}
