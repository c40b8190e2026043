import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/schema.js';
import { processAnswerMedia } from '../../src/background/process-answer-media.handler.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { garbage, makeVideoWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { answerMediaDeps } from '../helpers/answer-media.js';
import { scaled } from '../helpers/time-scale.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';

/*
 * A take ffmpeg refuses is written off in one transaction, while the job's work folder is removed in a
 * `finally`. When that transaction fails (the database went away during a shutdown, a lost connection),
 * the failure must reach the queue, which retries the job. Returned without `await` from the `catch`, it
 * had no handler while the folder was being removed, and Node reported an unhandled rejection, which by
 * default ends the process: the API server or the worker, with every applicant connected to it.
 */

const fixtures = mkdtempSync(path.join(tmpdir(), 'vi-answer-refusal-'));
let video: Buffer;
beforeAll(async () => {
  video = await makeVideoWebm(path.join(fixtures, 'video.webm'), { seconds: 2 });
}, scaled(60_000));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** The same database, except that every transaction fails before it starts. */
function withFailingTransactions(db: Kysely<DB>): Kysely<DB> {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction')
        return () => ({ execute: () => Promise.reject(new Error('database gone')) });
      const value: unknown = Reflect.get(target, property);
      // Kysely's methods read private fields, which a proxy does not have.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe.each(DIALECTS)('a refused take whose write-off fails (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // No worker: the test runs the job's handler itself.
    t = await createTestApp(dialect, { RUN_WORKER: 'false', TRANSCRIBE_ENGINE: 'none' });
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('fails the run for the queue to retry, never as an unhandled rejection, and keeps the answer', async () => {
    const { companyId, userId } = await createCompany(t.database.db);
    const jobId = await createJob(t.database.db, companyId);
    const { questionnaireId, questionIds } = await createQuestionnaire(t.database.db, companyId, userId, {
      contentType: 'Video',
      questions: ['One?'],
    });
    const { guid } = await createApplication(t.database.db, companyId, jobId, questionnaireId);
    // A WebM header followed by noise: accepted at submit, refused by ffmpeg in the job.
    const noise = Buffer.concat([video.subarray(0, 64), garbage(200_000)]);
    const client = await RecordingClient.connect(base, 'video');
    const { started } = await client.recordAnswer(
      metadataFor(guid, questionIds[0]!, { isLastQuestion: true, totalQuestions: 1 }),
      splitIntoChunks(noise, 3),
    );
    await client.close();
    const answerId = (
      await t.database.db
        .selectFrom('answers')
        .select('id')
        .where('attempt_id', '=', started.recordingId)
        .executeTakeFirstOrThrow()
    ).id;

    const deps = answerMediaDeps(t, { db: withFailingTransactions(t.database.db) });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await expect(processAnswerMedia(deps, answerId, { isLastAttempt: false })).rejects.toThrow(
        'database gone',
      );
      // Node reports a rejection left without a handler once the microtasks have run.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);

    // Nothing was written off: the answer waits, still processing, for the retry.
    const answer = await t.database.db
      .selectFrom('answers')
      .select('media_status')
      .where('id', '=', answerId)
      .executeTakeFirstOrThrow();
    expect(answer.media_status).toBe('processing');
  });
});
