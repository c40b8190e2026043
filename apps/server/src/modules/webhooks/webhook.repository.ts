import type { Insertable, Kysely, Transaction } from 'kysely';
import type { WebhookDeliveryStatus } from '@vi/contracts';
import type { DB, WebhookAttemptTable, WebhookDeliveryTable, WebhookEndpointTable } from '../../db/schema.js';
import { toCount } from '../../db/dialect.js';
import { placeholder, preparedQuery } from '../../db/prepared-query.js';

type Db = Kysely<DB> | Transaction<DB>;

export async function insertEndpoint(db: Db, row: Insertable<WebhookEndpointTable>): Promise<void> {
  await db.insertInto('webhook_endpoints').values(row).execute();
}

/** A company's endpoints: read for every event (each completed interview), so compiled once. */
const endpointsOf = preparedQuery(
  (db, companyId: number) =>
    db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('created_at')
      .orderBy('id'),
  [-4_000_001],
);
export function listEndpoints(db: Db, companyId: number) {
  return endpointsOf(db, companyId);
}

export async function countEndpoints(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return toCount(row?.n);
}

export function findEndpoint(db: Db, id: string) {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The company's endpoints with their creators' names (the settings page's list). */
export function listEndpointsWithCreators(db: Db, companyId: number) {
  return db
    .selectFrom('webhook_endpoints as e')
    .leftJoin('users as u', 'u.id', 'e.created_by')
    .selectAll('e')
    .select(['u.first_name', 'u.last_name'])
    .where('e.company_id', '=', companyId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
}

/** Stops an endpoint's deliveries; an endpoint already disabled keeps its first reason. */
export async function disableEndpoints(
  db: Db,
  ids: readonly string[],
  at: string,
  reason: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('webhook_endpoints')
    .set({ disabled_at: at, disabled_reason: reason })
    .where('id', 'in', ids)
    .where('disabled_at', 'is', null)
    .execute();
}

/** The live endpoints a user made, or made with one of the given API keys. */
export async function findLiveEndpointsMadeBy(
  db: Db,
  by: { userId?: number | undefined; apiKeyIds?: readonly string[] | undefined },
): Promise<{ id: string; company_id: number }[]> {
  const { userId, apiKeyIds = [] } = by;
  if (userId === undefined && apiKeyIds.length === 0) return [];
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'company_id'])
    .where('disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(userId !== undefined ? [eb('created_by', '=', userId)] : []),
        ...(apiKeyIds.length > 0 ? [eb('created_by_api_key', 'in', apiKeyIds)] : []),
      ]),
    )
    .execute();
}

export async function enableEndpoint(db: Db, id: string): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ disabled_at: null, disabled_reason: null })
    .where('id', '=', id)
    .execute();
}

export async function deleteEndpoint(db: Db, id: string): Promise<void> {
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}

export async function updateSecret(
  db: Db,
  id: string,
  change: Pick<
    WebhookEndpointTable,
    'secret' | 'previous_secret' | 'previous_secret_until' | 'secret_rotated_at'
  >,
): Promise<void> {
  await db.updateTable('webhook_endpoints').set(change).where('id', '=', id).execute();
}

export async function insertDelivery(db: Db, row: Insertable<WebhookDeliveryTable>): Promise<void> {
  await db.insertInto('webhook_deliveries').values(row).execute();
}

/** A delivery with what sending it needs of its endpoint. */
export function findDeliveryToSend(db: Db, deliveryId: string) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.payload',
      'd.status',
      'd.attempts',
      'e.url',
      'e.secret',
      'e.previous_secret',
      'e.previous_secret_until',
      'e.disabled_at',
    ])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
}

export type DeliveryToSend = NonNullable<Awaited<ReturnType<typeof findDeliveryToSend>>>;

export function findDelivery(db: Db, endpointId: string, deliveryId: string) {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', deliveryId)
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
}

export function listDeliveries(db: Db, endpointId: string, limit: number) {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function listAttempts(db: Db, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('delivery_id', 'in', deliveryIds)
    .orderBy('attempt_no')
    .execute();
}

export async function hasAttempt(db: Db, attemptId: string): Promise<boolean> {
  const row = await db
    .selectFrom('webhook_attempts')
    .select('id')
    .where('id', '=', attemptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Numbers the attempt (the delivery's count, kept in the same transaction) and logs it. */
export async function recordAttempt(
  db: Transaction<DB>,
  attempt: Omit<Insertable<WebhookAttemptTable>, 'attempt_no'>,
  outcome: { status: WebhookDeliveryStatus; nextAttemptAt: string | null },
): Promise<number> {
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      status: outcome.status,
      next_attempt_at: outcome.nextAttemptAt,
      updated_at: attempt.created_at,
    }))
    .where('id', '=', attempt.delivery_id)
    .execute();
  const row = await db
    .selectFrom('webhook_deliveries')
    .select('attempts')
    .where('id', '=', attempt.delivery_id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('webhook_attempts')
    .values({ ...attempt, attempt_no: row.attempts })
    .execute();
  return row.attempts;
}

/** The facts every interview event carries. */
const interviewRef = preparedQuery(
  (db, applicationId: string) =>
    db
      .selectFrom('applications')
      .select(['id', 'company_id', 'job_id', 'questionnaire_id'])
      .where('id', '=', applicationId),
  [placeholder('application.id')],
);
export async function findInterviewRef(db: Db, applicationId: string) {
  return (await interviewRef(db, applicationId))[0];
}
