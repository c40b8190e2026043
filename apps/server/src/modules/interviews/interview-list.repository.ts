import { sql, type Kysely, type Transaction } from 'kysely';
import type { InterviewSort, InterviewStage, InterviewStatus, ScreeningFilter } from '@vi/contracts';
import { toCount, type Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import {
  assignedJobIds,
  interviewBase,
  ratingAverage,
  withInterviewColumns,
  type InterviewBase,
  type InterviewRow,
} from '../interview-access/index.js';
import { matchingApplications } from './interview-search.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

export interface InterviewFilters {
  status?: InterviewStatus | undefined;
  jobId?: number | undefined;
  questionnaireId?: string | undefined;
  stages?: readonly InterviewStage[] | undefined;
  minRating?: number | undefined;
  /** Full-text terms, every one required; at least one (a search without terms finds nothing). */
  searchTerms?: readonly string[] | undefined;
  /** Only interviews this user has not reviewed. */
  unreviewedBy?: number | undefined;
  /** Only interviews of the jobs this user is assigned to (a reviewer). */
  assignedTo?: number | undefined;
  /** `failed`: an answer hit a knockout option; `passed`: none did. */
  screening?: ScreeningFilter | undefined;
}

function filtered(db: Db, dialect: Dialect, companyId: number, filters: InterviewFilters): InterviewBase {
  let query = interviewBase(db).where('a.company_id', '=', companyId);
  if (filters.status) query = query.where('a.status', '=', filters.status);
  if (filters.jobId !== undefined) query = query.where('a.job_id', '=', filters.jobId);
  if (filters.assignedTo !== undefined) {
    query = query.where('a.job_id', 'in', assignedJobIds(db, filters.assignedTo));
  }
  if (filters.questionnaireId !== undefined) {
    query = query.where('a.questionnaire_id', '=', filters.questionnaireId);
  }
  if (filters.stages?.length) query = query.where('a.stage', 'in', filters.stages);
  if (filters.minRating !== undefined) query = query.where(ratingAverage, '>=', filters.minRating);
  if (filters.searchTerms?.length) {
    query = query.where('a.id', 'in', matchingApplications(dialect, filters.searchTerms));
  }
  if (filters.screening) {
    const knockedOut = db
      .selectFrom('question_answers as qa')
      .select('qa.application_id')
      .where('qa.has_knockout', '=', 1);
    query =
      filters.screening === 'failed'
        ? query.where('a.id', 'in', knockedOut)
        : query.where('a.id', 'not in', knockedOut);
  }
  const reviewer = filters.unreviewedBy;
  if (reviewer !== undefined) {
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('interview_reviews as mine')
            .select('mine.id')
            .whereRef('mine.application_id', '=', 'a.id')
            .where('mine.reviewer_user_id', '=', reviewer),
        ),
      ),
    );
  }
  return query;
}

/**
 * The requested order, then newest first and the id, so pages never overlap. Unrated interviews come
 * last in either rating direction (SQLite and PostgreSQL disagree on where NULLs sort by default).
 */
function ordered(query: InterviewBase, sort: InterviewSort): InterviewBase {
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  switch (sort) {
    case 'date':
      return query.orderBy('a.created_at', 'asc').orderBy('a.id', 'asc');
    case '-date':
      return query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc');
    case 'rating':
    case '-rating':
      return query
        .orderBy(sql`case when ${ratingAverage} is null then 1 else 0 end`)
        .orderBy(ratingAverage, direction)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc');
    case 'name':
    case '-name':
      return query
        .orderBy(sql`lower(p.first_name)`, direction)
        .orderBy(sql`lower(p.last_name)`, direction)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc');
  }
}

export function listInterviews(
  db: Db,
  dialect: Dialect,
  companyId: number,
  filters: InterviewFilters,
  options: { sort: InterviewSort; limit: number; offset: number },
): Promise<InterviewRow[]> {
  const query = ordered(filtered(db, dialect, companyId, filters), options.sort)
    .limit(options.limit)
    .offset(options.offset);
  return withInterviewColumns(query).execute();
}

export async function countInterviews(
  db: Db,
  dialect: Dialect,
  companyId: number,
  filters: InterviewFilters,
): Promise<number> {
  const row = await filtered(db, dialect, companyId, filters)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirst();
  return toCount(row?.total);
}
