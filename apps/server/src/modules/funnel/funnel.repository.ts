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

/** Interviews with an answer on an option that was a knockout when chosen (docs/questions.md). */
const knockedOut = (db: Kysely<DB>) =>
  db.selectFrom('question_answers').select('question_answers.application_id').where('has_knockout', '=', 1);

/** Interviews in scope that a knockout answer screened out, whatever a recruiter decided since. */
export async function countScreenedOut(db: Kysely<DB>, scope: FunnelScope): Promise<number> {
  const row = await inScope(db, scope)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('applications.id', 'in', knockedOut(db))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

/** Per job in scope: its interviews and how many of them were screened out, by title. */
export async function screeningPerJob(db: Kysely<DB>, scope: FunnelScope) {
  const rows = await inScope(db, scope)
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .select((eb) => [
      'jobs.id',
      'jobs.title',
      eb.fn.countAll<string | number>().as('interviews'),
      eb.fn
        .sum<string | number | null>(
          eb.case().when('applications.id', 'in', knockedOut(db)).then(1).else(0).end(),
        )
        .as('screened_out'),
    ])
    .groupBy(['jobs.id', 'jobs.title'])
    .orderBy('jobs.title')
    .orderBy('jobs.id')
    .execute();
  return rows.map((r) => ({
    jobId: r.id,
    jobTitle: r.title,
    interviews: toCount(r.interviews),
    screenedOut: toCount(r.screened_out),
  }));
}

/** The in-scope interviews of the questionnaire, as a filter on a table's `application_id`. */
function applicationsOf(db: Kysely<DB>, scope: FunnelScope, questionnaireId: string) {
  return db
    .selectFrom('applications')
    .select('applications.id')
    .where('applications.company_id', '=', scope.companyId)
    .where('applications.questionnaire_id', '=', questionnaireId)
    .$if(scope.jobId !== undefined, (q) => q.where('applications.job_id', '=', scope.jobId ?? 0));
}

/** The questionnaire's questions in order, each with how many of the interviews in scope answered it. */
export async function countAnswersPerQuestion(db: Kysely<DB>, scope: FunnelScope, questionnaireId: string) {
  const recorded = db
    .selectFrom('answers')
    .where('answers.application_id', 'in', applicationsOf(db, scope, questionnaireId))
    // A take whose media failed does not answer its question (docs/decisions/0022-media-off-the-submit-path.md).
    .where('answers.media_status', '!=', 'failed')
    .select([
      'answers.question_key',
      (eb) => eb.fn.count<string | number>('answers.application_id').distinct().as('n'),
    ])
    .groupBy('answers.question_key');
  // Choices and written texts; a skip is not an answer. One row per interview and question.
  const typed = db
    .selectFrom('question_answers')
    .where('question_answers.application_id', 'in', applicationsOf(db, scope, questionnaireId))
    .where('question_answers.skipped', '=', 0)
    .select(['question_answers.question_key', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('question_answers.question_key');
  const rows = await db
    .selectFrom('questions as q')
    .leftJoin(recorded.as('a'), 'a.question_key', 'q.question_key')
    .leftJoin(typed.as('t'), 't.question_key', 'q.question_key')
    .select([
      'q.question_key',
      'q.text',
      'q.position',
      'q.type',
      'q.options',
      'a.n as recorded',
      't.n as typed',
    ])
    .where('q.questionnaire_id', '=', questionnaireId)
    .orderBy('q.position')
    .execute();
  return rows.map((r) => ({
    questionKey: r.question_key,
    questionText: r.text,
    position: r.position,
    type: r.type,
    options: r.options,
    answered: toCount(r.recorded) + toCount(r.typed),
  }));
}

/**
 * How many in-scope interviews chose each option of one choice question. The chosen ids are stored as a
 * JSON array (`["option-1","option-3"]`), so an option is chosen when its quoted id is in that text; `_`
 * is a LIKE wildcard and is escaped.
 */
export async function countChosenOptions(
  db: Kysely<DB>,
  scope: FunnelScope,
  questionnaireId: string,
  questionKey: string,
  optionIds: readonly string[],
): Promise<Map<string, number>> {
  if (optionIds.length === 0) return new Map();
  const pattern = (id: string) => `%${JSON.stringify(id).replace(/[!%_]/g, (c) => `!${c}`)}%`;
  const row = await db
    .selectFrom('question_answers')
    .where('question_answers.application_id', 'in', applicationsOf(db, scope, questionnaireId))
    .where('question_answers.question_key', '=', questionKey)
    .where('question_answers.skipped', '=', 0)
    .select((eb) =>
      optionIds.map((id, i) =>
        eb.fn
          .sum<string | number | null>(
            sql`case when question_answers.option_ids like ${pattern(id)} escape '!' then 1 else 0 end`,
          )
          .as(`o${i}`),
      ),
    )
    .executeTakeFirst();
  return new Map(optionIds.map((id, i) => [id, toCount(row?.[`o${i}`] ?? 0)]));
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
