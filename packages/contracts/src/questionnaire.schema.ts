import { z } from 'zod';
import { IntIdSchema } from './common.schema.js';
import { MESSAGES } from './errors.js';
import { InterviewSettingsInputSchema, InterviewSettingsSchema } from './interview-settings.schema.js';
import { LanguageTagInputSchema, LanguageTagSchema } from './language.schema.js';
import { LIMITS, QUESTION_LIMITS, REVIEW_LIMITS } from './limits.js';

/** On the wire 'Audio' | 'Video'; the builder sends lower case, so input is case-insensitive. */
export const ContentTypeSchema = z.enum(['Audio', 'Video']);
export type ContentType = z.infer<typeof ContentTypeSchema>;

/** PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400 on every dialect. */
const hasNoNul = (s: string) => !s.includes('\u0000');
const NO_NUL_MESSAGE = 'Text must not contain NUL characters';

const capitalise = (v: unknown) =>
  typeof v === 'string' && v.trim().length > 0
    ? v.trim()[0]!.toUpperCase() + v.trim().slice(1).toLowerCase()
    : v;

export const ContentTypeInputSchema = z.preprocess(
  capitalise,
  z.enum(['Audio', 'Video'], { error: MESSAGES.answerFormatRequired }),
);

/**
 * `Text` is the spec's recorded answer (audio or video, by the questionnaire's content type); `Select`
 * (one option), `Multiselect` (one or more) and `Written` (typed text) are answered without a recording.
 */
export const QuestionTypeSchema = z.enum(['Text', 'Select', 'Multiselect', 'Written']);
export type QuestionType = z.infer<typeof QuestionTypeSchema>;

/** The types answered with a choice of options. */
export const isChoiceType = (type: QuestionType): type is 'Select' | 'Multiselect' =>
  type === 'Select' || type === 'Multiselect';

/** Unknown or missing question types map to Text (spec). */
export const QuestionTypeInputSchema = z.preprocess((v) => {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
  return s === 'select'
    ? 'Select'
    : s === 'multiselect'
      ? 'Multiselect'
      : s === 'written'
        ? 'Written'
        : 'Text';
}, QuestionTypeSchema);

/** Option ids, like question ids, are kept across edits; missing ones are given as option-{n}. */
export const OptionIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'optionId may hold letters, digits, dashes and underscores only');

export const QuestionOptionInputSchema = z.object({
  optionId: OptionIdSchema.optional(),
  label: z
    .string({ error: 'Each option needs a label' })
    .trim()
    .min(1, 'Each option needs a label')
    .max(QUESTION_LIMITS.optionLabelMaxChars)
    .refine(hasNoNul, NO_NUL_MESSAGE),
  /** "Does not meet requirements": choosing it marks the interview for a recruiter to decide on. */
  knockout: z.boolean().optional(),
});
/** An option as the builder holds it (an id and knockout flag may still be missing). */
export type QuestionOption = z.infer<typeof QuestionOptionInputSchema>;

export const QuestionOptionSchema = z.object({
  optionId: z.string(),
  label: z.string(),
  knockout: z.boolean(),
});
export type StoredQuestionOption = z.infer<typeof QuestionOptionSchema>;

/** A questionId is kept across edits; when absent the server assigns question-{n}. */
export const QuestionIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'questionId may hold letters, digits, dashes and underscores only');

export const QuestionInputSchema = z.preprocess(
  // The builder calls the text `text`; the service calls it `questionText`. Accept either.
  (v) =>
    v && typeof v === 'object' && !('questionText' in v) && 'text' in v
      ? { ...(v as Record<string, unknown>), questionText: v.text }
      : v,
  z.object({
    questionId: QuestionIdSchema.optional(),
    questionText: z
      .string({ error: MESSAGES.questionTextRequired })
      .trim()
      .min(1, MESSAGES.questionTextRequired)
      .max(1000, 'Question text must be at most 1000 characters')
      .refine(hasNoNul, NO_NUL_MESSAGE),
    required: z.boolean().default(true),
    type: QuestionTypeInputSchema.default('Text'),
    options: z
      .array(QuestionOptionInputSchema)
      .max(QUESTION_LIMITS.maxOptions, `At most ${QUESTION_LIMITS.maxOptions} options`)
      .nullable()
      .optional(),
    /** Written questions only: the answer's limit in characters (Unicode code points). */
    maxCharacters: z
      .number()
      .int()
      .min(QUESTION_LIMITS.minWrittenCharacters)
      .max(QUESTION_LIMITS.maxWrittenCharacters)
      .nullable()
      .optional(),
  }),
);
export type QuestionInput = z.infer<typeof QuestionInputSchema>;

export const QuestionSchema = z.object({
  questionId: z.string(),
  questionText: z.string(),
  /** Alias of questionText, as the builder names it. */
  text: z.string(),
  required: z.boolean(),
  type: QuestionTypeSchema,
  options: z.array(QuestionOptionSchema).nullable(),
  /** Written questions: the limit in characters (Unicode code points); absent for the other types. */
  maxCharacters: z.number().int().optional(),
});
export type Question = z.infer<typeof QuestionSchema>;

/**
 * A scorecard criterion (e.g. "Communication") that reviewers rate 1–5 on every interview of the
 * questionnaire. A given criterionId keeps the ratings made against it; a new label gets a new id.
 */
export const CriterionInputSchema = z
  .object({
    criterionId: z.string().trim().min(1).max(64).optional(),
    label: z
      .string({ error: 'A criterion needs a label' })
      .trim()
      .min(1, 'A criterion needs a label')
      .max(
        REVIEW_LIMITS.criterionLabelMaxChars,
        `A criterion label must be at most ${REVIEW_LIMITS.criterionLabelMaxChars} characters`,
      )
      .refine(hasNoNul, NO_NUL_MESSAGE),
  })
  .strict();
export type CriterionInput = z.infer<typeof CriterionInputSchema>;

export const CriterionSchema = z.object({ criterionId: z.string(), label: z.string() });
export type Criterion = z.infer<typeof CriterionSchema>;

export const QuestionnaireBodySchema = z.object({
  questionnaireName: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(200, 'The name must be at most 200 characters')
    .refine(hasNoNul, NO_NUL_MESSAGE),
  /** Must be the token's company when given; the server never trusts it for tenancy. */
  companyId: IntIdSchema.optional(),
  /** Ignored: the creator is the token's user. Accepted because the spec's client sends it. */
  userId: IntIdSchema.optional(),
  contentType: ContentTypeInputSchema,
  /**
   * The language questions are asked and answered in (BCP 47, a shipped one: docs/languages.md). Omitted:
   * `en` on a new questionnaire, the stored one on an edit (the spec's builder never sends it).
   */
  language: LanguageTagInputSchema.optional(),
  questions: z
    .array(QuestionInputSchema, { error: MESSAGES.atLeastOneQuestion })
    .min(1, MESSAGES.atLeastOneQuestion)
    .max(LIMITS.maxQuestionsPerQuestionnaire, MESSAGES.maxQuestionsReached),
  active: z.boolean().default(true),
  /** Think time, answer time, tries and the practice question; omitted fields keep the spec's values. */
  settings: InterviewSettingsInputSchema.optional(),
  /** Scorecard criteria, at most 6; omitted on an edit keeps the stored ones (the spec's builder never sends them). */
  criteria: z
    .array(CriterionInputSchema)
    .max(REVIEW_LIMITS.maxCriteria, `At most ${REVIEW_LIMITS.maxCriteria} criteria`)
    .optional(),
});
export type QuestionnaireBody = z.infer<typeof QuestionnaireBodySchema>;

export const UpdateQuestionnaireBodySchema = QuestionnaireBodySchema.extend({ id: z.string().optional() });
export type UpdateQuestionnaireBody = z.infer<typeof UpdateQuestionnaireBodySchema>;

export const PatchQuestionnaireBodySchema = z
  .object({
    active: z.boolean().optional(),
    questionnaireName: QuestionnaireBodySchema.shape.questionnaireName.optional(),
    /** The recruiter pressed Undo on a deactivation: the audit log says the reactivation undoes it. */
    undo: z.boolean().optional(),
  })
  .refine((b) => b.active !== undefined || b.questionnaireName !== undefined, {
    message: 'Nothing to change: send active or questionnaireName',
  });
export type PatchQuestionnaireBody = z.infer<typeof PatchQuestionnaireBodySchema>;

/**
 * DELETE is a soft deactivation (the spec's client sends {active:false, companyId}). The body may be
 * absent, which Fastify hands over as null.
 */
export const DeactivateQuestionnaireBodySchema = z
  .object({ active: z.literal(false).optional(), companyId: IntIdSchema.optional() })
  .nullish();

const QuestionnaireIdSchema = z.string().trim().min(1).max(64).refine(hasNoNul, NO_NUL_MESSAGE);
export const QuestionnaireParamsSchema = z.object({ id: QuestionnaireIdSchema });

export const QuestionnaireSchema = z.object({
  questionnaireId: z.string(),
  /** Alias of questionnaireId. */
  id: z.string(),
  questionnaireName: z.string(),
  companyId: z.number().int(),
  userId: z.number().int(),
  contentType: ContentTypeSchema,
  /** BCP 47; the applicant's screens, the voice and the transcription follow it. */
  language: LanguageTagSchema,
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.object({ userId: z.number().int(), fullName: z.string() }).nullable(),
  questions: z.array(QuestionSchema),
  questionCount: z.number().int(),
  activeJobCount: z.number().int(),
  settings: InterviewSettingsSchema,
  /** Scorecard criteria in their order; empty when the questionnaire has none. */
  criteria: z.array(CriterionSchema),
});
export type Questionnaire = z.infer<typeof QuestionnaireSchema>;
export const QuestionnaireListSchema = z.array(QuestionnaireSchema);

export const JobCountSchema = z.object({ count: z.number().int() });

/** GET /job/{jobId}/questionnaire: none attached is `{hasQuestionnaire:false, data:null, status:204}`. */
export const JobQuestionnaireCheckSchema = z.object({
  hasQuestionnaire: z.boolean(),
  status: z.number().int().optional(),
  data: z
    .object({
      questionnaireId: z.string(),
      questionnaireName: z.string(),
      contentType: ContentTypeSchema,
      active: z.boolean(),
      questions: z.array(QuestionSchema),
      settings: InterviewSettingsSchema,
      /**
       * Applicants only, when the questionnaire's `showRequirements` is on: the questions whose answer
       * may not meet the role's requirements (those with a knockout option), to list before the start.
       */
      requirementQuestionIds: z.array(z.string()).optional(),
    })
    .nullable(),
});
export type JobQuestionnaireCheck = z.infer<typeof JobQuestionnaireCheckSchema>;

/**
 * GET /job/{jobId}/questionnaire: the questions are not public. An applicant reads them through their own
 * application (`guid`, of an application for this job); a recruiter through the token's company.
 */
export const JobQuestionnaireQuerySchema = z.object({ guid: z.string().max(200).optional() });

export const AttachQuestionnaireBodySchema = z.object({
  questionnaireId: z
    .string({ error: 'questionnaireId is required' })
    .trim()
    .min(1, 'questionnaireId is required')
    .max(64)
    .refine(hasNoNul, NO_NUL_MESSAGE),
  /** The recruiter pressed Undo on a detach: the audit log says the attach undoes it. */
  undo: z.boolean().optional(),
});
/** The body may be absent (Fastify hands it over as null). */
export const DetachQuestionnaireBodySchema = z
  .object({ questionnaireId: QuestionnaireIdSchema.optional() })
  .nullish();
export const JobQuestionnaireLinkSchema = z.object({
  jobId: z.number().int(),
  questionnaireId: z.string(),
  hasQuestionnaire: z.boolean(),
  message: z.string(),
});
export type JobQuestionnaireLink = z.infer<typeof JobQuestionnaireLinkSchema>;
