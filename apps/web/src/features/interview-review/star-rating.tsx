import { useId } from 'react';
import { REVIEW_TEXTS as T } from './texts';

const STAR_VALUES = [1, 2, 3, 4, 5] as const;

type StarRatingProps = {
  /** The group's name for screen readers ("Overall", "Your rating of answer 2"). */
  label: string;
  value: number | null;
  onChange: (stars: number | null) => void;
  /** Shows the label on screen; otherwise it is for screen readers only (the question says what it is). */
  showLabel?: boolean;
  disabled?: boolean;
};

/**
 * 1–5 stars as a real radio group: Tab reaches it once, the arrow keys choose, and a screen reader says
 * "4 stars, radio button, 4 of 5". The radios are visually hidden; their labels are the stars.
 */
export function StarRating({ label, value, onChange, showLabel = true, disabled = false }: StarRatingProps) {
  const name = useId();
  return (
    <fieldset className="stars" disabled={disabled}>
      <legend className={showLabel ? 'stars__legend' : 'visually-hidden'}>{label}</legend>
      <div className="stars__row">
        <div className="stars__options">
          {STAR_VALUES.map((stars) => {
            const id = `${name}-${stars}`;
            return (
              <span key={stars} className="stars__option">
                <input
                  id={id}
                  type="radio"
                  className="stars__input"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                />
                <label
                  htmlFor={id}
                  className={`stars__star${value !== null && stars <= value ? ' stars__star--on' : ''}`}
                  title={T.stars(stars)}
                >
                  <span aria-hidden="true">★</span>
                  <span className="visually-hidden">{T.stars(stars)}</span>
                </label>
              </span>
            );
          })}
        </div>
        {value !== null && (
          <button
            type="button"
            className="btn btn-link btn-sm stars__clear"
            aria-label={T.clearStarsOf(label)}
            onClick={() => onChange(null)}
          >
            {T.clearStars}
          </button>
        )}
      </div>
    </fieldset>
  );
}

/** Stars shown, not chosen: "★★★★☆" read as "4 stars". */
export function StarsShown({ stars }: { stars: number }) {
  return (
    <span className="stars-shown" role="img" aria-label={T.stars(stars)}>
      <span aria-hidden="true">{'★'.repeat(stars)}</span>
      <span aria-hidden="true" className="stars-shown__off">
        {'★'.repeat(Math.max(0, 5 - stars))}
      </span>
    </span>
  );
}
