import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  MEDIA_FAILURE_MESSAGES,
  reRecordMessage,
  type InviteResponse,
  type Job,
  type Questionnaire,
} from '@vi/contracts';
import {
  atBothWidths,
  expectNoSeriousA11yViolations,
  expectNoSideScroll,
} from '../support/applicant-pages.js';
import { recordTake, submitAnswer } from '../support/interview-flow.js';
import { createCompanyWithRecruiter, ownServer } from '../support/own-server.js';
import { shotPath } from '../support/shots.js';
import { readableMail, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.js';
import { scaled } from '../support/time-scale.js';

/*
 * A take that passed Submit and that the media job refuses afterwards (its stored bytes damaged, as a
 * failing disk would) brings the applicant back by mail, on a server of this suite's own: it needs a
 * mail server to read the mail from, and no worker until the take is damaged (the shared e2e server's
 * worker would make the media at once). The worker is then started as operators run it, on the same
 * data folder.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const own = ownServer({ name: 'rerecord', portOffset: 6 });
const BASE = own.base;
const QUESTION = 'What makes a night shift go well?';

let smtp: SmtpCapture;
let worker: ChildProcess | undefined;
let token: string;
let companyId: number;

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  smtp = await startSmtpCapture();
  own.configure({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Night Care Jobs <jobs@nightcare.test>',
    TRANSCRIBE_ENGINE: 'none',
    // Submit stores the take; its media job waits in the database's queue for the worker started below.
    RUN_WORKER: 'false',
  });
  ({ companyId, token } = createCompanyWithRecruiter(own, 'Night Care', ['Riley', 'Recruiter']));
  await own.start();
});

test.afterAll(async () => {
  worker?.kill('SIGTERM');
  own.stop();
  await smtp?.close();
});

const auth = () => ({ Authorization: `Bearer ${token}` });

/** A one-question video interview without the practice question, and an invited applicant. */
async function inviteApplicant(request: APIRequestContext) {
  const questionnaire = await request.post('/api/v1/questionnaire', {
    headers: auth(),
    data: {
      questionnaireName: 'Night shifts',
      contentType: 'Video',
      active: true,
      questions: [{ questionText: QUESTION, required: true, type: 'Text', options: null }],
      settings: { practiceQuestion: false },
    },
  });
  expect(questionnaire.status()).toBe(201);
  const { questionnaireId } = (await questionnaire.json()) as Questionnaire;
  const job = await request.post(`/api/v1/company/${companyId}/jobs`, {
    headers: auth(),
    data: { title: 'Night Nurse', status: 'Open', companyName: 'Night Care' },
  });
  expect(job.status()).toBe(201);
  const { id: jobId } = (await job.json()) as Job;
  expect(
    (
      await request.post(`/api/v1/job/${jobId}/questionnaire`, { headers: auth(), data: { questionnaireId } })
    ).ok(),
  ).toBe(true);
  const email = `robin-${randomUUID()}@example.test`;
  const invited = await request.post('/api/v1/invite/create-application', {
    headers: auth(),
    multipart: { jobId: String(jobId), firstName: 'Robin', lastName: 'Lee', email },
  });
  expect(invited.status()).toBe(201);
  return { email, ...((await invited.json()) as InviteResponse).data };
}

/** Every staged take of this suite's server (there is one) overwritten with noise after its first bytes. */
async function damageStagedTakes(): Promise<number> {
  const staging = path.join(own.env.DATA_DIR!, 'staging');
  const files = (readdirSync(staging, { recursive: true }) as string[])
    .map((name) => path.join(staging, name))
    // `<attempt>.part` holds the take's bytes (its `.idx` beside it, the chunks' sizes, is left alone).
    .filter((file) => file.endsWith('.part') && statSync(file).size > 64);
  for (const file of files) {
    const handle = await open(file, 'r+');
    const { size } = await handle.stat();
    await handle.write(randomBytes(size - 64), 0, size - 64, 64);
    await handle.close();
  }
  return files.length;
}

test('[APPLICANT]: a take refused after Submit is recorded again through the mailed link, and then the interview is complete', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(180_000));
  const applicant = await inviteApplicant(request);
  const link = new URL(applicant.interviewUrl).pathname;

  // The first visit: record, Submit, and the success page (the answer is held, its media not made yet).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(link);
  await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page).toHaveURL(/\/v1\/interview\/questions$/, { timeout: scaled(15_000) });
  await recordTake(page, 3);
  await submitAnswer(page);
  await expect(page).toHaveURL(/\/v1\/interview\/success$/, { timeout: scaled(30_000) });
  await expect(page.getByRole('heading', { name: 'Interview Successfully Completed' })).toBeVisible();

  // The stored take is damaged before any worker reads it; then the worker starts and refuses it.
  expect(await damageStagedTakes()).toBe(1);
  worker = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/worker.js')], {
    env: own.env,
    stdio: 'ignore',
  });

  // The applicant's mail: which question, why, and the interview's own link.
  await expect
    .poll(() => smtp.mails.filter((m) => m.to.includes(applicant.email)).length, { timeout: scaled(60_000) })
    .toBe(2);
  const mail = readableMail(smtp.mails.filter((m) => m.to.includes(applicant.email))[1]!.raw);
  expect(mail).toContain('Please record one answer again: Night Nurse at Night Care');
  expect(mail).toContain(QUESTION);
  expect(mail).toContain(MEDIA_FAILURE_MESSAGES['not-media']);
  const mailedLink = new RegExp(`${BASE}(/v1/interview/onboarding/[0-9a-f-]{36})`).exec(mail)?.[1];
  expect(mailedLink).toBe(link);

  // The link from the mail: the question to record again, with why.
  await page.goto(mailedLink!);
  const consent = page.getByRole('checkbox', { name: /Terms of Use/ });
  if (!(await consent.isChecked())) await consent.check();
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page).toHaveURL(/\/v1\/interview\/questions$/, { timeout: scaled(15_000) });
  const failure = `${reRecordMessage(QUESTION)} ${MEDIA_FAILURE_MESSAGES['not-media']}`;
  await atBothWidths(page, 'rerecord-question', async () => {
    await expect(page.getByRole('status').filter({ hasText: failure })).toBeVisible();
    await expect(page.getByText(QUESTION, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Recording' })).toBeVisible();
    await expectNoSideScroll(page);
    await page.screenshot({
      path: shotPath(`rerecord-question-shot-${page.viewportSize()!.width}`),
      fullPage: true,
    });
  });
  await expectNoSeriousA11yViolations(page);

  await recordTake(page, 3);
  await submitAnswer(page);
  await expect(page).toHaveURL(/\/v1\/interview\/success$/, { timeout: scaled(30_000) });
  // Complete only once the server holds the new answer: the worker makes its media, and the page (which
  // asks again every 5 s) stops saying that one is still processing.
  const receipt = async () =>
    (await request.get(`/api/v1/answer/${applicant.applicationGuid}/receipt`)).json() as Promise<unknown>;
  await expect
    .poll(receipt, { timeout: scaled(60_000) })
    .toEqual({ status: 'Completed', ready: 1, processing: 0, needsNewAnswer: [] });
  await atBothWidths(page, 'rerecord-success', async () => {
    await expect(page.getByRole('heading', { name: 'Interview Successfully Completed' })).toBeVisible();
    await expect(page.getByText(/still processing/)).toHaveCount(0, { timeout: scaled(15_000) });
    await expect(page.getByText(failure)).toHaveCount(0);
    await expectNoSideScroll(page);
    await page.screenshot({
      path: shotPath(`rerecord-success-shot-${page.viewportSize()!.width}`),
      fullPage: true,
    });
  });
});
