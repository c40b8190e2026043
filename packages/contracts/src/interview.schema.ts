import { z } from 'zod';
import { MediaStatusSchema } from './answer-media.schema.js';
import { InterviewStatusSchema } from './application.schema.js';
import { AccommodationsInputSchema, AccommodationsSchema } from './interview-settings.schema.js';
import { ExtensionRequestSchema } from './invitation.schema.js';
import { LIMITS } from './limits.js';
import { DeletionSchema } from './privacy.schema.js';
import { ScreeningFilterSchema, ScreeningSchema } from './question-answer.schema.js';
import { CriterionSchema, QuestionTypeSchema } from './questionnaire.schema.js';
import { InterviewStageSchema, RatingSummarySchema, ReviewSchema } from './review.schema.js';

export const TranscriptionStatusSchema = z.enum(['pending', 'done', 'failed', 'unavailable']);
export type TranscriptionStatus = z.infer<typeof TranscriptionStatusSchema>;

export const TranscriptSegmentSchema = z.object({ start: z.number(), end: z.number(), text: z.string() });

/** One answered question of an interview. */
export const InterviewResponseSchema = z.object({
  questionId: z.string(),
  questionText: z.string(),
  videoUrl: z.string().nullable(),
  audioUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /**
   * WebVTT captions made from the transcript (automatic), once it has words; null otherwise. Optional for
   * older servers.
   */
  captionsUrl: z.string().nullable().optional(),
  /** Seconds. */
  duration: z.number().nullable(),
  transcription: z.object({
    status: TranscriptionStatusSchema,
    text: z.string().nullable(),
    segments: z.array(TranscriptSegmentSchema),
    /** The engine that wrote the words ('moonshine', 'pocketsphinx', 'openai:<model>'); optional for older servers. */
    engine: z.string().nullable().optional(),
    /** The language of the words (BCP 47); optional for older servers. */
    language: z.string().nullable().optional(),
    /** Why there are no words ('unavailable', 'failed', or done with none), in plain words for the recruiter. */
    reason: z.string().nullable().optional(),
  }),
  /** 'processing': recorded, its media still being made (no player yet). Optional for older servers. */
  mediaStatus: MediaStatusSchema.optional(),
  /** Why a 'failed' answer's media could not be made, in plain words; null otherwise. */
  mediaError: z.string().nullable().optional(),
  /**
   * How the question was answered (docs/questions.md): `Text` is a recording; `Select`/`Multiselect` carry
   * `optionIds` and `labels`, `Written` carries `text`; `skipped` marks an optional question left out. A
   * non-recorded answer has no media (its URLs and duration are null, its transcription 'unavailable').
   */
  type: QuestionTypeSchema.optional(),
  optionIds: z.array(z.string()).optional(),
  labels: z.array(z.string()).optional(),
  text: z.string().optional(),
  skipped: z.boolean().optional(),
});
export type InterviewResponse = z.infer<typeof InterviewResponseSchema>;

/**
 * Why a search found an interview: the transcript line (or line of a written answer) holding the most of
 * the search's words, with its answer and, for a transcript, the second it starts at.
 */
export const SearchMatchSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  start: z.number().nullable(),
});
export type SearchMatch = z.infer<typeof SearchMatchSchema>;

export const InterviewSchema = z.object({
  id: z.string(),
  applicationGuid: z.string(),
  questionnaireId: z.string().nullable(),
  jobTitle: z.string(),
  jobId: z.number().int(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  applicantPhone: z.string().nullable(),
  dateApplied: z.string(),
  status: InterviewStatusSchema,
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  hasResume: z.boolean(),
  resumeUrl: z.string().nullable(),
  responses: z.array(InterviewResponseSchema),
  /** Extra time, extra tries and audio-only, as set when inviting or later. */
  accommodations: AccommodationsSchema,
  /** Where the hiring decision stands. */
  stage: InterviewStageSchema,
  /** The team's overall ratings. */
  rating: RatingSummarySchema,
  /** When the invitation expires (UTC); null: no deadline. Optional for older servers. */
  deadline: z.string().nullable().optional(),
  /** The applicant's pending request for more time; null when there is none. */
  extensionRequest: ExtensionRequestSchema.nullable().optional(),
  /**
   * Set once the interview's personal data is gone (retention rule or erasure): name, contact details,
   * media, transcripts and resume are then empty and this says when and why. Null or absent: intact.
   */
  deletion: DeletionSchema.nullable().optional(),
  /** Whether the answers hit a knockout option; informational, never a decision (docs/questions.md). */
  screening: ScreeningSchema.optional(),
  /**
   * In a searched list (`q`): the line that matched, or null when only the name did. Absent otherwise
   * and from older servers.
   */
  searchMatch: SearchMatchSchema.nullable().optional(),
});
export type Interview = z.infer<typeof InterviewSchema>;

/** GET /interviews/{id}: the interview with every review and the questionnaire's scorecard criteria. */
export const InterviewDetailSchema = InterviewSchema.extend({
  reviews: z.array(ReviewSchema),
  criteria: z.array(CriterionSchema),
});
export type InterviewDetail = z.infer<typeof InterviewDetailSchema>;

/** PATCH /interviews/{id} (recruiter): change what may still change. */
export const PatchRecruiterInterviewBodySchema = z
  .object({
    /** Only while the interview is not completed; omitted fields keep their values. */
    accommodations: AccommodationsInputSchema.optional(),
    /** At any time, in any direction. */
    stage: InterviewStageSchema.optional(),
  })
  .strict()
  .refine((b) => b.accommodations !== undefined || b.stage !== undefined, {
    message: 'Nothing to change: send stage or accommodations',
  });
export type PatchRecruiterInterviewBody = z.infer<typeof PatchRecruiterInterviewBodySchema>;

export const INTERVIEW_SORTS = ['date', '-date', 'rating', '-rating', 'name', '-name'] as const;
export const InterviewSortSchema = z.enum(INTERVIEW_SORTS);
export type InterviewSort = z.infer<typeof InterviewSortSchema>;

/** The filters of the list and of its CSV export. */
export const InterviewFilterQuerySchema = z.object({
  status: InterviewStatusSchema.optional(),
  jobId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Full-text search over applicant names and transcript words; every word must occur (prefixes match). */
  q: z.string().max(200).optional(),
  /** One stage or several, comma-separated (`new,in_review`). */
  stage: z
    .string()
    .max(100)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(InterviewStageSchema).min(1, 'Name at least one stage'))
    .optional(),
  questionnaireId: z.string().trim().min(1).max(64).optional(),
  /** Interviews whose average overall rating is at least this (unrated ones are left out). */
  minRating: z.coerce.number().min(1).max(5).optional(),
  /** `date` (applied), `rating` (average; unrated last) or `name`; a leading `-` sorts descending. */
  sort: InterviewSortSchema.default('-date'),
  /** `true`: only interviews the caller has not reviewed yet. */
  unreviewedByMe: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** `failed`: an answer hit a knockout option; `passed`: none did (docs/questions.md). */
  screening: ScreeningFilterSchema.optional(),
});
export type InterviewFilterQuery = z.infer<typeof InterviewFilterQuerySchema>;

export const InterviewListQuerySchema = InterviewFilterQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(LIMITS.interviewPageSize),
});
export type InterviewListQuery = z.infer<typeof InterviewListQuerySchema>;

export const InterviewListSchema = z.object({
  data: z.array(InterviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type InterviewList = z.infer<typeof InterviewListSchema>;

export const InterviewParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** POST /interviews/{id}/screening/confirm|override: where the interview stands after the decision. */
export const ScreeningDecisionResultSchema = z.object({
  id: z.string(),
  stage: InterviewStageSchema,
  screening: ScreeningSchema,
});
export type ScreeningDecisionResult = z.infer<typeof ScreeningDecisionResultSchema>;
