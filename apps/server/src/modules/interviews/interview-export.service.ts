import type { Kysely } from 'kysely';
import {
  REVIEW_LIMITS,
  type AuditDetails,
  type InterviewFilterQuery,
  type RecruiterIdentity,
} from '@vi/contracts';
import { toCount, type Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { AuditLog } from '../audit/index.js';
import { requireCompanyAccess } from '../auth/index.js';
import { ratingSummary, listReviewsOf, type ReviewRow } from '../reviews/index.js';
import { toCsv } from '../../lib/csv.js';
import { answerColumns } from './interview-export-answers.js';
import { listInterviews } from './interview-list.repository.js';
import { filterFacts } from './interview-read-audit.js';
import { filtersOf } from './interview.service.js';

/** Bound parameters per IN list: far below SQLite's and PostgreSQL's limits. */
const CHUNK = 500;

interface Reviewer {
  userId: number;
  label: string;
}

/** One pair of columns per reviewer, by name; a name two reviewers share gets their user ids. */
function reviewersOf(reviews: readonly ReviewRow[]): Reviewer[] {
  const names = new Map<number, string>();
  for (const r of reviews) names.set(r.reviewer_user_id, `${r.first_name} ${r.last_name}`.trim());
  const counts = new Map<string, number>();
  for (const name of names.values()) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...names]
    .map(([userId, name]) => ({ userId, label: (counts.get(name) ?? 0) > 1 ? `${name} (#${userId})` : name }))
    .sort((x, y) => x.label.localeCompare(y.label));
}

/** What an export's audit entry keeps: its filters (filterFacts), the format and how many rows. */
function exportFacts(query: InterviewFilterQuery, rows: number): AuditDetails {
  return { format: 'csv', rows, ...filterFacts(query) };
}

export function createInterviewExportService({
  db,
  dialect,
  audit,
}: {
  db: Kysely<DB>;
  dialect: Dialect;
  audit: AuditLog;
}) {
  async function reviewsOf(ids: readonly string[]): Promise<ReviewRow[]> {
    const rows: ReviewRow[] = [];
    for (let i = 0; i < ids.length; i += CHUNK)
      rows.push(...(await listReviewsOf(db, ids.slice(i, i + CHUNK))));
    return rows;
  }

  return {
    /** The list's filters and order as CSV, one row per interview (at most REVIEW_LIMITS.maxExportRows). */
    async csv(identity: RecruiterIdentity, companyId: number, query: InterviewFilterQuery): Promise<string> {
      requireCompanyAccess(identity, companyId);
      const filters = filtersOf(identity, query);
      const rows = filters
        ? await listInterviews(db, dialect, companyId, filters, {
            sort: query.sort,
            limit: REVIEW_LIMITS.maxExportRows,
            offset: 0,
          })
        : [];
      const reviews = await reviewsOf(rows.map((r) => r.id));
      // Appended after the columns the export always had, so a reader that counts columns keeps working.
      const answers = await answerColumns(
        db,
        rows.map((r) => r.id),
      );
      const reviewers = reviewersOf(reviews);
      const byInterview = new Map<string, Map<number, ReviewRow>>();
      for (const r of reviews) {
        const mine = byInterview.get(r.application_id) ?? new Map<number, ReviewRow>();
        mine.set(r.reviewer_user_id, r);
        byInterview.set(r.application_id, mine);
      }

      const header = [
        'Applicant name',
        'Email',
        'Job',
        'Questionnaire',
        'Status',
        'Stage',
        'Average rating',
        'Review count',
        ...reviewers.flatMap((r) => [`${r.label}: overall`, `${r.label}: recommendation`]),
        'Completed at',
        'Date applied',
        ...answers.header,
      ];
      const lines = rows.map((row) => {
        const rating = ratingSummary(row.rating_average, toCount(row.rating_count));
        const mine = byInterview.get(row.id);
        return [
          `${row.first_name} ${row.last_name}`,
          row.email,
          row.job_title,
          row.questionnaire_name,
          row.status,
          row.stage,
          rating.average,
          mine?.size ?? 0,
          ...reviewers.flatMap((r) => {
            const review = mine?.get(r.userId);
            return [review?.overall ?? null, review?.recommendation ?? null];
          }),
          row.completed_at,
          row.created_at,
          ...answers.cellsOf(row.id),
        ];
      });
      const details = exportFacts(query, rows.length);
      await audit.append(db, {
        companyId,
        actor: { recruiter: identity },
        type: 'interview_exported',
        details,
      });
      return toCsv([header, ...lines]);
    },
  };
}
