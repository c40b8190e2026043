import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { InterviewList, InviteResponse, PublicConfig } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, findJobFor } from '../support/api.js';
import {
  expectNoSeriousA11yViolations,
  expectNoSideScroll,
  screenshot,
  VIEWPORTS,
} from '../support/applicant-pages.js';
import { scaled } from '../support/time-scale.js';

/**
 * An invitation whose deadline passes: made through the real invite call with a deadline a few seconds
 * ahead, then waited out on the server (its 410), before the browser opens the link.
 */
async function inviteWithShortDeadline(request: APIRequestContext) {
  const { jobId } = await findJobFor(request, 'Audio');
  const email = `e2e-expired-${randomUUID().slice(0, 8)}@example.test`;
  const deadline = new Date(Date.now() + 3000).toISOString();
  const response = await request.post('/api/v1/invite/create-application', {
    headers: authHeaders(),
    multipart: { jobId: String(jobId), firstName: 'Rosa', lastName: 'Late', email, deadline },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as InviteResponse;
  expect(data.deadline).toBe(deadline);
  await expect
    .poll(async () => (await request.get(`/api/v1/interview/${data.applicationGuid}`)).status(), {
      timeout: scaled(15_000),
    })
    .toBe(410);
  return { guid: data.applicationGuid, jobId, email };
}

async function findInterview(request: APIRequestContext, jobId: number, email: string) {
  const response = await request.get(
    `/api/v1/company/${DEMO_COMPANY_ID}/interviews?limit=100&jobId=${jobId}`,
    { headers: authHeaders() },
  );
  const list = (await response.json()) as InterviewList;
  const row = list.data.find((item) => item.applicantEmail === email);
  if (!row) throw new Error(`no interview for ${email}`);
  return row;
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`expired invitation (${name})`, () => {
    test.use({ viewport });

    test('[APPLICANT]: an expired link shows the expired page, and "Request more time" reaches the recruiter', async ({
      page,
      request,
    }) => {
      const { guid, jobId, email } = await inviteWithShortDeadline(request);

      await page.goto(`/v1/interview/onboarding/${guid}`);
      await expect(page).toHaveURL(new RegExp(`/v1/interview/expired/${guid}$`));
      await expect(
        page.getByRole('heading', { level: 2, name: 'This invitation has expired' }),
      ).toBeVisible();
      await expect(page.getByText('The deadline for this interview has passed')).toBeVisible();
      const config = (await (await request.get('/api/v1/config')).json()) as PublicConfig;
      await expect(page.getByRole('link', { name: config.supportContact })).toBeVisible();
      await expectNoSideScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `invitation-expired-${name}`);

      const note = 'I was travelling without internet. Could I have until Friday?';
      await page.getByLabel('Message to the recruiter (optional)').fill(note);
      await page.getByRole('button', { name: 'Request more time' }).click();
      const confirmation = page.getByRole('status');
      await expect(confirmation).toHaveText(
        'Your request has been sent. The recruiter will get back to you by email.',
      );
      await expect(confirmation).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `invitation-expired-requested-${name}`);

      // The server kept it for the recruiters' list.
      const stored = await findInterview(request, jobId, email);
      expect(stored.extensionRequest).toMatchObject({ message: note });

      // A recruiter extends it: the same link opens the interview again.
      const deadline = new Date(Date.now() + 48 * 3_600_000).toISOString();
      const extended = await request.post(`/api/v1/interviews/${stored.id}/extend`, {
        headers: authHeaders(),
        data: { deadline },
      });
      expect(extended.status()).toBe(200);
      await page.goto(`/v1/interview/onboarding/${guid}`);
      await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
      await expect(page.getByText(/^Please complete by/)).toBeVisible();
      await screenshot(page, `onboarding-deadline-${name}`);
    });
  });
}
