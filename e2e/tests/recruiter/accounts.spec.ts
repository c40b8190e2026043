import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Job, SessionResponse } from '@vi/contracts';
import { expectNoSeriousA11yViolations, waitForModalShown } from '../support/a11y.js';
import { ownServer } from '../support/own-server.js';
import { shotPath } from '../support/shots.js';

/*
 * Accounts end to end on a server of this suite's own: the shared e2e server carries the demo company
 * (whose owner already signs in, so its set-up is done), and the first run needs an instance nobody has
 * set up. No SMTP: the invitation's link is shown to copy.
 */
const own = ownServer({ name: 'accounts', portOffset: 10 });
own.configure({ SMTP_HOST: '' });
const BASE = own.base;

const OWNER = { company: 'Northwind Robotics', name: 'Olivia Owner', email: 'olivia@northwind.test' };
const OWNER_PASSWORD = 'a long owner passphrase 1';
const REVIEWER = {
  name: 'Rita Reviewer',
  email: 'rita@northwind.test',
  password: 'a long reviewer passphrase 2',
};

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await own.start();
});

test.afterAll(() => {
  own.stop();
});

/** `npm run cli -- setup-code` on this suite's data: the code is alone on the last line. */
function setupCode(): string {
  const out = own.cli('setup-code');
  return out.trim().split('\n').at(-1)!.trim();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/v1/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/v1\/recruiter(\?|$)/);
}

async function newSignedInPage(
  browser: Browser,
  width: number,
  email = OWNER.email,
  password = OWNER_PASSWORD,
) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, page };
}

let owner: SessionResponse | undefined;

test('[ACCOUNTS]: the first run refuses a wrong set-up code and creates the owner with the right one', async ({
  page,
}) => {
  await page.goto('/v1/recruiter');
  await page.waitForURL('**/v1/setup');
  await expect(
    page.getByText('Printed in the server log, or run `npm run cli -- setup-code`.'),
  ).toBeVisible();

  const code = page.getByRole('textbox', { name: 'Set-up code' });
  await code.fill('not-the-code');
  await page.getByRole('textbox', { name: 'Company name' }).fill(OWNER.company);
  await page.getByRole('textbox', { name: 'Your name' }).fill(OWNER.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(OWNER.email);
  await page.getByLabel(/^Password/).fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Create the company' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: shotPath('setup-wrong-code'), fullPage: true });

  await code.fill(setupCode());
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/setup') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create the company' }).click();
  expect((await created).status()).toBe(201);
  owner = (await (await created).json()) as SessionResponse;
  await page.waitForURL(/\/v1\/recruiter(\?|$)/);
  await expect(page.getByRole('link', { name: 'Team' })).toBeVisible();

  // Two jobs, so the reviewer's single assignment shows.
  for (const title of ['Robotics Engineer', 'Welder']) {
    const response = await page.request.post(`/api/v1/company/${owner.companyId}/jobs`, {
      headers: { Authorization: `Bearer ${own.tokenFor(owner.companyId, owner.userId, 600)}` },
      data: { title },
    });
    expect(response.status()).toBe(201);
  }
  // Set-up is done for good: the page now points to sign-in.
  await page.goto('/v1/setup');
  await expect(page.getByRole('link', { name: 'Go to sign-in' })).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`[ACCOUNTS]: the owner signs in and sees the team (${width} px)`, async ({ browser }) => {
    const { context, page } = await newSignedInPage(browser, width);
    await page.goto('/v1/recruiter/team');
    await expect(page.getByRole('heading', { name: 'Team', level: 2 })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /Olivia Owner/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotPath(`team-${width}`), fullPage: true });
    await context.close();
  });
}

test('[ACCOUNTS]: the owner invites a reviewer, who accepts through the link and sees only the assigned job', async ({
  browser,
}) => {
  const { context, page } = await newSignedInPage(browser, 1280);
  await page.goto('/v1/recruiter/team');
  await page.getByRole('button', { name: 'Invite a colleague' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await waitForModalShown(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(REVIEWER.email);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('reviewer');
  await dialog.getByRole('checkbox', { name: 'Welder' }).check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toMatch(new RegExp(`^${BASE}/v1/team-invitations/[A-Za-z0-9_-]+$`));
  await page.screenshot({ path: shotPath('invite-link'), fullPage: true });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The pending invitation, listed on the page.
  await expect(page.getByText(REVIEWER.email, { exact: true })).toBeVisible();
  await context.close();

  const reviewer = await browser.newContext({ baseURL: BASE, viewport: { width: 375, height: 800 } });
  const reviewerPage = await reviewer.newPage();
  await reviewerPage.goto(link);
  await expect(
    reviewerPage.getByText(`You are invited to ${OWNER.company} on Video Interviewer.`),
  ).toBeVisible();
  await expect(reviewerPage.getByText('Reviewer', { exact: true })).toBeVisible();
  await reviewerPage.getByRole('textbox', { name: 'Your name' }).fill(REVIEWER.name);
  await reviewerPage.getByLabel(/^Password/).fill(REVIEWER.password);
  await reviewerPage.getByRole('button', { name: 'Accept the invitation' }).click();
  await reviewerPage.waitForURL(/\/v1\/recruiter(\?|$)/);
  // The recruiter area, loaded: the reviewer's own name in the bar and their way out (on a phone, in the Menu).
  await reviewerPage.getByRole('button', { name: 'Menu' }).click();
  await expect(reviewerPage.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(reviewerPage.getByRole('link', { name: 'Account' })).toBeVisible();
  await reviewerPage.screenshot({ path: shotPath('reviewer-home-375'), fullPage: true });

  // The reviewer's own session asks for the company's jobs: only the assigned one comes back.
  const visible = (await (
    await reviewerPage.request.get(`/api/v1/company/${owner!.companyId}/jobs`)
  ).json()) as Job[];
  expect(visible.map((job) => job.title)).toEqual(['Welder']);
  await expect(reviewerPage.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(reviewerPage.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  // Questionnaires are a recruiter's: the reviewer's tab says so, with no invite, create or edit control.
  await reviewerPage.getByRole('tab', { name: 'Questionnaires' }).click();
  await expect(
    reviewerPage
      .getByRole('tabpanel', { name: 'Questionnaires' })
      .getByText('Questionnaires, jobs and invitations are managed by recruiters and admins.'),
  ).toBeVisible();
  await expect(reviewerPage.getByRole('button', { name: 'Invite Applicant' })).toHaveCount(0);
  await expect(reviewerPage.getByRole('button', { name: 'Create Questionnaire' })).toHaveCount(0);
  await reviewerPage.screenshot({ path: shotPath('reviewer-questionnaires-375'), fullPage: true });
  await reviewer.close();
});

test('[ACCOUNTS]: sign out everywhere ends the session of another browser too', async ({ browser }) => {
  const first = await newSignedInPage(browser, 1280);
  const second = await newSignedInPage(browser, 375);

  await first.page.getByRole('link', { name: 'Account' }).click();
  await expect(first.page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await first.page.screenshot({ path: shotPath('account-1280'), fullPage: true });
  await first.page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await first.page.waitForURL('**/v1/sign-in');

  await second.page.goto('/v1/recruiter/team');
  await second.page.waitForURL(/\/v1\/sign-in\?next=/);
  expect(new URL(second.page.url()).searchParams.get('next')).toBe('/v1/recruiter/team');
  await expect(second.page.getByRole('heading', { name: 'Sign in', level: 2 })).toBeVisible();
  await second.page.screenshot({ path: shotPath('signed-out-375'), fullPage: true });
  await first.context.close();
  await second.context.close();
});
