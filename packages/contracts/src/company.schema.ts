import { z } from 'zod';
import { RoleSchema } from './account.schema.js';
import { IntIdSchema } from './common.schema.js';

export const CompanyParamsSchema = z.object({ companyId: IntIdSchema });
export type CompanyParams = z.infer<typeof CompanyParamsSchema>;

/** The spec's User: id, active, contactInfo (firstName, lastName). */
export const UserSchema = z.object({
  id: z.number().int(),
  active: z.boolean(),
  contactInfo: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type User = z.infer<typeof UserSchema>;
export const UserListSchema = z.array(UserSchema);

export const DivisionSchema = z.object({ id: z.number().int(), name: z.string() });
export type Division = z.infer<typeof DivisionSchema>;
export const DivisionListSchema = z.array(DivisionSchema);

/** Who the current token belongs to: the recruiter app reads it once at start. */
export const MeResponseSchema = z.object({
  userId: z.number().int(),
  companyId: z.number().int(),
  expiresAt: z.string(),
  user: UserSchema.nullable(),
  companyName: z.string().nullable(),
  /** A company admin (reads the audit log). Optional so clients of an older server keep working. */
  isAdmin: z.boolean().optional(),
  /** The user's email and role (docs/accounts.md); optional so clients of an older server keep working. */
  email: z.string().nullable().optional(),
  role: RoleSchema.optional(),
  /** The user has a second factor; the company requires one (then, without it, only the account page works). */
  twoFactorEnabled: z.boolean().optional(),
  twoFactorRequired: z.boolean().optional(),
  /** The interface language the user chose (BCP 47); null follows the browser. Optional for older servers. */
  language: z.string().nullable().optional(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const CsrfResponseSchema = z.object({ token: z.string() });
