import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  mediaFailureMessage,
  RESUME_MIME_TYPES,
  TranscriptSegmentSchema,
  type Interview,
  type InterviewDetail,
  type InterviewFilterQuery,
  type InterviewList,
  type InterviewListQuery,
  type InterviewResponse,
  type PatchRecruiterInterviewBody,
  type RecruiterIdentity,
} from '@vi/contracts';
import { toCount, type Dialect } from '../../db/dialect.js';
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
  ratingSummary,
  toGuestReviewDto,
  toReviewDto,
  listGuestReviewsOf,
  listReviewsOf,
  announceStageChanges,
  changeStages,
} from '../reviews/index.js';
import type { CompanyEvents } from '../webhooks/index.js';
import { findOwnInterview, type InterviewRow } from '../interview-access/index.js';
import { countInterviews, listInterviews, type InterviewFilters } from './interview-list.repository.js';
import { searchTerms } from './interview-search.repository.js';
import * as repo from './interview.repository.js';
import { deletionOf, toTombstone } from './interview-tombstone.js';
import { answerMediaUrls, resumeUrl, type AnswerMedia, type MediaUrls } from './media-urls.js';

export interface ResumeDownload {
  stream: Readable;
  length: number;
  contentType: string;
  fileName: string;
}

const SegmentsSchema = TranscriptSegmentSchema.array();

function parseSegments(json: string | null): InterviewResponse['transcription']['segments'] {
  if (!json) return [];
  try {
    const parsed = SegmentsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** One answer; its media addresses are the recruiters' unless a share link's `urls` are given. */
export function toResponse(
  row: repo.ResponseRow,
  hasTranscriptionConsent: boolean,
  urls: (media: AnswerMedia) => MediaUrls = answerMediaUrls,
): InterviewResponse {
  // Until the media job made the files there is nothing to play: no addresses, and the status says why.
  const isReady = row.media_status === 'ready';
  return {
    questionId: row.question_key,
    questionText: row.question_text,
    ...(isReady
      ? urls({
          answerId: row.id,
          contentType: row.content_type,
          mediaKey: row.media_key,
          audioKey: row.audio_key,
          thumbnailKey: row.thumbnail_key,
        })
      : { videoUrl: null, audioUrl: null, thumbnailUrl: null }),
    mediaStatus: row.media_status,
    ...(row.media_status === 'failed' ? { mediaError: mediaFailureMessage(row.media_error) } : {}),
    duration: row.duration_ms === null ? null : row.duration_ms / 1000,
    transcription: row.transcript_status
      ? {
          status: row.transcript_status,
          text: row.transcript_text,
          segments: parseSegments(row.transcript_segments),
        }
      : // Without consent no transcript is ever made; with it, the job has not written its row yet.
        { status: hasTranscriptionConsent ? 'pending' : 'unavailable', text: null, segments: [] },
  };
}

export function toInterview(row: InterviewRow, answers: repo.ResponseRow[]): Interview {
  const responses = answers.map((a) => toResponse(a, row.transcription_consent === 1));
  const hasResume = row.resume_key !== null;
  const deletion = deletionOf(row);
  if (deletion) return toTombstone(row, deletion);
  return {
    id: row.id,
    applicationGuid: row.guid,
    questionnaireId: row.questionnaire_id,
    jobTitle: row.job_title,
    jobId: row.job_id,
    applicantName: `${row.first_name} ${row.last_name}`,
    applicantEmail: row.email,
    applicantPhone: row.phone,
    dateApplied: row.created_at,
    status: row.status,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    thumbnailUrl: responses.find((r) => r.thumbnailUrl !== null)?.thumbnailUrl ?? null,
    hasResume,
    resumeUrl: hasResume ? resumeUrl(row.id) : null,
    responses,
    accommodations: readAccommodations(row.accommodations),
    stage: row.stage,
    rating: ratingSummary(row.rating_average, toCount(row.rating_count)),
    deadline: row.deadline,
    extensionRequest: row.extension_requested_at
      ? { message: row.extension_message, requestedAt: row.extension_requested_at }
      : null,
  };
}

export function groupByApplication(rows: repo.ResponseRow[]): Map<string, repo.ResponseRow[]> {
  const groups = new Map<string, repo.ResponseRow[]>();
  for (const row of rows) {
    const group = groups.get(row.application_id);
    if (group) group.push(row);
    else groups.set(row.application_id, [row]);
  }
  return groups;
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
    const [answers, reviews, guests, criteria] = await Promise.all([
      repo.listResponses(db, [row.id]),
      listReviewsOf(db, [row.id]),
      listGuestReviewsOf(db, [row.id]),
      row.questionnaire_id ? listCriteriaOf(db, [row.questionnaire_id]) : Promise.resolve([]),
    ]);
    return {
      ...toInterview(row, answers),
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
      const answers = groupByApplication(
        await repo.listResponses(
          db,
          rows.map((r) => r.id),
        ),
      );
      return {
        data: rows.map((row) => toInterview(row, answers.get(row.id) ?? [])),
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
