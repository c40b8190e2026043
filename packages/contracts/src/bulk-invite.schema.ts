import { z } from 'zod';

/** A bulk invite file: one header line, then one applicant per line, for one job. */
export const BULK_INVITE_LIMITS = {
  /** Applicant rows per file (the header does not count). */
  maxRows: 500,
  /** 500 rows of the longest allowed fields fit in well under this. */
  maxFileBytes: 1024 * 1024,
  /** The header, in this order (the first line of the file, case-insensitive). */
  columns: ['firstName', 'lastName', 'email', 'phone'],
} as const;

/**
 * What became of one row: `created` (invited), `would_create` (a preview's row that would be invited),
 * `invalid` (a field breaks the invite form's rules), `duplicate` (the same email appeared on an
 * earlier row of the file), `already_invited` (the applicant already has an interview for this job, or
 * their email belongs to an applicant of another name), `failed` (the invitation could not be made).
 */
export const BulkInviteRowStatusSchema = z.enum([
  'created',
  'would_create',
  'invalid',
  'duplicate',
  'already_invited',
  'failed',
]);
export type BulkInviteRowStatus = z.infer<typeof BulkInviteRowStatusSchema>;

export const BulkInviteRowErrorSchema = z.object({
  /** The column the problem is in (firstName, lastName, email, phone), or absent for the whole row. */
  field: z.string().optional(),
  message: z.string(),
});
export type BulkInviteRowError = z.infer<typeof BulkInviteRowErrorSchema>;

export const BulkInviteRowSchema = z.object({
  /** The row's line number in the file (the header is row 1, the first applicant row 2). */
  row: z.number().int(),
  status: BulkInviteRowStatusSchema,
  errors: z.array(BulkInviteRowErrorSchema).optional(),
  applicationGuid: z.string().optional(),
  /** A created row's link for the applicant (full URL), to pass on where no mail went out. */
  interviewUrl: z.string().optional(),
  /** A created row's invitation: true only when a mail server accepted the mail. */
  mailSent: z.boolean().optional(),
  /** The row as read (trimmed), so a preview can show it beside its problems. */
  values: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
});
export type BulkInviteRow = z.infer<typeof BulkInviteRowSchema>;

export const BulkInviteResponseSchema = z.object({
  /** Invitations made (always 0 for a dry run). */
  created: z.number().int(),
  rows: z.array(BulkInviteRowSchema),
});
export type BulkInviteResponse = z.infer<typeof BulkInviteResponseSchema>;

export const BulkInviteQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** The multipart form, for the API document (the server reads it part by part). */
export const BulkInviteFormSchema = z.object({
  jobId: z.coerce.number().int().positive(),
  file: z.file(),
  /** Every row's deadline, as the single form takes it (omitted: the questionnaire's default; '': none). */
  deadline: z.string().optional(),
  /** Every row's personal message (plain text), as the single form takes it. */
  message: z.string().optional(),
});
