import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECORDING_CLOSE_CODES } from '@vi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { makeVideoWebm, splitIntoChunks } from '../fixtures/media.js';
import { DIALECTS, createTestApp, type TestApp } from '../helper.js';
import { waitFor } from '../helpers/wait-for.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';
import { scaled } from '../helpers/time-scale.js';

/**
 * The drain on shutdown (docs/deployment.md) seen from one connection: a submit that is already being
 * finalised when the server begins to close is answered and stored first; only then is the channel
 * closed with 4015. (The whole restart, with SIGTERM and a second process, is test/process/drain.test.ts.)
 */
const fixtures = mkdtempSync(path.join(tmpdir(), 'vi-drain-fixtures-'));
let videoChunks: Buffer[];

beforeAll(async () => {
  const video = await makeVideoWebm(path.join(fixtures, 'video.webm'), { seconds: 3 });
  videoChunks = splitIntoChunks(video, 4);
});
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

describe.each(DIALECTS)('recording channel on shutdown (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRANSCRIBE_ENGINE: 'none' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    'finishes a running finalisation, then closes with 4015',
    async () => {
      const { companyId, userId } = await createCompany(t.database.db);
      const jobId = await createJob(t.database.db, companyId);
      const { questionnaireId, questionIds } = await createQuestionnaire(t.database.db, companyId, userId, {
        contentType: 'Video',
        questions: ['Why us?'],
      });
      const { guid, applicationId } = await createApplication(
        t.database.db,
        companyId,
        jobId,
        questionnaireId,
      );
      const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');

      const client = await RecordingClient.connect(base, 'video');
      await client.start(metadataFor(guid, questionIds[0]!));
      await client.sendChunks(videoChunks);
      client.send({ type: 'process_recording' });
      // The finalisation (ffmpeg) has begun when the attempt left `recording`.
      await waitFor(
        async () => {
          const attempt = await t.database.db
            .selectFrom('answer_attempts')
            .select('status')
            .where('application_id', '=', applicationId)
            .executeTakeFirstOrThrow();
          return attempt.status !== 'recording';
        },
        { intervalMs: 5, message: 'the finalisation to begin' },
      );
      const closing = t.app.close();

      const [uploadComplete, closed] = await Promise.all([client.waitFor('upload_complete'), client.closed]);
      await closing;
      expect(uploadComplete.videoUrl).toMatch(/\/video(\?|$)/);
      expect(client.messages.map((m) => m.type).slice(-2)).toEqual(['upload_complete', 'answer_submitted']);
      expect(closed.code).toBe(RECORDING_CLOSE_CODES.serverDraining);
      const answers = await t.database.db
        .selectFrom('answers')
        .select('question_key')
        .where('application_id', '=', applicationId)
        .execute();
      expect(answers).toEqual([{ question_key: questionIds[0] }]);
    },
    scaled(60_000),
  );
});
