import { z } from 'zod';
import { QUESTION_LIMITS } from './limits.js';
import { OptionIdSchema, QuestionIdSchema, QuestionTypeSchema } from './questionnaire.schema.js';

/** POST /answer/{applicationGuid}/questions/{questionId}: a question answered without a recording. */
export const AnswerQuestionParamsSchema = z.object({
  applicationGuid: z.string().max(200),
  questionId: QuestionIdSchema,
});

/**
 * One of three kinds: chosen options (Select: exactly one; Multiselect: one or more), a written text
 * (Written; at most the question's `maxCharacters`, counted in Unicode code points), or a skip (an
 * optional question of any type). A kind that does not fit the question answers 400 INVALID_ANSWER.
 */
export const AnswerQuestionBodySchema = z.union([
  z.object({ optionIds: z.array(OptionIdSchema).min(1).max(QUESTION_LIMITS.maxOptions) }).strict(),
  z.object({ text: z.string() }).strict(),
  z.object({ skipped: z.literal(true) }).strict(),
]);
export type AnswerQuestionBody = z.infer<typeof AnswerQuestionBodySchema>;

/**
 * A written answer's length as the applicant's count shows it and the server checks it: Unicode code
 * points, so an emoji is one character (a UTF-16 `length` or a textarea's `maxLength` would count two).
 */
export const countCharacters = (text: string): number => [...text].length;

/** A stored answer that is not a recording, as the applicant and recruiters read it. */
export const QuestionAnswerSchema = z.object({
  questionId: z.string(),
  type: QuestionTypeSchema,
  /** Chosen options' ids and their labels as they read when answered (choice questions). */
  optionIds: z.array(z.string()).optional(),
  labels: z.array(z.string()).optional(),
  /** The written answer (Written questions). */
  text: z.string().optional(),
  /** True: the applicant skipped this optional question. */
  skipped: z.boolean(),
  answeredAt: z.string(),
});
export type QuestionAnswer = z.infer<typeof QuestionAnswerSchema>;

/**
 * The answer route's reply: the stored answer, and whether it ends the interview (a knockout answer on a
 * questionnaire whose `endAfterKnockout` is on). The applicant's page then completes the interview, which
 * the server allows with questions still open only in that case.
 */
export const AnswerQuestionResponseSchema = QuestionAnswerSchema.extend({ endsInterview: z.boolean() });
export type AnswerQuestionResponse = z.infer<typeof AnswerQuestionResponseSchema>;

/** A chosen option marked "does not meet requirements". */
export const KnockoutSchema = z.object({ questionId: z.string(), optionId: z.string(), label: z.string() });
export type Knockout = z.infer<typeof KnockoutSchema>;

/**
 * Whether the answers hit a knockout option. Informational: it never changes the stage by itself; a
 * recruiter confirms (moves the interview to Rejected) or overrides (docs/questions.md).
 */
export const ScreeningSchema = z.object({
  meetsRequirements: z.boolean(),
  knockouts: z.array(KnockoutSchema),
  /** Set when a recruiter decided to keep the interview despite its knockouts; null otherwise. */
  override: z.object({ at: z.string(), userId: z.number().int().nullable() }).nullable(),
});
export type Screening = z.infer<typeof ScreeningSchema>;

export const ScreeningFilterSchema = z.enum(['failed', 'passed']);
export type ScreeningFilter = z.infer<typeof ScreeningFilterSchema>;
