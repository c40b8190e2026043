import { COMPARE_TEXTS as T } from './texts';

/** 1–5 stars drawn as ★★★★☆ and read out as "4 of 5 stars". */
export function Stars({ stars }: { stars: number }) {
  const whole = Math.max(0, Math.min(5, Math.round(stars)));
  return (
    <span className="compare-stars">
      <span aria-hidden="true">{'★'.repeat(whole) + '☆'.repeat(5 - whole)}</span>
      <span className="visually-hidden">{T.stars(whole)}</span>
    </span>
  );
}
