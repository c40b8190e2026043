import { z } from 'zod';
import type { Role } from './account.schema.js';
import { IntIdSchema } from './common.schema.js';

/** Claims of a recruiter token (HS256 or a host platform's JWKS). */
export const TokenClaimsSchema = z.object({
  userId: IntIdSchema,
  companyId: IntIdSchema,
  exp: z.number().int(),
  // Optional profile claims a host platform may send; used when the user is first seen.
  firstName: z.string().trim().min(1).max(100).optional().catch(undefined),
  lastName: z.string().trim().min(1).max(100).optional().catch(undefined),
  given_name: z.string().trim().min(1).max(100).optional().catch(undefined),
  family_name: z.string().trim().min(1).max(100).optional().catch(undefined),
  email: z.email().max(254).optional().catch(undefined),
  companyName: z.string().trim().min(1).max(200).optional().catch(undefined),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/** The identity the server derives from a verified token. */
export interface RecruiterIdentity {
  userId: number;
  companyId: number;
  expiresAt: Date;
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  companyName?: string | undefined;
  /** Set when the request came with a company API key instead of a recruiter's token. */
  apiKeyId?: string | undefined;
  /** Set when the request came with a browser session (the stored hash, never the cookie's value). */
  sessionIdHash?: string | undefined;
  /** The user's role, read with the user's row on every request by the one authorization path. */
  role?: Role | undefined;
  /** Reviewers: whether applicants' contact details (email, phone, resume) are shown to them. */
  canSeeContactDetails?: boolean | undefined;
}
