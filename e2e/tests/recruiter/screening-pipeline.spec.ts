import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Job, Questionnaire } from '@vi/contracts';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { authHeaders, DEMO_COMPANY_ID, inviteApplicant, recruiterToken } from '../support/api.js';
import { shotPath } from '../support/shots.js';
import { openSignInLink } from '../support/sign-in.js';
import { scaled } from '../support/time-scale.js';

/*
 * Screening where recruiters sort candidates (docs/questions.md): a job whose questionnaire has a knockout
 * option; one applicant answers it, one does not. The pipeline filters by it (kept in the address) and marks
 * the one screened out; the funnel counts it per job and shows each option's answers. The whole applicant
 * flow through the browser is the question-types spec's.
 */

test.describe.configure({ timeout: scaled(180_000) });

const api = (path: string) => `/api/v1${path}`;

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<unknown> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** A job with a Select knockout question and a Multiselect one, attached through the API. */
async function screeningJob(request: APIRequestContext, title: string) {
  const questionnaire = (await ok(
    await request.post(api('/questionnaire'), {
      headers: authHeaders(),
      data: {
        questionnaireName: `Screening ${randomUUID().slice(0, 8)}`,
        contentType: 'video',
        active: true,
        questions: [
          {
            questionText: 'May you work in Norway?',
            type: 'Select',
            options: [{ label: 'Yes' }, { label: 'No', knockout: true }],
          },
          {
            questionText: 'Which shifts suit you?',
            type: 'Multiselect',
            options: [{ label: 'Early' }, { label: 'Late' }],
          },
        ],
      },
    }),
  )) as Questionnaire;
  const job = (await ok(
    await request.post(api(`/company/${DEMO_COMPANY_ID}/jobs`), {
      headers: authHeaders(),
      data: { title, status: 'Open', companyName: 'Northwind Robotics' },
    }),
  )) as Job;
  await ok(
    await request.post(api(`/job/${job.id}/questionnaire`), {
      headers: authHeaders(),
      data: { questionnaireId: questionnaire.questionnaireId },
    }),
  );
  return { jobId: job.id, questionnaire };
}

/** The applicant's own calls: open, agree, answer both questions (which completes the interview). */
async function answer(request: APIRequestContext, guid: string, choice: string, shifts: string[]) {
  await ok(await request.patch(api(`/interview/${guid}`), { data: { status: 'Incomplete' } }));
  await ok(
    await request.post(api(`/interview/${guid}/consent`), {
      data: { termsAccepted: true, privacyAccepted: true, transcriptionConsent: false },
    }),
  );
  await ok(await request.post(api(`/answer/${guid}/initialize`)));
  await ok(
    await request.post(api(`/answer/${guid}/questions/question-1`), { data: { optionIds: [choice] } }),
  );
  await ok(await request.post(api(`/answer/${guid}/questions/question-2`), { data: { optionIds: shifts } }));
  await ok(await request.patch(api(`/interview/${guid}`), { data: { status: 'Completed' } }));
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shotPath(`${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('[RECRUITER]: the pipeline filters and marks who does not meet requirements; the funnel counts them', async ({
  page,
  request,
}) => {
  const suffix = randomUUID().slice(0, 6);
  const title = `Forklift driver ${suffix}`;
  const { jobId } = await screeningJob(request, title);
  const out = await inviteApplicant(request, { jobId, firstName: 'Nora', lastName: `Knockout` });
  const meets = await inviteApplicant(request, { jobId, firstName: 'Ola', lastName: `Meets` });
  await answer(request, out.applicationGuid, 'option-2', ['option-1']);
  await answer(request, meets.applicationGuid, 'option-1', ['option-1', 'option-2']);

  await openSignInLink(page, `/v1/recruiter?jtToken=${recruiterToken()}`);
  await page.goto(`/v1/recruiter?tab=interviews&jobId=${jobId}`);
  const nora = page.getByRole('link', { name: /Nora Knockout/ });
  await expect(nora).toBeVisible();
  await expect(page.getByRole('link', { name: /Ola Meets/ })).toBeVisible();
  await expect(nora.getByText('Does not meet requirements')).toHaveAttribute(
    'title',
    'May you work in Norway?: No',
  );
  await expect(
    page.getByRole('link', { name: /Ola Meets/ }).getByText('Does not meet requirements'),
  ).toHaveCount(0);

  // The filter is in the bar (folded under "Filters" on a phone) and in the address.
  await page.getByLabel('Requirements').selectOption({ label: 'Does not meet requirements' });
  await expect(page).toHaveURL(/screening=failed/);
  await expect(page.getByRole('link', { name: /Ola Meets/ })).toHaveCount(0);
  await expect(nora).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'pipeline-screening-failed');
  await page.reload();
  await expect(page.getByLabel('Requirements')).toHaveValue('failed');
  await page.getByLabel('Requirements').selectOption({ label: 'Meets requirements' });
  await expect(page).toHaveURL(/screening=passed/);
  await expect(page.getByRole('link', { name: /Ola Meets/ })).toBeVisible();
  await expect(nora).toHaveCount(0);

  await page.goto('/v1/recruiter/funnel');
  await page.getByLabel('Job').selectOption({ label: title });
  const perJob = page.getByRole('table', {
    name: 'Interviews per job with an answer that does not meet requirements',
  });
  await expect(perJob.getByRole('row', { name: `${title} 2 1` })).toBeVisible();
  const chosen = page.getByRole('table', { name: 'Q1. May you work in Norway? (answers chosen)' });
  await expect(chosen.getByRole('row', { name: 'Yes 1 50%' })).toBeVisible();
  await expect(chosen.getByRole('row', { name: /^No ?\(does not meet requirements\) 1 50%$/ })).toBeVisible();
  const shifts = page.getByRole('table', { name: 'Q2. Which shifts suit you? (answers chosen)' });
  await expect(shifts.getByRole('row', { name: 'Early 2 100%' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'funnel-screening');
});
