import { useId } from 'react';
import './star-rating-input.css';

const STARS = [1, 2, 3, 4, 5] as const;

type StarRatingInputProps = {
  /** The question the stars answer, e.g. "Overall rating": the group's accessible name. */
  legend: string;
  value: number | null;
  onChange: (stars: number) => void;
  error?: string;
  required?: boolean;
  /** The name of one choice for assistive technology, e.g. "3 stars". */
  choiceLabel?: (stars: number) => string;
};

/**
 * A 1–5 star choice built from native radio buttons in a fieldset (a radio group, so it may say it is
 * required or invalid): Tab reaches the group, the arrow keys choose, and a screen reader says "3 stars,
 * radio button, 3 of 5" instead of reading five pictures.
 */
export function StarRatingInput({
  legend,
  value,
  onChange,
  error,
  required = false,
  choiceLabel = (stars) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
}: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const hasError = error !== undefined && error !== '';
  return (
    <fieldset
      role="radiogroup"
      className={`star-rating${hasError ? ' star-rating--invalid' : ''}`}
      aria-describedby={hasError ? errorId : undefined}
      aria-invalid={hasError || undefined}
      aria-required={required || undefined}
    >
      <legend className="star-rating__legend">
        {legend}
        {required && (
          <span className="star-rating__asterisk" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="star-rating__stars">
        {STARS.map((stars) => (
          <label key={stars} className="star-rating__star" data-on={value !== null && stars <= value}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => {
                onChange(stars);
              }}
            />
            <span className="visually-hidden">{choiceLabel(stars)}</span>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            </svg>
          </label>
        ))}
      </div>
      {hasError && (
        <div id={errorId} className="star-rating__error">
          {error}
        </div>
      )}
    </fieldset>
  );
}

/** Stars shown, not chosen: the number is in the text, the pictures are decoration. */
export function StarRatingDisplay({ stars, label }: { stars: number; label: string }) {
  return (
    <span className="star-rating-display" role="img" aria-label={label}>
      {STARS.map((n) => (
        <svg
          key={n}
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
          data-on={n <= stars}
        >
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </span>
  );
}
