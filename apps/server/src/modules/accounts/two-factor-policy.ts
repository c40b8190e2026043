import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { findSecondFactorStanding } from './two-factor.repository.js';

/**
 * A company that requires a second factor (docs/accounts.md "Company policy"): a member signed in without
 * one may use only their own account's routes (permission 'account'), where they set it up; everything
 * else answers 403 TWO_FACTOR_REQUIRED. It binds browser sessions, the sign-ins a second factor guards;
 * host-platform tokens and API keys are not signed in with a password and are not held to it.
 * Called by requireRecruiter after the identity is known.
 */
export async function assertSecondFactorPolicy(request: FastifyRequest): Promise<void> {
  const identity = request.recruiter;
  if (!identity?.sessionIdHash || request.routeOptions.config.permission === 'account') return;
  const standing = await findSecondFactorStanding(request.server.db, identity.userId);
  if (standing && standing.require_two_factor === 1 && !standing.totp_enabled_at) {
    throw new AppError('TWO_FACTOR_REQUIRED', {
      message: 'Your company requires a second factor. Set it up on your account page first.',
    });
  }
}
