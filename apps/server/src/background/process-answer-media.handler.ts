import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { mediaFailureMessage, mediaFailureReason, recordingCapsFor } from '@vi/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { MediaTools } from '../infra/media/ffmpeg.js';
import type { JobQueue } from '../infra/queue/queue.js';
import type { Storage } from '../infra/storage/storage.js';
import { limitsOf } from '../lib/interview-limits.js';
import type { CompanyEvents } from '../modules/webhooks/index.js';
import { nowIso } from '../lib/time.js';
// The recordings module's own files rather than its index.ts: it enqueues this job (finalize.ts), so going
// through its index would be an import cycle. This handler is the recordings' media step run by the queue.
import * as media from '../modules/recordings/answer-media.repository.js';
import { answerKeys } from '../modules/recordings/answer-keys.js';
import { findLimitSources } from '../modules/recordings/recording.repository.js';
import {
  processStagedRecording,
  RecordingRejectedError,
  type ProcessedRecording,
} from '../modules/recordings/staged-media.js';
import type { TakeStore } from '../modules/recordings/take-store/take-store.js';
import { notifyAnswerFailedJob, notifyAnswerFailedJobId } from './notify-answer-failed.job.js';
import { transcribeAnswerJob } from './transcribe-answer.job.js';

export interface AnswerMediaDependencies {
  db: Kysely<DB>;
  storage: Storage;
  media: MediaTools;
  takes: TakeStore;
  queue: JobQueue;
  /** answer.failed goes to the company's webhooks when a take is refused. */
  events: CompanyEvents;
  /** A folder of this machine for ffmpeg's files (DATA_DIR/work). */
  workRoot: string;
  log: FastifyBaseLogger;
}

/** The take's bytes were submitted but are not where this worker looks (another node's local store). */
export class TakeNotVisibleError extends Error {
  override name = 'TakeNotVisibleError';
  constructor(readonly attemptId: string) {
    super(`take ${attemptId} is not in this worker's take store`);
  }
}

/** Why a take that never became media is refused, in the transcript's words. */
const NO_MEDIA_NOTE = 'The recording could not be processed.';

async function upload(deps: AnswerMediaDependencies, work: media.MediaWork, made: ProcessedRecording) {
  const keys = answerKeys(work, made.mediaExtension);
  const stored: media.ReadyMedia = {
    mediaKey: keys.mediaKey,
    audioKey: made.wavFile ? keys.audioKey : null,
    thumbnailKey: made.thumbnailFile ? keys.thumbnailKey : null,
    durationMs: made.durationMs,
  };
  const puts: [string | null, string | null, string][] = [
    [stored.mediaKey, made.mediaFile, made.mediaContentType],
    [stored.audioKey, made.wavFile, 'audio/wav'],
    [stored.thumbnailKey, made.thumbnailFile, 'image/jpeg'],
  ];
  // Same keys on every run: a retry after a failed upload (or a crash before the commit) overwrites.
  // Every upload settles before the first failure is thrown: the caller then removes the work folder,
  // which an upload still running would be reading.
  const results = await Promise.allSettled(
    puts.map(async ([key, file, contentType]) => {
      if (key && file) await putFile(deps.storage, key, file, contentType);
    }),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return stored;
}

/**
 * Uploads one file from a read stream this function owns, and closes it however the upload ended. A
 * storage that refuses before reading leaves the stream opening its file while the work folder is being
 * removed: the open's "no such file", with nobody listening, would be an uncaught exception (ending the
 * process), and an open that won would hold its descriptor until collected. The upload's own outcome is
 * what is reported; the stream's error adds nothing to it.
 */
async function putFile(storage: Storage, key: string, file: string, contentType: string) {
  const body = createReadStream(file);
  body.on('error', () => {});
  try {
    await storage.put(key, body, { contentType });
  } finally {
    body.destroy();
  }
}

async function deleteObjects(deps: AnswerMediaDependencies, keys: (string | null)[]) {
  await Promise.all(
    keys.map(async (key) => {
      if (key)
        await deps.storage.delete(key).catch((err: unknown) => deps.log.warn({ err, key }, 'delete failed'));
    }),
  );
}

/** After 'ready' is committed: the take goes, transcription is queued (both safe to repeat). */
async function afterReady(deps: AnswerMediaDependencies, work: media.MediaWork): Promise<void> {
  await deps.takes.remove(work);
  const transcript = await media.findTranscriptStatus(deps.db, work.answer_id);
  if (transcript?.status === 'pending') {
    await deps.queue.enqueue(
      transcribeAnswerJob,
      { answerId: work.answer_id },
      { jobId: `transcribe-${work.answer_id}` },
    );
  }
}

/**
 * The take is not an answer: the answer is marked failed (reason kept: the recruiter sees "needs a new
 * answer"), the attempt failed and given back (it costs no try), the interview open again for that
 * question if this completed it, the take removed. Other answers stay. The applicant is never left to
 * find out alone: a mail with the interview's link asks for the answer again, and answer.failed is sent.
 */
async function refuse(deps: AnswerMediaDependencies, work: media.MediaWork, reason: string): Promise<void> {
  const now = nowIso();
  const reopened = await deps.db.transaction().execute(async (trx) => {
    if (!(await media.markMediaFailed(trx, work.answer_id, reason))) return undefined;
    await media.refundAttempt(trx, work.id, reason, now);
    await media.closeTranscript(trx, work.answer_id, NO_MEDIA_NOTE, now);
    return media.reopenApplication(trx, work.application_id, now);
  });
  if (reopened === undefined) return;
  deps.log.info({ answerId: work.answer_id, reason, reopened }, 'answer media refused');
  await deps.queue.enqueue(
    notifyAnswerFailedJob,
    { answerId: work.answer_id },
    { jobId: notifyAnswerFailedJobId(work.answer_id) },
  );
  await deps.events.emitInterviewEvent('answer.failed', work.application_id, {
    answerId: work.answer_id,
    questionId: work.question_key,
    reason: mediaFailureReason(reason),
    message: mediaFailureMessage(reason),
    failedAt: now,
  });
  await deps.takes.remove(work);
  const made = answerKeys(work, 'mkv');
  await deleteObjects(deps, [work.media_key, made.mediaKey, made.audioKey, made.thumbnailKey]);
}

/**
 * The 'process-answer-media' job. Idempotent: an answer no longer 'processing' is only finished off
 * (take removed, transcription queued); the files are written under the take's own keys.
 */
export async function processAnswerMedia(
  deps: AnswerMediaDependencies,
  answerId: string,
  options: { isLastAttempt: boolean },
): Promise<void> {
  const work = await media.findMediaWork(deps.db, answerId);
  if (!work) return; // erased, or replaced: nothing to make
  if (work.media_status === 'ready') return afterReady(deps, work);
  if (work.media_status === 'failed') return;
  const workDir = path.join(deps.workRoot, `media-${work.answer_id}`);
  try {
    await mkdir(workDir, { recursive: true });
    const made = await makeMedia(deps, work, workDir);
    const stored = await upload(deps, work, made);
    const committed = await media.markMediaReady(deps.db, answerId, stored, nowIso());
    if (!committed) {
      // Erased or refused meanwhile: what was just stored belongs to nobody. (Made by an earlier run: kept.)
      const now = await media.findMediaStatus(deps.db, answerId);
      if (now?.media_status !== 'ready')
        await deleteObjects(deps, [stored.mediaKey, stored.audioKey, stored.thumbnailKey]);
      return;
    }
    deps.log.info({ answerId, durationMs: stored.durationMs }, 'answer media ready');
    await afterReady(deps, work);
  } catch (err) {
    if (err instanceof RecordingRejectedError) return await refuse(deps, work, err.message);
    if (err instanceof TakeNotVisibleError) {
      // Never "the applicant sent nothing": retried (another worker may see it), and after the last try
      // left processing for the sweep to queue again, with an error naming the setting that fixes it.
      if (!options.isLastAttempt) throw err;
      deps.log.error(
        { answerId },
        'answer media: the take is not on this worker; it stays processing. With several nodes, set ' +
          'RECORDING_TAKE_STORE=shared (docs/deployment.md, "Recording takes")',
      );
      return;
    }
    // A tool or the storage failed: retried with the queue's backoff; the last try gives the question back.
    if (options.isLastAttempt) {
      deps.log.error({ err, answerId }, 'answer media could not be made; the question is open again');
      await refuse(deps, work, `unprocessable: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }
    throw err;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function makeMedia(
  deps: AnswerMediaDependencies,
  work: media.MediaWork,
  workDir: string,
): Promise<ProcessedRecording> {
  const stagingPath = await deps.takes.materialize(work, workDir);
  if (!stagingPath) {
    // Submit accepted bytes, so they exist somewhere: a take this worker cannot see is not a bad take.
    if (Number(work.submitted_bytes) > 0) throw new TakeNotVisibleError(work.id);
    throw new RecordingRejectedError('empty', 'no bytes were received');
  }
  // The take must hold every byte the applicant was told was saved: a shorter one (a store that lost or
  // cut a chunk) would become an answer with seconds missing. Thrown as a tool failure: retried.
  const submitted = Number(work.submitted_bytes);
  const materialized = (await stat(stagingPath)).size;
  if (submitted > 0 && materialized !== submitted)
    throw new Error(`take ${work.id} holds ${materialized} of the ${submitted} bytes submitted`);
  const sources = await findLimitSources(deps.db, work.application_id);
  const limits = limitsOf(sources?.settings ?? null, sources?.accommodations ?? null);
  return processStagedRecording({
    media: deps.media,
    log: deps.log,
    stagingPath,
    workDir,
    contentType: work.content_type,
    maxDurationSeconds: recordingCapsFor(limits.answerTimeSeconds).maxDurationSeconds,
  });
}
