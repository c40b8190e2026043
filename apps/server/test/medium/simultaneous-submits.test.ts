import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { makeVideoWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';
import { scaled } from '../helpers/time-scale.js';

const fixtures = mkdtempSync(path.join(tmpdir(), 'vi-simultaneous-'));
const SECONDS = 2;
const APPLICANTS = 10;
let chunks: Buffer[];

beforeAll(async () => {
  chunks = splitIntoChunks(
    await makeVideoWebm(path.join(fixtures, 'video.webm'), { seconds: SECONDS }),
    SECONDS,
  );
}, scaled(60_000));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/**
 * Applicants pressing Submit at the same instant. On SQLite their answers share transactions (the
 * finaliser's group commit, decision 0023); one refused in the middle of a group must not take the
 * others with it, and each confirmation must be its own.
 */
describe.each(DIALECTS)('simultaneous submits (%s)', (dialect) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { RUN_WORKER: 'false', TRANSCRIBE_ENGINE: 'none' });
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every applicant gets their own confirmation; one refused mid-group loses nobody else their answer', async () => {
    const db = t.database.db;
    const { companyId, userId } = await createCompany(db);
    const jobId = await createJob(db, companyId);
    const { questionnaireId, questionIds } = await createQuestionnaire(db, companyId, userId, {
      contentType: 'Video',
      questions: ['Why this job?'],
    });
    const applicants = await Promise.all(
      Array.from({ length: APPLICANTS }, () =>
        createApplication(db, companyId, jobId, questionnaireId, { transcriptionConsent: true }),
      ),
    );
    const clients = await Promise.all(applicants.map(() => RecordingClient.connect(base, 'video')));
    const started = await Promise.all(
      clients.map(async (client, i) => {
        const reply = await client.start(
          metadataFor(applicants[i]!.guid, questionIds[0]!, { isLastQuestion: true, totalQuestions: 1 }),
        );
        await client.sendChunks(chunks);
        return reply;
      }),
    );
    // One interview was completed elsewhere after its take was recorded: its submit is refused.
    const refused = 4;
    await db
      .updateTable('applications')
      .set({ status: 'Completed' })
      .where('id', '=', applicants[refused]!.applicationId)
      .execute();

    // SQLite: the database is held while every process_recording arrives, so the submits reach their
    // commit together (on a quiet machine they may otherwise run one after another). The assertions below
    // hold however they were grouped.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = dialect === 'sqlite' ? db.transaction().execute(() => held) : undefined;
    // Settled as they come (the refused one rejects while the database is still held).
    const finishing = Promise.allSettled(clients.map((client) => client.finish()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await holding;
    const outcomes = await finishing;

    outcomes.forEach((outcome, i) => {
      if (i === refused) {
        expect(outcome.status).toBe('rejected');
        expect(String((outcome as PromiseRejectedResult).reason)).toContain('INTERVIEW_COMPLETED');
        return;
      }
      expect(outcome.status).toBe('fulfilled');
      const { uploadComplete, answerSubmitted } = (
        outcome as PromiseFulfilledResult<Awaited<ReturnType<RecordingClient['finish']>>>
      ).value;
      expect(uploadComplete).toMatchObject({
        recordingId: started[i]!.recordingId,
        mediaStatus: 'processing',
      });
      expect(answerSubmitted).toMatchObject({
        questionId: questionIds[0],
        isLastQuestion: true,
        interviewStatus: 'Completed',
      });
    });

    const answers = await db
      .selectFrom('answers as s')
      .innerJoin('transcripts as r', 'r.answer_id', 's.id')
      .innerJoin('answer_attempts as t', 't.id', 's.attempt_id')
      .select([
        's.application_id',
        's.attempt_id',
        's.media_status',
        'r.status as transcript',
        't.status',
        't.chunks',
      ])
      .where(
        's.application_id',
        'in',
        applicants.map((a) => a.applicationId),
      )
      .execute();
    const expected = applicants.filter((_, i) => i !== refused);
    expect(answers.map((a) => a.application_id).sort()).toEqual(expected.map((a) => a.applicationId).sort());
    for (const answer of answers) {
      expect(answer).toMatchObject({
        media_status: 'processing',
        transcript: 'pending',
        status: 'finalized',
        chunks: chunks.length,
      });
      expect(started.map((s) => s.recordingId)).toContain(answer.attempt_id);
    }
    const completed = await db
      .selectFrom('applications')
      .select(['id', 'completed_at'])
      .where(
        'id',
        'in',
        expected.map((a) => a.applicationId),
      )
      .execute();
    expect(completed.every((a) => a.completed_at !== null)).toBe(true);
    // Nothing is left half-submitted.
    const attempt = await db
      .selectFrom('answer_attempts')
      .select('status')
      .where('id', '=', started[refused]!.recordingId)
      .executeTakeFirstOrThrow();
    expect(attempt.status).toBe('superseded');
    await Promise.all(clients.map((client) => client.close()));
  });
});
