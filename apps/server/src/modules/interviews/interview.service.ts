import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  RESUME_MIME_TYPES,
  type InterviewDetail,
  type InterviewFilterQuery,
  type InterviewList,
  type InterviewListQuery,
  type PatchRecruiterInterviewBody,
  type RecruiterIdentity,
} from '@vi/contracts';
import { type Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { Storage } from '../../infra/storage/storage.js';
import { AppError } from '../../lib/app-error.js';
import { mergeAccommodations, readAccommodations, storedAccommodations } from '../../lib/interview-limits.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import { requireCompanyAccess } from '../auth/index.js';
import {
  recordView,
  listCriteriaOf,
  toGuestReviewDto,
  toReviewDto,
  listGuestReviewsOf,
  listReviewsOf,
  announceStageChanges,
  changeStages,
} from '../reviews/index.js';
import type { CompanyEvents } from '../webhooks/index.js';
import {
  assignedUserOf,
  findOwnInterview,
  hidesContactDetails,
  type InterviewRow,
} from '../interview-access/index.js';
import { filterFacts } from './interview-read-audit.js';
import { countInterviews, listInterviews, type InterviewFilters } from './interview-list.repository.js';
import { searchTerms } from './interview-search.repository.js';
import * as repo from './interview.repository.js';
import { groupQuestionAnswers, listQuestionAnswers } from './question-answer-reads.js';
import { groupByApplication, toInterview, withoutContactDetails } from './interview-shape.js';
import { searchMatchOf } from './search-match.js';

export interface ResumeDownload {
  stream: Readable;
  length: number;
  contentType: string;
  fileName: string;
}

/** The list's filters from its query; undefined when the search has no words (so nothing matches). */
export function filtersOf(
  identity: RecruiterIdentity,
  query: InterviewFilterQuery,
): InterviewFilters | undefined {
  const q = query.q?.trim();
  const terms = q ? searchTerms(q) : undefined;
  if (terms?.length === 0) return undefined;
  return {
    status: query.status,
    jobId: query.jobId,
    questionnaireId: query.questionnaireId,
    stages: query.stage,
    minRating: query.minRating,
    searchTerms: terms,
    unreviewedBy: query.unreviewedByMe ? identity.userId : undefined,
    screening: query.screening,
    assignedTo: assignedUserOf(identity),
  };
}

export function createInterviewService({
  db,
  dialect,
  storage,
  events,
  audit,
}: {
  db: Kysely<DB>;
  dialect: Dialect;
  storage: Storage;
  events: CompanyEvents;
  audit: AuditLog;
}) {
  /** The interview with every review and its questionnaire's criteria (the review screen). */
  async function detail(identity: RecruiterIdentity, row: InterviewRow): Promise<InterviewDetail> {
    const [answers, others, reviews, guests, criteria] = await Promise.all([
      repo.listResponses(db, [row.id]),
      listQuestionAnswers(db, [row.id]),
      listReviewsOf(db, [row.id]),
      listGuestReviewsOf(db, [row.id]),
      row.questionnaire_id ? listCriteriaOf(db, [row.questionnaire_id]) : Promise.resolve([]),
    ]);
    const interview = toInterview(row, answers, others);
    return {
      ...(hidesContactDetails(identity) ? withoutContactDetails(interview) : interview),
      reviews: [
        ...reviews.map((r) => toReviewDto(r, criteria, identity.userId)),
        ...guests.map(toGuestReviewDto),
      ],
      criteria: criteria.map((c) => ({ criterionId: c.id, label: c.label })),
    };
  }

  return {
    async list(
      identity: RecruiterIdentity,
      companyId: number,
      query: InterviewListQuery,
    ): Promise<InterviewList> {
      requireCompanyAccess(identity, companyId);
      const filters = filtersOf(identity, query);
      if (!filters) return { data: [], total: 0, page: query.page, limit: query.limit };
      const [rows, total] = await Promise.all([
        listInterviews(db, dialect, companyId, filters, {
          sort: query.sort,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        countInterviews(db, dialect, companyId, filters),
      ]);
      const ids = rows.map((r) => r.id);
      const [answers, others] = await Promise.all([
        repo.listResponses(db, ids).then(groupByApplication),
        listQuestionAnswers(db, ids).then(groupQuestionAnswers),
      ]);
      // A page of candidates' personal data: one entry per request, with its filters and its count.
      const { page, limit } = query;
      const details = { ...filterFacts(query), page, limit, rows: rows.length, total };
      await audit.append(db, {
        companyId,
        actor: { recruiter: identity },
        type: 'interviews_listed',
        details,
      });
      return {
        data: rows.map((row) => {
          const shaped = toInterview(row, answers.get(row.id) ?? [], others.get(row.id));
          const terms = filters.searchTerms;
          const interview = terms?.length
            ? { ...shaped, searchMatch: searchMatchOf(shaped.responses, terms) }
            : shaped;
          return hidesContactDetails(identity) ? withoutContactDetails(interview) : interview;
        }),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    /** GET /interviews/{id}: the review screen; a sitting is logged once (see recordView). */
    async view(identity: RecruiterIdentity, id: string): Promise<InterviewDetail> {
      const row = await findOwnInterview(db, identity, id);
      const result = await detail(identity, row);
      await recordView(db, identity.userId, row.id);
      const event = { companyId: row.company_id, actor: { recruiter: identity }, interviewId: row.id };
      await audit.appendOncePerWindow(db, { ...event, type: 'interview_viewed' }, row.id);
      return result;
    },

    /** Stage and accommodations change together or not at all. */
    async patch(
      identity: RecruiterIdentity,
      id: string,
      body: PatchRecruiterInterviewBody,
    ): Promise<InterviewDetail> {
      const row = await findOwnInterview(db, identity, id);
      const stageChanges = await db.transaction().execute(async (trx) => {
        if (body.accommodations) {
          const next = mergeAccommodations(readAccommodations(row.accommodations), body.accommodations);
          const changed = await repo.updateAccommodations(trx, row.id, storedAccommodations(next), nowIso());
          if (!changed) {
            throw new AppError('CONFLICT', {
              message: 'Accommodations cannot change once the interview is completed.',
            });
          }
        }
        return body.stage ? changeStages(trx, identity, [row], body.stage) : [];
      });
      await announceStageChanges(events, stageChanges);
      return detail(identity, await findOwnInterview(db, identity, id));
    },

    async openResume(identity: RecruiterIdentity, id: string): Promise<ResumeDownload> {
      const row = await findOwnInterview(db, identity, id);
      if (hidesContactDetails(identity)) throw new AppError('NOT_FOUND', { message: 'Resume not found' });
      const resume = await openStoredResume(db, storage, row.id);
      const event = { companyId: row.company_id, actor: { recruiter: identity }, interviewId: row.id };
      await audit.append(db, { ...event, type: 'resume_downloaded' });
      return resume;
    },
  };
}

/** The stored resume of an interview whose access was already checked (by a recruiter or a share link). */
export async function openStoredResume(
  db: Kysely<DB>,
  storage: Storage,
  applicationId: string,
): Promise<ResumeDownload> {
  const row = await repo.findResume(db, applicationId);
  const missing = () => new AppError('NOT_FOUND', { message: 'Resume not found' });
  if (!row?.resume_key) throw missing();
  const stored = await storage.get(row.resume_key);
  if (!stored) throw missing();
  const type = RESUME_MIME_TYPES.find((t) => t === row.resume_type);
  return {
    stream: stored.stream,
    length: stored.length,
    // Only the document types the invite accepts are named; anything else is plain bytes.
    contentType: type ?? 'application/octet-stream',
    fileName: row.resume_name ?? 'resume',
  };
}
