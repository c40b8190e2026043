import { z } from 'zod';
import { INVITATION_LIMITS } from './limits.js';
import { RetentionDaysSchema } from './privacy.schema.js';

/**
 * The invitation lifecycle (docs/invitations.md): deadlines, requests for more time, extensions, resending, and the
 * company's reminder settings. See docs/invitations.md.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A deadline: ISO 8601 with a time zone (`Z` or an offset), in the future and at most a year ahead when it
 * is set. Checked against the clock at the moment it is parsed. (The invite form asks for at least an
 * hour, a guard against slips of the hand; an integration may set any future moment.)
 */
export const InvitationDeadlineSchema = z
  .string({ error: 'The deadline must be a date and time' })
  .trim()
  .pipe(
    z.iso.datetime({
      offset: true,
      error: 'The deadline must be an ISO 8601 date and time with a time zone',
    }),
  )
  .refine((v) => Date.parse(v) > Date.now(), { message: 'The deadline must be in the future' })
  .refine((v) => Date.parse(v) <= Date.now() + INVITATION_LIMITS.deadlineMaxDaysAhead * DAY_MS, {
    message: 'The deadline must be within a year from now',
  })
  // Stored and compared as UTC strings, so one instant has one spelling.
  .transform((v) => new Date(v).toISOString());

/**
 * Plain text a person typed for another person to read (a mail, a list): line breaks kept (as \n), other
 * control characters removed, trimmed, bounded. It is never interpreted as HTML anywhere.
 */
export const PlainTextSchema = (maxChars: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .transform((v) =>
      v
        .replace(/\r\n?/g, '\n')
        // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
        .trim(),
    )
    .pipe(z.string().max(maxChars, `${label} must be at most ${maxChars} characters`));

/**
 * What became of a mail: `sent` (a mail server accepted it), `not_configured` (no mail server: kept in
 * the outbox and the log only), `failed` (the mail server refused it or could not be reached).
 */
export const MailStatusSchema = z.enum(['sent', 'not_configured', 'failed']);
export type MailStatus = z.infer<typeof MailStatusSchema>;

/** POST /interview/{guid}/extension-request (the applicant). */
export const ExtensionRequestBodySchema = z
  .object({
    message: PlainTextSchema(INVITATION_LIMITS.extensionMessageMaxChars, 'Message').optional(),
  })
  .nullish()
  .transform((b) => b ?? {});
export type ExtensionRequestBody = z.infer<typeof ExtensionRequestBodySchema>;

export const ExtensionRequestResponseSchema = z.object({ requestedAt: z.string() });

/** A pending request for more time, as the recruiter's list shows it. */
export const ExtensionRequestSchema = z.object({ message: z.string().nullable(), requestedAt: z.string() });
export type ExtensionRequest = z.infer<typeof ExtensionRequestSchema>;

/** POST /interviews/{id}/extend (a recruiter): the new deadline reopens an expired invitation. */
export const ExtendInvitationBodySchema = z.object({ deadline: InvitationDeadlineSchema }).strict();
export type ExtendInvitationBody = z.infer<typeof ExtendInvitationBodySchema>;

/** What sending (or resending) an invitation did. */
export const InvitationMailResultSchema = z.object({
  mailSent: z.boolean(),
  mailStatus: MailStatusSchema,
  interviewUrl: z.string(),
  deadline: z.string().nullable(),
});
export type InvitationMailResult = z.infer<typeof InvitationMailResultSchema>;

const reminderHours = (label: string) => {
  const { min, max } = INVITATION_LIMITS.reminderHours;
  const message = `${label} must be a whole number of hours from ${min} to ${max}, or null (off)`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message).nullable();
};

/** Reminder mails: hours after the invitation (if not started) and before the deadline (if not completed). */
export const ReminderSettingsSchema = z.object({
  afterInviteHours: reminderHours('afterInviteHours'),
  beforeDeadlineHours: reminderHours('beforeDeadlineHours'),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

/** GET /company/{companyId}/settings: every setting, defaults filled in. */
export const CompanySettingsSchema = z.object({
  reminders: ReminderSettingsSchema,
  /** Days after completion (or unanswered expiry) before an interview's personal data is deleted; null: kept. */
  retentionDays: RetentionDaysSchema,
  /** Whether answers are transcribed (speech to text) at all. */
  transcriptionEnabled: z.boolean(),
  /**
   * Who runs speech to text, for the settings screen ("this server (PocketSphinx)", or the external
   * service's host); null when no engine is configured. Read only; absent from older servers.
   */
  transcriptionEngine: z.string().nullable().optional(),
  /**
   * Whether this server has a mail server (SMTP) set up: without one, invitations and reminders are
   * not mailed and recruiters pass the links on themselves. Read only; absent from older servers.
   */
  mailConfigured: z.boolean().optional(),
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

/** PUT /company/{companyId}/settings: what is sent changes, what is omitted keeps its value. */
export const CompanySettingsBodySchema = z
  .object({
    reminders: ReminderSettingsSchema.partial().strict().optional(),
    retentionDays: RetentionDaysSchema.optional(),
    transcriptionEnabled: z.boolean({ error: 'transcriptionEnabled must be true or false' }).optional(),
  })
  .strict();
export type CompanySettingsBody = z.infer<typeof CompanySettingsBodySchema>;
