import { z } from 'zod';
import { GuidSchema } from './common.schema.js';

/**
 * The audit log (docs/audit-log.md): an append-only record of access to candidate data, per company. Entries
 * name interviews by id and people by staff name or credential id; they never hold an applicant's name,
 * email, phone or guid, so erasing an applicant leaves nothing personal behind in them.
 */
export const AUDIT_LIMITS = {
  /** Entries of one JSON page. */
  maxPageSize: 200,
  defaultPageSize: 50,
  /** Rows of one CSV export (newest first; the filters narrow it). */
  maxExportRows: 10_000,
  /** One "viewed" and one "played" entry per interview or answer, per actor, per this many minutes. */
  dedupeMinutes: 10,
} as const;

export const AUDIT_EVENT_TYPES = [
  /** A recruiter (or API key) read an interview (GET /interviews/{id}). */
  'interview_viewed',
  /**
   * The interview list (or a search of it) was read: one entry per request, with the filters, whether it
   * searched (never the words), the page and how many interviews it returned.
   */
  'interviews_listed',
  /** An interview's notes, or its activity log, were read (once per interview and actor per window). */
  'notes_read',
  'activity_read',
  /** An answer's video or audio started playing (recruiter, API key or share link): not a page load. */
  'media_played',
  'resume_downloaded',
  /** A recruiter confirmed an interview's knockout answers (moved it to Rejected) or overrode them. */
  'screening_confirmed',
  'screening_overridden',
  /** The recruiter's CSV export of the interview list, or the applicant's export of their own data. */
  'interview_exported',
  'share_link_created',
  'share_link_revoked',
  /** A share link's page was opened: one entry per interview it shows. */
  'viewed_via_link',
  /** An interview's personal data was erased (applicant's or recruiter's request). */
  'erased',
  /** The retention rule deleted an interview's personal data. */
  'retention_applied',
  'settings_changed',
  'api_key_created',
  'api_key_revoked',
  /** Accounts and teams (docs/accounts.md). Details never hold a password, token or session id. */
  'setup_completed',
  'signed_in',
  'sign_in_failed',
  'signed_out_everywhere',
  'password_reset',
  'two_factor_enabled',
  'two_factor_disabled',
  'role_changed',
  'user_deactivated',
  'user_reactivated',
  'team_invitation_sent',
  'team_invitation_reissued',
  'team_invitation_accepted',
  'ownership_transferred',
  'sso_changed',
  'webhook_created',
  'webhook_changed',
  'webhook_rotated',
  'webhook_deleted',
  'webhook_disabled',
  'api_key_changed',
  /**
   * A questionnaire stopped (or again started) being sent, or was attached to or detached from a job.
   * `undo: true` when the recruiter pressed Undo on the toast of the action it reverses.
   */
  'questionnaire_deactivated',
  'questionnaire_reactivated',
  'questionnaire_attached',
  'questionnaire_detached',
] as const;
export const AuditEventTypeSchema = z.enum(AUDIT_EVENT_TYPES);
export type AuditEventType = z.infer<typeof AuditEventTypeSchema>;

export const AUDIT_ACTOR_KINDS = ['user', 'api_key', 'share_link', 'applicant', 'system'] as const;
export const AuditActorKindSchema = z.enum(AUDIT_ACTOR_KINDS);
export type AuditActorKind = z.infer<typeof AuditActorKindSchema>;

/**
 * Who did it. `id`: the user id, API key id or share link id (never a token); null for the applicant
 * (the interview id says whose) and for the system. `label`: a recruiter's name as it was then, an API
 * key's name and creator, "Share link", "Applicant" or the system job's name.
 */
export const AuditActorSchema = z.object({
  kind: AuditActorKindSchema,
  id: z.string().nullable(),
  label: z.string(),
});
export type AuditActor = z.infer<typeof AuditActorSchema>;

/** Flat facts of an entry (ids, counts, setting names); never personal data, a note or a token. */
export const AuditDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type AuditDetails = z.infer<typeof AuditDetailsSchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  type: AuditEventTypeSchema,
  actor: AuditActorSchema,
  /** The interview it concerns, by id; null for company-wide events (settings, API keys, list exports). */
  interviewId: z.string().nullable(),
  /**
   * The applicant's name as it is now, beside the id for the admins who read the log: looked up when read,
   * never stored in the entry, so erasing the applicant leaves only the id. Empty once erased; null for
   * entries without an interview. Optional for older servers.
   */
  candidateName: z.string().nullable().optional(),
  /**
   * Facts of the entry. A `settings_changed` entry names the changed settings in `changed` (comma
   * separated), holds each one's new value under its name and its old value under `was:<name>`.
   */
  details: AuditDetailsSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const dateMessage = 'Use an ISO 8601 date (2026-05-20) or date and time (2026-05-20T08:00:00Z)';
/** A day (taken as UTC) or an instant with its offset. */
const AuditTimeSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: dateMessage });

const DAY_MS = 24 * 3600 * 1000;
const isDay = (value: string) => value.length === 10;

/** The first instant a `from` filter keeps, as stored (toISOString): a day starts at 00:00 UTC. */
export function auditRangeStart(from: string): string {
  return new Date(isDay(from) ? `${from}T00:00:00.000Z` : from).toISOString();
}

/** The first instant a `to` filter leaves out: the next day for a day, the next millisecond otherwise. */
export function auditRangeEnd(to: string): string {
  const start = new Date(isDay(to) ? `${to}T00:00:00.000Z` : to).getTime();
  return new Date(start + (isDay(to) ? DAY_MS : 1)).toISOString();
}

/**
 * GET /company/{companyId}/audit (and audit.csv): every filter optional. `from` and `to` are both
 * inclusive; a day means the whole day (UTC), so the screen sends instants for the user's own days.
 */
export const AuditFilterQuerySchema = z
  .object({
    interviewId: GuidSchema.optional(),
    type: AuditEventTypeSchema.optional(),
    from: AuditTimeSchema.optional(),
    to: AuditTimeSchema.optional(),
  })
  .refine(
    (q) => q.from === undefined || q.to === undefined || auditRangeStart(q.from) < auditRangeEnd(q.to),
    {
      message: '`from` must not be after `to`',
      path: ['from'],
    },
  );
export type AuditFilterQuery = z.infer<typeof AuditFilterQuerySchema>;

export const AuditQuerySchema = AuditFilterQuerySchema.safeExtend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(AUDIT_LIMITS.maxPageSize).default(AUDIT_LIMITS.defaultPageSize),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** Newest first. */
export const AuditListSchema = z.object({
  data: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AuditList = z.infer<typeof AuditListSchema>;

/** A company member's role (account.schema.ts): owners and admins read the audit log. */
export {
  ROLES as USER_ROLES,
  RoleSchema as UserRoleSchema,
  type Role as UserRole,
} from './account.schema.js';
