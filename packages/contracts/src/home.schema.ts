import { z } from 'zod';

/** The recruiter home's "work waiting" (docs/recruiter-home.md). */
export const HOME_LIMITS = {
  /** Without a last visit, "new" means completed in the last this many days. */
  defaultSinceDays: 7,
  /** A last visit older than this counts from this many days ago (a count, not an archive). */
  maxSinceDays: 90,
  /** An unanswered invitation whose deadline falls within this many hours is "expiring soon". */
  expiringWithinHours: 72,
} as const;

/** GET /company/{companyId}/home?since=2026-11-20T08:00:00.000Z */
export const HomeQuerySchema = z.object({
  /** The recruiter's last visit to the home; omitted: defaultSinceDays ago. */
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO date-time' }).optional(),
});
export type HomeQuery = z.infer<typeof HomeQuerySchema>;

/** Counts only: each one is a link on the home to the list where the work is done. */
export const HomeSummarySchema = z.object({
  /** The moment "new" counts from (the `since` asked, clamped to maxSinceDays). */
  since: z.string(),
  /** Interviews completed after `since`. */
  newCompleted: z.number().int().min(0),
  /** Unanswered invitations whose deadline is within `expiringWithinHours` from now. */
  expiringSoon: z.number().int().min(0),
  expiringWithinHours: z.number().int(),
  /** Jobs that are not Closed and have no questionnaire: applicants of these get no interview. */
  openJobsWithoutQuestionnaire: z.number().int().min(0),
});
export type HomeSummary = z.infer<typeof HomeSummarySchema>;
