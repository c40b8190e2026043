import { z } from 'zod';
import { QuestionTypeSchema } from './questionnaire.schema.js';
import { IntIdSchema } from './common.schema.js';

/** Narrow the funnel to one job and/or one questionnaire; neither means the whole company. */
export const FunnelQuerySchema = z.object({
  jobId: z.preprocess((v) => (v === '' ? undefined : v), IntIdSchema.optional()),
  questionnaireId: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).max(64).optional()),
});
export type FunnelQuery = z.infer<typeof FunnelQuerySchema>;

/**
 * Invited → opened (the applicant loaded the interview) → started (began answering) → completed, plus
 * expired (the deadline passed before completion), the median minutes from start to completion and how
 * many interviews have an answer to each question of the questionnaire (where people drop out).
 */
export const FunnelResponseSchema = z.object({
  invited: z.number().int(),
  opened: z.number().int(),
  started: z.number().int(),
  completed: z.number().int(),
  expired: z.number().int(),
  medianMinutesToComplete: z.number().nullable(),
  /** Interviews in scope with an answer on a knockout option (screened out, whatever a recruiter decided). */
  screenedOut: z.number().int(),
  /** The same per job, for the jobs with interviews in scope, by title. */
  jobs: z.array(
    z.object({
      jobId: z.number().int(),
      jobTitle: z.string(),
      interviews: z.number().int(),
      screenedOut: z.number().int(),
    }),
  ),
  questions: z.array(
    z.object({
      questionId: z.string(),
      questionText: z.string(),
      position: z.number().int(),
      type: QuestionTypeSchema,
      /** Interviews with an answer to it: a take, a choice or a text (a skip is not an answer). */
      answered: z.number().int(),
      /** A choice question's options with how many interviews chose each; null for the other types. */
      options: z
        .array(
          z.object({
            optionId: z.string(),
            label: z.string(),
            knockout: z.boolean(),
            chosen: z.number().int(),
          }),
        )
        .nullable(),
    }),
  ),
});
export type FunnelResponse = z.infer<typeof FunnelResponseSchema>;
