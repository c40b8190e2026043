import type { RatingSummary, Review } from '@vi/contracts';
import { useId } from 'react';
import { INTERVIEW_FACTS_TEXTS } from '../../shared/ui/recruiter/interview-facts-texts';
import { StarsShown } from './star-rating';
import { RECOMMENDATION_LABELS, REVIEW_TEXTS as T } from './texts';

type TeamReviewsProps = {
  rating: RatingSummary;
  reviews: readonly Review[];
  /** 1-based place of each question on the screen, to name per-answer stars "Answer 2". */
  positions: ReadonlyMap<string, number>;
};

/** The team's average and every reviewer's review by name, guests (through a share link) included. */
export function TeamReviews({ rating, reviews, positions }: TeamReviewsProps) {
  const headingId = useId();
  const shown = reviews.filter(hasContent);
  return (
    <section className="review-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="review-panel__heading">
        {T.teamRating}
      </h3>
      <p className="team-rating" data-testid="team-rating">
        {rating.average === null ? (
          T.notRated
        ) : (
          <>
            <StarsShown stars={Math.round(rating.average)} />{' '}
            <span>{INTERVIEW_FACTS_TEXTS.ratingText(rating.average, rating.count)}</span>
          </>
        )}
      </p>
      <h4 className="review-panel__subheading">{T.teamReviews}</h4>
      {shown.length === 0 ? (
        <p className="review-panel__empty">{T.noReviews}</p>
      ) : (
        <ul className="team-reviews">
          {shown.map((review) => (
            <li key={review.id} className="team-review">
              <ReviewCard review={review} positions={positions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function hasContent(review: Review): boolean {
  return (
    review.overall !== null ||
    review.recommendation !== null ||
    review.ratings.length > 0 ||
    review.criteria.length > 0 ||
    (review.comment !== null && review.comment !== '')
  );
}

function ReviewCard({ review, positions }: { review: Review; positions: ReadonlyMap<string, number> }) {
  const answers = [...review.ratings].sort(
    (a, b) => (positions.get(a.questionId) ?? 99) - (positions.get(b.questionId) ?? 99),
  );
  return (
    <>
      <p className="team-review__who">
        <strong>{review.reviewerName}</strong>
        {review.isMine && <span className="team-review__tag">{T.you}</span>}
        {review.kind === 'guest' && <span className="team-review__tag">{T.guest}</span>}
      </p>
      {(review.overall !== null || review.recommendation !== null) && (
        <p className="team-review__line">
          {review.overall !== null && <StarsShown stars={review.overall} />}
          {review.recommendation !== null && (
            <span
              className={`team-review__recommendation team-review__recommendation--${review.recommendation}`}
            >
              {RECOMMENDATION_LABELS[review.recommendation]}
            </span>
          )}
        </p>
      )}
      {(answers.length > 0 || review.criteria.length > 0) && (
        <dl className="team-review__scores">
          {answers.map((answer) => (
            <div key={answer.questionId}>
              <dt>{T.answerStars(positions.get(answer.questionId) ?? 0)}</dt>
              <dd>
                <StarsShown stars={answer.stars} />
              </dd>
            </div>
          ))}
          {review.criteria.map((criterion) => (
            <div key={criterion.criterionId}>
              <dt>{criterion.label}</dt>
              <dd>
                <StarsShown stars={criterion.stars} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {review.comment && <p className="team-review__comment">{review.comment}</p>}
    </>
  );
}
