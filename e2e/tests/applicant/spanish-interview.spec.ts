import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Interview, InviteResponse, Job, Questionnaire } from '@vi/contracts';
import {
  atBothWidths,
  expectNoSeriousA11yViolations,
  expectNoSideScroll,
} from '../support/applicant-pages.js';
import { uploadArea } from '../support/interview-flow.js';
import { createCompanyWithRecruiter, ownServer } from '../support/own-server.js';
import { shotPath } from '../support/shots.js';
import { openSignInLink } from '../support/sign-in.js';
import { mailSubject, readableMail, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.js';
import { scaled } from '../support/time-scale.js';

/*
 * An interview in Spanish from end to end (docs/languages.md): a recruiter builds a Spanish questionnaire
 * in the builder, the applicant gets the invitation mail in Spanish, takes the interview with every screen
 * in Spanish and hears the question read by espeak-ng's Spanish voice; the recruiter then sees the
 * answer marked as Spanish. On a server of this suite's own, to read the mail from a mail server.
 */
const own = ownServer({ name: 'spanish', portOffset: 8 });
const BASE = own.base;
const QUESTION = '¿Qué hace que un turno de noche vaya bien?';

/** English the applicant's screens must not show once the interview is in Spanish. */
const ENGLISH = [
  'Welcome to your',
  'Before you start',
  'How it works',
  'Start Interview',
  'Terms of Use',
  'Practice question',
  'Start the interview',
  'Start Recording',
  'Stop Recording',
  'Submit',
  'Rerecord',
  'Record again?',
  'Discard and record again',
  'Interview Successfully Completed',
  'Thank you',
  'Question 1 of',
  'Maximum Answer Length',
  'Need help',
];

let smtp: SmtpCapture;
let token: string;
let companyId: number;

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  smtp = await startSmtpCapture();
  own.configure({ SMTP_URL: smtp.url, MAIL_FROM: 'Clínica Sol <empleo@clinicasol.test>' });
  ({ companyId, token } = createCompanyWithRecruiter(own, 'Clínica Sol', ['Rocío', 'Reclutadora']));
  await own.start();
});

test.afterAll(async () => {
  own.stop();
  await smtp?.close();
});

const auth = () => ({ Authorization: `Bearer ${token}` });

/** The page says nothing of `ENGLISH`, is in Spanish, fits its width, and is photographed. */
async function expectSpanishPage(page: Page, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const text = await page.locator('body').innerText();
  for (const phrase of ENGLISH) expect(text, `${name}: "${phrase}"`).not.toContain(phrase);
  await expectNoSideScroll(page);
  await page.screenshot({ path: shotPath(`spanish-${name}-${page.viewportSize()!.width}`), fullPage: true });
}

/** One take on the question page, in Spanish: the count-in, the recording, Stop. */
async function recordSpanishTake(page: Page) {
  await expect(page.getByRole('button', { name: 'Detener la grabación' })).toBeVisible({
    timeout: scaled(20_000),
  });
  await expect(page.getByTestId('recording-status')).toHaveText('Grabando');
  await expect
    .poll(async () => Number(await uploadArea(page).getAttribute('data-acknowledged')), {
      timeout: scaled(20_000),
    })
    .toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Detener la grabación' }).click();
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled();
}

test('[APPLICANT]: a questionnaire built in Spanish is mailed, shown, read aloud and reviewed in Spanish, at 1280 and 375 px', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(300_000));

  // The recruiter builds the questionnaire in the builder, its language Spanish.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignInLink(page, `/v1/recruiter/questionnaire-builder?jtToken=${token}`);
  const name = `Turno de noche ${randomUUID().slice(0, 8)}`;
  await page.getByRole('textbox', { name: /Questionnaire Name/ }).fill(name);
  await page.getByRole('radio', { name: 'Video' }).check();
  await page.getByLabel('Interview language').selectOption('es');
  await page.getByRole('button', { name: /Add Question/ }).click();
  await page
    .getByRole('textbox', { name: /^Question \d+$/ })
    .last()
    .fill(QUESTION);
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/questionnaire' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const questionnaire = (await (await saved).json()) as Questionnaire;
  expect(questionnaire).toMatchObject({ language: 'es', questionnaireName: name });

  // Attached to a job, an applicant invited; the invitation mail is in Spanish.
  const job = await request.post(`/api/v1/company/${companyId}/jobs`, {
    headers: auth(),
    data: { title: 'Enfermera de noche', status: 'Open', companyName: 'Clínica Sol' },
  });
  expect(job.status()).toBe(201);
  const jobId = ((await job.json()) as Job).id;
  const attached = await request.post(`/api/v1/job/${jobId}/questionnaire`, {
    headers: auth(),
    data: { questionnaireId: questionnaire.questionnaireId },
  });
  expect(attached.ok()).toBe(true);
  const email = `lucia-${randomUUID()}@example.test`;
  const invited = await request.post('/api/v1/invite/create-application', {
    headers: auth(),
    multipart: { jobId: String(jobId), firstName: 'Lucía', lastName: 'Gómez', email },
  });
  expect(invited.status()).toBe(201);
  const { applicationGuid } = ((await invited.json()) as InviteResponse).data;

  await expect
    .poll(() => smtp.mails.filter((m) => m.to.includes(email)).length, { timeout: scaled(30_000) })
    .toBe(1);
  const raw = smtp.mails.find((m) => m.to.includes(email))!.raw;
  expect(mailSubject(raw)).toBe('Tu entrevista en vídeo para Enfermera de noche en Clínica Sol');
  const mail = readableMail(raw);
  expect(mail).toContain('Hola, Lucía:');
  expect(mail).toContain('Clínica Sol te invita a una entrevista grabada para el puesto Enfermera de noche.');
  expect(mail).toContain('Empieza tu entrevista:');
  expect(mail).toContain(
    'Tus datos: puedes descargar una copia de tu entrevista o borrarla en cualquier momento.',
  );
  for (const english of ['Hello', 'invites you', 'Start your interview', 'Your data', 'If the button'])
    expect(mail).not.toContain(english);
  const link = new RegExp(`${BASE}(/v1/interview/onboarding/[0-9a-f-]{36})`).exec(mail)?.[1];
  expect(link).toBeDefined();

  // Onboarding, from the mailed link.
  const clips = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/media/audio/tts' && r.request().method() === 'POST',
  );
  await page.goto(link!);
  await atBothWidths(page, 'onboarding', async () => {
    await expect(
      page.getByRole('heading', { name: 'Te damos la bienvenida a tu entrevista en vídeo' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Empezar la entrevista' })).toBeVisible();
    await expectSpanishPage(page, 'onboarding');
  });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('checkbox', { name: /Condiciones de uso/ }).check();
  await page.getByRole('button', { name: 'Empezar la entrevista' }).click();

  // The question's clip: asked for this interview, made by espeak-ng (a 22,050 Hz WAV; flite's is 16 kHz).
  const clipRequest = await clips;
  expect(clipRequest.request().postDataJSON()).toMatchObject({ appGuid: applicationGuid, text: [QUESTION] });
  const [clipPath] = ((await clipRequest.json()) as { data: { audioFilePaths: string[] } }).data
    .audioFilePaths;
  const clip = await request.get(`/api/v1/media/audio/stream/${clipPath!.split('/').pop()}`);
  expect(clip.headers()['content-type']).toBe('audio/wav');
  const wav = await clip.body();
  expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(wav.readUInt32LE(24)).toBe(22_050);
  expect(wav.length).toBeGreaterThan(22_050);

  // The practice question.
  await expect(page).toHaveURL(/\/v1\/interview\/practice$/, { timeout: scaled(15_000) });
  await atBothWidths(page, 'practice', async () => {
    await expect(page.getByRole('heading', { name: 'Pregunta de práctica' })).toBeVisible();
    await expectSpanishPage(page, 'practice');
  });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Empezar la entrevista' }).click();

  // The question, read aloud; a take, the "record again" dialog, another take, Submit.
  await expect(page).toHaveURL(/\/v1\/interview\/questions$/, { timeout: scaled(15_000) });
  await atBothWidths(page, 'question', async () => {
    await expect(page.getByText(QUESTION).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Empezar a grabar' })).toBeVisible();
    await expectSpanishPage(page, 'question');
  });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Empezar a grabar' }).click();
  await recordSpanishTake(page);
  await page.getByRole('button', { name: 'Volver a grabar' }).click();
  const again = page.getByRole('dialog', { name: '¿Grabar de nuevo?' });
  await atBothWidths(page, 'rerecord-dialog', async () => {
    await expect(again).toBeVisible();
    await expect(again).toContainText('¿Descartar esta grabación y grabar de nuevo? Te quedan 2 intentos.');
    await expectSpanishPage(page, 'rerecord-dialog');
  });
  await again.getByRole('button', { name: 'Descartar y grabar de nuevo' }).click();
  await recordSpanishTake(page);
  await page.getByRole('button', { name: 'Enviar' }).click();

  // The end.
  await expect(page).toHaveURL(/\/v1\/interview\/success$/, { timeout: scaled(30_000) });
  await atBothWidths(page, 'success', async () => {
    await expect(page.getByRole('heading', { name: 'Entrevista completada con éxito' })).toBeVisible();
    await expectSpanishPage(page, 'success');
  });
  await expectNoSeriousA11yViolations(page);

  // The recruiter's review: the answer marked as Spanish, and why it has no transcript here.
  const list = await request.get(`/api/v1/company/${companyId}/interviews`, { headers: auth() });
  const interview = ((await list.json()) as { data: Interview[] }).data.find(
    (i) => i.applicationGuid === applicationGuid,
  );
  expect(interview).toBeDefined();
  await openSignInLink(page, `/v1/recruiter/interviews/${interview!.id}?jtToken=${token}`);
  const transcript = page.getByRole('region', { name: 'Transcript' }).first();
  await expect(transcript.getByText('Language: Spanish')).toBeVisible({ timeout: scaled(60_000) });
  await expect(transcript.getByText('Transcript unavailable')).toBeVisible({ timeout: scaled(60_000) });
  await page.screenshot({ path: shotPath('spanish-review-1280'), fullPage: true });
});
