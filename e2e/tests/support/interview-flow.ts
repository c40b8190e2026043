import { webcrypto } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ApplicantInterview, ContentType, InterviewDetail, JobQuestionnaireCheck } from '@vi/contracts';
import { authHeaders, inviteApplicant, type InvitedApplicant } from './api.js';
import { scaled } from './time-scale.js';

/*
 * Page helpers for the question screens. The applicant's session (spec §3 values) is what onboarding
 * writes before it navigates to the questions; `seedInterviewSession` writes the same values the same
 * way (AES-GCM, as apps/web/src/shared/storage/session-store.ts does), from the same API calls, so the
 * question screens can be tested on their own.
 */
export type { ContentType };

export type PreparedInterview = InvitedApplicant & {
  interviewId: string;
  questionCount: number;
  questionTexts: string[];
  questionsPath: string;
};

const SESSION_PREFIX = 'vi.session.';
const DAY_MS = 24 * 60 * 60 * 1000;

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

async function sessionItems(values: Record<string, unknown>): Promise<Record<string, string>> {
  const raw = webcrypto.getRandomValues(new Uint8Array(32));
  const key = await webcrypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const items: Record<string, string> = { [`${SESSION_PREFIX}key`]: base64(raw) };
  const encoder = new TextEncoder();
  for (const [name, value] of Object.entries(values)) {
    const item = SESSION_PREFIX + name;
    const iv = webcrypto.getRandomValues(new Uint8Array(12));
    const data = await webcrypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(item) },
      key,
      encoder.encode(JSON.stringify({ value, expiresAt: Date.now() + DAY_MS })),
    );
    items[item] = JSON.stringify({ iv: base64(iv), data: base64(new Uint8Array(data)) });
  }
  return items;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Invites a fresh applicant, does through the API what onboarding does (consent with transcription,
 * status Incomplete, TTS clips) and stores the session values in the page's origin.
 */
export async function prepareInterview(
  page: Page,
  request: APIRequestContext,
  contentType: ContentType,
  options: { isBlurEnabled?: boolean } = {},
): Promise<PreparedInterview> {
  const applicant = await inviteApplicant(request, { contentType });
  const guid = applicant.applicationGuid;
  const [interview] = await json<ApplicantInterview[]>(await request.get(`/api/v1/interview/${guid}`));
  if (!interview) throw new Error('no interview for the invited applicant');
  const job = await json<Record<string, unknown>>(await request.get(`/api/v1/job/${interview.jobId}`));
  const questionnaires = await json<JobQuestionnaireCheck>(
    await request.get(`/api/v1/job/${interview.jobId}/questionnaire?guid=${guid}`),
  );
  const questionTexts = questionnaires.data?.questions.map((q) => q.questionText) ?? [];
  await json(
    await request.post(`/api/v1/interview/${guid}/consent`, {
      data: { termsAccepted: true, privacyAccepted: true, transcriptionConsent: true },
    }),
  );
  await request.patch(`/api/v1/interview/${guid}`, { data: { status: 'Incomplete' } });
  const tts = await request.post('/api/v1/media/audio/tts', { data: { text: questionTexts, appGuid: guid } });
  const ttsAudio = tts.ok()
    ? ((await tts.json()) as { data: { audioFilePaths: string[] } }).data.audioFilePaths
    : [];

  const items = await sessionItems({
    applicantGuid: guid,
    jobId: interview.jobId,
    interviewId: interview.interviewId,
    companyId: interview.companyId,
    job,
    ttsAudio,
    questionnaires,
    selectedAudioDeviceId: '',
    selectedCameraDeviceId: '',
    isBlurEnabled: options.isBlurEnabled ?? false,
  });
  // Any page of the app gives the origin whose sessionStorage the question screen reads.
  await page.goto('/v1/interview/already-completed');
  await page.evaluate((entries) => {
    for (const [name, value] of Object.entries(entries)) sessionStorage.setItem(name, value);
  }, items);
  return {
    ...applicant,
    interviewId: interview.interviewId,
    questionCount: questionTexts.length,
    questionTexts,
    questionsPath: contentType === 'Audio' ? '/v1/interview/questions/audio' : '/v1/interview/questions',
  };
}

/**
 * The real way in: the invitation link's onboarding screen, consent ticked, Start Interview. Onboarding
 * writes the session itself; the question screen must then show the first question. A questionnaire with
 * the practice question (the default) shows that first: its "Start the interview" goes on, unless
 * `stopAtPractice` asks to stay there.
 */
export async function startFromOnboarding(
  page: Page,
  request: APIRequestContext,
  contentType: ContentType,
  options: { jobId?: number; stopAtPractice?: boolean } = {},
): Promise<PreparedInterview> {
  const applicant = await inviteApplicant(request, { contentType, jobId: options.jobId });
  const [interview] = await json<ApplicantInterview[]>(
    await request.get(`/api/v1/interview/${applicant.applicationGuid}`),
  );
  if (!interview) throw new Error('no interview for the invited applicant');
  const questionnaires = await json<JobQuestionnaireCheck>(
    await request.get(`/api/v1/job/${interview.jobId}/questionnaire?guid=${applicant.applicationGuid}`),
  );
  const questionTexts = questionnaires.data?.questions.map((q) => q.questionText) ?? [];
  const questionsPath = contentType === 'Audio' ? '/v1/interview/questions/audio' : '/v1/interview/questions';

  await page.goto(new URL(applicant.interviewUrl).pathname);
  await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
  await page.getByRole('button', { name: 'Start Interview' }).click();
  const practiceStart = page.getByRole('button', { name: 'Start the interview', exact: true });
  if (options.stopAtPractice) {
    await expect(page).toHaveURL(/\/v1\/interview\/practice$/, { timeout: scaled(15_000) });
    await expect(practiceStart).toBeVisible();
  } else {
    await expect
      .poll(async () => new URL(page.url()).pathname === questionsPath || (await practiceStart.isVisible()), {
        timeout: scaled(15_000),
      })
      .toBe(true);
    if (await practiceStart.isVisible()) await practiceStart.click();
    await expect(page).toHaveURL(new RegExp(`${questionsPath}$`), { timeout: scaled(15_000) });
  }
  return {
    ...applicant,
    interviewId: interview.interviewId,
    questionCount: questionTexts.length,
    questionTexts,
    questionsPath,
  };
}

export function uploadArea(page: Page) {
  return page.locator('.answer-upload');
}

/** The 3-2-1 count-in, the channel and (with blur) the blur's start all come before Stop appears. */
const TAKE_START_TIMEOUT_MS = 20_000;

/**
 * Starts a take and waits until the server has confirmed `chunks` one-second chunks of it. From a kept
 * take, Rerecord asks first: the confirmation's "Discard and record again" is pressed.
 */
export async function recordTake(page: Page, chunks = 3): Promise<void> {
  const start = page.getByRole('button', { name: /^(Start Recording|Rerecord)$/ }).first();
  const isRerecord = (await start.textContent())?.trim() === 'Rerecord';
  await start.click();
  if (isRerecord) {
    const confirm = page.getByRole('dialog', { name: 'Record again?' });
    await confirm.getByRole('button', { name: 'Discard and record again' }).click();
  }
  await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({
    timeout: scaled(TAKE_START_TIMEOUT_MS),
  });
  await expect(page.getByTestId('recording-status')).toHaveText('Recording');
  await expect
    .poll(async () => Number(await uploadArea(page).getAttribute('data-acknowledged')), {
      timeout: scaled(20_000),
    })
    .toBeGreaterThanOrEqual(chunks);
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(page.getByTestId('recording-status')).toHaveText(
    'Recording stopped. You can play it back, Rerecord or Submit.',
  );
}

export async function submitAnswer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit' }).click();
}

/**
 * The recruiter's view of the interview once no answer's media is processing any more: Submit records an
 * answer before its media is made (docs/decisions/0022-media-off-the-submit-path.md), so what was stored is read when the media job is done.
 */
export async function fetchInterviewView(
  request: APIRequestContext,
  interviewId: string,
): Promise<InterviewDetail> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const view = await json<InterviewDetail>(
      await request.get(`/api/v1/interviews/${interviewId}`, { headers: authHeaders() }),
    );
    const isProcessing = view.responses.some((r) => r.mediaStatus === 'processing');
    if (!isProcessing || Date.now() > deadline) return view;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Moves focus with Tab alone until the button named `name` has it (keyboard-only use). */
export async function tabTo(page: Page, name: string, maxPresses = 40): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return active instanceof HTMLElement
        ? (active.getAttribute('aria-label') ?? active.innerText).trim()
        : '';
    });
    if (focused === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** A take recorded with the keyboard only: Tab to the control, Enter to press it. */
export async function recordTakeWithKeyboard(page: Page, chunks = 2): Promise<void> {
  await tabTo(page, 'Start Recording');
  await expect(page.getByRole('button', { name: 'Start Recording' })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('Enter');
  // Focus follows the controls as they replace each other (Stop comes after the 3-2-1 count-in).
  await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeFocused({
    timeout: scaled(TAKE_START_TIMEOUT_MS),
  });
  await expect
    .poll(async () => Number(await uploadArea(page).getAttribute('data-acknowledged')), {
      timeout: scaled(20_000),
    })
    .toBeGreaterThanOrEqual(chunks);
  await page.keyboard.press('Enter');
  // Stopped: the take's Play has the focus (not Submit), so the take is heard before it is sent.
  await expect(page.getByRole('button', { name: 'Play recording' })).toBeFocused();
}
