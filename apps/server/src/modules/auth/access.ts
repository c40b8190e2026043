import type { FastifyRequest } from 'fastify';
import type { RecruiterIdentity } from '@vi/contracts';
import { AppError } from '../../lib/app-error.js';

/** A company named in a path must be the token's company. */
export function requireCompanyAccess(identity: RecruiterIdentity, companyId: number): void {
  if (identity.companyId !== companyId) {
    throw new AppError('FORBIDDEN', { message: 'You do not have access to this company.' });
  }
}

/**
 * A record found by id must belong to the token's company. Another company's record is reported as
 * missing, so ids cannot be probed for existence.
 */
export function requireOwnRecord<T extends { company_id: number }>(
  identity: RecruiterIdentity,
  record: T | undefined,
  what: string,
): T {
  if (!record || record.company_id !== identity.companyId) {
    throw new AppError('NOT_FOUND', { message: `${what} not found` });
  }
  return record;
}

/**
 * For handlers behind requireRecruiter: the identity, or a 401 if the hook was forgotten. Beside the
 * other helpers rather than in auth.plugin.ts, so that routes need nothing of the plugin's own imports.
 */
export function recruiterOf(request: FastifyRequest): RecruiterIdentity {
  if (!request.recruiter) throw new AppError('UNAUTHORIZED', { message: 'Authorization required.' });
  return request.recruiter;
}
