import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const LOCALES = new URL('../../../apps/web/src/shared/i18n/locales/', import.meta.url);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The confirmation's title and Continue in every language it ships in (it speaks the browser's language,
 * docs/languages.md), so a German browser's sign-in goes through the same helper.
 */
function confirmationNames(): { title: RegExp; continue: RegExp } {
  // A partial language (Arabic) has no recruiter catalogues: the dialog is English there.
  const files = readdirSync(LOCALES)
    .map((language) => new URL(`${language}/recruiter-access.json`, LOCALES))
    .filter((file) => existsSync(file));
  const texts = files.map(
    (file) => (JSON.parse(readFileSync(file, 'utf8')) as { signIn: Record<string, string> }).signIn,
  );
  const exactly = (words: string[]) => new RegExp(`^(?:${[...new Set(words)].map(escape).join('|')})$`);
  return {
    title: exactly(texts.map((t) => t.title!)),
    continue: exactly(texts.map((t) => t.continue!)),
  };
}
const CONFIRMATION = confirmationNames();

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
  const dialog = page.getByRole('dialog', { name: CONFIRMATION.title });
  await dialog.getByRole('button', { name: CONFIRMATION.continue }).click();
  await expect(dialog).toBeHidden();
}
