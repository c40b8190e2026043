import type { Kysely } from 'kysely';
import type { BackgroundJobTable, DB } from '../../db/schema.js';
import { placeholder, preparedWrite } from '../../db/prepared-query.js';
import { nowIso } from '../../lib/time.js';
import type { QueueDepth } from './queue.js';

/** What a worker needs of a row to claim and run it. */
export type StoredJob = Pick<BackgroundJobTable, 'id' | 'name' | 'payload' | 'attempts' | 'max_attempts'>;

/** Every submit queues a job: the insert is compiled once (db/prepared-query.ts). */
const jobInsert = preparedWrite(
  (db, id: string, name: string, payload: string, maxAttempts: number, runAt: string, now: string) =>
    db
      .insertInto('background_jobs')
      .values({
        id,
        name,
        payload,
        status: 'queued',
        attempts: 0,
        max_attempts: maxAttempts,
        run_at: runAt,
        locked_at: null,
        locked_by: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      // The id is the idempotency key: a second enqueue with it keeps the first job untouched.
      .onConflict((oc) => oc.column('id').doNothing()),
  [
    placeholder('job.id'),
    placeholder('job.name'),
    placeholder('job.payload'),
    -3_000_001,
    placeholder('job.run_at'),
    placeholder('job.now'),
  ],
);

export async function insertJob(
  db: Kysely<DB>,
  job: { id: string; name: string; payload: string; maxAttempts: number; runAt: string },
): Promise<void> {
  await jobInsert(db, job.id, job.name, job.payload, job.maxAttempts, job.runAt, nowIso());
}

export async function findDueJobs(
  db: Kysely<DB>,
  names: string[],
  now: string,
  limit: number,
): Promise<StoredJob[]> {
  if (names.length === 0) return [];
  return db
    .selectFrom('background_jobs')
    .select(['id', 'name', 'payload', 'attempts', 'max_attempts'])
    .where('status', '=', 'queued')
    .where('run_at', '<=', now)
    .where('name', 'in', names)
    .orderBy('run_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a job for one worker. The update only matches the row as it was read (still queued, same
 * attempt count), so when several workers read the same row exactly one of them gets it: SQLite
 * serialises writers and PostgreSQL re-checks the condition after waiting for the other's row lock.
 */
export async function claimJob(db: Kysely<DB>, job: StoredJob, workerId: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('background_jobs')
    .set({
      status: 'running',
      attempts: job.attempts + 1,
      locked_by: workerId,
      locked_at: now,
      updated_at: now,
    })
    .where('id', '=', job.id)
    .where('status', '=', 'queued')
    .where('attempts', '=', job.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

type Outcome =
  | { status: 'done' }
  | { status: 'failed'; error: string }
  | { status: 'queued'; error: string; runAt: string };

/** Records how a run ended, unless the lease was lost meanwhile and the job belongs to another worker. */
export async function finishJob(
  db: Kysely<DB>,
  id: string,
  workerId: string,
  outcome: Outcome,
): Promise<boolean> {
  const result = await db
    .updateTable('background_jobs')
    .set({
      status: outcome.status,
      locked_by: null,
      locked_at: null,
      updated_at: nowIso(),
      ...(outcome.status === 'done' ? {} : { last_error: outcome.error }),
      ...(outcome.status === 'queued' ? { run_at: outcome.runAt } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('locked_by', '=', workerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A live worker keeps its leases fresh, so only a dead worker's jobs ever look abandoned. */
export async function renewLeases(db: Kysely<DB>, workerId: string): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('background_jobs')
    .set({ locked_at: now, updated_at: now })
    .where('status', '=', 'running')
    .where('locked_by', '=', workerId)
    .execute();
}

/**
 * Jobs whose worker stopped renewing its lease (killed, crashed, restarted) run again; a job that has
 * used up its attempts this way is failed rather than crash-looping the workers.
 */
export async function recoverAbandonedJobs(
  db: Kysely<DB>,
  leaseExpiredBefore: string,
): Promise<{ requeued: number; failed: number }> {
  const now = nowIso();
  const abandoned = db
    .updateTable('background_jobs')
    .where('status', '=', 'running')
    .where('locked_at', '<', leaseExpiredBefore);
  const failed = await abandoned
    .set({
      status: 'failed',
      locked_by: null,
      locked_at: null,
      last_error: 'the worker stopped while running the job, and no attempts are left',
      updated_at: now,
    })
    .whereRef('attempts', '>=', 'max_attempts')
    .executeTakeFirst();
  const requeued = await abandoned
    .set({ status: 'queued', locked_by: null, locked_at: null, run_at: now, updated_at: now })
    .whereRef('attempts', '<', 'max_attempts')
    .executeTakeFirst();
  return { requeued: Number(requeued.numUpdatedRows), failed: Number(failed.numUpdatedRows) };
}

/**
 * On a shutdown that could not wait for them, the jobs still running go back to the queue at once
 * instead of after the lease; the interrupted run does not count as an attempt.
 */
export async function releaseJobs(db: Kysely<DB>, workerId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const now = nowIso();
  await db
    .updateTable('background_jobs')
    .set((eb) => ({
      status: 'queued',
      attempts: eb('attempts', '-', 1),
      locked_by: null,
      locked_at: null,
      run_at: now,
      updated_at: now,
    }))
    .where('status', '=', 'running')
    .where('locked_by', '=', workerId)
    .where('id', 'in', ids)
    .execute();
}

/** Queued and running jobs by name: queued ones are 'waiting' when due, 'delayed' when not yet. */
export async function countUnfinishedJobs(db: Kysely<DB>, now: string): Promise<QueueDepth[]> {
  const rows = await db
    .selectFrom('background_jobs')
    .select((eb) => [
      'name',
      'status',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.countAll<number | string>().filterWhere('run_at', '>', now).as('later'),
    ])
    .where('status', 'in', ['queued', 'running'])
    .groupBy(['name', 'status'])
    .execute();
  return rows.flatMap((row): QueueDepth[] => {
    const count = Number(row.count);
    const later = Number(row.later);
    if (row.status === 'running') return [{ job: row.name, state: 'running', count }];
    return [
      { job: row.name, state: 'waiting', count: count - later },
      { job: row.name, state: 'delayed', count: later },
    ];
  });
}
