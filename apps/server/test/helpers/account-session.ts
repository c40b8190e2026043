import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, type Role } from '@vi/contracts';
import type { DB } from '../../src/db/schema.js';
import { hashSessionId } from '../../src/modules/accounts/index.js';
import { insertUser } from '../../src/modules/companies/company.repository.js';

/**
 * Accounts in tests: a member with a sign-in email and a password (hashed with the app's own argon2id
 * hasher), and the headers a browser with a session sends (the session cookie, and on writes the
 * anti-forgery cookie and header).
 */
export async function createMember(
  app: FastifyInstance,
  db: Kysely<DB>,
  member: { companyId: number; email: string; password: string; role?: Role; firstName?: string },
): Promise<number> {
  const userId = await insertUser(db, {
    companyId: member.companyId,
    firstName: member.firstName ?? 'Morgan',
    lastName: 'Member',
    email: member.email,
  });
  await db
    .updateTable('users')
    .set({
      sign_in_email: member.email,
      password_hash: await app.services.passwords.hash(member.password),
      ...(member.role ? { role: member.role } : {}),
    })
    .where('id', '=', userId)
    .execute();
  return userId;
}

/** A live session of the user, written as the session service writes one; returns its cookie value. */
export async function startSession(db: Kysely<DB>, userId: number, companyId: number): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashSessionId(id),
      user_id: userId,
      company_id: companyId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      method: 'password',
      user_agent: null,
    })
    .execute();
  return id;
}

const CSRF = 'test-anti-forgery-value';

/** The headers of a browser request with the session `id`: cookie, and the anti-forgery pair. */
export const sessionHeaders = (id: string) => ({
  cookie: `${SESSION_COOKIE}=${id}; ${CSRF_COOKIE}=${CSRF}`,
  [CSRF_HEADER]: CSRF,
});

/** The session cookie a response set, if any. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

/** An audit entry's details, as stored (flat facts). */
export const detailsOf = (entry: { details: string }) =>
  JSON.parse(entry.details) as Record<string, string | number | boolean | null>;
