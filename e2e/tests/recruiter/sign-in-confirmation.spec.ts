import { expect, test, type Page } from '@playwright/test';
import { inviteApplicant, recruiterToken } from '../support/api.js';
import {
  expectNoSeriousA11yViolations,
  expectNoSideScroll,
  waitForModalShown,
} from '../support/applicant-pages.js';
import { shotPath, TAKE_OPTIONAL_SHOTS } from '../support/shots.js';

/*
 * A sign-in link (/v1/recruiter?jtToken=…) never signs a browser in by itself: the token leaves the
 * address bar at once, and a browser without a session of that account is told whose account the link
 * opens (docs/security.md). Each test runs in a fresh browser context.
 */

const SIZES = [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'mobile', width: 375, height: 812 },
] as const;

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'jtToken')?.value;

for (const size of SIZES) {
  test(`[RECRUITER]: a sign-in link in a fresh browser says whose account it opens; Continue signs in (${size.label})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const token = recruiterToken();
    await page.goto(`/v1/recruiter?tab=questionnaires&jtToken=${token}`);

    const dialog = page.getByRole('dialog', { name: 'Confirm sign-in' });
    await expect(dialog.getByText('You are signing in as Dana Reyes, Northwind Robotics.')).toBeVisible();
    // The token left the address bar (and so the history) before anything was asked; the rest stayed.
    expect(page.url()).not.toContain('jtToken');
    expect(page.url()).toContain('tab=questionnaires');
    expect(await sessionCookie(page)).toBeUndefined();
    // The dialog holds the focus (a keyboard user starts inside it, not on the page behind).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true);

    await waitForModalShown(page);
    await expectNoSeriousA11yViolations(page);
    await expectNoSideScroll(page);
    if (TAKE_OPTIONAL_SHOTS) {
      await page.screenshot({ path: shotPath(`sign-in-confirmation-${size.label}`) });
    }

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Questionnaires' })).toBeVisible();
    expect(decodeURIComponent((await sessionCookie(page)) ?? '')).toBe(token);
    expect(page.url()).not.toContain('jtToken');
  });
}

test('[RECRUITER]: Cancel (or Escape) leaves the browser signed out', async ({ page }) => {
  await page.goto(`/v1/recruiter?jtToken=${recruiterToken()}`);
  const dialog = page.getByRole('dialog', { name: 'Confirm sign-in' });
  await expect(dialog.getByText(/You are signing in as Dana Reyes/)).toBeVisible();
  // From the keyboard: Tab reaches Cancel inside the dialog, and Escape cancels as well.
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  for (let i = 0; i < 4 && !(await cancel.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Escape');

  await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
  expect(page.url()).not.toContain('jtToken');
});

test('[RECRUITER]: a link for another account than the session asks first; one for the same account does not', async ({
  page,
}) => {
  // Signed in as Samuel Okafor (user 2 of the demo company).
  await page.goto(`/v1/recruiter?jtToken=${recruiterToken({ userId: 2 })}`);
  const dialog = page.getByRole('dialog', { name: 'Confirm sign-in' });
  await expect(dialog.getByText('You are signing in as Samuel Okafor, Northwind Robotics.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('tab', { name: 'Questionnaires' })).toBeVisible();

  // Dana's link in Samuel's browser: asked, and told that it replaces the session; Cancel keeps Samuel.
  await page.goto(`/v1/recruiter?jtToken=${recruiterToken({ userId: 1 })}`);
  await expect(dialog.getByText('You are signing in as Dana Reyes, Northwind Robotics.')).toBeVisible();
  await expect(dialog.getByText(/signed in to another account now/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('tab', { name: 'Questionnaires' })).toBeVisible();
  expect(
    JSON.parse(
      Buffer.from(
        decodeURIComponent((await sessionCookie(page)) ?? '').split('.')[1]!,
        'base64url',
      ).toString(),
    ),
  ).toMatchObject({ userId: 2 });

  // Samuel's own fresh link: straight in, nothing asked.
  await page.goto(`/v1/recruiter?jtToken=${recruiterToken({ userId: 2 })}`);
  await expect(page.getByRole('tab', { name: 'Questionnaires' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(page.url()).not.toContain('jtToken');
});

test('[RECRUITER]: a forged link shows the 401 page and signs nothing in', async ({ page }) => {
  const [header, payload] = recruiterToken().split('.');
  await page.goto(`/v1/recruiter?jtToken=${header}.${payload}.forged-signature`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
  expect(page.url()).not.toContain('jtToken');
});

test('[APPLICANT]: jtToken leaves the address bar on any page, not only the recruiter area', async ({
  page,
  request,
}) => {
  const applicant = await inviteApplicant(request);
  await page.goto(`${new URL(applicant.interviewUrl).pathname}?jtToken=${recruiterToken()}`);
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
  expect(page.url()).not.toContain('jtToken');
});
