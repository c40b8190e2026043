import { z } from 'zod';
import { LIMITS } from './limits.js';

/**
 * Interview settings of a questionnaire and accommodations of one applicant. Omitted settings mean the
 * spec's behaviour (no think time, 2 minutes, 3 tries), so a client that never sends them sees no change;
 * the practice question is on by default and never reaches the server (it is a client-side rehearsal).
 */
export const INTERVIEW_SETTINGS_BOUNDS = {
  thinkTimeSeconds: { min: 0, max: 300 },
  answerTimeSeconds: { min: 30, max: 600 },
  triesPerQuestion: { min: 1, max: 10 },
} as const;

export const INTERVIEW_SETTINGS_DEFAULTS = {
  thinkTimeSeconds: 0,
  answerTimeSeconds: LIMITS.maxAnswerSeconds,
  triesPerQuestion: LIMITS.triesPerQuestion,
  practiceQuestion: true,
} as const;

const bounded = (name: keyof typeof INTERVIEW_SETTINGS_BOUNDS, label: string) => {
  const { min, max } = INTERVIEW_SETTINGS_BOUNDS[name];
  return z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
};

/** What a recruiter sends in the questionnaire body; every field optional. */
export const InterviewSettingsInputSchema = z
  .object({
    thinkTimeSeconds: bounded('thinkTimeSeconds', 'Think time').optional(),
    answerTimeSeconds: bounded('answerTimeSeconds', 'Answer time').optional(),
    triesPerQuestion: bounded('triesPerQuestion', 'Tries per question').optional(),
    practiceQuestion: z.boolean().optional(),
  })
  .strict();
export type InterviewSettingsInput = z.infer<typeof InterviewSettingsInputSchema>;

/** What GET returns: every field filled in. */
export const InterviewSettingsSchema = z.object({
  thinkTimeSeconds: z.number().int(),
  answerTimeSeconds: z.number().int(),
  triesPerQuestion: z.number().int(),
  practiceQuestion: z.boolean(),
});
export type InterviewSettings = z.infer<typeof InterviewSettingsSchema>;

export function resolveInterviewSettings(input?: InterviewSettingsInput | null): InterviewSettings {
  return {
    thinkTimeSeconds: input?.thinkTimeSeconds ?? INTERVIEW_SETTINGS_DEFAULTS.thinkTimeSeconds,
    answerTimeSeconds: input?.answerTimeSeconds ?? INTERVIEW_SETTINGS_DEFAULTS.answerTimeSeconds,
    triesPerQuestion: input?.triesPerQuestion ?? INTERVIEW_SETTINGS_DEFAULTS.triesPerQuestion,
    practiceQuestion: input?.practiceQuestion ?? INTERVIEW_SETTINGS_DEFAULTS.practiceQuestion,
  };
}

export const ACCOMMODATION_BOUNDS = {
  extraTimePercent: { min: 0, max: 200 },
  extraTries: { min: 0, max: 5 },
} as const;

/** Multipart fields arrive as strings: '' is "not given", 'true'/'false' are booleans. */
const formInt = (name: keyof typeof ACCOMMODATION_BOUNDS, label: string) => {
  const { min, max } = ACCOMMODATION_BOUNDS[name];
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );
};
const formBoolean = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'audioOnlyAllowed must be true or false' }).optional(),
);

/** Per-applicant adjustments, set when inviting and editable until the interview is completed. */
export const AccommodationsInputSchema = z
  .object({
    extraTimePercent: formInt('extraTimePercent', 'Extra time'),
    extraTries: formInt('extraTries', 'Extra tries'),
    audioOnlyAllowed: formBoolean,
  })
  .strict();
export type AccommodationsInput = z.infer<typeof AccommodationsInputSchema>;

export const AccommodationsSchema = z.object({
  extraTimePercent: z.number().int(),
  extraTries: z.number().int(),
  audioOnlyAllowed: z.boolean(),
});
export type Accommodations = z.infer<typeof AccommodationsSchema>;

export const NO_ACCOMMODATIONS: Accommodations = {
  extraTimePercent: 0,
  extraTries: 0,
  audioOnlyAllowed: false,
};

/** The limits one applicant actually has: the questionnaire's settings after their accommodations. */
export interface EffectiveLimits {
  thinkTimeSeconds: number;
  answerTimeSeconds: number;
  triesPerQuestion: number;
}

export function effectiveLimits(
  settings: InterviewSettings,
  accommodations: Accommodations,
): EffectiveLimits {
  const stretch = (seconds: number) => Math.round((seconds * (100 + accommodations.extraTimePercent)) / 100);
  return {
    thinkTimeSeconds: stretch(settings.thinkTimeSeconds),
    answerTimeSeconds: stretch(settings.answerTimeSeconds),
    triesPerQuestion: settings.triesPerQuestion + accommodations.extraTries,
  };
}

/** The m:ss countdown appears once 75 % of the answer time has passed (90 s of the spec's 120). */
export const countdownFromSeconds = (answerTimeSeconds: number) => Math.round(answerTimeSeconds * 0.75);

/**
 * A rough upper bound shown on onboarding: each question's think time and full answer time, plus half a
 * minute a question for reading and submitting.
 */
export function estimateInterviewMinutes(questionCount: number, limits: EffectiveLimits): number {
  const perQuestion = limits.thinkTimeSeconds + limits.answerTimeSeconds + 30;
  return Math.max(1, Math.ceil((questionCount * perQuestion) / 60));
}
