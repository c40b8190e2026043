import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type InitializeAnswersResponse,
  type Interview,
  type InviteResponse,
  type Questionnaire,
} from '@vi/contracts';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { makeAudioWebm, makeVideoWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestApp, DIALECTS, uniqueName, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';
import { processedAnswer } from '../helpers/answer-media.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';
import { scaled } from '../helpers/time-scale.js';

const fixtures = mkdtempSync(path.join(tmpdir(), 'vi-settings-'));
let shortAudio: Buffer[];
let longAudio: Buffer[];
let shortVideo: Buffer[];
beforeAll(async () => {
  const [short, long, video] = await Promise.all([
    makeAudioWebm(path.join(fixtures, 'short.webm'), { seconds: 3 }),
    makeAudioWebm(path.join(fixtures, 'long.webm'), { seconds: 45 }),
    makeVideoWebm(path.join(fixtures, 'video.webm'), { seconds: 3 }),
  ]);
  shortAudio = splitIntoChunks(short, 3);
  longAudio = splitIntoChunks(long, 45);
  shortVideo = splitIntoChunks(video, 3);
}, scaled(60_000));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** Interview settings and accommodations, set over HTTP as a recruiter would and enforced on the channel. */
describe.each(DIALECTS)('interview settings and accommodations (%s)', (dialect) => {
  let t: TestApp;
  let ws: string;
  let company: CompanyFixture;
  let other: CompanyFixture;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRANSCRIBE_ENGINE: 'none' });
    ws = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http://', 'ws://');
    company = await createCompany(t.database.db, { name: 'Settings Co' });
    other = await createCompany(t.database.db, { name: 'Other Co' });
    token = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
    otherToken = await t.tokenFor({ companyId: other.companyId, userId: other.userId });
  });
  afterAll(() => t.close());

  const call = createCall(() => t.app, { token: () => token });

  async function createQuestionnaire(contentType: 'audio' | 'video', settings?: Record<string, unknown>) {
    const res = await call('POST', '/questionnaire', {
      body: {
        questionnaireName: uniqueName('Settings'),
        contentType,
        questions: [{ text: 'Tell us about yourself.' }, { text: 'Why this job?' }],
        ...(settings ? { settings } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Questionnaire>();
  }

  async function jobWith(questionnaire: Questionnaire) {
    const jobId = await createJob(t.database.db, company.companyId);
    const res = await call('POST', `/job/${jobId}/questionnaire`, {
      body: {
        questionnaireId: questionnaire.questionnaireId,
      },
    });
    expect(res.statusCode).toBe(201);
    return jobId;
  }

  let seq = 0;
  async function invite(jobId: number, extra: Record<string, string> = {}) {
    seq += 1;
    const form = new FormData();
    const fields = {
      jobId: String(jobId),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada.settings.${dialect}.${seq}@example.com`,
      ...extra,
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const body = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invite/create-application',
      headers: { authorization: `Bearer ${token}`, 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    return res;
  }

  async function invited(jobId: number, extra: Record<string, string> = {}) {
    const res = await invite(jobId, extra);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<InviteResponse>().data.applicationGuid;
  }

  const consent = (guid: string) =>
    call('POST', `/interview/${guid}/consent`, {
      body: { termsAccepted: true, privacyAccepted: true, transcriptionConsent: false },
      token: '',
    });

  const initialize = async (guid: string) =>
    (await call('POST', `/answer/${guid}/initialize`, { token: '' })).json<InitializeAnswersResponse>();

  it('stores settings, returns defaults for what was not set, and keeps them when a client omits them', async () => {
    const q = await createQuestionnaire('audio', { answerTimeSeconds: 45, thinkTimeSeconds: 20 });
    expect(q.settings).toEqual({
      thinkTimeSeconds: 20,
      answerTimeSeconds: 45,
      triesPerQuestion: 3,
      practiceQuestion: true,
      showRequirements: false,
      endAfterKnockout: false,
    });
    const plain = await createQuestionnaire('audio');
    expect(plain.settings).toEqual({
      thinkTimeSeconds: 0,
      answerTimeSeconds: 120,
      triesPerQuestion: 3,
      practiceQuestion: true,
      showRequirements: false,
      endAfterKnockout: false,
    });
    // The spec's builder sends no settings on save: what was set stays.
    const put = await call('PUT', `/questionnaire/${q.questionnaireId}`, {
      body: {
        questionnaireName: q.questionnaireName,
        contentType: 'audio',
        questions: q.questions,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<Questionnaire>().settings.answerTimeSeconds).toBe(45);
    const changed = await call('PUT', `/questionnaire/${q.questionnaireId}`, {
      body: {
        questionnaireName: q.questionnaireName,
        contentType: 'audio',
        questions: q.questions,
        settings: { practiceQuestion: false },
      },
    });
    expect(changed.json<Questionnaire>().settings).toEqual({
      thinkTimeSeconds: 0,
      answerTimeSeconds: 120,
      triesPerQuestion: 3,
      practiceQuestion: false,
      showRequirements: false,
      endAfterKnockout: false,
    });
    // The applicant's questionnaire call carries them too.
    const jobId = await jobWith(q);
    const check = await call('GET', `/job/${jobId}/questionnaire`);
    expect(check.json<{ data: { settings: unknown } }>().data.settings).toMatchObject({
      practiceQuestion: false,
    });
  });

  it.each([
    [{ answerTimeSeconds: 29 }, 'Answer time must be at least 30'],
    [{ answerTimeSeconds: 601 }, 'Answer time must be at most 600'],
    [{ thinkTimeSeconds: 301 }, 'Think time must be at most 300'],
    [{ triesPerQuestion: 0 }, 'Tries per question must be at least 1'],
    [{ triesPerQuestion: 11 }, 'Tries per question must be at most 10'],
    [{ triesPerQuestion: 2.5 }, 'Tries per question must be a whole number from 1 to 10'],
    [{ colour: 'red' }, 'Unrecognized key'],
  ])('refuses settings %j with a clear message', async (settings, message) => {
    const res = await call('POST', '/questionnaire', {
      body: {
        questionnaireName: uniqueName('Bad settings'),
        contentType: 'audio',
        questions: [{ text: 'Q?' }],
        settings,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it('triesPerQuestion: 1 refuses a second attempt; extraTries: 1 allows two', async () => {
    const q = await createQuestionnaire('audio', { triesPerQuestion: 1 });
    const jobId = await jobWith(q);
    const questionId = q.questions[0]!.questionId;

    const guid = await invited(jobId);
    await consent(guid);
    expect((await initialize(guid)).questions[0]).toMatchObject({ attemptsLeft: 1 });
    const client = await RecordingClient.connect(ws, 'audio');
    expect(await client.start(metadataFor(guid, questionId))).toMatchObject({ attempt: 1, attemptsLeft: 0 });
    await client.sendChunks(shortAudio);
    await expect(client.start(metadataFor(guid, questionId))).rejects.toMatchObject({
      reply: { type: 'error', code: 'NO_MORE_ATTEMPTS', message: MESSAGES.noMoreAttempts },
    });

    const helped = await invited(jobId, { extraTries: '1' });
    await consent(helped);
    expect(await initialize(helped)).toMatchObject({
      triesPerQuestion: 2,
      questions: [{ attemptsLeft: 2 }, {}],
    });
    expect(await client.start(metadataFor(helped, questionId))).toMatchObject({ attemptsLeft: 1 });
    expect(await client.start(metadataFor(helped, questionId))).toMatchObject({
      attempt: 2,
      attemptsLeft: 0,
    });
    await expect(client.start(metadataFor(helped, questionId))).rejects.toMatchObject({
      reply: { code: 'NO_MORE_ATTEMPTS' },
    });
    await client.close();
  });

  it('answerTimeSeconds: 30 refuses a 45 s take; 100 % extra time accepts it', async () => {
    const q = await createQuestionnaire('audio', { answerTimeSeconds: 30 });
    const jobId = await jobWith(q);
    const questionId = q.questions[0]!.questionId;
    const client = await RecordingClient.connect(ws, 'audio');

    const guid = await invited(jobId);
    await consent(guid);
    expect(await initialize(guid)).toMatchObject({ answerTimeSeconds: 30 });
    await client.start(metadataFor(guid, questionId));
    await client.sendChunks(longAudio);
    // Submit refuses it at once (the take's own timecodes, read as its chunks arrived): the applicant
    // learns before leaving, and the refused take costs no try.
    await expect(client.finish()).rejects.toMatchObject({ reply: { code: 'RECORDING_TOO_LONG' } });
    expect((await initialize(guid)).questions[0]).toMatchObject({ answered: false, attemptsUsed: 0 });

    const helped = await invited(jobId, { extraTimePercent: '100' });
    await consent(helped);
    expect(await initialize(helped)).toMatchObject({ answerTimeSeconds: 60 });
    const { answerSubmitted, uploadComplete } = await client.recordAnswer(
      metadataFor(helped, questionId),
      longAudio,
    );
    expect(answerSubmitted.questionId).toBe(questionId);
    const accepted = await processedAnswer(t.database.db, uploadComplete.recordingId, { status: 'ready' });
    expect(accepted.duration_ms).toBeGreaterThan(44_000);
    await client.close();
  });

  it('takes no recording without a recorded consent', async () => {
    const q = await createQuestionnaire('audio');
    const jobId = await jobWith(q);
    const guid = await invited(jobId);
    const client = await RecordingClient.connect(ws, 'audio');
    await expect(client.start(metadataFor(guid, q.questions[0]!.questionId))).rejects.toMatchObject({
      reply: { code: 'CONSENT_REQUIRED', message: MESSAGES.consentRequired },
    });
    const attempts = await t.database.db
      .selectFrom('answer_attempts as t')
      .innerJoin('applications as a', 'a.id', 't.application_id')
      .select('t.id')
      .where('a.guid', '=', guid)
      .execute();
    expect(attempts).toEqual([]);
    await consent(guid);
    expect(await client.start(metadataFor(guid, q.questions[0]!.questionId))).toMatchObject({ attempt: 1 });
    await client.close();
  });

  it('lets an applicant allowed audio only answer a video questionnaire on the audio channel', async () => {
    const q = await createQuestionnaire('video');
    const jobId = await jobWith(q);
    const questionId = q.questions[0]!.questionId;
    const plain = await invited(jobId);
    await consent(plain);
    const client = await RecordingClient.connect(ws, 'audio');
    await expect(client.start(metadataFor(plain, questionId))).rejects.toMatchObject({
      reply: { code: 'WRONG_CHANNEL' },
    });
    const allowed = await invited(jobId, { audioOnlyAllowed: 'true' });
    await consent(allowed);
    expect(await initialize(allowed)).toMatchObject({ audioOnlyAllowed: true });
    const { uploadComplete } = await client.recordAnswer(metadataFor(allowed, questionId), shortAudio);
    expect(uploadComplete.audioUrl).not.toBeNull();
    await client.close();
    // The video channel still works for them.
    const video = await RecordingClient.connect(ws, 'video');
    const second = await video.recordAnswer(metadataFor(allowed, q.questions[1]!.questionId), shortVideo);
    expect(second.uploadComplete.videoUrl).not.toBeNull();
    await video.close();
  });

  it('refuses accommodations outside their bounds on the invite form', async () => {
    const q = await createQuestionnaire('audio');
    const jobId = await jobWith(q);
    const bad: Record<string, string>[] = [
      { extraTries: '6' },
      { extraTimePercent: '201' },
      { audioOnlyAllowed: 'maybe' },
    ];
    for (const extra of bad) {
      const res = await invite(jobId, extra);
      expect(res.statusCode).toBe(400);
    }
  });

  it('PATCH /interviews/{id} changes accommodations until completed, for its own company only', async () => {
    const q = await createQuestionnaire('audio', { triesPerQuestion: 1 });
    const jobId = await jobWith(q);
    const guid = await invited(jobId, { extraTimePercent: '50' });
    const id = (await call('GET', `/interview/${guid}`, { token: '' })).json<{ interviewId: string }[]>()[0]!
      .interviewId;

    const before = await call('GET', `/interviews/${id}`);
    expect(before.json<Interview>().accommodations).toEqual({
      extraTimePercent: 50,
      extraTries: 0,
      audioOnlyAllowed: false,
    });
    const foreign = await call('PATCH', `/interviews/${id}`, {
      body: { accommodations: { extraTries: 5 } },
      token: otherToken,
    });
    expect([403, 404]).toContain(foreign.statusCode);

    const res = await call('PATCH', `/interviews/${id}`, { body: { accommodations: { extraTries: 2 } } });
    expect(res.statusCode).toBe(200);
    expect(res.json<Interview>().accommodations).toEqual({
      extraTimePercent: 50,
      extraTries: 2,
      audioOnlyAllowed: false,
    });
    expect(await initialize(guid)).toMatchObject({ triesPerQuestion: 3, answerTimeSeconds: 180 });
    expect(
      (await call('PATCH', `/interviews/${id}`, { body: { accommodations: { extraTries: 9 } } })).statusCode,
    ).toBe(400);
    expect((await call('PATCH', `/interviews/${id}`, { body: {} })).statusCode).toBe(400);

    await t.database.db
      .updateTable('applications')
      .set({ status: 'Completed' })
      .where('id', '=', id)
      .execute();
    const late = await call('PATCH', `/interviews/${id}`, { body: { accommodations: { extraTries: 1 } } });
    expect(late.statusCode).toBe(409);
  });
});
