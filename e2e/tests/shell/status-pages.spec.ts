import { expect, test, type Page } from '@playwright/test';
import type { PublicConfig } from '@vi/contracts';
import { recruiterToken } from '../support/api.js';
import {
  expectNoSeriousA11yViolations,
  expectNoSideScroll,
  screenshot,
  VIEWPORTS,
} from '../support/applicant-pages.js';

/*
 * The pages that end a visit (404, 401, a link to no application) carry the product header,
 * a way on and the support contact, at a desktop and a phone size.
 */
async function supportContact(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/config');
  return ((await response.json()) as PublicConfig).supportContact;
}

async function expectHeaderWayOnAndSupport(page: Page): Promise<void> {
  await expect(
    page.getByRole('banner').getByRole('heading', { level: 1, name: 'Video Interviewer' }),
  ).toBeVisible();
  const contact = await supportContact(page);
  await expect(page.getByRole('link', { name: contact })).toHaveAttribute('href', `mailto:${contact}`);
  await expect(page.getByText(/Need Assistance\? Please email us at/)).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoSeriousA11yViolations(page);
}

for (const { name, viewport, isTouch } of VIEWPORTS) {
  test.describe(`status pages (${name})`, () => {
    test.use({ viewport, hasTouch: isTouch, isMobile: isTouch });

    test(`[SHELL]: the 404 page has the header, a way home and the support contact (${name})`, async ({
      page,
    }) => {
      await page.goto('/v1/interview/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByText(/open the link from your invitation again/)).toBeVisible();
      await expectHeaderWayOnAndSupport(page);
      await screenshot(page, `404-${viewport.width}`);

      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(/\/v1\/?$/);
      await expect(page.getByRole('heading', { name: 'Recorded one-way job interviews' })).toBeVisible();
    });

    test(`[SHELL]: the 401 page has the header, a way home and the support contact (${name})`, async ({
      page,
    }) => {
      // An expired recruiter link (no token at all now leads to the sign-in page).
      await page.goto(`/v1/recruiter?jtToken=${recruiterToken({ ttlSeconds: -60 })}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
      await expect(page.getByText('Authorization required.', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
      await expectHeaderWayOnAndSupport(page);
    });

    test(`[APPLICANT]: a link to no application says what to do, with a way home and the support contact (${name})`, async ({
      page,
    }) => {
      await page.goto('/v1/interview/onboarding/7d0c5b8e-1f57-4c1e-9a0f-3f1d2c4b5a69');
      await expect(page.getByRole('alert')).toHaveText('No application found for this applicant.');
      await expect(page.getByText(/Open the link from your invitation email again/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
      await expectHeaderWayOnAndSupport(page);
      await screenshot(page, `bad-link-${viewport.width}`);
    });
  });
}
