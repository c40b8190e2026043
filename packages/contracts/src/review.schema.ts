import { z } from 'zod';
import { REVIEW_LIMITS } from './limits.js';
import { QuestionIdSchema } from './questionnaire.schema.js';

/** Where an interview stands in the hiring decision; every interview starts as `new`. */
export const INTERVIEW_STAGES = ['new', 'in_review', 'shortlisted', 'rejected', 'hired'] as const;
export const InterviewStageSchema = z.enum(INTERVIEW_STAGES);
export type InterviewStage = z.infer<typeof InterviewStageSchema>;

export const RecommendationSchema = z.enum(['strong_yes', 'yes', 'no', 'strong_no']);
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const StarsSchema = z
  .number({ error: 'Stars must be a whole number from 1 to 5' })
  .int('Stars must be a whole number from 1 to 5')
  .min(1, 'Stars must be a whole number from 1 to 5')
  .max(5, 'Stars must be a whole number from 1 to 5');

/** The team's overall ratings of one interview: their mean (null when nobody rated) and how many. */
export const RatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400 on every dialect. */
const hasNoNul = (s: string) => !s.includes('\u0000');
const noNul = { message: 'Text must not contain NUL characters' };

const hasNoDuplicates = (ids: string[]) => new Set(ids).size === ids.length;

/**
 * PUT /interviews/{id}/review: the caller's own review, created or changed. Each part is optional and
 * an omitted part keeps what was stored; `null` clears a value (the overall, the recommendation, or
 * one question's or criterion's stars).
 */
export const ReviewBodySchema = z
  .object({
    overall: StarsSchema.nullable().optional(),
    recommendation: RecommendationSchema.nullable().optional(),
    ratings: z
      .array(z.object({ questionId: QuestionIdSchema, stars: StarsSchema.nullable() }).strict())
      .max(50)
      .refine((list) => hasNoDuplicates(list.map((r) => r.questionId)), 'Each question may be rated once')
      .optional(),
    criteria: z
      .array(
        z.object({ criterionId: z.string().trim().min(1).max(64), stars: StarsSchema.nullable() }).strict(),
      )
      .max(REVIEW_LIMITS.maxCriteria)
      .refine((list) => hasNoDuplicates(list.map((c) => c.criterionId)), 'Each criterion may be rated once')
      .optional(),
  })
  .strict()
  .refine(
    (b) =>
      b.overall !== undefined ||
      b.recommendation !== undefined ||
      b.ratings !== undefined ||
      b.criteria !== undefined,
    { message: 'Nothing to review: send overall, recommendation, ratings or criteria' },
  );
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

/** A review as GET /interviews/{id} lists it: a recruiter's own, or a guest's made through a share link. */
export const ReviewSchema = z.object({
  id: z.string(),
  kind: z.enum(['recruiter', 'guest']),
  reviewerName: z.string(),
  /** The recruiter's user id; null for a guest. */
  reviewerUserId: z.number().int().nullable(),
  /** The share link a guest reviewed through; null for a recruiter. */
  shareLinkId: z.string().nullable(),
  /** True for the caller's own review (the one PUT /interviews/{id}/review changes). */
  isMine: z.boolean(),
  overall: z.number().int().nullable(),
  recommendation: RecommendationSchema.nullable(),
  /** A guest's words; recruiters write notes instead. */
  comment: z.string().nullable(),
  ratings: z.array(z.object({ questionId: z.string(), stars: z.number().int() })),
  criteria: z.array(z.object({ criterionId: z.string(), label: z.string(), stars: z.number().int() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewResultSchema = z.object({ review: ReviewSchema, rating: RatingSummarySchema });
export type ReviewResult = z.infer<typeof ReviewResultSchema>;

const NoteTextSchema = z
  .string({ error: 'A note needs text' })
  .trim()
  .min(1, 'A note needs text')
  .max(REVIEW_LIMITS.noteMaxChars, `A note must be at most ${REVIEW_LIMITS.noteMaxChars} characters`)
  .refine(hasNoNul, noNul);
/** A moment in an answer, in seconds from its start. */
const AtSecondsSchema = z.number().min(0).max(86_400);

/** POST /interviews/{id}/notes: plain text (never rendered as HTML), optionally pinned to a moment of an answer. */
export const NoteBodySchema = z
  .object({
    text: NoteTextSchema,
    questionId: QuestionIdSchema.optional(),
    atSeconds: AtSecondsSchema.optional(),
  })
  .strict()
  .refine((b) => b.atSeconds === undefined || b.questionId !== undefined, {
    message: 'atSeconds needs the questionId of the answer it points into',
    path: ['atSeconds'],
  });
export type NoteBody = z.infer<typeof NoteBodySchema>;

/** PATCH /interviews/{id}/notes/{noteId}: omitted fields keep their values; null unpins. */
export const PatchNoteBodySchema = z
  .object({
    text: NoteTextSchema.optional(),
    questionId: QuestionIdSchema.nullable().optional(),
    atSeconds: AtSecondsSchema.nullable().optional(),
  })
  .strict()
  .refine((b) => b.text !== undefined || b.questionId !== undefined || b.atSeconds !== undefined, {
    message: 'Nothing to change: send text, questionId or atSeconds',
  });
export type PatchNoteBody = z.infer<typeof PatchNoteBodySchema>;

export const NoteSchema = z.object({
  id: z.string(),
  interviewId: z.string(),
  /** Exactly as typed: show it as text, never as HTML. */
  text: z.string(),
  questionId: z.string().nullable(),
  atSeconds: z.number().nullable(),
  author: z.object({ userId: z.number().int(), name: z.string() }),
  /** Only the author may change or delete a note. */
  isMine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof NoteSchema>;
export const NoteListSchema = z.object({ data: z.array(NoteSchema) });
export type NoteList = z.infer<typeof NoteListSchema>;

export const NoteParamsSchema = z.object({
  id: z.string().trim().min(1).max(64),
  noteId: z.string().trim().min(1).max(64),
});

/** POST /company/{companyId}/interviews/stage: one stage for many interviews, all or nothing. */
export const BulkStageBodySchema = z
  .object({
    interviewIds: z
      .array(z.string().trim().min(1).max(64))
      .min(1, 'Send at least one interview id')
      .max(REVIEW_LIMITS.maxBulkInterviews, `At most ${REVIEW_LIMITS.maxBulkInterviews} interviews at once`),
    stage: InterviewStageSchema,
  })
  .strict();
export type BulkStageBody = z.infer<typeof BulkStageBodySchema>;

export const BulkStageResultSchema = z.object({
  /** How many interviews were in another stage before. */
  updated: z.number().int(),
  interviews: z.array(z.object({ id: z.string(), stage: InterviewStageSchema })),
});
export type BulkStageResult = z.infer<typeof BulkStageResultSchema>;

export const ACTIVITY_TYPES = [
  'viewed',
  'media_played',
  'rated',
  'noted',
  'stage_changed',
  'shared',
  'viewed_via_link',
  'reviewed_via_link',
  /** Its personal data was erased (details.reason: retention, applicant_request, recruiter_request). */
  'erased',
  /** A recruiter confirmed a knockout (moved the interview to Rejected) or overrode it (docs/questions.md). */
  'screening_confirmed',
  'screening_overridden',
] as const;
export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof ActivityTypeSchema>;

/** Flat facts of an entry (ids, stars, stages); never a note's text or a token. */
export const ActivityDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type ActivityDetails = z.infer<typeof ActivityDetailsSchema>;

export const ActivityEntrySchema = z.object({
  id: z.string(),
  type: ActivityTypeSchema,
  /** The user's name, or "share link <id>" (with the typed name of a guest review). */
  actor: z.string(),
  actorUserId: z.number().int().nullable(),
  shareLinkId: z.string().nullable(),
  at: z.string(),
  details: ActivityDetailsSchema,
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ActivityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

/** Newest first; entries are never changed or removed. */
export const ActivityListSchema = z.object({
  data: z.array(ActivityEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ActivityList = z.infer<typeof ActivityListSchema>;
