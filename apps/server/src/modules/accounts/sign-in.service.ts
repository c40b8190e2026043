import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecruiterIdentity, SessionResponse, SignInRequestSchema } from '@vi/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditLog } from '../audit/index.js';
import * as repo from './account.repository.js';
import type { PasswordHasher } from './password-hasher.js';
import { verifySecondFactor } from './second-factor.js';
import type { SessionService } from './session.service.js';
import { signInKeys, type SignInThrottle } from './sign-in-throttle.js';

/**
 * Password sign-in (docs/accounts.md, "Signing in"). An unknown email, a wrong password, an inactive
 * member and a company that is gone get one answer, with one cost and one throttle, so the answer never
 * tells whether an account exists.
 */
const invalid = () => new AppError('INVALID_CREDENTIALS', { message: 'Email or password is incorrect.' });

const actorOf = (userId: number, companyId: number): { recruiter: RecruiterIdentity } => ({
  recruiter: { userId, companyId, expiresAt: new Date() },
});

export function createSignInService({
  db,
  passwords,
  sessions,
  throttle,
  audit,
}: {
  db: Kysely<DB>;
  passwords: PasswordHasher;
  sessions: SessionService;
  throttle: SignInThrottle;
  audit: AuditLog;
}) {
  return {
    async signIn(
      request: FastifyRequest,
      reply: FastifyReply,
      input: z.output<typeof SignInRequestSchema>,
    ): Promise<SessionResponse> {
      const keys = signInKeys(request.ip, input.email);
      await throttle.assertAllowed(keys);

      const account = await repo.findSignInAccount(db, input.email);
      // A missing hash costs a decoy check too: an account without a password must look like no account.
      const passwordRight = account?.password_hash
        ? await passwords.verify(account.password_hash, input.password)
        : await passwords.verifyNothing(input.password);
      const usable = account !== undefined && account.active === 1 && account.company_name !== null;

      const refuse = async (reason: string) => {
        await throttle.recordFailure(keys);
        if (account && account.company_name !== null) {
          await audit.append(db, {
            companyId: account.company_id,
            actor: actorOf(account.id, account.company_id),
            type: 'sign_in_failed',
            details: { reason },
          });
        }
        return invalid();
      };

      if (!account || !passwordRight || !usable)
        throw await refuse(!account || !passwordRight ? 'password' : 'inactive');

      if (account.totp_enabled_at) {
        if (input.totp === undefined)
          throw new AppError('TOTP_REQUIRED', { message: 'Enter the code from your authenticator app.' });
        if (!(await verifySecondFactor(db, { ...account, id: account.id }, input.totp)))
          throw await refuse('second_factor');
      }

      await throttle.recordSuccess(keys);
      const owner = { userId: account.id, companyId: account.company_id };
      await sessions.start(request, reply, { ...owner, method: 'password' });
      await repo.setLastSignIn(db, account.id, new Date().toISOString());
      await audit.append(db, {
        companyId: account.company_id,
        actor: actorOf(account.id, account.company_id),
        type: 'signed_in',
        details: { method: 'password' },
      });
      return { ...owner, email: account.sign_in_email ?? input.email, role: account.role };
    },

    /** Ends every session of the signed-in user, on every node at once. */
    async signOutEverywhere(identity: RecruiterIdentity, request: FastifyRequest, reply: FastifyReply) {
      await sessions.endAllOf(identity.userId);
      if (sessions.carriesCookie(request)) sessions.clearCookie(reply);
      await audit.append(db, {
        companyId: identity.companyId,
        actor: { recruiter: identity },
        type: 'signed_out_everywhere',
      });
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
