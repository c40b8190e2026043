import type { Kysely, Transaction } from 'kysely';
import type { AuditActor, RecruiterIdentity } from '@vi/contracts';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Who an entry names, as the caller knows them. A recruiter's request says whether it came with their
 * token or one of their company's API keys (identity.apiKeyId); a share link is named by its id, never
 * its token; the applicant by nothing at all (the entry's interview id says whose).
 */
export type AuditActorSource =
  { recruiter: RecruiterIdentity } | { shareLinkId: string } | { applicant: true } | { system: string };

/**
 * The log reads the names it records from the users and api_keys rows itself: every module writes to it
 * (companies among them), so it sits below them and cannot call back into them.
 */
async function userLabel(db: Db, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return name || `User ${userId}`;
}

/** The actor as named at the time: the log keeps what was true then, even if a name changes later. */
export async function resolveActor(db: Db, source: AuditActorSource): Promise<AuditActor> {
  if ('recruiter' in source) {
    const { userId, apiKeyId } = source.recruiter;
    const person = await userLabel(db, userId);
    if (apiKeyId === undefined) return { kind: 'user', id: String(userId), label: person };
    const key = await db.selectFrom('api_keys').select('name').where('id', '=', apiKeyId).executeTakeFirst();
    return { kind: 'api_key', id: apiKeyId, label: `API key "${key?.name ?? apiKeyId}" (${person})` };
  }
  if ('shareLinkId' in source) return { kind: 'share_link', id: source.shareLinkId, label: 'Share link' };
  if ('applicant' in source) return { kind: 'applicant', id: null, label: 'Applicant' };
  return { kind: 'system', id: null, label: source.system };
}

/** A stable key for an actor inside dedupe keys. */
export function actorKey(source: AuditActorSource): string {
  if ('recruiter' in source) {
    const { userId, apiKeyId } = source.recruiter;
    return apiKeyId === undefined ? `user:${userId}` : `api_key:${apiKeyId}`;
  }
  if ('shareLinkId' in source) return `share_link:${source.shareLinkId}`;
  if ('applicant' in source) return 'applicant';
  return `system:${source.system}`;
}
