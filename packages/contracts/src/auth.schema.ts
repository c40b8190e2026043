import { z } from 'zod';
import { IntIdSchema } from './common.schema.js';

/** Claims of a recruiter token (HS256 or a host platform's JWKS). */
export const TokenClaimsSchema = z.object({
  userId: IntIdSchema,
  companyId: IntIdSchema,
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/** The identity the server derives from a verified token. */
export interface RecruiterIdentity {
  userId: number;
  companyId: number;
  expiresAt: Date;
}
