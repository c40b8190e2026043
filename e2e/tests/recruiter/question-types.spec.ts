import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { InterviewDetail, Questionnaire } from '@vi/contracts';
import { attachToFreeJob, authHeaders, inviteApplicant, recruiterToken } from '../support/api.js';
import { expectNoSeriousA11yViolations, waitForModalShown } from '../support/a11y.js';
import { recordTakeWithKeyboard, startFromOnboarding, tabTo } from '../support/interview-flow.js';
import { shotPath } from '../support/shots.js';
import { openSignInLink } from '../support/sign-in.js';
import { scaled } from '../support/time-scale.js';

/*
 * A questionnaire that mixes recorded, choice and written questions (docs/questions.md), from the builder
 * to the review: the applicant answers it with the keyboard alone, a knockout answer marks the interview
 * "Does not meet requirements" and nothing is rejected until a recruiter confirms or overrides.
 */

// Two recorded takes per interview, each through the count-in, the channel and the media job.
test.describe.configure({ timeout: scaled(240_000) });

const WORK_QUESTION = 'May you work in Norway without a visa?';
const SHIFTS_QUESTION = 'Which shifts suit you?';
const NOTES_QUESTION = 'Anything else we should know?';
const QUESTIONS = [
  { questionText: 'Tell us about your last job.', type: 'Text' },
  {
    questionText: WORK_QUESTION,
    type: 'Select',
    options: [{ label: 'Yes' }, { label: 'No', knockout: true }],
  },
  {
    questionText: SHIFTS_QUESTION,
    type: 'Multiselect',
    options: [{ label: 'Early' }, { label: 'Late' }, { label: 'Night' }],
  },
  { questionText: NOTES_QUESTION, type: 'Written', required: false },
  { questionText: 'Why do you want to join us?', type: 'Text' },
] as const;
const TYPE_NAMES = {
  Text: 'Recorded answer (video)',
  Select: 'One choice',
  Multiselect: 'Several choices',
  Written: 'Written answer',
} as const;

async function readJson<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const interviewDetail = async (request: APIRequestContext, id: string) =>
  readJson<InterviewDetail>(await request.get(`/api/v1/interviews/${id}`, { headers: authHeaders() }));

/** The builder, by its labels: name, format, the five questions with their types, options and switches. */
async function buildInBuilder(page: Page, name: string): Promise<string> {
  await openSignInLink(page, `/v1/recruiter/questionnaire-builder?jtToken=${recruiterToken()}`);
  await page.getByRole('textbox', { name: /Questionnaire Name/ }).fill(name);
  await page.getByRole('radio', { name: 'Video' }).check();
  for (const [index, question] of QUESTIONS.entries()) {
    await page.getByRole('button', { name: /Add Question/ }).click();
    const row = page.getByTestId('builder-question-row').nth(index);
    await row
      .getByRole('textbox', { name: `Question ${index + 1}`, exact: true })
      .fill(question.questionText);
    await row.getByLabel('Answer type').selectOption({ label: TYPE_NAMES[question.type] });
    if ('options' in question) {
      for (const [o, option] of question.options.entries()) {
        if (o >= 2) await row.getByRole('button', { name: 'Add option' }).click();
        await row.getByRole('textbox', { name: `Question ${index + 1}, option ${o + 1}` }).fill(option.label);
        if ('knockout' in option) {
          await row
            .getByRole('checkbox', {
              name: `Question ${index + 1}, option ${o + 1}: does not meet requirements`,
            })
            .check();
        }
      }
    }
    if ('required' in question) await row.getByRole('switch', { name: 'Required' }).uncheck();
  }
  await expect(page.getByTestId('builder-question-row').nth(3).getByLabel('Character limit')).toHaveValue(
    '1000',
  );
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shotPath('builder-1280'), fullPage: true });

  const saved = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/questionnaire' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  return ((await response.json()) as Questionnaire).questionnaireId;
}

/** One questionnaire like the builder's, made through the API where the builder is not under test. */
async function createThroughApi(request: APIRequestContext, name: string): Promise<string> {
  const created = await request.post('/api/v1/questionnaire', {
    headers: authHeaders(),
    data: { questionnaireName: name, contentType: 'Video', questions: QUESTIONS, active: true },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as Questionnaire).questionnaireId;
}

const heading = (page: Page, position: number) =>
  page.getByRole('heading', { name: `Question ${position} of ${QUESTIONS.length}` });

/** Waits for question `position`, announced through its heading (which has the focus after a submit). */
async function atQuestion(page: Page, position: number): Promise<void> {
  await expect(heading(page, position)).toBeVisible({ timeout: scaled(30_000) });
  await expect(heading(page, position)).toBeFocused();
}

/** Tab alone until `control` (a radio, a checkbox: no text of its own to match) has the focus. */
async function tabUntilFocused(page: Page, control: Locator, maxPresses = 20): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

async function submitByKeyboard(page: Page): Promise<void> {
  await tabTo(page, 'Submit');
  await page.keyboard.press('Enter');
}

/**
 * The applicant's whole interview with the keyboard: two takes, the Select (arrow keys, so the last option,
 * the knockout, is chosen), two of the Multiselect's boxes (Space), then the optional written question
 * typed with its live count, or (null) skipped.
 */
async function takeInterview(page: Page, written: string | null, width: number): Promise<void> {
  await expect(heading(page, 1)).toBeVisible({ timeout: scaled(30_000) });
  await recordTakeWithKeyboard(page, 2);
  await submitByKeyboard(page);

  await atQuestion(page, 2);
  await expect(page.getByRole('group', { name: WORK_QUESTION })).toBeVisible();
  // Nothing of the camera on a question answered on the page.
  await expect(page.getByRole('button', { name: 'Start Recording' })).toHaveCount(0);
  await tabUntilFocused(page, page.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shotPath(`applicant-select-${width}`), fullPage: true });
  await submitByKeyboard(page);

  await atQuestion(page, 3);
  await tabUntilFocused(page, page.getByRole('checkbox', { name: 'Early' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Night' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Late' })).not.toBeChecked();
  await submitByKeyboard(page);

  await atQuestion(page, 4);
  await expect(page.getByText('Optional', { exact: true })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Your answer' });
  if (written === null) {
    // Typed, then left out: Skip stores a skip, not the draft.
    await field.focus();
    await page.keyboard.type('Not sure');
    await expect(page.getByText('8 of 1,000 characters')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: shotPath(`applicant-written-${width}`), fullPage: true });
    await tabTo(page, 'Skip this question');
    await page.keyboard.press('Enter');
  } else {
    await field.focus();
    await page.keyboard.type(written);
    await expect(page.getByText(`${[...written].length} of 1,000 characters`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotPath(`applicant-written-${width}`), fullPage: true });
    await submitByKeyboard(page);
  }

  await atQuestion(page, 5);
  await recordTakeWithKeyboard(page, 2);
  await submitByKeyboard(page);
  await expect(page).toHaveURL(/\/v1\/interview\/success$/, { timeout: scaled(30_000) });
}

/** The review's Screening panel says why, and the recruiter decides through its dialog. */
async function decideInReview(
  page: Page,
  interviewId: string,
  decision: 'Confirm rejection' | 'Override',
  width: number,
) {
  await openSignInLink(page, `/v1/recruiter/interviews/${interviewId}?jtToken=${recruiterToken()}`);
  const panel = page.getByRole('region', { name: 'Screening' });
  await expect(panel.getByText('Does not meet requirements', { exact: true })).toBeVisible({
    timeout: scaled(30_000),
  });
  await expect(panel.getByRole('listitem')).toHaveText(`${WORK_QUESTION} — answered “No”`);
  await expect(panel.getByText('Nothing has been rejected automatically: you decide.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shotPath(`review-${width}`), fullPage: true });

  await panel.getByRole('button', { name: decision }).click();
  const dialog = page.getByRole('dialog', {
    name: decision === 'Override' ? 'Keep this applicant?' : 'Confirm rejection?',
  });
  await waitForModalShown(page);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: decision }).click();
  await expect(dialog).toBeHidden();
}

test('[RECRUITER]: a mixed questionnaire built in the builder, taken by keyboard; a knockout waits for the recruiter to confirm', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const questionnaireId = await buildInBuilder(page, `e2e mixed ${randomUUID().slice(0, 8)}`);
  const stored = await readJson<Questionnaire>(
    await request.get(`/api/v1/questionnaire/${questionnaireId}`, { headers: authHeaders() }),
  );
  expect(stored.questions.map((q) => [q.type, q.required])).toEqual([
    ['Text', true],
    ['Select', true],
    ['Multiselect', true],
    ['Written', false],
    ['Text', true],
  ]);
  expect(stored.questions[1]?.options?.map((o) => [o.label, o.knockout])).toEqual([
    ['Yes', false],
    ['No', true],
  ]);
  expect(stored.questions[3]?.maxCharacters).toBe(1000);

  const job = await attachToFreeJob(request, questionnaireId);
  try {
    const written = 'Forklift licence since 2019, and I speak Norwegian.';
    const prepared = await startFromOnboarding(page, request, 'Video', { jobId: job.jobId });
    await takeInterview(page, written, 1280);

    const answered = await interviewDetail(request, prepared.interviewId);
    expect(answered.status).toBe('Completed');
    expect(answered.screening?.meetsRequirements).toBe(false);
    expect(answered.screening?.knockouts.map((k) => k.label)).toEqual(['No']);
    expect(answered.responses.map((r) => r.labels ?? r.text ?? null).slice(1, 4)).toEqual([
      ['No'],
      ['Early', 'Night'],
      written,
    ]);
    // Flagged, not rejected: nothing changes the stage until a person decides.
    expect(answered.stage).not.toBe('rejected');

    await decideInReview(page, prepared.interviewId, 'Confirm rejection', 1280);
    await expect(
      page.getByRole('region', { name: 'Screening' }).getByText('Rejected.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(written)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Night' }).first()).toBeVisible();
    expect((await interviewDetail(request, prepared.interviewId)).stage).toBe('rejected');
  } finally {
    await job.detach();
  }
});

test('[RECRUITER]: the same at 375 px: the builder fits, the optional question is skipped and Override keeps the stage', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const questionnaireId = await createThroughApi(request, `e2e mixed phone ${randomUUID().slice(0, 8)}`);
  await openSignInLink(
    page,
    `/v1/recruiter/questionnaire-builder/${questionnaireId}?jtToken=${recruiterToken()}`,
  );
  await expect(page.getByTestId('builder-question-row')).toHaveCount(QUESTIONS.length);
  await expect(
    page.getByRole('checkbox', { name: 'Question 2, option 2: does not meet requirements' }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: shotPath('builder-375'), fullPage: true });

  const job = await attachToFreeJob(request, questionnaireId);
  try {
    const prepared = await startFromOnboarding(page, request, 'Video', { jobId: job.jobId });
    await takeInterview(page, null, 375);
    const answered = await interviewDetail(request, prepared.interviewId);
    expect(answered.responses.find((r) => r.questionText === NOTES_QUESTION)?.skipped).toBe(true);
    const stageBefore = answered.stage;

    await decideInReview(page, prepared.interviewId, 'Override', 375);
    await expect(
      page.getByRole('region', { name: 'Screening' }).getByText(/^Kept despite this on /),
    ).toBeVisible();
    await expect(page.getByText('Skipped by the applicant')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const decided = await interviewDetail(request, prepared.interviewId);
    expect(decided.stage).toBe(stageBefore);
    expect(decided.screening?.override).not.toBeNull();
    await page.screenshot({ path: shotPath('review-decided-375'), fullPage: true });
  } finally {
    await job.detach();
  }
});

test('[APPLICANT]: told the requirements before the start, a knockout answer ends the interview politely', async ({
  page,
  request,
}) => {
  const created = await request.post('/api/v1/questionnaire', {
    headers: authHeaders(),
    data: {
      questionnaireName: `e2e screened ${randomUUID().slice(0, 8)}`,
      contentType: 'Video',
      // The knockout question first, so the interview ends before any recording.
      questions: [QUESTIONS[1], QUESTIONS[0], QUESTIONS[2]],
      active: true,
      settings: { practiceQuestion: false, showRequirements: true, endAfterKnockout: true },
    },
  });
  expect(created.status()).toBe(201);
  const { questionnaireId } = (await created.json()) as Questionnaire;
  const job = await attachToFreeJob(request, questionnaireId);
  try {
    await page.setViewportSize({ width: 375, height: 812 });
    const invited = await inviteApplicant(request, { jobId: job.jobId });
    await page.goto(new URL(invited.interviewUrl).pathname);
    const requirements = page.getByRole('list', {
      name: 'This role has requirements. You will be asked whether you meet them in these questions:',
    });
    await expect(requirements.getByRole('listitem')).toHaveText([WORK_QUESTION]);
    await page.screenshot({ path: shotPath('onboarding-requirements-375'), fullPage: true });
    await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
    await page.getByRole('button', { name: 'Start Interview' }).click();

    await expect(page.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible({
      timeout: scaled(30_000),
    });
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/v1\/interview\/success$/, { timeout: scaled(30_000) });
    await expect(page.getByText(/^The interview ended here: one of your answers shows/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotPath('ended-early-375'), fullPage: true });

    const [interview] = (await (
      await request.get(`/api/v1/interview/${invited.applicationGuid}`)
    ).json()) as {
      interviewId: string;
    }[];
    const ended = await interviewDetail(request, interview!.interviewId);
    expect(ended.status).toBe('Completed');
    expect(ended.responses.map((r) => r.labels)).toEqual([['No']]);
    expect(ended.screening?.meetsRequirements).toBe(false);
    expect(ended.stage).not.toBe('rejected');
  } finally {
    await job.detach();
  }
});
