import { expect, test, type Page } from '@playwright/test';
import type { PublicConfig, PublicJob } from '@vi/contracts';
import { inviteApplicant, recruiterToken } from '../support/api.js';
import {
  expectNoSeriousA11yViolations,
  expectNoSideScroll,
  overridePublicConfig,
  screenshot,
  VIEWPORTS,
} from '../support/applicant-pages.js';

async function supportContact(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/config');
  return ((await response.json()) as PublicConfig).supportContact;
}

test.describe('applicant end screens', () => {
  test('[END]: without a job-seeker site, success thanks the applicant and offers no registration', async ({
    page,
  }) => {
    await page.goto('/v1/interview/success');

    await expect(
      page.getByRole('heading', { level: 2, name: 'Interview Successfully Completed' }),
    ).toBeVisible();
    await expect(page.getByText('Thank you! You can close this tab.', { exact: true })).toBeVisible();
    await expect(page.getByText(/registering as a Jobseeker/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Register as a Jobseeker' })).toHaveCount(0);
  });

  test('[END]: with a job-seeker site, success shows the spec text naming the provider', async ({ page }) => {
    const config = page.waitForResponse('**/api/v1/config');
    await overridePublicConfig(page, { jobseekerSiteUrl: 'https://jobs.example.test/register' });
    await page.goto('/v1/interview/success');
    const { productTitle } = (await (await config).json()) as PublicConfig;

    await expect(
      page.getByText(
        `Thank you! You can close this tab, or please consider registering as a Jobseeker with ${productTitle}'s job board!`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register as a Jobseeker' })).toBeVisible();
  });

  test('[END]: Register as a Jobseeker opens the configured site in a new tab', async ({ page, context }) => {
    await page.route('**/api/v1/config', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...body, jobseekerSiteUrl: 'https://jobs.example.test/register' },
      });
    });
    await context.route('https://jobs.example.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Jobs</title><h1>Jobs</h1>' }),
    );
    await page.goto('/v1/interview/success');

    const button = page.getByRole('button', { name: 'Register as a Jobseeker' });
    // The button is disabled for the 250 ms before the tab opens: watched from inside the page, since a
    // poll from here on a busy machine can come after that window has closed.
    await button.evaluate((element: HTMLButtonElement) => {
      const seen = { disabled: false };
      (window as unknown as { registerButton: typeof seen }).registerButton = seen;
      new MutationObserver(() => {
        if (element.disabled) seen.disabled = true;
      }).observe(element, { attributes: true, attributeFilter: ['disabled'] });
    });
    const newPage = context.waitForEvent('page');
    await button.click();

    const opened = await newPage;
    expect(
      await page.evaluate(
        () => (window as unknown as { registerButton: { disabled: boolean } }).registerButton,
      ),
    ).toEqual({ disabled: true });
    await opened.waitForLoadState();
    expect(opened.url()).toBe('https://jobs.example.test/register');
    expect(await opened.evaluate(() => window.opener === null)).toBe(true);
    await expect(button).toBeEnabled();
  });

  test('[END]: already-completed shows the support contact and Close this tab', async ({ page }) => {
    const config = page.waitForResponse('**/api/v1/config');
    await page.goto('/v1/interview/already-completed');
    const { supportContact } = (await (await config).json()) as PublicConfig;

    await expect(
      page.getByText(
        'This interview has already been completed, if you feel that this is an error please reach out to',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: supportContact })).toHaveAttribute(
      'href',
      `mailto:${supportContact}`,
    );
    await expect(page.getByRole('button', { name: 'Close this tab' })).toBeVisible();
  });

  test('[GUARD]: the recruiter area with an expired token shows the 401 page', async ({ page }) => {
    // Without any token the area leads to the sign-in page instead (accounts.spec.ts).
    await page.goto(`/v1/recruiter?jtToken=${recruiterToken({ ttlSeconds: -60 })}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
    await expect(page.getByText('Authorization required.', { exact: true })).toBeVisible();
  });
});

for (const { name, viewport, isTouch } of VIEWPORTS) {
  test.describe(`applicant end screens (${name})`, () => {
    test.use({ viewport, hasTouch: isTouch, isMobile: isTouch });

    test(`[END]: success says what happens next, naming the company, and how to reach support (${name})`, async ({
      page,
      request,
    }) => {
      const applicant = await inviteApplicant(request, { contentType: 'Audio' });
      const job = (await (await request.get(`/api/v1/job/${applicant.jobId}`)).json()) as PublicJob;
      // Onboarding keeps the job in the tab's session, as it does before the questions.
      await page.goto(new URL(applicant.interviewUrl).pathname);
      await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
      await page.goto('/v1/interview/success');

      await expect(
        page.getByText(
          `Your answers were sent to ${job.companyName}. Their recruiters will review them and contact you by email.`,
          { exact: true },
        ),
      ).toBeVisible();
      const contact = await supportContact(page);
      await expect(page.getByRole('link', { name: contact })).toHaveAttribute('href', `mailto:${contact}`);
      await expectNoSideScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `success-${viewport.width}`);
    });

    test(`[END]: Close this tab says what to do when the browser keeps the tab open (${name})`, async ({
      page,
    }) => {
      // A tab the applicant opened (an invitation link from an email): scripts may not close it.
      await page.goto('/v1/');
      await page.goto('/v1/interview/already-completed');
      await page.getByRole('button', { name: 'Close this tab' }).click();

      const fallback = page.getByText('You can now close this tab or window.', { exact: true });
      await expect(fallback).toBeVisible();
      await expect(fallback).toBeFocused();
      expect(page.isClosed()).toBe(false);
      await expectNoSideScroll(page);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('[END]: Close this tab closes a tab that a script opened', async ({ page, context }) => {
  await page.goto('/v1/');
  const opened = context.waitForEvent('page');
  await page.evaluate(() => {
    window.open('/v1/interview/already-completed', '_blank');
  });
  const tab = await opened;
  const closed = tab.waitForEvent('close');
  // window.close() runs inside the click handler, so the tab may be gone before Playwright's click
  // finishes its own bookkeeping; the click may then reject, but only because the tab closed.
  const clicked = tab
    .getByRole('button', { name: 'Close this tab' })
    .click()
    .then(
      () => undefined,
      (error: Error) => error.message,
    );
  await closed;
  const clickError = await clicked;
  if (clickError !== undefined) expect(clickError).toContain('closed');
  expect(tab.isClosed()).toBe(true);
});
