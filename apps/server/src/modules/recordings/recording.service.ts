import { randomUUID } from 'node:crypto';
import { GuidSchema, recordingCapsFor, type EffectiveLimits } from '@vi/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { limitsOf, readAccommodations } from '../../lib/interview-limits.js';
import { nowIso } from '../../lib/time.js';
import { isInvitationExpired } from '../invitations/index.js';
import { RecordingError } from './recording-errors.js';
import * as repo from './recording.repository.js';
import type { StagedProgress, TakeRef, TakeStore, TakeWriter } from './take-store/take-store.js';

export type ContentType = 'Audio' | 'Video';

/** Connections of this process that hold a recording's files open. */
export interface LiveRecordings {
  /** Stops whatever connection writes this attempt here and waits until its files are closed. */
  release(attemptId: string, reason: 'superseded' | 'resumed'): Promise<void>;
}

export interface OpenRecordingInput {
  guid: string;
  questionId: string;
  contentType: ContentType;
  mimeType: string | undefined;
  resume: boolean;
  recordingId: string | undefined;
}

export interface OpenedRecording {
  attemptId: string;
  applicationId: string;
  questionKey: string;
  attemptNo: number;
  attemptsLeft: number;
  resumed: boolean;
  /** Null when the recording takes no more chunks (it is being, or has been, finalised). */
  writer: TakeWriter | null;
  progress: StagedProgress;
  /** The most this take may hold while streaming: it grows with the applicant's answer time. */
  maxBytes: number;
}

export interface RecordingRulesDeps {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  takes: TakeStore;
  resumeWindowMs: number;
  live: LiveRecordings;
}

const DEFAULT_MIME: Record<ContentType, string> = { Video: 'video/webm', Audio: 'audio/webm' };

const attemptsLeft = (used: number, limits: EffectiveLimits) => Math.max(0, limits.triesPerQuestion - used);
const limitsOfApplication = (application: repo.RecordingApplication) =>
  limitsOf(application.settings, application.accommodations);

/**
 * The rules of the channel's metadata message: whose interview, which question, which attempt, and
 * whether a dropped recording may be continued. Transport-free; the WebSocket session calls it.
 */
export function createRecordingRules(deps: RecordingRulesDeps) {
  const { db, log, live, takes } = deps;

  async function getApplication(guid: string): Promise<repo.RecordingApplication> {
    const parsed = GuidSchema.safeParse(guid.toLowerCase());
    if (!parsed.success) throw new RecordingError('NO_APPLICATION');
    const application = await repo.findApplication(db, parsed.data);
    if (!application) throw new RecordingError('NO_APPLICATION');
    return application;
  }

  /** Checks shared by new and resumed recordings; returns the questionnaire's id. */
  async function checkQuestionOpen(
    application: repo.RecordingApplication,
    questionId: string,
    contentType: ContentType,
  ): Promise<string> {
    if (application.status === 'Completed') throw new RecordingError('INTERVIEW_COMPLETED');
    // Nothing is recorded before the applicant agreed, whatever a client does on the channel.
    if (application.consent_at === null) throw new RecordingError('CONSENT_REQUIRED');
    const questionnaireId = application.questionnaire_id;
    if (!questionnaireId) throw new RecordingError('NO_QUESTIONNAIRE');
    const audioOnlyAllowed =
      application.content_type === 'Video' && readAccommodations(application.accommodations).audioOnlyAllowed;
    const channelFits =
      application.content_type === contentType || (audioOnlyAllowed && contentType === 'Audio');
    if (!channelFits)
      throw new RecordingError('WRONG_CHANNEL', { detail: `questionnaire is ${application.content_type}` });
    const question = await repo.findQuestion(db, questionnaireId, questionId);
    if (!question) throw new RecordingError('UNKNOWN_QUESTION');
    // Choice and written questions are answered over HTTP (POST /answer/{guid}/questions/{id}), never recorded.
    if (question.type !== 'Text') throw new RecordingError('NOT_RECORDED_QUESTION');
    if (await repo.findAnswer(db, application.id, questionId)) throw new RecordingError('ALREADY_ANSWERED');
    return questionnaireId;
  }

  async function abandon(attempt: repo.AttemptRow, error: string): Promise<void> {
    await live.release(attempt.id, 'superseded');
    await repo.transitionAttempt(db, attempt.id, ['recording'], {
      status: 'failed',
      error,
      updated_at: nowIso(),
    });
    await takes.remove(attempt);
  }

  async function resume(application: repo.RecordingApplication, input: OpenRecordingInput) {
    const id =
      input.recordingId && GuidSchema.safeParse(input.recordingId).success ? input.recordingId : null;
    const attempt = id ? await repo.findAttempt(db, id) : undefined;
    if (!attempt || attempt.application_id !== application.id || attempt.question_key !== input.questionId)
      throw new RecordingError('RESUME_UNAVAILABLE', { detail: 'unknown recording' });
    if (attempt.content_type !== input.contentType) throw new RecordingError('WRONG_CHANNEL');
    const used = await repo.countAttempts(db, application.id, attempt.question_key);
    const limits = limitsOfApplication(application);
    const opened = (writer: TakeWriter | null, progress: StagedProgress): OpenedRecording => ({
      attemptId: attempt.id,
      applicationId: application.id,
      questionKey: attempt.question_key,
      attemptNo: attempt.attempt_no,
      attemptsLeft: attemptsLeft(used, limits),
      resumed: true,
      writer,
      progress,
      maxBytes: recordingCapsFor(limits.answerTimeSeconds).maxBytes,
    });

    // A client that lost the confirmation of a submitted answer gets it again (process_recording).
    if (attempt.status === 'finalized') return opened(null, { chunks: attempt.chunks, bytes: attempt.bytes });
    if (attempt.status === 'finalizing') {
      const progress = await takes.progress(attempt);
      return opened(null, progress ?? { chunks: attempt.chunks, bytes: attempt.bytes });
    }
    if (attempt.status !== 'recording')
      throw new RecordingError('RESUME_UNAVAILABLE', { detail: attempt.status });
    if (Date.parse(attempt.updated_at) < Date.now() - deps.resumeWindowMs) {
      await abandon(attempt, 'resume window expired');
      throw new RecordingError('RESUME_UNAVAILABLE', { detail: 'expired' });
    }
    await checkQuestionOpen(application, input.questionId, input.contentType);

    await live.release(attempt.id, 'resumed');
    const writer = await takes.resume(attempt);
    const progress = writer?.progress;
    // The database's counters trail the files, never lead them: if they do, acknowledged data is gone
    // (staging on another node's disk, a wiped volume) and resuming would store a broken answer.
    if (!writer || !progress || progress.chunks < attempt.chunks || progress.bytes < attempt.bytes) {
      await writer?.close();
      log.error(
        { attemptId: attempt.id, db: { chunks: attempt.chunks, bytes: attempt.bytes }, progress },
        'staged recording lost',
      );
      await abandon(attempt, 'staging files lost');
      throw new RecordingError('RESUME_UNAVAILABLE', { detail: 'staging lost' });
    }
    await repo.setProgress(db, attempt.id, progress, nowIso());
    return opened(writer, progress);
  }

  async function insertNewAttempt(
    application: repo.RecordingApplication,
    input: OpenRecordingInput,
    attemptId: string,
    stagingPath: string,
    limits: EffectiveLimits,
  ) {
    for (let tries = 0; ; tries++) {
      try {
        return await db.transaction().execute(async (trx) => {
          const used = await repo.countAttempts(trx, application.id, input.questionId);
          if (used >= limits.triesPerQuestion) throw new RecordingError('NO_MORE_ATTEMPTS');
          // One live recording per application: starting one ends any other, as Rerecord does.
          const streaming = await repo.listLiveAttempts(trx, application.id);
          const now = nowIso();
          const ids = streaming.map((a) => a.id);
          await repo.supersedeAttempts(trx, ids, ['recording'], now);
          await repo.insertAttempt(trx, {
            id: attemptId,
            application_id: application.id,
            question_key: input.questionId,
            attempt_no: used + 1,
            content_type: input.contentType,
            mime_type: input.mimeType ?? DEFAULT_MIME[input.contentType],
            status: 'recording',
            staging_path: stagingPath,
            chunks: 0,
            bytes: 0,
            duration_ms: null,
            media_key: null,
            audio_key: null,
            thumbnail_key: null,
            error: null,
            created_at: now,
            updated_at: now,
          });
          return { attemptNo: used + 1, superseded: streaming };
        });
      } catch (err) {
        // Two metadata messages raced for the same attempt number: count again.
        if (isUniqueViolation(err) && tries < 2) continue;
        throw err;
      }
    }
  }

  async function start(
    application: repo.RecordingApplication,
    input: OpenRecordingInput,
  ): Promise<OpenedRecording> {
    // No new take once the deadline has passed. A take already streaming may still resume and be
    // submitted: the applicant started it in time, and a dropped connection must not cost the answer.
    if (isInvitationExpired(application)) throw new RecordingError('INVITATION_EXPIRED');
    await checkQuestionOpen(application, input.questionId, input.contentType);
    const attemptId = randomUUID();
    const take: TakeRef = {
      id: attemptId,
      application_id: application.id,
      staging_path: takes.locate(application.id, attemptId),
    };
    const stagingPath = take.staging_path;
    // Staging first: an attempt is only counted once its recording has somewhere to go.
    const writer = await takes.create(take).catch((cause: unknown) => {
      throw new RecordingError('STAGING_FAILED', { cause });
    });
    const limits = limitsOfApplication(application);
    let inserted: Awaited<ReturnType<typeof insertNewAttempt>>;
    try {
      inserted = await insertNewAttempt(application, input, attemptId, stagingPath, limits);
    } catch (err) {
      await writer.close();
      await takes.remove(take);
      throw err;
    }
    for (const old of inserted.superseded) {
      await live.release(old.id, 'superseded');
      await takes.remove(old);
    }
    return {
      attemptId,
      applicationId: application.id,
      questionKey: input.questionId,
      attemptNo: inserted.attemptNo,
      attemptsLeft: attemptsLeft(inserted.attemptNo, limits),
      resumed: false,
      writer,
      progress: { chunks: 0, bytes: 0 },
      maxBytes: recordingCapsFor(limits.answerTimeSeconds).maxBytes,
    };
  }

  return {
    /** The metadata message: a new attempt, or with `resume` the continuation of a dropped one. */
    async open(input: OpenRecordingInput): Promise<OpenedRecording> {
      const application = await getApplication(input.guid);
      return input.resume ? resume(application, input) : start(application, input);
    },

    /** Lazily mirrors a streaming recording's progress (the staging files are the truth). */
    async saveProgress(attemptId: string, progress: StagedProgress): Promise<void> {
      await repo.updateProgress(db, attemptId, progress, nowIso());
    },

    /** Ends a recording that broke a rule while streaming (the attempt stays counted). */
    async fail(attemptId: string, error: string): Promise<void> {
      await repo.transitionAttempt(db, attemptId, ['recording'], {
        status: 'failed',
        error,
        updated_at: nowIso(),
      });
      const attempt = await repo.findAttempt(db, attemptId);
      if (attempt) await takes.remove(attempt);
    },

    /**
     * Recordings nobody came back for within the resume window: their staging files are removed.
     * (Submitted ones are finalised by the finaliser's own sweep.)
     */
    async sweepAbandoned(): Promise<number> {
      const before = new Date(Date.now() - deps.resumeWindowMs).toISOString();
      const stale = await repo.listStaleAttempts(db, 'recording', before, 100);
      for (const attempt of stale) await abandon(attempt, 'abandoned');
      return stale.length;
    },
  };
}

export type RecordingRules = ReturnType<typeof createRecordingRules>;
