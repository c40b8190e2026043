import type { Kysely } from 'kysely';
import {
  AUDIT_LIMITS,
  AuditDetailsSchema,
  auditRangeEnd,
  auditRangeStart,
  type AuditDetails,
  type AuditEntry,
  type AuditFilterQuery,
  type AuditList,
  type AuditQuery,
  type RecruiterIdentity,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { requireCompanyAccess } from '../auth/index.js';
import { isCompanyAdmin } from '../companies/index.js';
import { toCsv } from '../../lib/csv.js';
import * as repo from './audit.repository.js';

function parseDetails(text: string): AuditDetails {
  try {
    return AuditDetailsSchema.safeParse(JSON.parse(text)).data ?? {};
  } catch {
    return {};
  }
}

const toEntry = (row: repo.AuditRow, names: ReadonlyMap<string, string> = new Map()): AuditEntry => ({
  id: row.id,
  at: row.at,
  type: row.type,
  actor: { kind: row.actor_kind, id: row.actor_id, label: row.actor_label },
  interviewId: row.interview_id,
  // An interview that is gone altogether reads as erased.
  candidateName: row.interview_id === null ? null : (names.get(row.interview_id) ?? ''),
  details: parseDetails(row.details),
});

function filtersOf(query: AuditFilterQuery): repo.AuditFilters {
  return {
    interviewId: query.interviewId?.toLowerCase(),
    type: query.type,
    since: query.from === undefined ? undefined : auditRangeStart(query.from),
    before: query.to === undefined ? undefined : auditRangeEnd(query.to),
  };
}

/** `a=1; b=x`: the details in one cell, keys in a fixed order. */
const detailsText = (details: AuditDetails) =>
  Object.keys(details)
    .sort()
    .map((key) => `${key}=${String(details[key])}`)
    .join('; ');

export function createAuditService({ db }: { db: Kysely<DB> }) {
  /**
   * The company's admins only (an API key acts as its creator). Another company is 403 like every
   * company path; a member who is no admin is 403 too.
   */
  async function requireCompanyAdmin(identity: RecruiterIdentity, companyId: number): Promise<void> {
    requireCompanyAccess(identity, companyId);
    if (!(await isCompanyAdmin(db, companyId, identity.userId))) {
      throw new AppError('FORBIDDEN', { message: "The audit log is for the company's admins." });
    }
  }

  return {
    /** GET /company/{companyId}/audit: newest first, a page at a time. */
    async list(identity: RecruiterIdentity, companyId: number, query: AuditQuery): Promise<AuditList> {
      await requireCompanyAdmin(identity, companyId);
      const filters = filtersOf(query);
      const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
      const [rows, total] = await Promise.all([
        repo.listAuditEntries(db, companyId, filters, page),
        repo.countAuditEntries(db, companyId, filters),
      ]);
      // Only admins get here: they see whose interview each entry concerns.
      const names = await repo.candidateNames(
        db,
        companyId,
        rows.flatMap((row) => (row.interview_id === null ? [] : [row.interview_id])),
      );
      return { data: rows.map((row) => toEntry(row, names)), total, page: query.page, limit: query.limit };
    },

    /** GET /company/{companyId}/audit.csv: the same filters, newest first, at most maxExportRows rows. */
    async csv(identity: RecruiterIdentity, companyId: number, query: AuditFilterQuery): Promise<string> {
      await requireCompanyAdmin(identity, companyId);
      const rows = await repo.listAuditEntries(db, companyId, filtersOf(query), {
        limit: AUDIT_LIMITS.maxExportRows,
        offset: 0,
      });
      const header = ['Time (UTC)', 'Event', 'Actor kind', 'Actor id', 'Actor', 'Interview id', 'Details'];
      const lines = rows.map((row) => [
        row.at,
        row.type,
        row.actor_kind,
        row.actor_id,
        row.actor_label,
        row.interview_id,
        detailsText(parseDetails(row.details)),
      ]);
      return toCsv([header, ...lines]);
    },
  };
}
