import type { InterviewStage } from '@vi/contracts';

/** The hiring stages' names, as the candidate list, its filters and the compare screen show them. */
export const STAGE_LABELS: Record<InterviewStage, string> = {
  new: 'New',
  in_review: 'In review',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  hired: 'Hired',
};

/** Texts of the stage badge and the team's rating, shown in the candidate list and the compare screen. */
export const INTERVIEW_FACTS_TEXTS = {
  notRated: 'Not rated',
  ratingText: (average: number, count: number) =>
    `${average.toFixed(1)} of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`,
};
