import { z } from 'zod';
import {
  ACCOMMODATION_BOUNDS,
  INTERVIEW_SETTINGS_BOUNDS,
  type Accommodations,
  type InterviewSettings,
} from './interview-limits.js';
import { INVITATION_LIMITS } from './limits.js';

/**
 * Interview settings of a questionnaire and accommodations of one applicant. Omitted settings mean the
 * spec's behaviour (no think time, 2 minutes, 3 tries), so a client that never sends them sees no change;
 * the practice question is on by default and never reaches the server (it is a client-side rehearsal).
 */

const bounded = (name: keyof typeof INTERVIEW_SETTINGS_BOUNDS, label: string) => {
  const { min, max } = INTERVIEW_SETTINGS_BOUNDS[name];
  return z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
};

const deadlineDaysMessage = `Default deadline must be a whole number of days from ${INVITATION_LIMITS.defaultDeadlineDays.min} to ${INVITATION_LIMITS.defaultDeadlineDays.max}`;

/** What a recruiter sends in the questionnaire body; every field optional. */
export const InterviewSettingsInputSchema = z
  .object({
    thinkTimeSeconds: bounded('thinkTimeSeconds', 'Think time').optional(),
    answerTimeSeconds: bounded('answerTimeSeconds', 'Answer time').optional(),
    triesPerQuestion: bounded('triesPerQuestion', 'Tries per question').optional(),
    practiceQuestion: z.boolean().optional(),
    /** Screening (docs/questions.md): tell applicants the requirements; end after a knockout answer. */
    showRequirements: z.boolean().optional(),
    endAfterKnockout: z.boolean().optional(),
    /** Default deadline in days after the invitation; null removes it, omitted keeps the stored one. */
    deadlineDays: z
      .number({ error: deadlineDaysMessage })
      .int(deadlineDaysMessage)
      .min(INVITATION_LIMITS.defaultDeadlineDays.min, deadlineDaysMessage)
      .max(INVITATION_LIMITS.defaultDeadlineDays.max, deadlineDaysMessage)
      .nullable()
      .optional(),
  })
  .strict();
export type InterviewSettingsInput = z.infer<typeof InterviewSettingsInputSchema>;

/** What GET returns: every field filled in. */
export const InterviewSettingsSchema: z.ZodType<InterviewSettings> = z.object({
  thinkTimeSeconds: z.number().int(),
  answerTimeSeconds: z.number().int(),
  triesPerQuestion: z.number().int(),
  practiceQuestion: z.boolean(),
  showRequirements: z.boolean(),
  endAfterKnockout: z.boolean(),
  deadlineDays: z.number().int().nullable().optional(),
});

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

export const AccommodationsSchema: z.ZodType<Accommodations> = z.object({
  extraTimePercent: z.number().int(),
  extraTries: z.number().int(),
  audioOnlyAllowed: z.boolean(),
});
