import { AccommodationsInputSchema, NO_ACCOMMODATIONS, type Accommodations } from '@vi/contracts';

export type AccommodationField = 'extraTimePercent' | 'extraTries';
const ACCOMMODATION_FIELDS = [
  'extraTimePercent',
  'extraTries',
] as const satisfies readonly AccommodationField[];

/** As the controls hold them: text for the numbers, so an out-of-range or half-typed value is reported. */
export type AccommodationsDraft = Record<AccommodationField, string> & { audioOnlyAllowed: boolean };
export type AccommodationErrors = Partial<Record<AccommodationField, string>>;

/**
 * Extra time is granted in the usual steps (a quarter, half, double or triple time); the last is the
 * contract's maximum of 200 %. A stored value between steps is offered as well.
 */
export const EXTRA_TIME_STEPS = [0, 25, 50, 100, 200] as const;

export function accommodationsDraftFrom(
  accommodations: Accommodations = NO_ACCOMMODATIONS,
): AccommodationsDraft {
  return {
    extraTimePercent: String(accommodations.extraTimePercent),
    extraTries: String(accommodations.extraTries),
    audioOnlyAllowed: accommodations.audioOnlyAllowed,
  };
}

// The contract's schema reads multipart text ('' is "not given"), which is what the draft holds.
const parse = (draft: AccommodationsDraft) =>
  AccommodationsInputSchema.safeParse({
    extraTimePercent: draft.extraTimePercent.trim(),
    extraTries: draft.extraTries.trim(),
    audioOnlyAllowed: draft.audioOnlyAllowed,
  });

export function validateAccommodationsDraft(draft: AccommodationsDraft): AccommodationErrors {
  const result = parse(draft);
  const errors: AccommodationErrors = {};
  if (result.success) return errors;
  for (const { path, message } of result.error.issues) {
    const field = ACCOMMODATION_FIELDS.find((name) => name === path[0]);
    if (field !== undefined) errors[field] ??= message;
  }
  return errors;
}

/**
 * Every accommodation as a value; only for a draft that validated. Audio-only means something for a video
 * questionnaire only, so it is off whenever the screen did not offer it.
 */
export function toAccommodations(
  draft: AccommodationsDraft,
  { isAudioOnlyOffered }: { isAudioOnlyOffered: boolean },
): Accommodations {
  const result = parse(draft);
  if (!result.success) throw new Error('Accommodations must be valid before saving');
  return {
    extraTimePercent: result.data.extraTimePercent ?? 0,
    extraTries: result.data.extraTries ?? 0,
    audioOnlyAllowed: isAudioOnlyOffered && (result.data.audioOnlyAllowed ?? false),
  };
}

/** Only what differs from "none": the invite sends no field for a default, as before accommodations. */
export function nonDefaultAccommodations(accommodations: Accommodations): Partial<Accommodations> {
  return Object.fromEntries(
    Object.entries(accommodations).filter(
      ([key, value]) => value !== NO_ACCOMMODATIONS[key as keyof Accommodations],
    ),
  );
}

/** ['+50 % time', '+1 try', 'audio only allowed'] for what is set; empty for none. */
export function accommodationsSummary(accommodations: Accommodations): string[] {
  const parts: string[] = [];
  if (accommodations.extraTimePercent > 0) parts.push(`+${accommodations.extraTimePercent} % time`);
  if (accommodations.extraTries > 0) {
    parts.push(`+${accommodations.extraTries} ${accommodations.extraTries === 1 ? 'try' : 'tries'}`);
  }
  if (accommodations.audioOnlyAllowed) parts.push('audio only allowed');
  return parts;
}
