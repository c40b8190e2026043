import { z } from 'zod';
import { IntIdSchema } from './common.schema.js';
import { InterviewStatusSchema } from './application.schema.js';
import { InterviewResponseSchema } from './interview.schema.js';
import { REVIEW_LIMITS } from './limits.js';
import { DeletionSchema } from './privacy.schema.js';
import { RatingSummarySchema, StarsSchema } from './review.schema.js';

/** POST /company/{companyId}/share-links: a link for people without an account. */
export const CreateShareLinkBodySchema = z
  .object({
    interviewIds: z
      .array(z.string().trim().min(1).max(64))
      .min(1, 'Share at least one interview')
      .max(
        REVIEW_LIMITS.maxSharedInterviews,
        `At most ${REVIEW_LIMITS.maxSharedInterviews} interviews per link`,
      ),
    expiresInDays: z
      .number()
      .int()
      .min(REVIEW_LIMITS.shareLinkMinDays)
      .max(REVIEW_LIMITS.shareLinkMaxDays)
      .default(7),
    /** First name only; no email, phone or resume. On unless turned off. */
    hideContactDetails: z.boolean().default(true),
    /** Lets whoever holds the link leave a named review (rating and comment). */
    allowReviews: z.boolean().default(false),
  })
  .strict();
export type CreateShareLinkBody = z.infer<typeof CreateShareLinkBodySchema>;

/** The only time the link's address (and so its secret) is shown: the server keeps just its hash. */
export const CreatedShareLinkSchema = z.object({ id: z.string(), url: z.string(), expiresAt: z.string() });
export type CreatedShareLink = z.infer<typeof CreatedShareLinkSchema>;

export const ShareLinkStatusSchema = z.enum(['active', 'expired', 'revoked']);

export const ShareLinkSchema = z.object({
  id: z.string(),
  status: ShareLinkStatusSchema,
  interviewIds: z.array(z.string()),
  interviewCount: z.number().int(),
  expiresAt: z.string(),
  revoked: z.boolean(),
  revokedAt: z.string().nullable(),
  hideContactDetails: z.boolean(),
  allowReviews: z.boolean(),
  createdBy: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** Times the shared page was opened. */
  views: z.number().int(),
  lastViewedAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;
export const ShareLinkListSchema = z.object({ data: z.array(ShareLinkSchema) });
export type ShareLinkList = z.infer<typeof ShareLinkListSchema>;

export const ShareLinkParamsSchema = z.object({
  companyId: IntIdSchema,
  id: z.string().trim().min(1).max(64),
});

/** The link's secret is checked by the server: anything that is not a known token is a 404. */
export const SharedTokenParamsSchema = z.object({ token: z.string().max(200) });
export const SharedInterviewParamsSchema = SharedTokenParamsSchema.extend({
  id: z.string().trim().min(1).max(64),
});
export const SharedMediaParamsSchema = SharedTokenParamsSchema.extend({
  answerId: z.string().max(64),
  kind: z.enum(['video', 'audio', 'thumbnail']),
});

export const GuestReviewSchema = z.object({
  reviewerName: z.string(),
  overall: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GuestReview = z.infer<typeof GuestReviewSchema>;

/** One shared interview: what the link allows, with media addresses that work with the link alone. */
export const SharedInterviewSchema = z.object({
  id: z.string(),
  /** The first name only when the link hides contact details. */
  applicantName: z.string(),
  applicantEmail: z.string().nullable(),
  applicantPhone: z.string().nullable(),
  jobTitle: z.string(),
  status: InterviewStatusSchema,
  dateApplied: z.string(),
  completedAt: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  responses: z.array(InterviewResponseSchema),
  /** The team's ratings, when the link takes reviews; otherwise null. */
  rating: RatingSummarySchema.nullable(),
  /** Reviews left through this link (when it takes reviews). */
  guestReviews: z.array(GuestReviewSchema),
  /** Set once the interview's personal data is gone (as on InterviewSchema); null or absent: intact. */
  deletion: DeletionSchema.nullable().optional(),
});
export type SharedInterview = z.infer<typeof SharedInterviewSchema>;

export const SharedPageSchema = z.object({
  companyName: z.string(),
  expiresAt: z.string(),
  hideContactDetails: z.boolean(),
  allowReviews: z.boolean(),
  interviews: z.array(SharedInterviewSchema),
});
export type SharedPage = z.infer<typeof SharedPageSchema>;

/** PUT /shared/{token}/interviews/{id}/review: one review per typed name per interview, editable. */
export const GuestReviewBodySchema = z
  .object({
    reviewerName: z
      .string({ error: 'Please enter your name' })
      .trim()
      .min(1, 'Please enter your name')
      .max(100, 'The name must be at most 100 characters')
      .refine((s) => !s.includes('\u0000'), 'Text must not contain NUL characters'),
    overall: StarsSchema,
    comment: z
      .string()
      .trim()
      .max(REVIEW_LIMITS.guestCommentMaxChars)
      .refine((s) => !s.includes('\u0000'), 'Text must not contain NUL characters')
      .optional(),
  })
  .strict();
export type GuestReviewBody = z.infer<typeof GuestReviewBodySchema>;
