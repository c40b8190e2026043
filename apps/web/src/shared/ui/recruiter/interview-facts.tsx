import type { InterviewStage, RatingSummary } from '@vi/contracts';
import { INTERVIEW_FACTS_TEXTS as T, STAGE_LABELS } from './interview-facts-texts';

/** Where the hiring decision stands, as a coloured label (the colour only repeats the word). */
export function StageBadge({ stage }: { stage: InterviewStage }) {
  return <span className={`stage-badge stage-badge--${stage}`}>{STAGE_LABELS[stage]}</span>;
}

/** The team's average overall rating: "★ 4.5 (2)", read out in words. */
export function RatingSummaryText({ rating }: { rating: RatingSummary }) {
  if (rating.average === null || rating.count === 0) {
    return <span className="rating-summary rating-summary--none">{T.notRated}</span>;
  }
  return (
    <span className="rating-summary">
      <span aria-hidden="true">
        <span className="rating-summary__star">★</span> {rating.average.toFixed(1)} ({rating.count})
      </span>
      <span className="visually-hidden">{T.ratingText(rating.average, rating.count)}</span>
    </span>
  );
}
