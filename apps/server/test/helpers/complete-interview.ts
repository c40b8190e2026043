import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import type { Storage } from '../../src/infra/storage/storage.js';
import { upsertTranscript } from '../../src/background/transcribe-answer.repository.js';
import { createApplication } from '../factories/application.factory.js';
import { splitIntoChunks } from '../fixtures/media.js';
import { processedAnswer } from './answer-media.js';
import { metadataFor, RecordingClient } from './ws-client.js';

export interface CompletedInterview {
  applicationId: string;
  guid: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** A word only this interview's transcripts hold (the search finds the interview by it). */
  marker: string;
  answerIds: string[];
  /** Every storage key of the interview: media, audio, thumbnail of each answer, and the resume. */
  keys: string[];
}

/**
 * An interview as an applicant completes it: invited, consented, every question answered over the
 * recording channel with real WebM (so the server stores media, 16 kHz audio and a thumbnail), plus a
 * resume and a transcript holding a unique word on each answer.
 */
export async function completeInterview(options: {
  db: Kysely<DB>;
  storage: Storage;
  baseUrl: string;
  companyId: number;
  jobId: number;
  questionnaireId: string;
  questionIds: string[];
  webm: Buffer;
  invitedBy?: number;
}): Promise<CompletedInterview> {
  const { db, storage } = options;
  const suffix = randomUUID().slice(0, 8);
  const firstName = 'Zelda';
  const lastName = `Quartermain${suffix}`;
  const email = `zelda.${suffix}@example.com`;
  // The whole suffix: two interviews of one test must not share a phone (two characters did, 1 in 256).
  const phone = `+1 555 ${suffix}`;
  const marker = `lighthouse${suffix}`;
  const app = await createApplication(db, options.companyId, options.jobId, options.questionnaireId, {
    firstName,
    lastName,
    email,
    transcriptionConsent: true,
  });
  await db.updateTable('applicants').set({ phone }).where('id', '=', app.applicantId).execute();

  const client = await RecordingClient.connect(options.baseUrl, 'video');
  try {
    for (const [i, questionId] of options.questionIds.entries()) {
      const isLast = i === options.questionIds.length - 1;
      const { started } = await client.recordAnswer(
        metadataFor(app.guid, questionId, {
          isLastQuestion: isLast,
          totalQuestions: options.questionIds.length,
        }),
        splitIntoChunks(options.webm, 3),
      );
      // The media is made by a background job after the reply (docs/decisions/0022-media-off-the-submit-path.md): the files exist once it is done.
      await processedAnswer(db, started.recordingId, { status: 'ready' });
    }
  } finally {
    await client.close();
  }

  const resumeKey = `resumes/${options.companyId}/${app.applicationId}/resume.pdf`;
  await storage.put(resumeKey, Buffer.from('%PDF-1.4 the resume of Zelda'), {
    contentType: 'application/pdf',
  });
  await db
    .updateTable('applications')
    .set({
      resume_key: resumeKey,
      resume_name: `zelda-${suffix}.pdf`,
      resume_type: 'application/pdf',
      invited_by: options.invitedBy ?? null,
    })
    .where('id', '=', app.applicationId)
    .execute();

  const answers = await db
    .selectFrom('answers')
    .select(['id', 'media_key', 'audio_key', 'thumbnail_key'])
    .where('application_id', '=', app.applicationId)
    .execute();
  for (const answer of answers) {
    await upsertTranscript(db, answer.id, {
      status: 'done',
      engine: 'test',
      text: `I kept the ${marker} running`,
      segments: '[]',
      error: null,
    });
  }
  const keys = [...answers.flatMap((a) => [a.media_key, a.audio_key, a.thumbnail_key]), resumeKey].filter(
    (k): k is string => k !== null,
  );
  return {
    applicationId: app.applicationId,
    guid: app.guid,
    firstName,
    lastName,
    email,
    phone,
    marker,
    answerIds: answers.map((a) => a.id),
    keys,
  };
}

/** Every file under a folder (recursively), as paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
