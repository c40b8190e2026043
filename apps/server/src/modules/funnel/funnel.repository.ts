import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { minutesBetween, toCount, type Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';

/** Which interviews the funnel counts: one company's, narrowed to a job and/or a questionnaire. */
export interface FunnelScope {
  companyId: number;
  jobId: number | undefined;
  questionnaireId: string | undefined;
}

type Applications = SelectQueryBuilder<DB, 'applications', object>;

function inScope(db: Kysely<DB>, scope: FunnelScope): Applications {
  let query = db.selectFrom('applications').where('applications.company_id', '=', scope.companyId);
  if (scope.jobId !== undefined) query = query.where('applications.job_id', '=', scope.jobId);
  if (scope.questionnaireId !== undefined) {
    query = query.where('applications.questionnaire_id', '=', scope.questionnaireId);
  }
  return query;
}

/** Invited, opened, started and completed, in one pass over the interviews. */
export async function countStages(db: Kysely<DB>, scope: FunnelScope) {
  const row = await inScope(db, scope)
    .select((eb) => [
      eb.fn.countAll<string | number>().as('invited'),
      eb.fn.count<string | number>('applications.opened_at').as('opened'),
      eb.fn.count<string | number>('applications.started_at').as('started'),
      eb.fn
        .sum<string | number | null>(sql`case when applications.status = 'Completed' then 1 else 0 end`)
        .as('completed'),
    ])
    .executeTakeFirstOrThrow();
  return {
    invited: toCount(row.invited),
    opened: toCount(row.opened),
    started: toCount(row.started),
    completed: toCount(row.completed),
  };
}

/**
 * Interviews whose deadline passed before they were completed: still open after it, or completed late
 * (`applications.deadline`, ISO text like every timestamp here, from migration 0004).
 */
export async function countExpired(db: Kysely<DB>, scope: FunnelScope, now: string): Promise<number> {
  const row = await inScope(db, scope)
    .select((eb) => eb.fn.countAll<string | number>().as('expired'))
    .where('applications.deadline', 'is not', null)
    .where(sql<string>`applications.deadline`, '<', sql<string>`coalesce(applications.completed_at, ${now})`)
    .executeTakeFirstOrThrow();
  return toCount(row.expired);
}

/**
 * The median of started → completed in minutes, in SQL on both dialects: the durations are numbered in
 * order, and the middle one (or the mean of the middle two) is taken.
 */
export async function medianMinutesToComplete(
  db: Kysely<DB>,
  dialect: Dialect,
  scope: FunnelScope,
): Promise<number | null> {
  const minutes = minutesBetween(
    dialect,
    sql.ref('applications.started_at'),
    sql.ref('applications.completed_at'),
  );
  const durations = inScope(db, scope)
    .select(minutes.as('m'))
    .where('applications.status', '=', 'Completed')
    .where('applications.started_at', 'is not', null)
    .where('applications.completed_at', 'is not', null);
  const ranked = db
    .selectFrom(durations.as('d'))
    .select([
      'd.m',
      sql<number>`row_number() over (order by d.m)`.as('rn'),
      sql<number>`count(*) over ()`.as('n'),
    ]);
  const row = await db
    .selectFrom(ranked.as('r'))
    .select(sql<string | number | null>`avg(r.m)`.as('median'))
    .where(sql<boolean>`r.rn in ((r.n + 1) / 2, (r.n + 2) / 2)`)
    .executeTakeFirst();
  return row?.median === null || row?.median === undefined ? null : Number(row.median);
}

/** The questionnaire's questions in order, each with how many of the interviews in scope answered it. */
export async function countAnswersPerQuestion(db: Kysely<DB>, scope: FunnelScope, questionnaireId: string) {
  const answered = db
    .selectFrom('answers')
    .innerJoin('applications', 'applications.id', 'answers.application_id')
    .where('applications.company_id', '=', scope.companyId)
    .where('applications.questionnaire_id', '=', questionnaireId)
    // A take whose media failed does not answer its question (docs/decisions/0022-media-off-the-submit-path.md).
    .where('answers.media_status', '!=', 'failed')
    .$if(scope.jobId !== undefined, (q) => q.where('applications.job_id', '=', scope.jobId ?? 0))
    .select([
      'answers.question_key',
      (eb) => eb.fn.count<string | number>('answers.application_id').distinct().as('n'),
    ])
    .groupBy('answers.question_key');
  const rows = await db
    .selectFrom('questions as q')
    .leftJoin(answered.as('a'), 'a.question_key', 'q.question_key')
    .select(['q.question_key', 'q.text', 'q.position', 'a.n'])
    .where('q.questionnaire_id', '=', questionnaireId)
    .orderBy('q.position')
    .execute();
  return rows.map((r) => ({
    questionId: r.question_key,
    questionText: r.text,
    position: r.position,
    answered: toCount(r.n),
  }));
}

/** The questionnaires the interviews in scope were invited with (the funnel shows questions for one). */
export async function listQuestionnairesInScope(db: Kysely<DB>, scope: FunnelScope): Promise<string[]> {
  const rows = await inScope(db, scope)
    .select('applications.questionnaire_id')
    .distinct()
    .where('applications.questionnaire_id', 'is not', null)
    .limit(2)
    .execute();
  return rows.flatMap((r) => (r.questionnaire_id ? [r.questionnaire_id] : []));
}
