import type { Kysely } from 'kysely';
import type { FunnelQuery, FunnelResponse, RecruiterIdentity } from '@vi/contracts';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import { requireCompanyAccess, requireOwnRecord } from '../auth/index.js';
import { findJob } from '../jobs/index.js';
import { findQuestionnaire, parseOptions, toQuestionType } from '../questionnaires/index.js';
import * as repo from './funnel.repository.js';

export function createFunnelService({ db, dialect }: { db: Kysely<DB>; dialect: Dialect }) {
  /** Each question's answer count and, for a choice question, how often each option was chosen. */
  async function questionsOf(
    scope: repo.FunnelScope,
    questionnaireId: string,
  ): Promise<FunnelResponse['questions']> {
    const rows = await repo.countAnswersPerQuestion(db, scope, questionnaireId);
    return Promise.all(
      rows.map(async (row) => {
        const type = toQuestionType(row.type);
        const isChoice = type === 'Select' || type === 'Multiselect';
        const options = isChoice ? (parseOptions(row.options) ?? []) : null;
        const chosen = options
          ? await repo.countChosenOptions(
              db,
              scope,
              questionnaireId,
              row.questionKey,
              options.map((o) => o.optionId),
            )
          : new Map<string, number>();
        return {
          questionId: row.questionKey,
          questionText: row.questionText,
          position: row.position,
          type,
          answered: row.answered,
          options: options?.map((o) => ({ ...o, chosen: chosen.get(o.optionId) ?? 0 })) ?? null,
        };
      }),
    );
  }

  return {
    /** GET /company/{companyId}/funnel: every number counted by the database over the interviews in scope. */
    async get(identity: RecruiterIdentity, companyId: number, query: FunnelQuery): Promise<FunnelResponse> {
      requireCompanyAccess(identity, companyId);
      // Another company's job or questionnaire is "not found", as everywhere.
      if (query.jobId !== undefined) requireOwnRecord(identity, await findJob(db, query.jobId), 'Job');
      if (query.questionnaireId !== undefined) {
        requireOwnRecord(identity, await findQuestionnaire(db, query.questionnaireId), 'Questionnaire');
      }
      const scope: repo.FunnelScope = {
        companyId,
        jobId: query.jobId,
        questionnaireId: query.questionnaireId,
      };
      const questionnaires = query.questionnaireId
        ? [query.questionnaireId]
        : await repo.listQuestionnairesInScope(db, scope);
      const [stages, expired, median, screenedOut, jobs, questions] = await Promise.all([
        repo.countStages(db, scope),
        repo.countExpired(db, scope, nowIso()),
        repo.medianMinutesToComplete(db, dialect, scope),
        repo.countScreenedOut(db, scope),
        repo.screeningPerJob(db, scope),
        // Per-question counts only make sense for one questionnaire's questions.
        questionnaires.length === 1 && questionnaires[0]
          ? questionsOf(scope, questionnaires[0])
          : Promise.resolve([]),
      ]);
      return {
        ...stages,
        expired,
        medianMinutesToComplete: median === null ? null : Math.round(median * 10) / 10,
        screenedOut,
        jobs,
        questions,
      };
    },
  };
}
