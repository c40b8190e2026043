import { RecommendationSchema, type Recommendation } from '@vi/contracts';
import { useId } from 'react';
import { RECOMMENDATION_LABELS, REVIEW_TEXTS as T } from './texts';

type RecommendationFieldProps = {
  value: Recommendation | null;
  onChange: (recommendation: Recommendation | null) => void;
};

/** Strong yes / yes / no / strong no as one radio group of segment buttons. */
export function RecommendationField({ value, onChange }: RecommendationFieldProps) {
  const name = useId();
  return (
    <fieldset className="recommendation">
      <legend className="stars__legend">{T.recommendation}</legend>
      <div className="recommendation__options">
        {RecommendationSchema.options.map((option) => {
          const id = `${name}-${option}`;
          return (
            <span key={option} className="recommendation__option">
              <input
                id={id}
                type="radio"
                className="recommendation__input"
                name={name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
              />
              <label htmlFor={id} className={`recommendation__label recommendation__label--${option}`}>
                {RECOMMENDATION_LABELS[option]}
              </label>
            </span>
          );
        })}
      </div>
      {value !== null && (
        <button
          type="button"
          className="btn btn-link btn-sm px-0"
          aria-label={T.clearStarsOf(T.recommendation)}
          onClick={() => onChange(null)}
        >
          {T.clearStars}
        </button>
      )}
    </fieldset>
  );
}
