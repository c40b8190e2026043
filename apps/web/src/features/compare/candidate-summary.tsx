import type { InterviewDetail } from '@vi/contracts';
import { Link } from 'react-router';
import { isDeleted } from '../../shared/lib/deletion-sentence';
import { RatingSummaryText, StageBadge } from '../../shared/ui/recruiter/interview-facts';
import { displayName, TombstoneNote } from '../../shared/ui/recruiter/tombstone';
import { Stars } from './stars';
import { COMPARE_TEXTS as T, RECOMMENDATION_LABELS } from './texts';

/**
 * One candidate's head of column: name (to the review), job, stage, the team's average and each review;
 * for an erased interview the tombstone instead of the name.
 */
export function CandidateSummary({ interview }: { interview: InterviewDetail }) {
  return (
    <article className="compare-candidate" aria-labelledby={`compare-name-${interview.id}`}>
      <h3 id={`compare-name-${interview.id}`} className="compare-candidate__name">
        <Link to={`/recruiter/interviews/${encodeURIComponent(interview.id)}`}>{displayName(interview)}</Link>
      </h3>
      {isDeleted(interview) && <TombstoneNote deletion={interview.deletion} />}
      <p className="compare-candidate__job">{interview.jobTitle}</p>
      <p className="compare-candidate__facts">
        <StageBadge stage={interview.stage} />
        <RatingSummaryText rating={interview.rating} />
      </p>
      <h4 className="compare-candidate__subheading">{T.reviews}</h4>
      {interview.reviews.length === 0 ? (
        <p className="compare-muted">{T.noReviews}</p>
      ) : (
        <ul className="compare-reviews">
          {interview.reviews.map((review) => (
            <li key={review.id}>
              <span className="compare-reviews__who">
                {review.reviewerName}
                {review.kind === 'guest' ? ` (${T.guest})` : ''}
              </span>
              {review.overall !== null && (
                <span>
                  {T.overall} <Stars stars={review.overall} />
                </span>
              )}
              {review.recommendation !== null && (
                <span className="compare-reviews__recommendation">
                  {RECOMMENDATION_LABELS[review.recommendation]}
                </span>
              )}
              {review.comment !== null && review.comment !== '' && (
                <span className="compare-reviews__comment">{review.comment}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** Each reviewer's stars for one answer. */
export function AnswerStars({ interview, questionId }: { interview: InterviewDetail; questionId: string }) {
  const rated = interview.reviews.flatMap((review) => {
    const rating = review.ratings.find((r) => r.questionId === questionId);
    return rating ? [{ id: review.id, name: review.reviewerName, stars: rating.stars }] : [];
  });
  return (
    <div className="compare-answer-stars">
      <h5 className="compare-answer-stars__heading">{T.answerStars}</h5>
      {rated.length === 0 ? (
        <p className="compare-muted">{T.noAnswerStars}</p>
      ) : (
        <ul>
          {rated.map((entry) => (
            <li key={entry.id}>
              <span className="compare-reviews__who">{entry.name}</span> <Stars stars={entry.stars} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
