import { z } from 'zod';
import { InterviewStatusSchema } from './application.schema.js';
import { AccommodationsInputSchema, AccommodationsSchema } from './interview-settings.schema.js';
import { LIMITS } from './limits.js';

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
  /** Seconds. */
  duration: z.number().nullable(),
  transcription: z.object({
    status: TranscriptionStatusSchema,
    text: z.string().nullable(),
    segments: z.array(TranscriptSegmentSchema),
  }),
});
export type InterviewResponse = z.infer<typeof InterviewResponseSchema>;

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
});
export type Interview = z.infer<typeof InterviewSchema>;

/** PATCH /interviews/{id} (recruiter): change what may still change. */
export const PatchRecruiterInterviewBodySchema = z
  .object({
    /** Only while the interview is not completed; omitted fields keep their values. */
    accommodations: AccommodationsInputSchema.optional(),
  })
  .strict()
  .refine((b) => b.accommodations !== undefined, { message: 'Nothing to change: send accommodations' });
export type PatchRecruiterInterviewBody = z.infer<typeof PatchRecruiterInterviewBodySchema>;

export const InterviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(LIMITS.interviewPageSize),
  status: InterviewStatusSchema.optional(),
  jobId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
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
