import { z } from 'zod';
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
  questions: z.array(
    z.object({
      questionId: z.string(),
      questionText: z.string(),
      position: z.number().int(),
      answered: z.number().int(),
    }),
  ),
});
export type FunnelResponse = z.infer<typeof FunnelResponseSchema>;
