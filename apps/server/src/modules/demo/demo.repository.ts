import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { DEMO_RECORDED_INTERVIEWS } from './demo-interviews-data.js';

const RECORDED_EMAILS = DEMO_RECORDED_INTERVIEWS.map((i) => i.email);

/**
 * The company the demo seed made (marked when it was seeded), never just the lowest id: a server that
 * started with the demo may hold real companies too, and their accounts are never printed.
 */
export async function findDemoCompanyId(db: Kysely<DB> | Transaction<DB>): Promise<number | undefined> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('is_demo', '=', 1)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function markDemoCompany(db: Kysely<DB> | Transaction<DB>, companyId: number): Promise<void> {
  await db.updateTable('companies').set({ is_demo: 1 }).where('id', '=', companyId).execute();
}

/**
 * The demo's recorded interviews in the demo company (found by their applicants' addresses), finished
 * or not: a start that was interrupted while recording them continues where it stopped.
 */
export function listDemoRecordings(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('applications as a')
    .innerJoin('applicants as p', 'p.id', 'a.applicant_id')
    .innerJoin('questionnaires as q', 'q.id', 'a.questionnaire_id')
    .select(['a.id', 'a.guid', 'a.status', 'a.stage', 'p.email', 'q.content_type'])
    .where('a.company_id', '=', companyId)
    .where('p.email', 'in', RECORDED_EMAILS)
    .orderBy('a.created_at')
    .execute();
}

export type DemoRecordingRow = Awaited<ReturnType<typeof listDemoRecordings>>[number];

export { RECORDED_EMAILS };

/** The demo's users by address (their ids differ between databases). */
export async function findUserIdsByEmail(
  db: Kysely<DB>,
  companyId: number,
  emails: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('company_id', '=', companyId)
    .where('email', 'in', [...emails])
    .execute();
  return new Map(rows.flatMap((r) => (r.email ? [[r.email, r.id] as const] : [])));
}

/** An interview's answered questions in the order they were asked. */
export async function listAnsweredQuestionKeys(db: Kysely<DB>, applicationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('answers')
    .select('question_key')
    .where('application_id', '=', applicationId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.question_key);
}

/** How many of the company's answers still wait for their media job. */
export async function countProcessingAnswers(db: Kysely<DB>, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('answers as s')
    .innerJoin('applications as a', 'a.id', 's.application_id')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('a.company_id', '=', companyId)
    .where('s.media_status', '=', 'processing')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
