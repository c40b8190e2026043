import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

/**
 * The lease row of a periodic task exists before anyone tries to move it (a second insert changes
 * nothing). A new row's first period starts now, so a fresh database runs the task one period after start.
 */
export async function ensureSchedulerLease(db: Kysely<DB>, name: string, periodMs: number): Promise<void> {
  await db
    .insertInto('scheduler_leases')
    .values({
      name,
      lease_until: new Date(Date.now() + periodMs).toISOString(),
      holder: null,
      updated_at: nowIso(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Takes this period of a periodic task: moves its lease one period ahead, only if the last one has run
 * out. One conditional update, so of any number of processes asking at once exactly one gets the period
 * (SQLite serialises writers; PostgreSQL re-checks the condition after the other's row lock).
 */
export async function claimSchedulerPeriod(
  db: Kysely<DB>,
  name: string,
  holder: string,
  periodMs: number,
  now = Date.now(),
): Promise<boolean> {
  const at = new Date(now).toISOString();
  const row = await db
    .updateTable('scheduler_leases')
    .set({ lease_until: new Date(now + periodMs).toISOString(), holder, updated_at: at })
    .where('name', '=', name)
    .where('lease_until', '<=', at)
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Queues a periodic task's one job again: a fresh row the first time, afterwards the same row once its
 * last run has ended, so a task that runs every minute keeps one row instead of adding 1440 a day.
 */
export async function rearmScheduledJob(
  db: Kysely<DB>,
  job: { id: string; name: string; payload: string; maxAttempts: number },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('background_jobs')
    .values({
      id: job.id,
      name: job.name,
      payload: job.payload,
      status: 'queued',
      attempts: 0,
      max_attempts: job.maxAttempts,
      run_at: now,
      locked_at: null,
      locked_by: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ status: 'queued', attempts: 0, run_at: now, last_error: null, updated_at: now })
        .where('background_jobs.status', 'in', ['done', 'failed']),
    )
    .execute();
}
