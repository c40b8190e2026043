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
    /**
     * Lets the link's guests see the team's ratings and the reviews other guests left through it. Off
     * unless turned on: a guest then sees only their own reviews.
     */
    showTeamReviews: z.boolean().default(false),
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
  /**
   * Whose interviews the link shares: each applicant's name (empty once their data was erased) and job.
   * Optional for older servers.
   */
  interviews: z
    .array(z.object({ id: z.string(), applicantName: z.string(), jobTitle: z.string() }))
    .optional(),
  interviewCount: z.number().int(),
  expiresAt: z.string(),
  revoked: z.boolean(),
  revokedAt: z.string().nullable(),
  hideContactDetails: z.boolean(),
  allowReviews: z.boolean(),
  showTeamReviews: z.boolean(),
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
export const SharedCaptionsParamsSchema = SharedTokenParamsSchema.extend({
  answerId: z.string().max(64),
});
export const SharedMediaParamsSchema = SharedTokenParamsSchema.extend({
  answerId: z.string().max(64),
  kind: z.enum(['video', 'audio', 'thumbnail']),
});

export const SharedAnswerPlayedParamsSchema = SharedTokenParamsSchema.extend({
  answerId: z.string().max(64),
});

/**
 * A browser's guest key (docs/review-and-sharing.md "Guest reviewers"): made at random by the browser on
 * its first visit and kept there; it binds the names that browser reviews under on a link, so no other
 * browser can review as them. Sent as the `x-guest-key` header.
 */
export const GUEST_KEY_HEADER = 'x-guest-key';
export const GuestKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,128}$/, 'The guest key must be 22 to 128 letters, digits, "-" or "_"');
export const SharedPageHeadersSchema = z.object({ [GUEST_KEY_HEADER]: GuestKeySchema.optional() });
export const GuestReviewHeadersSchema = z.object({ [GUEST_KEY_HEADER]: GuestKeySchema });

export const GuestReviewSchema = z.object({
  reviewerName: z.string(),
  /** Left from this browser (the request's guest key); optional for older servers. */
  mine: z.boolean().optional(),
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
  /** The team's ratings, when the link shows them (`showTeamReviews`); otherwise null. */
  rating: RatingSummarySchema.nullable(),
  /**
   * Reviews left through this link, when it takes reviews: every guest's when the link shows the team's
   * reviews, otherwise only this browser's (by its guest key).
   */
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
  /** Optional for older servers (which showed the team's rating whenever reviews were taken). */
  showTeamReviews: z.boolean().optional(),
  interviews: z.array(SharedInterviewSchema),
});
export type SharedPage = z.infer<typeof SharedPageSchema>;

/**
 * PUT /shared/{token}/interviews/{id}/review: one review per typed name per interview, editable by the
 * browser that first used the name on the link (its guest key).
 */
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
