import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RecruiterIdentity } from '@vi/contracts';
import { AppError } from '../../lib/app-error.js';

/**
 * For routes anyone may call that show more to a recruiter. The credential goes through the one
 * authorization path (app.identifyRecruiter): a deactivated user, or a user of another company, is
 * refused (403), never shown the public view in its place. A credential that is no credential at all
 * (malformed, forged, expired: 401) makes the caller anonymous, so a stale session cookie in an
 * applicant's browser does not break a public page.
 */
export async function optionalRecruiter(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<RecruiterIdentity | null> {
  try {
    return await app.identifyRecruiter(request);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 401) return null;
    throw err;
  }
}

/**
 * Who a guid route's caller is, for the logs only: the guid is the capability, so a credential that came
 * with it never decides access and never stops the request (a refused one counts as none). A recruiter
 * or API key found here is named as the actor instead of "the applicant".
 */
export async function callerOfGuidRoute(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<RecruiterIdentity | null> {
  return optionalRecruiter(app, request).catch(() => null);
}
