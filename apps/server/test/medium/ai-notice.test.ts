import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_NOTICE_VERSION,
  TERMS_VERSION,
  type ApplicantInterview,
  type InterviewDetail,
} from '@vi/contracts';
import { runTranscribeAnswer } from '../../src/background/transcribe-answer.handler.js';
import { TRANSCRIPT_NOTES } from '../../src/background/transcript-notes.js';
import { createNoneTranscriber } from '../../src/infra/transcription/none-transcriber.js';
import { createApplication } from '../factories/application.factory.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { makeAudioWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { processedAnswer } from '../helpers/answer-media.js';
import { waitFor } from '../helpers/wait-for.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';

const work = mkdtempSync(path.join(tmpdir(), 'vi-ai-notice-'));
let audioChunks: Buffer[];

beforeAll(async () => {
  audioChunks = splitIntoChunks(await makeAudioWebm(path.join(work, 'answer.webm'), { seconds: 2 }), 3);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Both companies' settings are changed over HTTP, as a recruiter does. */
async function setTranscription(t: TestApp, companyId: number, token: string, enabled: boolean) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/company/${companyId}/settings`,
    headers: { authorization: `Bearer ${token}` },
    payload: { transcriptionEnabled: enabled },
  });
  expect(res.statusCode).toBe(200);
}

describe.each(DIALECTS)('the AI notice with an external engine (%s)', (dialect) => {
  let t: TestApp;
  let tenants: TwoTenants;
  let jobA: number;
  let jobB: number;

  beforeAll(async () => {
    // The address holds a path and credentials: the notice names the host alone.
    t = await createTestApp(dialect, {
      TRANSCRIBE_URL: 'https://user:secret@stt.example.test:8443/v1/audio/transcriptions?key=abc',
    });
    tenants = await createTwoTenants(t);
    jobA = await createJob(t.database.db, tenants.a.companyId);
    jobB = await createJob(t.database.db, tenants.b.companyId);
    await setTranscription(t, tenants.b.companyId, tenants.tokenB, false);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function invite(tenant: 'a' | 'b') {
    const company = tenants[tenant];
    const { questionnaireId } = await createQuestionnaire(t.database.db, company.companyId, company.userId);
    return createApplication(
      t.database.db,
      company.companyId,
      tenant === 'a' ? jobA : jobB,
      questionnaireId,
      {
        consent: false,
      },
    );
  }
  const view = async (guid: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/interview/${guid}` })).json<
      ApplicantInterview[]
    >()[0]!;
  const consent = (guid: string, transcriptionConsent: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/interview/${guid}/consent`,
      payload: { termsAccepted: true, privacyAccepted: true, transcriptionConsent },
    });
  const row = (id: string) =>
    t.database.db
      .selectFrom('applications')
      .select(['consent_at', 'consent_terms_version', 'consent_ai_notice_version', 'transcription_consent'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('names the service by its host and keeps the notice version with the consent', async () => {
    const app = await invite('a');
    expect((await view(app.guid)).aiNotice).toEqual({
      version: AI_NOTICE_VERSION,
      transcriptionEnabled: true,
      engine: { kind: 'external', name: null, host: 'stt.example.test:8443' },
    });
    const res = await consent(app.guid, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      termsVersion: TERMS_VERSION,
      aiNoticeVersion: AI_NOTICE_VERSION,
      transcriptionConsent: true,
    });
    expect(await row(app.applicationId)).toMatchObject({
      consent_terms_version: TERMS_VERSION,
      consent_ai_notice_version: AI_NOTICE_VERSION,
      transcription_consent: 1,
    });
  });

  it('says answers are not transcribed when the company switched it off, and keeps no such consent', async () => {
    const app = await invite('b');
    const notice = (await view(app.guid)).aiNotice;
    expect(notice).toMatchObject({ version: AI_NOTICE_VERSION, transcriptionEnabled: false });
    // A client that sends consent anyway is not believed: it was never asked.
    const res = await consent(app.guid, true);
    expect(res.json()).toMatchObject({ transcriptionConsent: false, aiNoticeVersion: AI_NOTICE_VERSION });
    expect(await row(app.applicationId)).toMatchObject({
      consent_ai_notice_version: AI_NOTICE_VERSION,
      transcription_consent: 0,
    });
  });
});

describe.each(DIALECTS)('transcription switched off by the company (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let tenants: TwoTenants;

  beforeAll(async () => {
    // No engine: a queued job stays visible in the job table, where the test looks for it.
    t = await createTestApp(dialect, { TRANSCRIBE_ENGINE: 'none' });
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    tenants = await createTwoTenants(t);
    await setTranscription(t, tenants.b.companyId, tenants.tokenB, false);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A consenting applicant (consent stored as before the switch) records one audio answer. */
  async function recordOne(tenant: 'a' | 'b') {
    const company = tenants[tenant];
    const jobId = await createJob(t.database.db, company.companyId);
    const { questionnaireId, questionIds } = await createQuestionnaire(
      t.database.db,
      company.companyId,
      company.userId,
      { contentType: 'Audio', questions: ['Why us?', 'Why now?'] },
    );
    const app = await createApplication(t.database.db, company.companyId, jobId, questionnaireId, {
      transcriptionConsent: true,
    });
    const client = await RecordingClient.connect(base, 'audio');
    const { uploadComplete } = await client.recordAnswer(metadataFor(app.guid, questionIds[0]!), audioChunks);
    await client.close();
    // Transcription is queued by the media job, once the answer's WAV is made.
    const answer = await processedAnswer(t.database.db, uploadComplete.recordingId, { status: 'ready' });
    // Transcription is queued right after the answer is marked ready: waited for where it is expected.
    const findJob = () =>
      t.database.db
        .selectFrom('background_jobs')
        .select('name')
        .where('id', '=', `transcribe-${answer.id}`)
        .executeTakeFirst();
    const job = tenant === 'a' ? await waitFor(findJob) : await findJob();
    const token = tenant === 'a' ? tenants.tokenA : tenants.tokenB;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/interviews/${app.applicationId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return { uploadComplete, job, detail: detail.json<InterviewDetail>(), answerId: answer.id };
  }

  it('queues no transcription for its answers; the recruiter sees them as unavailable', async () => {
    const on = await recordOne('a');
    expect(on.job?.name).toBe('transcribe-answer');

    const off = await recordOne('b');
    expect(off.job).toBeUndefined();
    expect(off.uploadComplete).toMatchObject({ transcription: null, transcriptionStatus: 'unavailable' });
    expect(off.detail.responses[0]?.transcription).toEqual({
      status: 'unavailable',
      text: null,
      segments: [],
      engine: null,
      language: null,
      reason: TRANSCRIPT_NOTES.transcriptionOff,
    });
    const transcript = await t.database.db
      .selectFrom('transcripts')
      .select(['status', 'error'])
      .where('answer_id', '=', off.answerId)
      .executeTakeFirstOrThrow();
    expect(transcript).toEqual({ status: 'unavailable', error: TRANSCRIPT_NOTES.transcriptionOff });
  });

  it('a transcription queued before the switch sends nothing to an engine when it runs', async () => {
    const jobId = await createJob(t.database.db, tenants.b.companyId);
    const { applicationId } = await createApplication(t.database.db, tenants.b.companyId, jobId, null, {
      transcriptionConsent: true,
    });
    const { answerId } = await createAnswer(t.database.db, applicationId, { audioKey: 'answers/x/a.wav' });
    let engineCalled = false;
    const engine = { ...createNoneTranscriber(), available: () => Promise.resolve(true) };
    engine.transcribe = () => {
      engineCalled = true;
      return Promise.reject(new Error('must not be called'));
    };
    const result = await runTranscribeAnswer(
      {
        db: t.database.db,
        storage: t.app.storage,
        transcriber: engine,
        log: t.app.log,
        events: t.app.companyEvents,
      },
      answerId,
      { isLastAttempt: true },
    );
    expect(result).toEqual({ status: 'unavailable', text: null });
    expect(engineCalled).toBe(false);
    // Turned away for the company's switch, before the audio is even looked for.
    const transcript = await t.database.db
      .selectFrom('transcripts')
      .select('error')
      .where('answer_id', '=', answerId)
      .executeTakeFirstOrThrow();
    expect(transcript.error).toBe(TRANSCRIPT_NOTES.transcriptionOff);
  });
});
