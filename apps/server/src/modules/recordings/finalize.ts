import { recordingCapsFor } from '@vi/contracts';
import { isUniqueViolation } from '../../db/dialect.js';
import { createGroupCommit } from '../../db/group-commit.js';
import { answerMediaJobId, processAnswerMediaJob } from '../../background/process-answer-media.job.js';
import { limitsOf } from '../../lib/interview-limits.js';
import { nowIso } from '../../lib/time.js';
import { completionAnswers } from '../interviews/index.js';
import { transcribesLanguage } from '../../infra/transcription/transcriber.js';
import * as media from './answer-media.repository.js';
import { confirmation, confirmationOf, writeAnswer, type FinalizedAnswer } from './answer-commit.js';
import { refusalOf } from './container-probe/take-verdict.js';
import { RecordingError } from './recording-errors.js';
import * as repo from './recording.repository.js';
import { RecordingRejectedError, sniffContainer } from './staged-media.js';
import type { KnownTake, StagedProgress } from './take-store/take-store.js';
import type { FinalizerDeps } from './finalizer-deps.js';
import { waitForMedia } from './submit-wait.js';

export type { AnswerSubmittedMessage, FinalizedAnswer, UploadCompleteMessage } from './answer-commit.js';
export type { FinalizerDeps } from './finalizer-deps.js';

/** A finalisation not heard from for this long was interrupted (a crash, a restart) and is taken over. */
const FINALIZE_STALE_MS = 3 * 60_000;
/** An answer still processing after this long may have lost its job (a failed enqueue): queued again. */
const PROCESSING_STALE_MS = 5 * 60_000;
const WAIT_STEP_MS = 200;
/** Enough of a take's first bytes to recognise WebM, MP4 and Ogg (sniffContainer). */
const HEAD_BYTES = 16;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * process_recording: the take is settled and checked without starting a process (bytes,
 * container, size), then recorded at once as the question's answer, 'processing'; the
 * process-answer-media job makes its media. Repeating it for a submitted take only repeats the confirmation.
 */
export function createFinalizer(deps: FinalizerDeps) {
  const { db, log, takes } = deps;
  const isTranscribed = (language: string) => transcribesLanguage(deps.transcriber, language);
  const inFlight = new Map<string, Promise<FinalizedAnswer>>();
  const commits = createGroupCommit(db, { grouped: deps.groupCommits ?? false });

  /**
   * Takes the attempt into 'finalizing'; false when it already is finalised (nothing left to do). Resolves
   * to the claimed row, or null after taking over an interrupted finalisation (the row is read again),
   * with what the submit may take as known of the take. `known`: the submitting connection's intact take.
   * A local one's progress is mirrored with the claim; a shared one holds only if the claim finds the
   * take still under its writer's lease and progress, else the take is claimed as it is and read back.
   */
  async function claim(
    attemptId: string,
    known: KnownTake | undefined,
  ): Promise<{ row: repo.AttemptRow | null; known: KnownTake | undefined } | false> {
    let expect = known;
    for (let waited = 0; ; waited += WAIT_STEP_MS) {
      if (waited > FINALIZE_STALE_MS) throw new RecordingError('FINALIZE_FAILED', { detail: 'busy' });
      const now = nowIso();
      const claimed = await repo.claimAttempt(db, attemptId, now, expect);
      if (claimed) return { row: claimed, known: expect };
      const shared = expect?.lease !== undefined;
      const attempt = await repo.findAttempt(db, attemptId);
      if (!attempt) throw new RecordingError('NO_RECORDING');
      switch (attempt.status) {
        case 'finalized':
          return false;
        case 'failed':
          throw new RecordingError(
            attempt.error?.startsWith('too-long') ? 'RECORDING_TOO_LONG' : 'RECORDING_FAILED',
            {
              detail: attempt.error ?? 'failed',
            },
          );
        case 'superseded':
          throw new RecordingError('SUPERSEDED');
        case 'recording':
          // Another node took the shared take over since this writer's last append: claimed as it is.
          if (shared) {
            expect = undefined;
            continue;
          }
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
            return { row: null, known: shared ? undefined : expect };
          // Another node is on it: its outcome is ours.
          await sleep(WAIT_STEP_MS);
        }
      }
    }
  }

  /**
   * What can be known without a process: bytes, container, size. Returns the container's extension.
   * `known` (the submitting connection's own intact take, as its claim confirmed it) stands in for
   * reading the take back: every chunk it counts was durable before its ack, and nothing follows them.
   */
  async function check(
    attempt: repo.AttemptRow,
    known: KnownTake | undefined,
  ): Promise<{ extension: string; progress: StagedProgress }> {
    try {
      // Cuts off anything past the last acknowledged chunk (a write interrupted by a crash). What it
      // settles on is stored with the attempt's finalisation (commitAnswer), or here when it is refused.
      const settled = known ? known.progress : await takes.settle(attempt);
      if (!settled || settled.bytes === 0)
        throw new RecordingRejectedError('empty', 'no bytes were received');
      const head = known?.head ?? (await takes.head(attempt, HEAD_BYTES));
      const container = sniffContainer(head.subarray(0, HEAD_BYTES));
      if (!container) throw new RecordingRejectedError('not-media', 'not a WebM, MP4 or Ogg recording');
      const sources = await repo.findLimitSources(db, attempt.application_id);
      const limits = limitsOf(sources?.settings ?? null, sources?.accommodations ?? null);
      const caps = recordingCapsFor(limits.answerTimeSeconds);
      // The container as it streamed (kind, tracks, duration): refused now, while the applicant waits.
      const refused =
        known?.verdict && refusalOf(known.verdict, attempt.content_type, caps.maxDurationSeconds);
      if (refused) throw refused;
      if (settled.bytes > caps.maxBytes) {
        await repo.setProgress(db, attempt.id, settled, nowIso());
        await failAttempt(attempt, `too-large: ${settled.bytes} bytes`);
        throw new RecordingError('RECORDING_TOO_LARGE', { detail: `${settled.bytes} bytes` });
      }
      return { extension: container.extension, progress: settled };
    } catch (err) {
      if (err instanceof RecordingError) throw err;
      if (err instanceof RecordingRejectedError) {
        log.info({ attemptId: attempt.id, reason: err.message }, 'recording refused at submit');
        // Not an answer: the try is given back, as when the media job refuses a take.
        await failAttempt(attempt, err.message, { refund: true });
        const code = err.reason === 'too-long' ? 'RECORDING_TOO_LONG' : 'RECORDING_FAILED';
        throw new RecordingError(code, { detail: err.message });
      }
      // Not the applicant's fault (the store failed): the take stays, process_recording may be repeated.
      await repo.transitionAttempt(db, attempt.id, ['finalizing'], {
        status: 'recording',
        updated_at: nowIso(),
      });
      throw new RecordingError('FINALIZE_FAILED', { cause: err });
    }
  }

  async function failAttempt(
    attempt: repo.AttemptRow,
    error: string,
    { refund = false } = {},
  ): Promise<void> {
    const now = nowIso();
    const failed = await repo.transitionAttempt(db, attempt.id, ['finalizing'], {
      status: 'failed',
      error: error.slice(0, 500),
      updated_at: now,
    });
    if (failed && refund) await media.refundAttempt(db, attempt.id, error, now);
    await takes.remove(attempt);
  }

  async function queueMedia(answerId: string): Promise<void> {
    try {
      await deps.queue.enqueue(processAnswerMediaJob, { answerId }, { jobId: answerMediaJobId(answerId) });
    } catch (err) {
      // The answer is recorded; the sweep queues its media job again (see sweepInterrupted).
      log.error({ err, answerId }, 'answer media job could not be queued');
    }
  }

  /** Submits a claimed take; its confirmation is made from the rows it wrote. */
  async function submitClaimed(
    attemptId: string,
    known: KnownTake | undefined,
    claimed: repo.AttemptRow | null,
  ): Promise<FinalizedAnswer> {
    const attempt = claimed ?? (await repo.findAttempt(db, attemptId));
    if (!attempt) throw new RecordingError('NO_RECORDING');
    const { extension, progress } = await check(attempt, known);
    let committed: Awaited<ReturnType<typeof writeAnswer>>;
    try {
      committed = await commits.run(
        (trx) => writeAnswer(trx, attempt, extension, progress, isTranscribed),
        attempt.application_id,
      );
    } catch (err) {
      throw await settleCommitFailure(attempt, err);
    }
    await queueMedia(committed.answerId);
    if (committed.completed) {
      await deps.events.emitInterviewEvent('interview.completed', committed.applicationId, {
        completedAt: committed.at,
        ...(await completionAnswers(db, committed.applicationId)),
      });
    }
    for (const other of committed.others) {
      await takes.remove(other);
      await Promise.all(
        [other.media_key, other.audio_key, other.thumbnail_key].map(async (key) => {
          if (key)
            await deps.storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'delete failed'));
        }),
      );
    }
    return confirmationOf(committed.stored);
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
    if (status === 'superseded') await takes.remove(attempt);
    return ruled;
  }

  async function run(
    attemptId: string,
    known: KnownTake | undefined,
    wait: boolean,
  ): Promise<FinalizedAnswer> {
    const claimed = await claim(attemptId, known);
    const submitted =
      claimed === false ? undefined : await submitClaimed(attemptId, claimed.known, claimed.row);
    if (wait && (deps.mediaWaitMs ?? 0) > 0) {
      await waitForMedia(deps, attemptId, deps.mediaWaitMs ?? 0);
      return confirmation(db, attemptId);
    }
    // A repeat says what is stored now: the same as the first reply until the media is made.
    return submitted ?? confirmation(db, attemptId);
  }

  return {
    /**
     * `known`: what the submitting connection knows of its intact take (see check). `wait: false` skips
     * RECORDING_MEDIA_WAIT_MS for a caller with nobody waiting on the reply (the demo's recorder).
     */
    finalize(attemptId: string, known?: KnownTake, { wait = true } = {}): Promise<FinalizedAnswer> {
      let pending = inFlight.get(attemptId);
      if (!pending) {
        pending = run(attemptId, known, wait).finally(() => inFlight.delete(attemptId));
        inFlight.set(attemptId, pending);
      }
      return pending;
    },

    /**
     * Submitted recordings whose submit was interrupted (a crash mid-way) are finished here, and answers
     * whose media job may never have been queued are queued again (the job id makes that harmless).
     */
    async sweepInterrupted(): Promise<number> {
      const before = new Date(Date.now() - FINALIZE_STALE_MS).toISOString();
      const stale = await repo.listStaleAttempts(db, 'finalizing', before, 20);
      for (const attempt of stale) {
        await this.finalize(attempt.id).catch((err: unknown) =>
          log.warn({ err, attemptId: attempt.id }, 'interrupted finalisation could not be completed'),
        );
      }
      const processingBefore = new Date(Date.now() - PROCESSING_STALE_MS).toISOString();
      for (const answer of await media.listStaleProcessing(db, processingBefore, 50))
        await queueMedia(answer.id);
      return stale.length;
    },
  };
}

export type Finalizer = ReturnType<typeof createFinalizer>;
