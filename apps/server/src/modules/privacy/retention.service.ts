import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  PRIVACY_LIMITS,
  type RecruiterIdentity,
  type RetentionImpact,
  type RetentionPreview,
  type RetentionPreviewItem,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { requireCompanyAccess } from '../auth/index.js';
import { readCompanySettings, findCompanySettings } from '../companies/index.js';
import type { ErasureService } from './erasure.service.js';
import { listInterruptedErasures } from './erasure.repository.js';
import * as repo from './retention.repository.js';

const DAY_MS = 86_400_000;

/** One interview the rule deletes: ids, job and dates only (what the CLI prints; no personal data). */
export interface RetentionItem {
  interviewId: string;
  companyId: number;
  jobId: number;
  jobTitle: string;
  basis: 'completed' | 'expired';
  basisAt: string;
  deleteAt: string;
}

export interface RetentionRun {
  asOf: string;
  dryRun: boolean;
  /** Erased by this run (or, in a dry run, what it would erase). */
  items: RetentionItem[];
  /** Due, but another process was erasing them at the same moment. */
  busy: number;
  /** Due, but their erasure failed this time (storage unreachable); a later run finishes them. */
  failed: number;
  /** Erasures another process had begun and left unfinished, finished by this run. */
  resumed: number;
}

const plusDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

function toItem(row: repo.DueRow, companyId: number, retentionDays: number): RetentionItem {
  return {
    interviewId: row.id,
    companyId,
    jobId: row.job_id,
    jobTitle: row.job_title,
    basis: row.status === 'Completed' ? 'completed' : 'expired',
    basisAt: row.basis_at,
    deleteAt: plusDays(row.basis_at, retentionDays),
  };
}

export interface RetentionDeps {
  db: Kysely<DB>;
  erasure: ErasureService;
  log: FastifyBaseLogger;
  /** Interviews looked at per company and round (default 100); a run takes rounds until none is due. */
  batch?: number;
}

/**
 * The retention rule: an interview is deleted `retentionDays` after it was completed, or after its
 * invitation expired unanswered. Every erasure goes through the erasure core, whose claim lets exactly
 * one of any number of simultaneous runs erase each interview.
 */
export function createRetentionService(deps: RetentionDeps) {
  const { db, erasure, log } = deps;
  const batch = deps.batch ?? 100;

  /** Companies with a rule, and the moment before which a basis makes an interview due at `asOf`. */
  async function rules(asOf: number) {
    const companies = await repo.listCompanySettings(db);
    return companies.flatMap((company) => {
      const { retentionDays } = readCompanySettings(company.settings);
      if (retentionDays === null) return [];
      return [
        {
          companyId: company.id,
          retentionDays,
          basisBefore: new Date(asOf - retentionDays * DAY_MS).toISOString(),
        },
      ];
    });
  }

  return {
    /** Applies the rule as of `asOf` (default now); with dryRun, only says what it would delete. */
    async apply(options: { asOf?: Date; dryRun?: boolean } = {}): Promise<RetentionRun> {
      const asOf = options.asOf?.getTime() ?? Date.now();
      const dryRun = options.dryRun ?? false;
      const run: RetentionRun = {
        asOf: new Date(asOf).toISOString(),
        dryRun,
        items: [],
        busy: 0,
        failed: 0,
        resumed: 0,
      };
      if (!dryRun) {
        for (const row of await listInterruptedErasures(db, new Date().toISOString(), batch)) {
          try {
            const outcome = await erasure.erase(row.id, { reason: 'retention', retentionDays: 0 });
            if (outcome.status === 'erased') run.resumed++;
          } catch (err) {
            log.error({ err, interviewId: row.id }, 'an interrupted erasure could not be finished');
            run.failed++;
          }
        }
      }
      for (const rule of await rules(asOf)) {
        if (dryRun) {
          // A dry run changes nothing, so it reads every due interview at once.
          const due = await repo.listDue(db, rule.companyId, rule.basisBefore, Number.MAX_SAFE_INTEGER);
          run.items.push(...due.map((row) => toItem(row, rule.companyId, rule.retentionDays)));
          continue;
        }
        // Erased, busy and failed interviews leave the due list (their erasure is decided), so rounds end.
        for (;;) {
          const due = await repo.listDue(db, rule.companyId, rule.basisBefore, batch);
          if (due.length === 0) break;
          for (const row of due) {
            try {
              const outcome = await erasure.erase(row.id, {
                reason: 'retention',
                retentionDays: rule.retentionDays,
              });
              if (outcome.status === 'erased') {
                run.items.push(toItem(row, rule.companyId, rule.retentionDays));
              } else if (outcome.status === 'busy') run.busy++;
            } catch (err) {
              log.error({ err, interviewId: row.id }, 'retention could not erase an interview yet');
              run.failed++;
            }
          }
        }
      }
      if (run.items.length + run.failed + run.resumed > 0 && !dryRun) {
        log.info(
          { erased: run.items.length, failed: run.failed, resumed: run.resumed, busy: run.busy },
          'retention pass',
        );
      }
      return run;
    },

    /**
     * GET /company/{id}/retention/impact: what saving `retentionDays` would delete, counted before saving:
     * at the first pass after saving, then in the preview's window. Counts only, no names.
     */
    async impact(
      identity: RecruiterIdentity,
      companyId: number,
      retentionDays: number,
      now = Date.now(),
    ): Promise<RetentionImpact> {
      requireCompanyAccess(identity, companyId);
      if ((await findCompanySettings(db, companyId)) === undefined) throw notFound('Company');
      const windowDays = PRIVACY_LIMITS.previewDefaultDays;
      const cutoff = new Date(now - retentionDays * DAY_MS).toISOString();
      const windowEnd = new Date(now + (windowDays - retentionDays) * DAY_MS).toISOString();
      const [atOnce, later] = await Promise.all([
        repo.countDueBetween(db, companyId, cutoff),
        repo.countDueBetween(db, companyId, windowEnd, cutoff),
      ]);
      return { retentionDays, asOf: new Date(now).toISOString(), cutoff, atOnce, later, windowDays };
    },

    /** GET /company/{id}/retention/preview: what the rule deletes from now to now + days. */
    async preview(
      identity: RecruiterIdentity,
      companyId: number,
      days: number,
      now = Date.now(),
    ): Promise<RetentionPreview> {
      requireCompanyAccess(identity, companyId);
      const stored = await findCompanySettings(db, companyId);
      if (stored === undefined) throw notFound('Company');
      const { retentionDays } = readCompanySettings(stored);
      const from = new Date(now).toISOString();
      const to = new Date(now + days * DAY_MS).toISOString();
      if (retentionDays === null) return { retentionDays, from, to, total: 0, items: [] };
      // Due by the end of the window; ones already due are deleted by the next pass, so they count too.
      const basisBefore = new Date(now + days * DAY_MS - retentionDays * DAY_MS).toISOString();
      const [rows, total] = await Promise.all([
        repo.listDue(db, companyId, basisBefore, PRIVACY_LIMITS.previewMaxItems),
        repo.countDue(db, companyId, basisBefore),
      ]);
      const items = rows.map((row): RetentionPreviewItem => ({
        interviewId: row.id,
        jobId: row.job_id,
        jobTitle: row.job_title,
        applicantName: `${row.first_name} ${row.last_name}`.trim(),
        basis: row.status === 'Completed' ? 'completed' : 'expired',
        basisAt: row.basis_at,
        deleteAt: plusDays(row.basis_at, retentionDays),
      }));
      return { retentionDays, from, to, total, items };
    },
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;
