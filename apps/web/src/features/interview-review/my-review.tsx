import type { Criterion, Review, ReviewBody } from '@vi/contracts';
import { useId } from 'react';
import { RecommendationField } from './recommendation-field';
import { StarRating } from './star-rating';
import { REVIEW_TEXTS as T } from './texts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

type MyReviewProps = {
  mine: Review | undefined;
  criteria: readonly Criterion[];
  onSave: (body: ReviewBody) => void;
  saveState: SaveState;
};

/** The caller's own overall stars, recommendation and scorecard; every change is saved at once. */
export function MyReview({ mine, criteria, onSave, saveState }: MyReviewProps) {
  const headingId = useId();
  const starsOf = (criterionId: string) =>
    mine?.criteria.find((c) => c.criterionId === criterionId)?.stars ?? null;
  return (
    <section className="review-panel" aria-labelledby={headingId}>
      <div className="review-panel__title">
        <h3 id={headingId} className="review-panel__heading">
          {T.yourReview}
        </h3>
        <SaveStatus state={saveState} />
      </div>
      <StarRating
        label={T.overall}
        value={mine?.overall ?? null}
        onChange={(overall) => onSave({ overall })}
      />
      <RecommendationField
        value={mine?.recommendation ?? null}
        onChange={(recommendation) => onSave({ recommendation })}
      />
      {criteria.length > 0 && (
        <div className="review-panel__scorecard">
          <h4 className="review-panel__subheading">{T.scorecard}</h4>
          {criteria.map((criterion) => (
            <StarRating
              key={criterion.criterionId}
              label={criterion.label}
              value={starsOf(criterion.criterionId)}
              onChange={(stars) => onSave({ criteria: [{ criterionId: criterion.criterionId, stars }] })}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** Says, politely, whether the last change reached the server. */
export function SaveStatus({ state }: { state: SaveState }) {
  const text =
    state === 'saving' ? T.saving : state === 'saved' ? T.saved : state === 'failed' ? T.saveFailed : '';
  return (
    <span
      className={`review-panel__save${state === 'failed' ? ' review-panel__save--failed' : ''}`}
      role="status"
    >
      {text}
    </span>
  );
}
