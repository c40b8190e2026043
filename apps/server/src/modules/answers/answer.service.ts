import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { GuidSchema, MESSAGES, type AnswerQuestionBody, type AnswerQuestionResponse } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { readSettings } from '../../lib/interview-limits.js';
import { nowIso } from '../../lib/time.js';
import { refreshInterviewSearch } from '../interviews/index.js';
import { invitationExpired, isInvitationExpired } from '../invitations/index.js';
import { parseOptions, toQuestionType } from '../questionnaires/index.js';
import { checkAnswer, writtenLimitOf } from './answer-rules.js';
import * as repo from './question-answer.repository.js';

const noApplication = () => new AppError('NOT_FOUND', { message: MESSAGES.noApplication });
const alreadyAnswered = () =>
  new AppError('ALREADY_ANSWERED', {
    message: 'The interview is completed: its answers can no longer change.',
  });

/**
 * The applicant's answers that are not recordings (docs/questions.md). The guid in the path is the
 * capability, exactly as on the other applicant routes: anything that is not a known UUID v4 is "no
 * application", an expired invitation answers 410.
 */
export function createAnswerService({ db }: { db: Kysely<DB> }) {
  async function getApplication(guid: string): Promise<repo.AnsweringApplication> {
    const parsed = GuidSchema.safeParse(guid.toLowerCase());
    if (!parsed.success) throw noApplication();
    const row = await repo.findApplication(db, parsed.data);
    if (!row) throw noApplication();
    if (isInvitationExpired(row)) throw invitationExpired();
    return row;
  }

  return {
    async answer(
      guid: string,
      questionId: string,
      body: AnswerQuestionBody,
    ): Promise<AnswerQuestionResponse> {
      const application = await getApplication(guid);
      if (application.status === 'Completed') throw alreadyAnswered();
      // As on the recording channel: nothing is kept before the applicant agreed.
      if (application.consent_at === null)
        throw new AppError('CONFLICT', { message: MESSAGES.consentRequired });
      if (!application.questionnaire_id)
        throw new AppError('NOT_FOUND', { message: MESSAGES.noQuestionnaire });
      const row = await repo.findQuestion(db, application.questionnaire_id, questionId);
      if (!row) throw new AppError('NOT_FOUND', { message: 'Question not found' });
      const type = toQuestionType(row.type);
      const checked = checkAnswer(
        {
          questionKey: row.question_key,
          type,
          required: row.required === 1,
          options: parseOptions(row.options),
          maxCharacters: writtenLimitOf(row.max_characters),
        },
        body,
      );
      const answeredAt = nowIso();
      await db.transaction().execute(async (trx) => {
        // A recorded question already answered by its take cannot be skipped afterwards.
        if (type === 'Text' && (await repo.hasRecording(trx, application.id, row.question_key))) {
          throw new AppError('ALREADY_ANSWERED', { message: 'This question has already been answered.' });
        }
        await repo.replaceAnswer(trx, {
          id: randomUUID(),
          application_id: application.id,
          question_key: row.question_key,
          question_text: row.text,
          question_type: type,
          position: row.position,
          option_ids: checked.optionIds && JSON.stringify(checked.optionIds),
          labels: checked.labels && JSON.stringify(checked.labels),
          knockouts: checked.knockouts.length > 0 ? JSON.stringify(checked.knockouts) : null,
          has_knockout: checked.knockouts.length > 0 ? 1 : 0,
          text: checked.text,
          skipped: checked.skipped ? 1 : 0,
          answered_at: answeredAt,
        });
        // Completed meanwhile by another request: the answer is not kept (the transaction rolls back).
        if (!(await repo.isStillIncomplete(trx, application.id))) throw alreadyAnswered();
        // Written answers are found by the transcript search.
        if (type === 'Written') await refreshInterviewSearch(trx, [application.id]);
      });
      return {
        questionId: row.question_key,
        type,
        ...(checked.optionIds && checked.labels
          ? { optionIds: checked.optionIds, labels: checked.labels }
          : {}),
        ...(checked.text !== null ? { text: checked.text } : {}),
        skipped: checked.skipped,
        answeredAt,
        endsInterview: checked.knockouts.length > 0 && readSettings(application.settings).endAfterKnockout,
      };
    },
  };
}

export type AnswerService = ReturnType<typeof createAnswerService>;
