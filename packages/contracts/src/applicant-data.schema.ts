import { z } from 'zod';
import { InterviewStatusSchema } from './application.schema.js';

/**
 * The applicant's own data (docs/privacy.md): the copy they download, GET /interview/{guid}/export (a
 * zip), and the summary their "Your data" page shows first. Erasure is in privacy.schema.ts.
 */
export const APPLICANT_EXPORT_LIMITS = {
  /** Exports one address may start per minute (each streams every answer's media). */
  perAddressPerMinute: 6,
  /** Exports one server process streams at the same time; more wait for a 429 and try again. */
  concurrentPerProcess: 4,
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterSeconds: 30,
} as const;

/** The folder every file of the zip is in, and the download's name: no personal data in either. */
export const exportFileName = (date: Date) => `interview-export-${date.toISOString().slice(0, 10)}.zip`;

/** GET /interview/{applicantGuid}/your-data: what the "Your data" page shows before the applicant acts. */
export const YourDataSummarySchema = z.object({
  jobTitle: z.string(),
  companyName: z.string(),
  status: InterviewStatusSchema,
  /** Answers stored (the latest take of each question). */
  answerCount: z.number().int(),
  /** Choices and written texts stored (a skipped question is not counted). */
  otherAnswerCount: z.number().int(),
  hasResume: z.boolean(),
  completedAt: z.string().nullable(),
});
export type YourDataSummary = z.infer<typeof YourDataSummarySchema>;
