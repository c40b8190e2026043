import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, QuestionRow, QuestionnaireRow } from '../../db/schema.js';
import { toCount } from '../../db/dialect.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { PreparedQuestion } from './question-list.js';

type Db = Kysely<DB> | Transaction<DB>;

export type QuestionnaireWithCreator = QuestionnaireRow & {
  creator_first_name: string | null;
  creator_last_name: string | null;
};

function selectWithCreator(db: Db) {
  return db
    .selectFrom('questionnaires as q')
    .leftJoin('users as u', 'u.id', 'q.user_id')
    .selectAll('q')
    .select(['u.first_name as creator_first_name', 'u.last_name as creator_last_name']);
}

export function findQuestionnaire(db: Db, id: string): Promise<QuestionnaireWithCreator | undefined> {
  return selectWithCreator(db).where('q.id', '=', id).executeTakeFirst();
}

export function listQuestionnaires(db: Db, companyId: number): Promise<QuestionnaireWithCreator[]> {
  return selectWithCreator(db)
    .where('q.company_id', '=', companyId)
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id')
    .execute();
}

/** The id of the company's questionnaire with this name key, other than `exceptId`. */
export async function findIdByNameKey(
  db: Db,
  companyId: number,
  nameKey: string,
  exceptId?: string,
): Promise<string | undefined> {
  let query = db
    .selectFrom('questionnaires')
    .select('id')
    .where('company_id', '=', companyId)
    .where('name_key', '=', nameKey);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

/** A company id no company has: where the prepared queries below take the real one. */
const ANY_COMPANY = -2_000_000_001;

const fingerprintRow = preparedQuery(
  (db, companyId: number) =>
    db
      .selectFrom('questionnaires')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('total'),
        eb.fn.max('updated_at').as('updated'),
        eb.fn.max('created_at').as('created'),
        eb.fn.sum<string | number | null>('active').as('active'),
      ])
      .where('company_id', '=', companyId),
  [ANY_COMPANY],
);

/**
 * Changes whenever a questionnaire of the company is added, removed, edited or (de)activated: every
 * write through the API bumps updated_at. The list cache compares it before trusting an entry. Read on
 * every list request, so its query is compiled once.
 */
export async function fingerprintOf(db: Db, companyId: number): Promise<string> {
  const [row] = await fingerprintRow(db, companyId);
  return [toCount(row?.total), row?.updated ?? '', row?.created ?? '', toCount(row?.active)].join('|');
}

export function listQuestionsOf(db: Db, questionnaireId: string): Promise<QuestionRow[]> {
  return db
    .selectFrom('questions')
    .selectAll()
    .where('questionnaire_id', '=', questionnaireId)
    .orderBy('position')
    .execute();
}

/** Every question of the company's questionnaires in one query (the list must not query per row). */
export function listQuestionsOfCompany(db: Db, companyId: number): Promise<QuestionRow[]> {
  return db
    .selectFrom('questions as qs')
    .innerJoin('questionnaires as q', 'q.id', 'qs.questionnaire_id')
    .selectAll('qs')
    .where('q.company_id', '=', companyId)
    .orderBy('qs.questionnaire_id')
    .orderBy('qs.position')
    .execute();
}

/**
 * Linked jobs that are not Closed, per questionnaire. The status test is isClosedJobStatus (@vi/contracts)
 * in SQL; statuses are stored trimmed, so lower() is all of that rule.
 */
function activeJobCounts(db: Db) {
  return db
    .selectFrom('job_questionnaires as jq')
    .innerJoin('jobs as j', 'j.id', 'jq.job_id')
    .select(['jq.questionnaire_id', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where(sql<string>`lower(j.status)`, '<>', 'closed')
    .groupBy('jq.questionnaire_id');
}

export async function countActiveJobs(db: Db, questionnaireId: string): Promise<number> {
  const row = await activeJobCounts(db).where('jq.questionnaire_id', '=', questionnaireId).executeTakeFirst();
  return toCount(row?.count);
}

const activeJobCountsOfCompany = preparedQuery(
  (db, companyId: number) => activeJobCounts(db).where('j.company_id', '=', companyId),
  [ANY_COMPANY],
);

/** Read on every list request, so its query is compiled once. */
export async function countActiveJobsOfCompany(db: Db, companyId: number): Promise<Map<string, number>> {
  const rows = await activeJobCountsOfCompany(db, companyId);
  return new Map(rows.map((r) => [r.questionnaire_id, toCount(r.count)]));
}

export async function insertQuestionnaire(
  db: Db,
  values: Omit<QuestionnaireRow, 'id' | 'created_at' | 'updated_at' | 'settings' | 'language'> & {
    settings?: string | null;
    language?: string;
    now: string;
  },
): Promise<string> {
  const id = randomUUID();
  const { now, ...rest } = values;
  await db
    .insertInto('questionnaires')
    .values({ id, ...rest, created_at: now, updated_at: now })
    .execute();
  return id;
}

export async function updateQuestionnaire(
  db: Db,
  id: string,
  changes: Partial<
    Pick<QuestionnaireRow, 'name' | 'name_key' | 'content_type' | 'active' | 'settings' | 'language'>
  > & {
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('questionnaires').set(changes).where('id', '=', id).execute();
}

/** Replaces the questions: their order is their position. */
export async function replaceQuestions(
  db: Db,
  questionnaireId: string,
  questions: PreparedQuestion[],
): Promise<void> {
  await db.deleteFrom('questions').where('questionnaire_id', '=', questionnaireId).execute();
  await db
    .insertInto('questions')
    .values(
      questions.map((q, position) => ({
        id: randomUUID(),
        questionnaire_id: questionnaireId,
        position,
        question_key: q.questionKey,
        text: q.text,
        required: q.required ? (1 as const) : (0 as const),
        type: q.type,
        options: q.options ? JSON.stringify(q.options) : null,
        max_characters: q.maxCharacters,
      })),
    )
    .execute();
}
