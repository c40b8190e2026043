import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RecruiterIdentity } from '@vi/contracts';
import { readToken } from '../auth/auth.plugin.js';

/**
 * For routes anyone may call that show more to a recruiter: a missing, malformed, forged or expired
 * token makes the caller anonymous instead of failing the request.
 */
export async function optionalRecruiter(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<RecruiterIdentity | null> {
  const token = readToken(request);
  if (!token) return null;
  try {
    return await app.tokens.verify(token);
  } catch {
    return null;
  }
}
