import type { Kysely } from 'kysely';
import {
  DEFAULT_LANGUAGE,
  effectiveLimits,
  GuidSchema,
  MESSAGES,
  TERMS_VERSION,
  type AnswerReceipt,
  type ApplicantInterview,
  type InitializeAnswersResponse,
  type InterviewStatus,
  type TranscriptionEngine,
  mediaFailureMessage,
  reRecordMessage,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { readAccommodations, readSettings } from '../../lib/interview-limits.js';
import { nowIso } from '../../lib/time.js';
import type { CompanyEvents } from '../webhooks/index.js';
import { completionAnswers } from '../interviews/index.js';
import { ALREADY_COMPLETED, invitationExpired, isInvitationExpired } from '../invitations/index.js';
import { aiNoticeFor } from './ai-notice.js';
import * as repo from './application.repository.js';
import type { ApplicantViewRow } from './application.repository.js';

export const NOT_ALL_ANSWERED = 'The interview cannot be completed before every question is answered.';

export interface ConsentInput {
  termsAccepted: true;
  privacyAccepted: true;
  transcriptionConsent: boolean;
}

export interface ConsentResult {
  consentedAt: string;
  termsVersion: string;
  transcriptionConsent: boolean;
  aiNoticeVersion: string;
}

export interface ApplicantServiceDeps {
  db: Kysely<DB>;
  events: CompanyEvents;
  /** Which engine transcribes here (for the AI notice). */
  transcriptionEngine: () => Promise<TranscriptionEngine>;
  /** Whether that engine is given answers in this language (BCP 47). */
  transcribesLanguage: (language: string) => boolean;
}

const noApplication = () => new AppError('NOT_FOUND', { message: MESSAGES.noApplication });
const alreadyCompleted = () => new AppError('CONFLICT', { message: ALREADY_COMPLETED });

/** Only what the applicant's screens need: never the email, phone or other applications. */
const toApplicantInterview = (row: ApplicantViewRow): ApplicantInterview => ({
  _id: row.id,
  interviewId: row.id,
  applicationGuid: row.guid,
  applicantGuid: row.guid,
  jobId: row.job_id,
  companyId: row.company_id,
  status: row.status,
  firstName: row.first_name,
  questionnaireId: row.questionnaire_id,
  contentType: row.content_type ?? null,
  // The screens speak the questionnaire's language; no questionnaire yet: the product's default.
  language: row.language ?? DEFAULT_LANGUAGE,
  consentGiven: row.consent_at !== null,
  transcriptionConsent: row.transcription_consent === 1,
  startedAt: row.started_at,
  completedAt: row.completed_at,
  deadline: row.deadline,
});

/**
 * The applicant's calls. The guid in the path is the capability: it reaches exactly one application,
 * and anything that is not a known UUID v4 is answered as "no application".
 */
export function createApplicantService({
  db,
  events,
  transcriptionEngine,
  transcribesLanguage,
}: ApplicantServiceDeps) {
  const noticeOf = async (row: ApplicantViewRow) =>
    aiNoticeFor(
      row.company_settings,
      await transcriptionEngine(),
      transcribesLanguage(row.language ?? DEFAULT_LANGUAGE),
    );

  async function getView(guid: string): Promise<ApplicantViewRow> {
    const parsed = GuidSchema.safeParse(guid.toLowerCase());
    if (!parsed.success) throw noApplication();
    const row = await repo.findApplicantView(db, parsed.data);
    if (!row) throw noApplication();
    return row;
  }

  /** The applicant's calls on an interview they may still take: an expired invitation answers 410. */
  async function getOpenView(guid: string): Promise<ApplicantViewRow> {
    const row = await getView(guid);
    if (isInvitationExpired(row)) throw invitationExpired();
    return row;
  }

  async function complete(row: ApplicantViewRow): Promise<void> {
    const completedAt = await db.transaction().execute(async (trx) => {
      const questions = row.questionnaire_id ? await repo.listQuestions(trx, row.questionnaire_id) : [];
      const answered = await repo.listAnsweredKeys(trx, row.id);
      // Every question has its answer: a take, a choice or a text, or (optional ones only) a skip.
      const other = await repo.listOtherAnsweredKeys(trx, row.id);
      const isOpen = questions.some((q) => !answered.has(q.question_key) && !other.has(q.question_key));
      // A knockout answer may end the interview early when the questionnaire says so; nothing else may.
      const mayEndEarly =
        readSettings(row.settings).endAfterKnockout && (await repo.hasKnockoutAnswer(trx, row.id));
      if (isOpen && !mayEndEarly) throw new AppError('CONFLICT', { message: NOT_ALL_ANSWERED });
      const now = nowIso();
      const changed = await repo.updateIncomplete(trx, row.id, {
        status: 'Completed',
        completed_at: now,
        started_at: row.started_at ?? now,
        updated_at: now,
      });
      if (!changed) throw alreadyCompleted();
      return now;
    });
    await events.emitInterviewEvent('interview.completed', row.id, {
      completedAt,
      ...(await completionAnswers(db, row.id)),
    });
  }

  async function start(row: ApplicantViewRow): Promise<void> {
    const at = nowIso();
    if (await repo.markStarted(db, row.id, at)) {
      await events.emitInterviewEvent('interview.started', row.id, { startedAt: at });
    }
  }

  return {
    async get(guid: string): Promise<ApplicantInterview[]> {
      const row = await getOpenView(guid);
      if (row.opened_at === null) await repo.markOpened(db, row.id, nowIso());
      const aiNotice = await noticeOf(row);
      return [{ ...toApplicantInterview(row), aiNotice }];
    },

    async setStatus(guid: string, status: InterviewStatus): Promise<ApplicantInterview> {
      const row = await getOpenView(guid);
      if (row.status === 'Completed') {
        // Repeating the final call is harmless; going back is not allowed.
        if (status === 'Completed') return toApplicantInterview(row);
        throw alreadyCompleted();
      }
      if (status === 'Completed') await complete(row);
      else await start(row);
      return toApplicantInterview(await getView(guid));
    },

    async initialize(guid: string): Promise<InitializeAnswersResponse> {
      const row = await getOpenView(guid);
      if (row.status === 'Incomplete') await start(row);
      const settings = readSettings(row.settings);
      const accommodations = readAccommodations(row.accommodations);
      const limits = effectiveLimits(settings, accommodations);
      const allowed = {
        answerTimeSeconds: limits.answerTimeSeconds,
        thinkTimeSeconds: limits.thinkTimeSeconds,
        triesPerQuestion: limits.triesPerQuestion,
        practiceQuestion: settings.practiceQuestion,
        audioOnlyAllowed: row.content_type === 'Video' && accommodations.audioOnlyAllowed,
      };
      if (!row.questionnaire_id)
        return { applicationGuid: row.guid, status: row.status, questions: [], ...allowed };
      const [questions, recorded, other, attempts, failed] = await Promise.all([
        repo.listQuestions(db, row.questionnaire_id),
        repo.listAnsweredKeys(db, row.id),
        repo.listOtherAnsweredKeys(db, row.id),
        repo.countAttempts(db, row.id),
        repo.listFailedAnswers(db, row.id),
      ]);
      const answered = new Set([...recorded, ...other]);
      return {
        applicationGuid: row.guid,
        status: row.status,
        questions: questions.map((q) => {
          const attemptsUsed = attempts.get(q.question_key) ?? 0;
          return {
            questionId: q.question_key,
            questionText: q.text,
            answered: answered.has(q.question_key),
            attemptsUsed,
            attemptsLeft: Math.max(0, limits.triesPerQuestion - attemptsUsed),
            // The take submitted for it could not be processed: asked again, in plain words.
            ...(!answered.has(q.question_key) && failed.has(q.question_key)
              ? {
                  mediaFailure: `${reRecordMessage(q.text)} ${mediaFailureMessage(failed.get(q.question_key) ?? null)}`,
                }
              : {}),
          };
        }),
        ...allowed,
      };
    },

    /**
     * What the server holds of the recorded answers. Read-only, and answered after the deadline too: the
     * success page asks it right after the last answer, and must not say "complete" for one it lost.
     */
    async receipt(guid: string): Promise<AnswerReceipt> {
      const row = await getView(guid);
      const answers = await repo.listAnswerStates(db, row.id);
      return {
        status: row.status,
        ready: answers.filter((a) => a.media_status === 'ready').length,
        processing: answers.filter((a) => a.media_status === 'processing').length,
        needsNewAnswer: answers
          .filter((a) => a.media_status === 'failed')
          .map((a) => ({
            questionId: a.question_key,
            questionText: a.question_text,
            message: `${reRecordMessage(a.question_text)} ${mediaFailureMessage(a.media_error)}`,
          })),
      };
    },

    async recordConsent(guid: string, input: ConsentInput): Promise<ConsentResult> {
      const row = await getOpenView(guid);
      if (row.status === 'Completed') throw alreadyCompleted();
      const now = nowIso();
      // The notice of now is the one the applicant read: when it said answers are not transcribed, no
      // consent to transcription is kept, whatever the body says (it was not asked for).
      const notice = await noticeOf(row);
      const transcriptionConsent = input.transcriptionConsent && notice.transcriptionEnabled;
      const changed = await repo.updateIncomplete(db, row.id, {
        consent_at: now,
        consent_terms_version: TERMS_VERSION,
        consent_ai_notice_version: notice.version,
        transcription_consent: transcriptionConsent ? 1 : 0,
        updated_at: now,
      });
      if (!changed) throw alreadyCompleted();
      return {
        consentedAt: now,
        termsVersion: TERMS_VERSION,
        transcriptionConsent,
        aiNoticeVersion: notice.version,
      };
    },
  };
}

export type ApplicantService = ReturnType<typeof createApplicantService>;
