import { z } from 'zod';
import { IntIdSchema } from './common.schema.js';

/**
 * Accounts, teams and single sign-on (docs/accounts.md): the first-run set-up, password sign-in,
 * sessions, the team page and per-company OpenID Connect.
 */

/**
 * Roles on the wire. Owner and admin may do everything (team, SSO, settings, privacy, API keys,
 * webhooks, the audit log); a recruiter runs questionnaires, jobs, invitations, reviews and share
 * links; a reviewer (a hiring manager) sees only the jobs they are assigned to and rates, notes and
 * compares.
 */
export const ROLES = ['owner', 'admin', 'recruiter', 'reviewer'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;
/** What an invitation or the team page may give: ownership moves only by transfer. */
export const ASSIGNABLE_ROLES = ['admin', 'recruiter', 'reviewer'] as const;
export const AssignableRoleSchema = z.enum(ASSIGNABLE_ROLES);

export const ACCOUNT_LIMITS = {
  /** NIST SP 800-63B: at least 8, we ask 12; at least 64 must be accepted. */
  passwordMinChars: 12,
  passwordMaxChars: 256,
  nameMaxChars: 100,
  companyNameMaxChars: 200,
  emailMaxChars: 254,
  /** Team invitations and sign-in links. */
  teamInvitationDays: 7,
  passwordResetMinutes: 30,
  signInLinkMinutes: 15,
  /** A session ends after this long without a request, and this long after sign-in whatever happens. */
  sessionIdleHours: 12,
  sessionAbsoluteDays: 14,
  recoveryCodes: 10,
} as const;

/** The session cookie: an opaque random id; the server stores only its hash. */
export const SESSION_COOKIE = 'vi_session';

const passwordMessage = `Use at least ${ACCOUNT_LIMITS.passwordMinChars} characters.`;
/** Length only: the server also refuses common and breached-looking passwords (no composition rules). */
export const PasswordSchema = z
  .string({ error: passwordMessage })
  .min(ACCOUNT_LIMITS.passwordMinChars, passwordMessage)
  .max(ACCOUNT_LIMITS.passwordMaxChars, `Use at most ${ACCOUNT_LIMITS.passwordMaxChars} characters.`);
export const EmailSchema = z
  .email({ error: 'Enter a valid email address.' })
  .max(ACCOUNT_LIMITS.emailMaxChars)
  .transform((e) => e.trim().toLowerCase());
const NameSchema = z.string().trim().min(1, 'Enter a name.').max(ACCOUNT_LIMITS.nameMaxChars);
/** A six-digit TOTP code or a recovery code (xxxx-xxxx). */
export const SecondFactorSchema = z.string().trim().min(6).max(20);

export const SetupStatusSchema = z.object({ needed: z.boolean() });
export type SetupStatus = z.infer<typeof SetupStatusSchema>;
export const SetupRequestSchema = z.object({
  setupCode: z.string().trim().min(1, 'Enter the set-up code from the server log.').max(100),
  companyName: z.string().trim().min(1, 'Enter the company name.').max(ACCOUNT_LIMITS.companyNameMaxChars),
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});
export type SetupRequest = z.input<typeof SetupRequestSchema>;

export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Enter your password.').max(ACCOUNT_LIMITS.passwordMaxChars),
  totp: SecondFactorSchema.optional(),
});
export type SignInRequest = z.input<typeof SignInRequestSchema>;

/** 200 of sign-in (and of set-up, invitation acceptance, a sign-in link): who is now signed in. */
export const SessionResponseSchema = z.object({
  userId: z.number().int(),
  companyId: z.number().int(),
  email: z.string(),
  role: RoleSchema,
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export const PasswordResetConfirmSchema = z.object({
  token: z.string().min(1).max(200),
  password: PasswordSchema,
});
/** A passwordless sign-in link (only when SMTP is configured). */
export const SignInLinkRequestSchema = z.object({ email: EmailSchema });
/** `totp`: the second factor, required when the account has one (401 TOTP_REQUIRED without it). */
export const SignInLinkConfirmSchema = z.object({
  token: z.string().min(1).max(200),
  totp: SecondFactorSchema.optional(),
});
/** Change one's own password (the other sessions end; this one stays). */
export const PasswordChangeRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(ACCOUNT_LIMITS.passwordMaxChars),
  newPassword: PasswordSchema,
});
export type PasswordChangeRequest = z.input<typeof PasswordChangeRequestSchema>;

export const TeamParamsSchema = z.object({ companyId: IntIdSchema });
export const TeamMemberParamsSchema = z.object({ companyId: IntIdSchema, userId: IntIdSchema });

export const TeamMemberSchema = z.object({
  userId: z.number().int(),
  email: z.string().nullable(),
  name: z.string(),
  role: RoleSchema,
  active: z.boolean(),
  lastSignInAt: z.string().nullable(),
  twoFactor: z.boolean(),
  /** Reviewers only: the jobs they see. */
  jobIds: z.array(z.number().int()),
  /** Reviewers only: may see applicants' contact details. */
  canSeeContactDetails: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const PendingTeamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema,
  expiresAt: z.string(),
  invitedBy: z.string().nullable(),
});
export type PendingTeamInvitation = z.infer<typeof PendingTeamInvitationSchema>;

export const TeamListSchema = z.object({
  data: z.array(TeamMemberSchema),
  invitations: z.array(PendingTeamInvitationSchema),
});
export type TeamList = z.infer<typeof TeamListSchema>;

export const TeamInviteRequestSchema = z.object({
  email: EmailSchema,
  role: AssignableRoleSchema,
  jobIds: z.array(IntIdSchema).max(500).optional(),
});
export type TeamInviteRequest = z.input<typeof TeamInviteRequestSchema>;
export const TeamInviteResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema,
  expiresAt: z.string(),
  /** True only when the mail left; otherwise the link is shown to copy. */
  sent: z.boolean(),
  /** The invitation link, when no mail could carry it. */
  link: z.string().optional(),
});
export type TeamInviteResponse = z.infer<typeof TeamInviteResponseSchema>;

export const TeamMemberPatchSchema = z
  .object({
    role: RoleSchema.optional(),
    active: z.boolean().optional(),
    jobIds: z.array(IntIdSchema).max(500).optional(),
    canSeeContactDetails: z.boolean().optional(),
  })
  .refine((p) => Object.keys(p).length > 0, 'Send role, active, jobIds or canSeeContactDetails.');
export type TeamMemberPatch = z.infer<typeof TeamMemberPatchSchema>;

export const TeamInvitationParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const TeamInvitationViewSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  role: RoleSchema,
  expiresAt: z.string(),
});
export type TeamInvitationView = z.infer<typeof TeamInvitationViewSchema>;
export const TeamInvitationAcceptSchema = z.object({ name: NameSchema, password: PasswordSchema });
export type TeamInvitationAccept = z.input<typeof TeamInvitationAcceptSchema>;

export const SsoConfigRequestSchema = z.object({
  enabled: z.boolean(),
  issuer: z.url({ error: 'Enter the issuer URL.' }).max(500),
  clientId: z.string().trim().min(1).max(500),
  /** Omitted on a change that keeps the stored secret. */
  clientSecret: z.string().min(1).max(2000).optional(),
  allowedDomains: z.array(z.string().trim().toLowerCase().min(3).max(253)).min(1).max(50),
  defaultRole: AssignableRoleSchema,
});
export type SsoConfigRequest = z.input<typeof SsoConfigRequestSchema>;
export const SsoConfigSchema = SsoConfigRequestSchema.omit({ clientSecret: true }).extend({
  hasClientSecret: z.boolean(),
  /** The redirect URI to register at the identity provider. */
  redirectUri: z.string(),
});
export type SsoConfig = z.infer<typeof SsoConfigSchema>;
export const SsoParamsSchema = z.object({ companyId: IntIdSchema });
/** Which company's single sign-on an address belongs to (the sign-in page's "single sign-on" button). */
export const SsoDiscoverQuerySchema = z.object({ email: EmailSchema });
export const SsoDiscoverResponseSchema = z.object({ companyId: z.number().int() });
export type SsoDiscoverResponse = z.infer<typeof SsoDiscoverResponseSchema>;
/** Where to land after signing in: a path of the web app (under /v1/), never another site. */
export const SsoStartQuerySchema = z.object({ returnTo: z.string().max(500).optional() });

export const TotpSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetupResponse = z.infer<typeof TotpSetupResponseSchema>;
export const TotpEnableRequestSchema = z.object({ code: SecondFactorSchema });
export const RecoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>;
export const TotpDisableRequestSchema = z.object({ password: z.string().min(1).max(256) });
/** PUT /company/{companyId}/security: every member must use a second factor. */
export const CompanySecuritySchema = z.object({ requireTwoFactor: z.boolean() });
export type CompanySecurity = z.infer<typeof CompanySecuritySchema>;
