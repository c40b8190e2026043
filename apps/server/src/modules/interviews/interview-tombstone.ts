import type { Deletion, Interview } from '@vi/contracts';
import { toCount } from '../../db/dialect.js';
import { readAccommodations } from '../../lib/interview-limits.js';
import { ratingSummary } from '../reviews/index.js';
import type { InterviewRow } from '../interview-access/index.js';

/** When and why an interview's personal data went; null while it is intact. */
export function deletionOf(row: InterviewRow): Deletion | null {
  if (!row.deleted_at || !row.deletion_reason) return null;
  return {
    deletedAt: row.deleted_at,
    reason: row.deletion_reason,
    retentionDays: row.deletion_reason === 'retention' ? row.deletion_retention_days : null,
  };
}

/**
 * What is left of an erased interview: the job, the dates, the stage and the team's ratings; no name,
 * address, link, media, transcript or resume (the rows are gone; this also says so for a stray one).
 */
export function toTombstone(row: InterviewRow, deletion: Deletion): Interview {
  return {
    id: row.id,
    applicationGuid: '',
    questionnaireId: row.questionnaire_id,
    jobTitle: row.job_title,
    jobId: row.job_id,
    applicantName: '',
    applicantEmail: '',
    applicantPhone: null,
    dateApplied: row.created_at,
    status: row.status,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    thumbnailUrl: null,
    hasResume: false,
    resumeUrl: null,
    responses: [],
    accommodations: readAccommodations(row.accommodations),
    stage: row.stage,
    rating: ratingSummary(row.rating_average, toCount(row.rating_count)),
    deadline: row.deadline,
    extensionRequest: null,
    deletion,
  };
}
