import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@vi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { garbage, makeAudioWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';
import { scaled } from '../helpers/time-scale.js';

/**
 * The checks made while the applicant waits on Submit (docs/recording-protocol.md, "Checked at submit"):
 * the container read as it streamed refuses a take that is too long, not media, or of the wrong kind at
 * once, and gives the try back, instead of an upload_complete the media job would take back later.
 */
const fixtures = mkdtempSync(path.join(tmpdir(), 'vi-submit-checks-'));
/** The shortest answer time a questionnaire may set; with the 5 s tolerance, 35 s of media pass. */
const ANSWER_SECONDS = 30;
let long: Buffer;
let fits: Buffer;

beforeAll(async () => {
  [long, fits] = await Promise.all([
    makeAudioWebm(path.join(fixtures, 'long.webm'), { seconds: 45 }),
    makeAudioWebm(path.join(fixtures, 'fits.webm'), { seconds: 33 }),
  ]);
}, scaled(60_000));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

describe.each(DIALECTS)('submit checks on the recording channel (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let companyId: number;
  let userId: number;
  let jobId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRANSCRIBE_ENGINE: 'none', RUN_WORKER: 'false' });
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    ({ companyId, userId } = await createCompany(t.database.db));
    jobId = await createJob(t.database.db, companyId);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newInterview(contentType: 'Audio' | 'Video') {
    const { questionnaireId, questionIds } = await createQuestionnaire(t.database.db, companyId, userId, {
      contentType,
      questions: ['Tell us about yourself.'],
    });
    await t.database.db
      .updateTable('questionnaires')
      .set({ settings: JSON.stringify({ answerTimeSeconds: ANSWER_SECONDS }) })
      .where('id', '=', questionnaireId)
      .execute();
    const application = await createApplication(t.database.db, companyId, jobId, questionnaireId);
    return { ...application, questionIds };
  }

  const attemptOf = (id: string) =>
    t.database.db.selectFrom('answer_attempts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const answersOf = (applicationId: string) =>
    t.database.db.selectFrom('answers').select('id').where('application_id', '=', applicationId).execute();
  const takeExists = (locator: string) =>
    stat(path.join(t.dataDir, 'staging', locator)).then(
      () => true,
      () => false,
    );

  it('a 45 s take on a 30 s question: RECORDING_TOO_LONG at Submit, the try given back', async () => {
    const { guid, applicationId, questionIds } = await newInterview('Audio');
    const client = await RecordingClient.connect(base, 'audio');
    const started = await client.start(metadataFor(guid, questionIds[0]!));
    expect(started).toMatchObject({ attempt: 1, attemptsLeft: 2 });
    await client.sendChunks(splitIntoChunks(long, 45));
    client.send({ type: 'process_recording' });
    expect(await client.nextError()).toEqual({
      type: 'error',
      message: MESSAGES.answerTooLong,
      code: 'RECORDING_TOO_LONG',
    });
    expect(await answersOf(applicationId)).toHaveLength(0);
    const attempt = await attemptOf(started.recordingId);
    expect(attempt.status).toBe('failed');
    expect(attempt.error).toMatch(/^too-long: 4\d\.\d s of 35 s/);
    expect(await takeExists(attempt.staging_path)).toBe(false);
    // Asked again, the same answer (not a second refusal's side effects).
    client.send({ type: 'process_recording', recordingId: started.recordingId });
    expect(await client.nextError()).toMatchObject({ code: 'RECORDING_TOO_LONG' });

    // The refused take cost no try: the next one is the first again, and a take that fits is accepted.
    const again = await client.start(metadataFor(guid, questionIds[0]!));
    expect(again).toMatchObject({ attempt: 1, attemptsLeft: 2 });
    await client.sendChunks(splitIntoChunks(fits, 33));
    const { uploadComplete, answerSubmitted } = await client.finish();
    expect(uploadComplete).toMatchObject({ type: 'upload_complete', mediaStatus: 'processing' });
    expect(answerSubmitted).toMatchObject({ interviewStatus: 'Completed' });
    await client.close();
  });

  it('random bytes: RECORDING_FAILED at Submit, the try given back', async () => {
    const { guid, questionIds } = await newInterview('Audio');
    const client = await RecordingClient.connect(base, 'audio');
    const started = await client.start(metadataFor(guid, questionIds[0]!));
    await client.sendChunks(splitIntoChunks(garbage(300_000), 3));
    client.send({ type: 'process_recording' });
    expect(await client.nextError()).toMatchObject({
      code: 'RECORDING_FAILED',
      message: MESSAGES.recordingFailed,
    });
    expect((await attemptOf(started.recordingId)).error).toMatch(/^not-media: /);
    expect(await client.start(metadataFor(guid, questionIds[0]!))).toMatchObject({ attempt: 1 });
    await client.close();
  });

  it('an audio-only take on a video question: RECORDING_FAILED (wrong kind) at Submit', async () => {
    const { guid, questionIds } = await newInterview('Video');
    const client = await RecordingClient.connect(base, 'video');
    const started = await client.start(metadataFor(guid, questionIds[0]!));
    await client.sendChunks(splitIntoChunks(fits, 10));
    client.send({ type: 'process_recording' });
    expect(await client.nextError()).toMatchObject({ code: 'RECORDING_FAILED' });
    expect((await attemptOf(started.recordingId)).error).toMatch(/^wrong-kind: /);
    expect(await client.start(metadataFor(guid, questionIds[0]!))).toMatchObject({ attempt: 1 });
    await client.close();
  });
});
