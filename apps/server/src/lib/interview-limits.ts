import {
  AccommodationsInputSchema,
  effectiveLimits,
  InterviewSettingsInputSchema,
  NO_ACCOMMODATIONS,
  resolveInterviewSettings,
  type Accommodations,
  type AccommodationsInput,
  type EffectiveLimits,
  type InterviewSettings,
  type InterviewSettingsInput,
} from '@vi/contracts';

/**
 * Interview settings (per questionnaire) and accommodations (per application) are stored as JSON text.
 * Anything unreadable, such as a hand-edited row, reads as "not set": the spec's behaviour.
 */
function parseJson<T>(text: string | null, parse: (value: unknown) => T | undefined): T | undefined {
  if (text === null) return undefined;
  try {
    return parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export function readSettings(text: string | null): InterviewSettings {
  const input = parseJson(text, (v) => InterviewSettingsInputSchema.safeParse(v).data);
  return resolveInterviewSettings(input);
}

/** Only what the recruiter set is stored, so a later change of a default reaches old questionnaires. */
export function storedSettings(input: InterviewSettingsInput | undefined): string | null {
  if (!input) return null;
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return Object.keys(set).length > 0 ? JSON.stringify(set) : null;
}

/**
 * Settings sent without `deadlineDays` keep the stored default deadline: a client that knows only the
 * other settings (the builder) must not remove it. An explicit null removes it.
 */
export function keepDeadlineDays(
  input: InterviewSettingsInput,
  storedText: string | null,
): InterviewSettingsInput {
  if (input.deadlineDays !== undefined) return input;
  const stored = parseJson(storedText, (v) => InterviewSettingsInputSchema.safeParse(v).data)?.deadlineDays;
  return stored == null ? input : { ...input, deadlineDays: stored };
}

export function readAccommodations(text: string | null): Accommodations {
  const input = parseJson(text, (v) => AccommodationsInputSchema.safeParse(v).data);
  return mergeAccommodations(NO_ACCOMMODATIONS, input);
}

export function mergeAccommodations(
  current: Accommodations,
  changes: AccommodationsInput | undefined,
): Accommodations {
  return {
    extraTimePercent: changes?.extraTimePercent ?? current.extraTimePercent,
    extraTries: changes?.extraTries ?? current.extraTries,
    audioOnlyAllowed: changes?.audioOnlyAllowed ?? current.audioOnlyAllowed,
  };
}

/** Null when nothing is adjusted, so "no accommodations" has one representation. */
export function storedAccommodations(value: Accommodations): string | null {
  const none = value.extraTimePercent === 0 && value.extraTries === 0 && value.audioOnlyAllowed === false;
  return none ? null : JSON.stringify(value);
}

/** One applicant's limits, from the stored settings of their questionnaire and their accommodations. */
export function limitsOf(settingsText: string | null, accommodationsText: string | null): EffectiveLimits {
  return effectiveLimits(readSettings(settingsText), readAccommodations(accommodationsText));
}
