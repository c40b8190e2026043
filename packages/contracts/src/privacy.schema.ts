import { z } from 'zod';

/**
 * Privacy (docs/privacy.md): retention, the applicant's own copy and erasure. The server enforces each limit;
 * screens may show them.
 */
export const PRIVACY_LIMITS = {
  /** `retentionDays`: whole days from this to this, or null (kept until erased by hand). */
  retentionMinDays: 1,
  retentionMaxDays: 3650,
  /** The demo company's rule. */
  demoRetentionDays: 180,
  /** GET /company/{id}/retention/preview?days= : the default and the largest look-ahead. */
  previewDefaultDays: 30,
  previewMaxDays: 366,
  /** Interviews listed by one preview answer (the total counts them all). */
  previewMaxItems: 500,
} as const;

/** Why an interview's personal data is gone. */
export const DeletionReasonSchema = z.enum(['retention', 'applicant_request', 'recruiter_request']);
export type DeletionReason = z.infer<typeof DeletionReasonSchema>;

/**
 * What is left of an erased interview: the recruiter sees when and why, never who. `retentionDays` is
 * the rule that applied (reason "retention" only).
 */
export const DeletionSchema = z.object({
  deletedAt: z.string(),
  reason: DeletionReasonSchema,
  retentionDays: z.number().int().nullable(),
});
export type Deletion = z.infer<typeof DeletionSchema>;

const retentionMessage = `retentionDays must be a whole number of days from ${PRIVACY_LIMITS.retentionMinDays} to ${PRIVACY_LIMITS.retentionMaxDays}, or null (keep until erased)`;
export const RetentionDaysSchema = z
  .number({ error: retentionMessage })
  .int(retentionMessage)
  .min(PRIVACY_LIMITS.retentionMinDays, retentionMessage)
  .max(PRIVACY_LIMITS.retentionMaxDays, retentionMessage)
  .nullable();

/** GET /company/{companyId}/retention/preview?days=30 */
export const RetentionPreviewQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(PRIVACY_LIMITS.previewMaxDays)
    .default(PRIVACY_LIMITS.previewDefaultDays),
});
export type RetentionPreviewQuery = z.infer<typeof RetentionPreviewQuerySchema>;

/** One interview the rule will delete within the preview's window. */
export const RetentionPreviewItemSchema = z.object({
  interviewId: z.string(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  applicantName: z.string(),
  /** What starts the clock: the interview's completion, or the invitation's unanswered expiry. */
  basis: z.enum(['completed', 'expired']),
  basisAt: z.string(),
  /** When the rule deletes it (basisAt + retentionDays). */
  deleteAt: z.string(),
});
export type RetentionPreviewItem = z.infer<typeof RetentionPreviewItemSchema>;

export const RetentionPreviewSchema = z.object({
  retentionDays: z.number().int().nullable(),
  /** The window: from now to now + days. */
  from: z.string(),
  to: z.string(),
  /** Every interview due in the window (items holds at most PRIVACY_LIMITS.previewMaxItems). */
  total: z.number().int(),
  items: z.array(RetentionPreviewItemSchema),
});
export type RetentionPreview = z.infer<typeof RetentionPreviewSchema>;

/** GET /company/{companyId}/retention/impact?retentionDays=90: a rule not saved yet, asked before saving. */
export const RetentionImpactQuerySchema = z.object({
  retentionDays: z.coerce
    .number({ error: retentionMessage })
    .int(retentionMessage)
    .min(PRIVACY_LIMITS.retentionMinDays, retentionMessage)
    .max(PRIVACY_LIMITS.retentionMaxDays, retentionMessage)
    // A default keeps every query optional (the route walk calls each route bare): the demo's 180 days.
    .default(PRIVACY_LIMITS.demoRetentionDays),
});
export type RetentionImpactQuery = z.infer<typeof RetentionImpactQuerySchema>;

/** How many interviews, and their recorded answers, a rule deletes: counts only, no personal data. */
export const RetentionCountSchema = z.object({
  interviews: z.number().int().min(0),
  answers: z.number().int().min(0),
});
export type RetentionCount = z.infer<typeof RetentionCountSchema>;

/** What saving `retentionDays` would delete: at the next retention pass, and in the days after it. */
export const RetentionImpactSchema = z.object({
  retentionDays: z.number().int(),
  /** The moment the counts were taken (now). */
  asOf: z.string(),
  /** Interviews whose basis (completion, or unanswered expiry) is on or before this moment go at once. */
  cutoff: z.string(),
  /** Deleted by the first retention pass after saving (every few minutes). */
  atOnce: RetentionCountSchema,
  /** Deleted later, within `windowDays` days of now. */
  later: RetentionCountSchema,
  windowDays: z.number().int(),
});
export type RetentionImpact = z.infer<typeof RetentionImpactSchema>;

/** POST /interview/{guid}/erase: the applicant confirms in the body. */
export const EraseInterviewBodySchema = z
  .object({
    confirm: z.literal(true, { error: 'Send { "confirm": true } to erase the interview.' }),
  })
  .strict();
export type EraseInterviewBody = z.infer<typeof EraseInterviewBodySchema>;

/** The answer to an erasure (applicant or recruiter). */
export const EraseInterviewResultSchema = z.object({ erased: z.literal(true), deletion: DeletionSchema });
export type EraseInterviewResult = z.infer<typeof EraseInterviewResultSchema>;
