import {
  INTERVIEW_SETTINGS_DEFAULTS,
  InterviewSettingsInputSchema,
  resolveInterviewSettings,
  type InterviewSettings,
  type InterviewSettingsInput,
} from '@vi/contracts';

/** The settings a recruiter types a number into (the practice question is a checkbox). */
export type SettingsField = 'thinkTimeSeconds' | 'answerTimeSeconds' | 'triesPerQuestion' | 'deadlineDays';
export const SETTINGS_FIELDS = [
  'thinkTimeSeconds',
  'answerTimeSeconds',
  'triesPerQuestion',
  'deadlineDays',
] as const satisfies readonly SettingsField[];

/**
 * As the controls hold them: text, so an empty or half-typed number is kept and reported, not lost. The
 * default deadline (days) is optional: empty means none. `hasStoredDeadlineDays` remembers whether the
 * questionnaire had one, so clearing it sends `null` (remove) while a questionnaire that never had one
 * sends no `deadlineDays` at all (the spec's body, unchanged).
 */
export type SettingsDraft = Record<SettingsField, string> & {
  practiceQuestion: boolean;
  /** Screening switches (docs/questions.md). */
  showRequirements: boolean;
  endAfterKnockout: boolean;
  hasStoredDeadlineDays: boolean;
};
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/**
 * Think time is picked from steps rather than typed: the wait before an answer is felt in these units, and
 * the ends are the contract's bounds (0 and 300 s). A stored value between steps is offered as well.
 */
export const THINK_TIME_STEPS = [0, 10, 30, 60, 120, 300] as const;

export function settingsDraftFrom(settings: InterviewSettings = INTERVIEW_SETTINGS_DEFAULTS): SettingsDraft {
  return {
    thinkTimeSeconds: String(settings.thinkTimeSeconds),
    answerTimeSeconds: String(settings.answerTimeSeconds),
    triesPerQuestion: String(settings.triesPerQuestion),
    practiceQuestion: settings.practiceQuestion,
    showRequirements: settings.showRequirements,
    endAfterKnockout: settings.endAfterKnockout,
    deadlineDays: settings.deadlineDays == null ? '' : String(settings.deadlineDays),
    hasStoredDeadlineDays: settings.deadlineDays != null,
  };
}

/** '' stays "no number" (NaN), so the schema reports it instead of it quietly becoming 0. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

const parse = (draft: SettingsDraft) =>
  InterviewSettingsInputSchema.safeParse({
    thinkTimeSeconds: toNumber(draft.thinkTimeSeconds),
    answerTimeSeconds: toNumber(draft.answerTimeSeconds),
    triesPerQuestion: toNumber(draft.triesPerQuestion),
    practiceQuestion: draft.practiceQuestion,
    showRequirements: draft.showRequirements,
    endAfterKnockout: draft.endAfterKnockout,
    deadlineDays: deadlineDaysInput(draft),
  });

/** Empty: null when there was a stored default to remove, otherwise not sent at all. */
function deadlineDaysInput(draft: SettingsDraft): number | null | undefined {
  if (draft.deadlineDays.trim() !== '') return toNumber(draft.deadlineDays);
  return draft.hasStoredDeadlineDays ? null : undefined;
}

/** The contract's schema judges the draft, so the builder and the server say the same thing. */
export function validateSettingsDraft(draft: SettingsDraft): SettingsErrors {
  const result = parse(draft);
  const errors: SettingsErrors = {};
  if (result.success) return errors;
  for (const { path, message } of result.error.issues) {
    const field = SETTINGS_FIELDS.find((name) => name === path[0]);
    if (field !== undefined) errors[field] ??= message;
  }
  return errors;
}

/**
 * The body's `settings`, every spec-era field given, `deadlineDays` only when set or removed, the screening
 * switches only when on; only for a draft that validated.
 */
export function toSettingsInput(draft: SettingsDraft): InterviewSettingsInput {
  const result = parse(draft);
  if (!result.success) throw new Error('Interview settings must be valid before saving');
  const { showRequirements, endAfterKnockout, ...resolved } = resolveInterviewSettings(result.data);
  // The screening switches only when on: off is what an omitted one means, so bodies stay as before.
  const screening = {
    ...(showRequirements ? { showRequirements } : {}),
    ...(endAfterKnockout ? { endAfterKnockout } : {}),
  };
  return result.data.deadlineDays === null
    ? { ...resolved, ...screening, deadlineDays: null }
    : { ...resolved, ...screening };
}

export function isSameSettingsDraft(a: SettingsDraft, b: SettingsDraft): boolean {
  return (
    SETTINGS_FIELDS.every((field) => a[field].trim() === b[field].trim()) &&
    a.practiceQuestion === b.practiceQuestion &&
    a.showRequirements === b.showRequirements &&
    a.endAfterKnockout === b.endAfterKnockout
  );
}

/** 45 → '45 s', 120 → '2 min', 150 → '2 min 30 s'. */
export function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

export const triesText = (tries: number) => (tries === 1 ? '1 try' : `${tries} tries`);

/**
 * The settings that differ from the defaults, shortest first, for the questionnaire list
 * (e.g. ['5 min answers', '5 tries', 'think 30 s']); empty when everything is the default.
 */
export function settingsSummary(settings: InterviewSettings): string[] {
  const parts: string[] = [];
  const defaults = INTERVIEW_SETTINGS_DEFAULTS;
  if (settings.answerTimeSeconds !== defaults.answerTimeSeconds) {
    parts.push(`${formatSeconds(settings.answerTimeSeconds)} answers`);
  }
  if (settings.triesPerQuestion !== defaults.triesPerQuestion)
    parts.push(triesText(settings.triesPerQuestion));
  if (settings.thinkTimeSeconds !== defaults.thinkTimeSeconds) {
    parts.push(`think ${formatSeconds(settings.thinkTimeSeconds)}`);
  }
  if (settings.practiceQuestion !== defaults.practiceQuestion) parts.push('no practice question');
  if (settings.showRequirements) parts.push('requirements shown');
  if (settings.endAfterKnockout) parts.push('ends after a knockout');
  return parts;
}
