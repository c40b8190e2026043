import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  GuidSchema,
  RESUME_MIME_TYPES,
  TranscriptSegmentSchema,
  type Interview,
  type InterviewList,
  type InterviewListQuery,
  type InterviewResponse,
  type PatchRecruiterInterviewBody,
  type RecruiterIdentity,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import type { Storage } from '../../infra/storage/storage.js';
import { AppError } from '../../lib/app-error.js';
import { mergeAccommodations, readAccommodations, storedAccommodations } from '../../lib/interview-limits.js';
import { nowIso } from '../../lib/time.js';
import { requireCompanyAccess, requireOwnRecord } from '../auth/access.js';
import * as repo from './interview.repository.js';
import { answerMediaUrls, resumeUrl } from './media-urls.js';

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

function toResponse(row: repo.ResponseRow, hasTranscriptionConsent: boolean): InterviewResponse {
  return {
    questionId: row.question_key,
    questionText: row.question_text,
    ...answerMediaUrls({
      answerId: row.id,
      contentType: row.content_type,
      mediaKey: row.media_key,
      audioKey: row.audio_key,
      thumbnailKey: row.thumbnail_key,
    }),
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

function toInterview(row: repo.InterviewRow, answers: repo.ResponseRow[]): Interview {
  const responses = answers.map((a) => toResponse(a, row.transcription_consent === 1));
  const hasResume = row.resume_key !== null;
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
  };
}

function groupByApplication(rows: repo.ResponseRow[]): Map<string, repo.ResponseRow[]> {
  const groups = new Map<string, repo.ResponseRow[]>();
  for (const row of rows) {
    const group = groups.get(row.application_id);
    if (group) group.push(row);
    else groups.set(row.application_id, [row]);
  }
  return groups;
}

const interviewNotFound = () => new AppError('NOT_FOUND', { message: 'Interview not found' });

/** Application ids are UUID v4; anything else cannot exist and never reaches the database. */
function requireUuid(id: string): string {
  const parsed = GuidSchema.safeParse(id.toLowerCase());
  if (!parsed.success) throw interviewNotFound();
  return parsed.data;
}

export function createInterviewService({ db, storage }: { db: Kysely<DB>; storage: Storage }) {
  async function getOwnRow(identity: RecruiterIdentity, id: string): Promise<repo.InterviewRow> {
    const row = await repo.findInterview(db, requireUuid(id));
    return requireOwnRecord(identity, row, 'Interview');
  }

  return {
    async list(
      identity: RecruiterIdentity,
      companyId: number,
      query: InterviewListQuery,
    ): Promise<InterviewList> {
      requireCompanyAccess(identity, companyId);
      const filters = { status: query.status, jobId: query.jobId };
      const [rows, total] = await Promise.all([
        repo.listInterviews(db, companyId, filters, {
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        repo.countInterviews(db, companyId, filters),
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

    async get(identity: RecruiterIdentity, id: string): Promise<Interview> {
      const row = await getOwnRow(identity, id);
      return toInterview(row, await repo.listResponses(db, [row.id]));
    },

    async patch(
      identity: RecruiterIdentity,
      id: string,
      body: PatchRecruiterInterviewBody,
    ): Promise<Interview> {
      const row = await getOwnRow(identity, id);
      if (body.accommodations) {
        const next = mergeAccommodations(readAccommodations(row.accommodations), body.accommodations);
        const changed = await repo.updateAccommodations(db, row.id, storedAccommodations(next), nowIso());
        if (!changed) {
          throw new AppError('CONFLICT', {
            message: 'Accommodations cannot change once the interview is completed.',
          });
        }
      }
      return this.get(identity, id);
    },

    async openResume(identity: RecruiterIdentity, id: string): Promise<ResumeDownload> {
      const row = requireOwnRecord(identity, await repo.findResume(db, requireUuid(id)), 'Interview');
      const missing = () => new AppError('NOT_FOUND', { message: 'Resume not found' });
      if (!row.resume_key) throw missing();
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
    },
  };
}
