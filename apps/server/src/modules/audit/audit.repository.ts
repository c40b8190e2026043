import type { Insertable, Kysely, Transaction } from 'kysely';
import { toCount } from '../../db/dialect.js';
import type { AuditLogTable, DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The filters of a read, already turned into stored instants (`before` excluded). */
export interface AuditFilters {
  interviewId?: string | undefined;
  type?: AuditLogTable['type'] | undefined;
  since?: string | undefined;
  before?: string | undefined;
}

/**
 * The only writer of the audit log, and it only inserts (the database refuses anything else). An entry
 * with a dedupe key is skipped when one with the same key exists (a concurrent twin of the same play).
 */
export async function insertAuditEntries(db: Db, rows: Insertable<AuditLogTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('audit_log')
    .values(rows)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** Whether an entry whose dedupe key starts so was written for the company since `since`. */
export async function hasRecentAuditEntry(
  db: Db,
  probe: { companyId: number; type: AuditLogTable['type']; keyPrefix: string },
  since: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('audit_log')
    .select('id')
    .where('company_id', '=', probe.companyId)
    .where('at', '>=', since)
    .where('type', '=', probe.type)
    .where('dedupe_key', 'like', `${probe.keyPrefix}%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function filtered(db: Db, companyId: number, filters: AuditFilters) {
  let query = db.selectFrom('audit_log').where('company_id', '=', companyId);
  if (filters.interviewId !== undefined) query = query.where('interview_id', '=', filters.interviewId);
  if (filters.type !== undefined) query = query.where('type', '=', filters.type);
  if (filters.since !== undefined) query = query.where('at', '>=', filters.since);
  if (filters.before !== undefined) query = query.where('at', '<', filters.before);
  return query;
}

/** Newest first; the id breaks ties of the same millisecond so pages never overlap. */
export function listAuditEntries(
  db: Db,
  companyId: number,
  filters: AuditFilters,
  page: { limit: number; offset: number },
) {
  return filtered(db, companyId, filters)
    .select(['id', 'at', 'type', 'actor_kind', 'actor_id', 'actor_label', 'interview_id', 'details'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

export async function countAuditEntries(db: Db, companyId: number, filters: AuditFilters): Promise<number> {
  const row = await filtered(db, companyId, filters)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirst();
  return toCount(row?.total);
}

/**
 * The current names of the company's applicants behind these interviews, for the admins' screen: read,
 * never copied into the log. An erased applicant's name is empty.
 */
export async function candidateNames(
  db: Db,
  companyId: number,
  interviewIds: readonly string[],
): Promise<Map<string, string>> {
  if (interviewIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('applications as a')
    .innerJoin('applicants as p', 'p.id', 'a.applicant_id')
    .select(['a.id', 'p.first_name', 'p.last_name'])
    .where('a.company_id', '=', companyId)
    .where('a.id', 'in', [...new Set(interviewIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`.trim()]));
}
