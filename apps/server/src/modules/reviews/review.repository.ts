import type { Insertable, Kysely, Transaction } from 'kysely';
import { toCount } from '../../db/dialect.js';
import type { DB, GuestReviewTable, InterviewReviewTable } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The team's reviews of these interviews, with each reviewer's current name. */
export function listReviewsOf(db: Db, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('interview_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.reviewer_user_id')
    .selectAll('r')
    .select(['u.first_name', 'u.last_name'])
    .where('r.application_id', 'in', applicationIds)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('r.reviewer_user_id')
    .execute();
}
export type ReviewRow = Awaited<ReturnType<typeof listReviewsOf>>[number];

export function findReview(db: Db, applicationId: string, userId: number) {
  return db
    .selectFrom('interview_reviews')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('reviewer_user_id', '=', userId)
    .executeTakeFirst();
}

/** One review per reviewer and interview: a second PUT changes the first. */
export async function upsertReview(db: Db, row: Insertable<InterviewReviewTable>): Promise<void> {
  const { overall, recommendation, ratings, criteria, updated_at } = row;
  await db
    .insertInto('interview_reviews')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['application_id', 'reviewer_user_id'])
        .doUpdateSet({ overall, recommendation, ratings, criteria, updated_at }),
    )
    .execute();
}

/** Guests' reviews of these interviews; of one link only when `shareLinkId` is given. */
export function listGuestReviewsOf(db: Db, applicationIds: readonly string[], shareLinkId?: string) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('guest_reviews')
    .selectAll()
    .where('application_id', 'in', applicationIds)
    .orderBy('created_at')
    .orderBy('id');
  if (shareLinkId !== undefined) query = query.where('share_link_id', '=', shareLinkId);
  return query.execute();
}
export type GuestReviewRow = Awaited<ReturnType<typeof listGuestReviewsOf>>[number];

/** One review per link, interview and typed name: the same name typed again edits it. */
export async function upsertGuestReview(db: Db, row: Insertable<GuestReviewTable>): Promise<void> {
  const { reviewer_name, overall, comment, updated_at } = row;
  await db
    .insertInto('guest_reviews')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['share_link_id', 'application_id', 'reviewer_key'])
        .doUpdateSet({ reviewer_name, overall, comment, updated_at }),
    )
    .execute();
}

export function findGuestReview(db: Db, shareLinkId: string, applicationId: string, reviewerKey: string) {
  return db
    .selectFrom('guest_reviews')
    .selectAll()
    .where('share_link_id', '=', shareLinkId)
    .where('application_id', '=', applicationId)
    .where('reviewer_key', '=', reviewerKey)
    .executeTakeFirst();
}

/** The team's overall ratings per interview: the same figures the interview list computes. */
export async function teamRatings(db: Db, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return new Map<string, { average: number | null; count: number }>();
  const rows = await db
    .selectFrom('interview_reviews')
    .select((eb) => [
      'application_id',
      eb.fn.avg<number | string | null>('overall').as('average'),
      eb.fn.count<number | string>('overall').as('count'),
    ])
    .where('application_id', 'in', applicationIds)
    .groupBy('application_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.application_id,
      { average: r.average === null ? null : Number(r.average), count: toCount(r.count) },
    ]),
  );
}

/** The questions an interview can be rated on: its questionnaire's and any it has answers to. */
export async function questionKeysOf(
  db: Db,
  applicationId: string,
  questionnaireId: string | null,
): Promise<Set<string>> {
  const [answered, asked] = await Promise.all([
    db.selectFrom('answers').select('question_key').where('application_id', '=', applicationId).execute(),
    questionnaireId === null
      ? Promise.resolve([])
      : db
          .selectFrom('questions')
          .select('question_key')
          .where('questionnaire_id', '=', questionnaireId)
          .execute(),
  ]);
  return new Set([...answered, ...asked].map((r) => r.question_key));
}
