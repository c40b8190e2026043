import { randomUUID } from 'node:crypto';
import type { ServerMessage } from '@vi/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { TRANSCRIPT_NOTES } from '../../background/transcript-notes.js';
import { nowIso } from '../../lib/time.js';
import { readCompanySettings } from '../companies/index.js';
import { answerMediaUrls } from '../interviews/index.js';
import type { StagedProgress } from './take-store/take-store.js';
import * as media from './answer-media.repository.js';
import { answerKeys } from './answer-keys.js';
import { RecordingError } from './recording-errors.js';
import * as repo from './recording.repository.js';

export type UploadCompleteMessage = Extract<ServerMessage, { type: 'upload_complete' }>;
export type AnswerSubmittedMessage = Extract<ServerMessage, { type: 'answer_submitted' }>;

export interface FinalizedAnswer {
  uploadComplete: UploadCompleteMessage;
  answerSubmitted: AnswerSubmittedMessage;
}

/**
 * The writes that make a submitted take the question's answer, before its media exists: the answer row
 * ('processing', its media key the one the job will write), the attempt finalised, the question's other
 * attempts superseded, the transcript row, and the interview completed when this was the last one. Run
 * inside a transaction (the finaliser's group commit, db/group-commit.ts); all or nothing.
 */
export async function writeAnswer(
  trx: Transaction<DB>,
  attempt: repo.AttemptRow,
  mediaExtension: string,
  /** The take as settled at submit: stored with the attempt's finalisation, for the media job. */
  progress: StagedProgress,
  /** Whether the engine here is given answers in this language (transcribesLanguage). */
  transcribes: (language: string) => boolean,
) {
  const application = await repo.findApplicationById(trx, attempt.application_id);
  if (!application?.questionnaire_id) throw new RecordingError('NO_QUESTIONNAIRE');
  if (application.status === 'Completed') throw new RecordingError('INTERVIEW_COMPLETED');
  const question = await repo.findQuestion(trx, application.questionnaire_id, attempt.question_key);
  if (!question) throw new RecordingError('UNKNOWN_QUESTION');
  const now = nowIso();
  const finalized = await repo.finalizeAttempt(trx, attempt.id, progress, now);
  if (!finalized) throw new RecordingError('SUPERSEDED');
  // A take whose media failed left its answer behind, marked: the new take replaces it.
  await media.deleteFailedAnswer(trx, application.id, question.question_key);
  await repo.deleteOtherAnswer(trx, application.id, question.question_key);
  const answerId = randomUUID();
  const answer: repo.NewAnswer = {
    id: answerId,
    application_id: application.id,
    question_key: question.question_key,
    question_text: question.text,
    position: question.position,
    attempt_id: attempt.id,
    media_key: answerKeys(attempt, mediaExtension).mediaKey,
    audio_key: null,
    thumbnail_key: null,
    duration_ms: null,
    media_status: 'processing',
    created_at: now,
  };
  await repo.insertAnswer(trx, answer);
  const others = await repo.listOtherAttempts(trx, application.id, attempt.question_key, attempt.id);
  await repo.supersedeAttempts(
    trx,
    others.map((o) => o.id),
    ['recording', 'finalizing', 'failed'],
    now,
  );
  // A company that switched transcription off gets no job at all: its answers are never sent to an engine.
  // Whether the take has sound is known once its media is made (the transcription job says so then).
  const isTranscriptionOn = readCompanySettings(application.company_settings).transcriptionEnabled;
  // An interview in a language the engine is not given: its applicant was not asked for consent, and the
  // recruiter is told the language is why (the order the transcription job follows).
  const language = application.questionnaire_language ?? 'en';
  const isLanguageCovered = transcribes(language);
  const hasConsent = application.transcription_consent === 1;
  const transcribe = isTranscriptionOn && isLanguageCovered && hasConsent;
  const transcriptStatus = transcribe ? ('pending' as const) : ('unavailable' as const);
  await repo.insertTranscript(trx, {
    id: randomUUID(),
    answer_id: answerId,
    status: transcriptStatus,
    engine: null,
    language: isTranscriptionOn && !isLanguageCovered ? language : null,
    text: null,
    segments: null,
    error: transcribe
      ? null
      : !isTranscriptionOn
        ? TRANSCRIPT_NOTES.transcriptionOff
        : !isLanguageCovered
          ? TRANSCRIPT_NOTES.languageNotSupported
          : TRANSCRIPT_NOTES.noConsent,
    created_at: now,
    updated_at: now,
  });
  const answered = await repo.countAnsweredQuestions(trx, application.id, application.questionnaire_id);
  const questions = await repo.questionSpan(trx, application.questionnaire_id);
  const completed = answered >= questions.count && (await repo.completeApplication(trx, application.id, now));
  // What confirmation() would read back after this commit, from the values just written.
  const stored: StoredAnswer = {
    answer,
    attempt,
    application: { ...application, status: completed ? 'Completed' : application.status },
    transcript: { status: transcriptStatus, text: null },
    lastPosition: questions.last,
  };
  return { answerId, others, completed, applicationId: application.id, at: now, stored };
}

/** The rows the confirmation is made of. */
interface StoredAnswer {
  answer: Pick<
    repo.AnswerRow,
    | 'id'
    | 'media_key'
    | 'audio_key'
    | 'thumbnail_key'
    | 'duration_ms'
    | 'media_status'
    | 'question_key'
    | 'position'
  >;
  attempt: Pick<repo.AttemptRow, 'id' | 'content_type' | 'application_id' | 'question_key' | 'attempt_no'>;
  application: { guid: string; status: AnswerSubmittedMessage['interviewStatus'] };
  transcript: { status: UploadCompleteMessage['transcriptionStatus']; text: string | null } | undefined;
  lastPosition: number;
}

/**
 * The confirmation, always built from the stored rows so a repeat says exactly the same (until the media
 * is made: then it says so). While processing, the URLs are the final addresses (they answer 409
 * MEDIA_PROCESSING until the job is done), `duration` is 0 and the transcript 'pending' or 'unavailable'.
 */
export async function confirmation(db: Kysely<DB>, attemptId: string): Promise<FinalizedAnswer> {
  const answer = await repo.findAnswerByAttempt(db, attemptId);
  const attempt = await repo.findAttempt(db, attemptId);
  const application = attempt && (await repo.findApplicationById(db, attempt.application_id));
  if (!answer || !attempt || !application?.questionnaire_id) throw new RecordingError('NO_RECORDING');
  const [transcript, questions] = await Promise.all([
    repo.findTranscript(db, answer.id),
    repo.questionSpan(db, application.questionnaire_id),
  ]);
  return confirmationOf({ answer, attempt, application, transcript, lastPosition: questions.last });
}

/** The confirmation the stored rows make; a submit that just wrote them makes it from what it wrote. */
export function confirmationOf({ answer, attempt, application, transcript, lastPosition }: StoredAnswer) {
  const isProcessing = answer.media_status === 'processing';
  const urls = answerMediaUrls(
    {
      answerId: answer.id,
      contentType: attempt.content_type,
      mediaKey: answer.media_key,
      // A video take's sound is extracted by the job: its address is given now, as it will be.
      audioKey: isProcessing ? answerKeys(attempt, 'wav').audioKey : answer.audio_key,
      thumbnailKey: answer.thumbnail_key,
    },
    application.guid,
  );
  const transcriptionStatus = transcript?.status ?? 'pending';
  return {
    uploadComplete: {
      type: 'upload_complete',
      recordingId: attempt.id,
      videoUrl: urls.videoUrl,
      audioUrl: urls.audioUrl,
      transcription: transcriptionStatus === 'done' ? (transcript?.text ?? '') : null,
      transcriptionStatus,
      duration: (answer.duration_ms ?? 0) / 1000,
      mediaStatus: answer.media_status,
    },
    answerSubmitted: {
      type: 'answer_submitted',
      isReconciled: true,
      questionId: answer.question_key,
      isLastQuestion: answer.position >= lastPosition,
      interviewStatus: application.status,
    },
  } satisfies FinalizedAnswer;
}
