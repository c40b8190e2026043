import type { Accommodations } from '@vi/contracts';
import { useState } from 'react';
import {
  accommodationsDraftFrom,
  validateAccommodationsDraft,
  type AccommodationField,
  type AccommodationsDraft,
} from '../../../lib/recruiter/accommodations';

/**
 * The three accommodation fields' state: the draft, every current problem, and which of them to show
 * (a field's once it was left, all once a submit was tried).
 */
export function useAccommodationsDraft(initial?: Accommodations) {
  const [draft, setDraft] = useState(() => accommodationsDraftFrom(initial));
  const [touched, setTouched] = useState<ReadonlySet<AccommodationField>>(() => new Set());
  const [isRevealed, setRevealed] = useState(false);
  const errors = validateAccommodationsDraft(draft);

  return {
    draft,
    errors,
    isValid: Object.keys(errors).length === 0,
    shownError: (field: AccommodationField) => (isRevealed || touched.has(field) ? errors[field] : undefined),
    change: (change: Partial<AccommodationsDraft>) => {
      setDraft((current) => ({ ...current, ...change }));
    },
    touch: (field: AccommodationField) => {
      setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    },
    revealErrors: () => {
      setRevealed(true);
    },
  };
}

export type AccommodationsDraftState = ReturnType<typeof useAccommodationsDraft>;
