import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, ShareLinkTable } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

export type ShareLinkRow = NonNullable<Awaited<ReturnType<typeof findShareLinkByHash>>>;

export async function insertShareLink(
  db: Db,
  row: Insertable<ShareLinkTable>,
  applicationIds: readonly string[],
): Promise<void> {
  await db.insertInto('share_links').values(row).execute();
  await db
    .insertInto('share_link_interviews')
    .values(applicationIds.map((application_id) => ({ share_link_id: row.id, application_id })))
    .execute();
}

export function findShareLinkByHash(db: Db, tokenHash: string) {
  return db.selectFrom('share_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function findShareLink(db: Db, companyId: number, id: string) {
  return db
    .selectFrom('share_links')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The company's links, newest first, with their creator's name (never their token: it is not stored). */
export function listShareLinks(db: Db, companyId: number) {
  return db
    .selectFrom('share_links as l')
    .leftJoin('users as u', 'u.id', 'l.created_by')
    .select([
      'l.id',
      'l.created_by',
      'l.expires_at',
      'l.hide_contact_details',
      'l.allow_reviews',
      'l.show_team_reviews',
      'l.revoked_at',
      'l.views',
      'l.last_viewed_at',
      'l.created_at',
      'u.first_name',
      'u.last_name',
    ])
    .where('l.company_id', '=', companyId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
}

export function listLinkedInterviews(db: Db, linkIds: readonly string[]) {
  if (linkIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('share_link_interviews')
    .select(['share_link_id', 'application_id'])
    .where('share_link_id', 'in', linkIds)
    .orderBy('application_id')
    .execute();
}

/** The links' interviews with whose they are: the applicant's name and the job (for the links list). */
export function listLinkedInterviewNames(db: Db, linkIds: readonly string[]) {
  if (linkIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('share_link_interviews as sl')
    .innerJoin('applications as a', 'a.id', 'sl.application_id')
    .innerJoin('applicants as p', 'p.id', 'a.applicant_id')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select(['sl.share_link_id', 'sl.application_id', 'p.first_name', 'p.last_name', 'j.title as job_title'])
    .where('sl.share_link_id', 'in', linkIds)
    .orderBy('p.first_name')
    .orderBy('p.last_name')
    .orderBy('sl.application_id')
    .execute();
}

export async function isLinked(db: Db, linkId: string, applicationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('share_link_interviews')
    .select('application_id')
    .where('share_link_id', '=', linkId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The links a user made, or made with one of the given API keys, that are not revoked yet. */
export async function findLiveShareLinksMadeBy(
  db: Db,
  by: { userId?: number | undefined; apiKeyIds?: readonly string[] | undefined },
): Promise<{ id: string; company_id: number }[]> {
  const { userId, apiKeyIds = [] } = by;
  if (userId === undefined && apiKeyIds.length === 0) return [];
  return db
    .selectFrom('share_links')
    .select(['id', 'company_id'])
    .where('revoked_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(userId !== undefined ? [eb('created_by', '=', userId)] : []),
        ...(apiKeyIds.length > 0 ? [eb('created_by_api_key', 'in', apiKeyIds)] : []),
      ]),
    )
    .execute();
}

/** Revokes a link that is still live; revoking twice changes nothing. */
export async function revokeShareLink(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('share_links')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function countView(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('share_links')
    .set((eb) => ({ views: eb('views', '+', 1), last_viewed_at: at }))
    .where('id', '=', id)
    .execute();
}
