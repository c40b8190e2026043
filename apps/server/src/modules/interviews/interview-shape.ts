import {
  mediaFailureMessage,
  TranscriptSegmentSchema,
  type Interview,
  type InterviewResponse,
  type TranscriptionStatus,
} from '@vi/contracts';
import { toCount } from '../../db/dialect.js';
import { readAccommodations } from '../../lib/interview-limits.js';
import { ratingSummary } from '../reviews/index.js';
import type { InterviewRow } from '../interview-access/index.js';
import type * as repo from './interview.repository.js';
import { mergeResponses, screeningOf, type QuestionAnswerRow } from './question-answer-reads.js';
import { deletionOf, toTombstone } from './interview-tombstone.js';
import { answerMediaUrls, resumeUrl, type AnswerMedia, type MediaUrls } from './media-urls.js';

/*
 * Rows to the recruiter's interview shapes: an answer with its media addresses and transcript, an
 * interview with its ratings, reviews and screening, and contact details hidden where a role may not see them.
 */
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

/**
 * Why a transcript has no words, for the recruiter. A failure's own message is an engine's internals
 * (an exit code, an HTTP status): it stays in the logs and the row, and the recruiter reads a sentence.
 */
function transcriptReason(status: TranscriptionStatus, note: string | null): string | null {
  if (status === 'failed') return 'the transcription engine failed; it can be run again';
  if (status === 'pending') return null;
  return note;
}

/** One answer; its media addresses are the recruiters' unless a share link's `urls` are given. */
export function toResponse(
  row: repo.ResponseRow,
  hasTranscriptionConsent: boolean,
  urls: (media: AnswerMedia) => MediaUrls = answerMediaUrls,
): InterviewResponse {
  // Until the media job made the files there is nothing to play: no addresses, and the status says why.
  const isReady = row.media_status === 'ready';
  const segments = parseSegments(row.transcript_segments);
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
          hasCaptions: row.transcript_status === 'done' && segments.some((s) => s.text.trim() !== ''),
        })
      : { videoUrl: null, audioUrl: null, thumbnailUrl: null, captionsUrl: null }),
    mediaStatus: row.media_status,
    ...(row.media_status === 'failed' ? { mediaError: mediaFailureMessage(row.media_error) } : {}),
    duration: row.duration_ms === null ? null : row.duration_ms / 1000,
    transcription: row.transcript_status
      ? {
          status: row.transcript_status,
          text: row.transcript_text,
          segments,
          engine: row.transcript_engine,
          language: row.transcript_language,
          reason: transcriptReason(row.transcript_status, row.transcript_error),
        }
      : // Without consent no transcript is ever made; with it, the job has not written its row yet.
        { status: hasTranscriptionConsent ? 'pending' : 'unavailable', text: null, segments: [] },
  };
}

export function toInterview(
  row: InterviewRow,
  answers: repo.ResponseRow[],
  others: readonly QuestionAnswerRow[] = [],
): Interview {
  const recorded = answers.map((a) => ({
    position: a.position,
    response: toResponse(a, row.transcription_consent === 1),
  }));
  const responses = mergeResponses(recorded, others);
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
    screening: screeningOf(row, others),
  };
}

/** What a reviewer without the grant sees of an interview: no email, phone or resume. */
export function withoutContactDetails<T extends Interview>(interview: T): T {
  return { ...interview, applicantEmail: '', applicantPhone: null, hasResume: false, resumeUrl: null };
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
