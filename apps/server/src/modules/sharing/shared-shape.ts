import type { GuestReview, SharedInterview } from '@vi/contracts';
import type { InterviewRow } from '../interview-access/index.js';
import { mergeResponses, sharedMediaUrls, toResponse } from '../interviews/index.js';
import type { GuestReviewRow } from '../reviews/index.js';
import type { ShareLinkRow } from './share-link.repository.js';

type ResponseRow = Parameters<typeof toResponse>[0];
type QuestionAnswerRow = Parameters<typeof mergeResponses>[1][number];

/** A guest review; `mine` when one of the names this browser reviews under wrote it. */
export const toGuestReview = (
  row: GuestReviewRow,
  myNames: ReadonlySet<string> = new Set(),
): GuestReview => ({
  reviewerName: row.reviewer_name,
  mine: myNames.has(row.reviewer_key),
  overall: row.overall,
  comment: row.comment,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * One interview as the link shows it: contact details only when the link shows them, media addresses
 * that carry the token, and every answer (recorded, chosen or written) in the questionnaire's order.
 */
export function toShared(
  row: InterviewRow,
  link: ShareLinkRow,
  token: string,
  extras: {
    recorded: readonly ResponseRow[];
    others: readonly QuestionAnswerRow[];
    rating: SharedInterview['rating'];
    guests: GuestReview[];
  },
): SharedInterview {
  const hide = link.hide_contact_details === 1;
  const recorded = extras.recorded.map((a) => ({
    position: a.position,
    response: toResponse(a, row.transcription_consent === 1, (media) => sharedMediaUrls(media, token)),
  }));
  return {
    id: row.id,
    applicantName: hide ? row.first_name : `${row.first_name} ${row.last_name}`,
    applicantEmail: hide ? null : row.email,
    applicantPhone: hide ? null : row.phone,
    jobTitle: row.job_title,
    status: row.status,
    dateApplied: row.created_at,
    completedAt: row.completed_at,
    resumeUrl:
      hide || row.resume_key === null
        ? null
        : `/api/v1/shared/${encodeURIComponent(token)}/interviews/${row.id}/resume`,
    responses: mergeResponses(recorded, extras.others),
    rating: extras.rating,
    guestReviews: extras.guests,
  };
}
