import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { recordingCapsFor, type ServerMessage } from '@vi/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { MediaTools } from '../../infra/media/ffmpeg.js';
import type { JobQueue } from '../../infra/queue/queue.js';
import type { Storage } from '../../infra/storage/storage.js';
import type { Transcriber } from '../../infra/transcription/transcriber.js';
import { transcribeAnswerJob } from '../../background/transcribe-answer.job.js';
import { limitsOf } from '../../lib/interview-limits.js';
import { nowIso } from '../../lib/time.js';
import { answerMediaUrls } from '../interviews/media-urls.js';
import type { CompanyEvents } from '../webhooks/company-events.js';
import { RecordingError } from './recording-errors.js';
import * as repo from './recording.repository.js';
import { processStagedRecording, RecordingRejectedError, type ProcessedRecording } from './staged-media.js';
import { removeStaging, StagingWriter } from './staging.js';

export type UploadCompleteMessage = Extract<ServerMessage, { type: 'upload_complete' }>;
export type AnswerSubmittedMessage = Extract<ServerMessage, { type: 'answer_submitted' }>;

export interface FinalizedAnswer {
  uploadComplete: UploadCompleteMessage;
  answerSubmitted: AnswerSubmittedMessage;
}

export interface FinalizerDeps {
  db: Kysely<DB>;
  storage: Storage;
  queue: JobQueue;
  media: MediaTools;
  transcriber: Transcriber;
  log: FastifyBaseLogger;
  /** How long upload_complete waits for a transcript before saying 'pending'. */
  transcriptWaitMs: number;
  /** Whether this process transcribes (embedded) or leaves it to `npm run worker` processes (scaled). */
  transcribeHere: boolean;
  events: CompanyEvents;
}

/** A finalisation not heard from for this long was interrupted (a crash, a restart) and is taken over. */
const FINALIZE_STALE_MS = 3 * 60_000;
const WAIT_STEP_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Storage keys are lower-case; question keys may not be. The attempt id keeps the key unique anyway. */
function keySegment(questionKey: string): string {
  const segment = questionKey.toLowerCase().replace(/[^a-z0-9_-]/g, '-');
  return /^[a-z0-9]/.test(segment) ? segment : `q${segment}`;
}

interface StoredKeys {
  mediaKey: string;
  audioKey: string | null;
  thumbnailKey: string | null;
}

/**
 * process_recording: staged chunks → checked, remuxed media in storage → the question's answer, in one
 * transaction with superseding the other attempts and completing the interview. Repeating it for a
 * finalised recording only repeats the confirmation.
 */
export function createFinalizer(deps: FinalizerDeps) {
  const { db, storage, log } = deps;
  const inFlight = new Map<string, Promise<FinalizedAnswer>>();

  /** Takes the attempt into 'finalizing'; false when it already is finalised (nothing left to do). */
  async function claim(attemptId: string): Promise<boolean> {
    for (let waited = 0; ; waited += WAIT_STEP_MS) {
      if (waited > FINALIZE_STALE_MS) throw new RecordingError('FINALIZE_FAILED', { detail: 'busy' });
      const now = nowIso();
      if (
        await repo.transitionAttempt(db, attemptId, ['recording'], { status: 'finalizing', updated_at: now })
      )
        return true;
      const attempt = await repo.findAttempt(db, attemptId);
      if (!attempt) throw new RecordingError('NO_RECORDING');
      switch (attempt.status) {
        case 'finalized':
          return false;
        case 'failed':
          throw new RecordingError('RECORDING_FAILED', { detail: attempt.error ?? 'failed' });
        case 'superseded':
          throw new RecordingError('SUPERSEDED');
        case 'recording':
          // Changed back between the two reads (a retryable failure elsewhere): try again.
          await sleep(WAIT_STEP_MS);
          continue;
        case 'finalizing': {
          const staleBefore = new Date(Date.now() - FINALIZE_STALE_MS).toISOString();
          const takeover = { updated_at: now };
          if (
            await repo.transitionAttempt(db, attemptId, ['finalizing'], takeover, {
              updatedBefore: staleBefore,
            })
          )
            return true;
          // Another node is on it: its outcome is ours.
          await sleep(WAIT_STEP_MS);
        }
      }
    }
  }

  async function upload(attempt: repo.AttemptRow, processed: ProcessedRecording): Promise<StoredKeys> {
    const base = `answers/${attempt.application_id}/${keySegment(attempt.question_key)}/${attempt.id}`;
    const keys: StoredKeys = {
      mediaKey: `${base}.${processed.mediaExtension}`,
      audioKey: processed.wavFile ? `${base}.wav` : null,
      thumbnailKey: processed.thumbnailFile ? `${base}.jpg` : null,
    };
    const puts: [string | null, string | null, string][] = [
      [keys.mediaKey, processed.mediaFile, processed.mediaContentType],
      [keys.audioKey, processed.wavFile, 'audio/wav'],
      [keys.thumbnailKey, processed.thumbnailFile, 'image/jpeg'],
    ];
    try {
      await Promise.all(
        puts.map(async ([key, file, contentType]) => {
          if (key && file) await storage.put(key, createReadStream(file), { contentType });
        }),
      );
    } catch (err) {
      await deleteObjects([keys.mediaKey, keys.audioKey, keys.thumbnailKey]);
      throw err;
    }
    return keys;
  }

  async function deleteObjects(keys: (string | null)[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        if (key) await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'delete failed'));
      }),
    );
  }

  /** The transaction that makes the attempt the answer. Returns what to clean up afterwards. */
  async function commit(attempt: repo.AttemptRow, processed: ProcessedRecording, keys: StoredKeys) {
    return db.transaction().execute(async (trx) => {
      const application = await repo.findApplicationById(trx, attempt.application_id);
      if (!application?.questionnaire_id) throw new RecordingError('NO_QUESTIONNAIRE');
      if (application.status === 'Completed') throw new RecordingError('INTERVIEW_COMPLETED');
      const question = await repo.findQuestion(trx, application.questionnaire_id, attempt.question_key);
      if (!question) throw new RecordingError('UNKNOWN_QUESTION');
      const now = nowIso();
      const finalized = await repo.transitionAttempt(trx, attempt.id, ['finalizing'], {
        status: 'finalized',
        media_key: keys.mediaKey,
        audio_key: keys.audioKey,
        thumbnail_key: keys.thumbnailKey,
        duration_ms: processed.durationMs,
        updated_at: now,
      });
      if (!finalized) throw new RecordingError('SUPERSEDED');
      const answerId = randomUUID();
      await repo.insertAnswer(trx, {
        id: answerId,
        application_id: application.id,
        question_key: question.question_key,
        question_text: question.text,
        position: question.position,
        attempt_id: attempt.id,
        media_key: keys.mediaKey,
        audio_key: keys.audioKey,
        thumbnail_key: keys.thumbnailKey,
        duration_ms: processed.durationMs,
        created_at: now,
      });
      const others = await repo.listOtherAttempts(trx, application.id, attempt.question_key, attempt.id);
      await repo.supersedeAttempts(
        trx,
        others.map((o) => o.id),
        ['recording', 'finalizing', 'failed'],
        now,
      );
      const transcribe = application.transcription_consent === 1 && keys.audioKey !== null;
      await repo.insertTranscript(trx, {
        id: randomUUID(),
        answer_id: answerId,
        status: transcribe ? 'pending' : 'unavailable',
        engine: null,
        text: null,
        segments: null,
        // The transcription job's notes for the same two cases.
        error: transcribe ? null : application.transcription_consent === 1 ? 'no audio' : 'no consent',
        created_at: now,
        updated_at: now,
      });
      const answered = await repo.countAnsweredQuestions(trx, application.id, application.questionnaire_id);
      const completed =
        answered >= (await repo.countQuestions(trx, application.questionnaire_id)) &&
        (await repo.completeApplication(trx, application.id, now));
      return { answerId, transcribe, others, completed, applicationId: application.id, at: now };
    });
  }

  async function transcriptOf(answerId: string, transcribe: boolean) {
    if (!transcribe) return;
    try {
      await deps.queue.enqueue(transcribeAnswerJob, { answerId }, { jobId: `transcribe-${answerId}` });
    } catch (err) {
      log.error({ err, answerId }, 'transcription could not be queued');
      await repo.markTranscriptFailed(db, answerId, 'could not be queued', nowIso());
      return;
    }
    if (deps.transcriptWaitMs <= 0) return;
    if (deps.transcribeHere) {
      // The handler loads only where transcription runs.
      const { transcribeAnswerNow } = await import('../../background/transcribe-answer.handler.js');
      const { transcriber } = deps;
      await transcribeAnswerNow(
        { db, storage, transcriber, log, events: deps.events },
        answerId,
        deps.transcriptWaitMs,
      );
      return;
    }
    const until = Date.now() + deps.transcriptWaitMs;
    while (Date.now() < until && (await repo.findTranscript(db, answerId))?.status === 'pending')
      await sleep(WAIT_STEP_MS);
  }

  /** The confirmation, always built from the stored rows so a repeat says exactly the same. */
  async function confirmation(attemptId: string): Promise<FinalizedAnswer> {
    const answer = await repo.findAnswerByAttempt(db, attemptId);
    const attempt = await repo.findAttempt(db, attemptId);
    const application = attempt && (await repo.findApplicationById(db, attempt.application_id));
    if (!answer || !attempt || !application?.questionnaire_id) throw new RecordingError('NO_RECORDING');
    const [transcript, lastPosition] = await Promise.all([
      repo.findTranscript(db, answer.id),
      repo.lastQuestionPosition(db, application.questionnaire_id),
    ]);
    const urls = answerMediaUrls(
      {
        answerId: answer.id,
        contentType: attempt.content_type,
        mediaKey: answer.media_key,
        audioKey: answer.audio_key,
        thumbnailKey: answer.thumbnail_key,
      },
      application.guid,
    );
    const transcriptionStatus = transcript?.status ?? 'pending';
    return {
      uploadComplete: {
        type: 'upload_complete',
        recordingId: attemptId,
        videoUrl: urls.videoUrl,
        audioUrl: urls.audioUrl,
        transcription: transcriptionStatus === 'done' ? (transcript?.text ?? '') : null,
        transcriptionStatus,
        duration: (answer.duration_ms ?? 0) / 1000,
      },
      answerSubmitted: {
        type: 'answer_submitted',
        isReconciled: true,
        questionId: answer.question_key,
        isLastQuestion: answer.position >= lastPosition,
        interviewStatus: application.status,
      },
    };
  }

  /** Media work on a claimed attempt; on failure the attempt is failed (bad media) or retryable. */
  async function processClaimed(attempt: repo.AttemptRow, workDir: string): Promise<ProcessedRecording> {
    try {
      // Cuts off anything past the last acknowledged chunk (a write interrupted by a crash).
      const settled = await StagingWriter.resume(attempt.staging_path).catch(() => null);
      if (settled) {
        await repo.setProgress(db, attempt.id, settled.progress, nowIso());
        await settled.close();
      }
      await mkdir(workDir, { recursive: true });
      const sources = await repo.findLimitSources(db, attempt.application_id);
      const limits = limitsOf(sources?.settings ?? null, sources?.accommodations ?? null);
      return await processStagedRecording({
        media: deps.media,
        log,
        stagingPath: attempt.staging_path,
        workDir,
        contentType: attempt.content_type,
        maxDurationSeconds: recordingCapsFor(limits.answerTimeSeconds).maxDurationSeconds,
      });
    } catch (err) {
      if (err instanceof RecordingRejectedError) {
        log.info({ attemptId: attempt.id, reason: err.message }, 'recording refused at finalise');
        await repo.transitionAttempt(db, attempt.id, ['finalizing'], {
          status: 'failed',
          error: err.message.slice(0, 500),
          updated_at: nowIso(),
        });
        await removeStaging(attempt.staging_path);
        const code = err.reason === 'too-long' ? 'RECORDING_TOO_LONG' : 'RECORDING_FAILED';
        throw new RecordingError(code, { detail: err.message });
      }
      // Not the applicant's fault (a tool or disk failed): the recording stays, process_recording may be repeated.
      await repo.transitionAttempt(db, attempt.id, ['finalizing'], {
        status: 'recording',
        updated_at: nowIso(),
      });
      throw new RecordingError('FINALIZE_FAILED', { cause: err });
    }
  }

  async function finalizeClaimed(attemptId: string): Promise<void> {
    const attempt = await repo.findAttempt(db, attemptId);
    if (!attempt) throw new RecordingError('NO_RECORDING');
    const workDir = attempt.staging_path.replace(/\.part$/, '') + '.work';
    try {
      const processed = await processClaimed(attempt, workDir);
      let keys: StoredKeys;
      try {
        keys = await upload(attempt, processed);
      } catch (err) {
        await repo.transitionAttempt(db, attempt.id, ['finalizing'], {
          status: 'recording',
          updated_at: nowIso(),
        });
        throw new RecordingError('FINALIZE_FAILED', { cause: err });
      }
      let committed: Awaited<ReturnType<typeof commit>>;
      try {
        committed = await commit(attempt, processed, keys);
      } catch (err) {
        await deleteObjects([keys.mediaKey, keys.audioKey, keys.thumbnailKey]);
        throw await settleCommitFailure(attempt, err);
      }
      await removeStaging(attempt.staging_path);
      if (committed.completed) {
        await deps.events.emitInterviewEvent('interview.completed', committed.applicationId, {
          completedAt: committed.at,
        });
      }
      for (const other of committed.others) {
        await removeStaging(other.staging_path);
        await deleteObjects([other.media_key, other.audio_key, other.thumbnail_key]);
      }
      await transcriptOf(committed.answerId, committed.transcribe);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** A commit refused by the rules ends the attempt; anything else leaves it to be retried. */
  async function settleCommitFailure(attempt: repo.AttemptRow, err: unknown): Promise<RecordingError> {
    const ruled =
      err instanceof RecordingError
        ? err
        : isUniqueViolation(err)
          ? new RecordingError('ALREADY_ANSWERED')
          : new RecordingError('FINALIZE_FAILED', { cause: err });
    const status = ruled.code === 'FINALIZE_FAILED' ? 'recording' : 'superseded';
    await repo.transitionAttempt(db, attempt.id, ['finalizing'], { status, updated_at: nowIso() });
    if (status === 'superseded') await removeStaging(attempt.staging_path);
    return ruled;
  }

  async function run(attemptId: string): Promise<FinalizedAnswer> {
    if (await claim(attemptId)) await finalizeClaimed(attemptId);
    return confirmation(attemptId);
  }

  return {
    finalize(attemptId: string): Promise<FinalizedAnswer> {
      let pending = inFlight.get(attemptId);
      if (!pending) {
        pending = run(attemptId).finally(() => inFlight.delete(attemptId));
        inFlight.set(attemptId, pending);
      }
      return pending;
    },

    /** Submitted recordings whose finalisation was interrupted (a crash mid-way) are finished here. */
    async sweepInterrupted(): Promise<number> {
      const before = new Date(Date.now() - FINALIZE_STALE_MS).toISOString();
      const stale = await repo.listStaleAttempts(db, 'finalizing', before, 20);
      for (const attempt of stale) {
        await this.finalize(attempt.id).catch((err: unknown) =>
          log.warn({ err, attemptId: attempt.id }, 'interrupted finalisation could not be completed'),
        );
      }
      return stale.length;
    },
  };
}

export type Finalizer = ReturnType<typeof createFinalizer>;
