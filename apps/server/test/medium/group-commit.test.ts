import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/database.js';
import { createGroupCommit, type Work } from '../../src/db/group-commit.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { DB } from '../../src/db/schema.js';
import { createTestEnv, DIALECTS, type TestEnv } from '../helper.js';

/** The group commit on a real database (both dialects): grouping, a failing unit alone, commit first. */
describe.each(DIALECTS)('group commit (%s)', (dialect) => {
  let env: TestEnv;
  let database: Database;

  beforeAll(async () => {
    env = createTestEnv(dialect);
    database = await createDatabase(env.config.database);
    await migrateToLatest(database.db, database.dialect, database.schema);
  });
  afterAll(async () => {
    await database?.destroy();
    await env?.cleanup();
  });

  const now = new Date().toISOString();
  /** A unit that writes one row (a queued job named after the test) and returns its transaction. */
  const insertRow =
    (id: string): Work<Transaction<DB>> =>
    async (trx) => {
      await trx
        .insertInto('background_jobs')
        .values({
          id,
          name: 'group-commit-test',
          payload: '{}',
          status: 'queued',
          attempts: 0,
          max_attempts: 1,
          run_at: now,
          locked_at: null,
          locked_by: null,
          last_error: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return trx;
    };
  const stored = async (prefix: string) =>
    (
      await database.db
        .selectFrom('background_jobs')
        .select('id')
        .where('id', 'like', `${prefix}%`)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);

  it('runs units that arrive while a transaction runs together in the next one', async () => {
    const commits = createGroupCommit(database.db, { grouped: true });
    const ids = Array.from({ length: 8 }, (_, i) => `together-${i}`);
    const trxs = await Promise.all(ids.map((id) => commits.run(insertRow(id), id)));
    // The first starts at once, alone; the seven that arrived meanwhile share the next transaction.
    expect(new Set(trxs.slice(1)).size).toBe(1);
    expect(trxs[0]).not.toBe(trxs[1]);
    expect(await stored('together-')).toEqual(ids);
  });

  it('without grouping every unit has a transaction of its own', async () => {
    const commits = createGroupCommit(database.db, { grouped: false });
    const ids = Array.from({ length: 4 }, (_, i) => `alone-${i}`);
    const trxs = await Promise.all(ids.map((id) => commits.run(insertRow(id), id)));
    expect(new Set(trxs).size).toBe(4);
    expect(await stored('alone-')).toEqual(ids);
  });

  it('a unit that fails after writing is rolled back alone; the others of its group commit', async () => {
    const commits = createGroupCommit(database.db, { grouped: true });
    const refusal = new Error('refused by a rule');
    const outcomes = await Promise.allSettled([
      commits.run(insertRow('partial-0'), 'a'),
      commits.run(insertRow('partial-1'), 'b'),
      commits.run(async (trx) => {
        await insertRow('partial-2')(trx);
        throw refusal;
      }, 'c'),
      commits.run(insertRow('partial-3'), 'd'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[2] as PromiseRejectedResult).reason).toBe(refusal);
    expect(await stored('partial-')).toEqual(['partial-0', 'partial-1', 'partial-3']);
  });

  it("a unit the database refuses (a duplicate key) leaves the group's transaction usable", async () => {
    const commits = createGroupCommit(database.db, { grouped: true });
    const outcomes = await Promise.allSettled([
      commits.run(insertRow('dup-0'), 'a'),
      commits.run(insertRow('dup-1'), 'b'),
      // Same id as the unit before it in the group: a unique violation inside the transaction.
      commits.run(insertRow('dup-1'), 'c'),
      commits.run(insertRow('dup-2'), 'd'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await stored('dup-')).toEqual(['dup-0', 'dup-1', 'dup-2']);
  });

  it('resolves a unit only once its whole group is committed', async () => {
    const commits = createGroupCommit(database.db, { grouped: true });
    const seenAtResolve: string[][] = [];
    const runs = ['seen-0', 'seen-1', 'seen-2', 'seen-3'].map((id) =>
      commits.run(insertRow(id), id).then(async () => {
        seenAtResolve.push(await stored('seen-'));
      }),
    );
    await Promise.all(runs);
    // The first ran alone; when any of the other three resolved, all three were already committed.
    expect(seenAtResolve.slice(1).every((seen) => seen.length === 4)).toBe(true);
  });

  it('a group whose transaction breaks runs each unit again on its own', async () => {
    const commits = createGroupCommit(database.db, { grouped: true });
    // This unit ends the savepoint it was given: rolling back to it fails, and so does the group.
    const breaker: Work<void> = async (trx) => {
      await sql`release savepoint group_unit`.execute(trx);
      throw new Error('broke the group');
    };
    const outcomes = await Promise.allSettled([
      commits.run(insertRow('broken-0'), 'a'),
      commits.run(insertRow('broken-1'), 'b'),
      commits.run(breaker, 'c'),
      commits.run(insertRow('broken-2'), 'd'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await stored('broken-')).toEqual(['broken-0', 'broken-1', 'broken-2']);
  });

  it('runs a group in the order given, whatever the arrival', async () => {
    const commits = createGroupCommit(database.db, { grouped: true });
    const order: string[] = [];
    const unit =
      (key: string): Work<void> =>
      () => {
        order.push(key);
        return Promise.resolve();
      };
    await Promise.all(['first', 'z', 'm', 'a'].map((key) => commits.run(unit(key), key)));
    expect(order).toEqual(['first', 'a', 'm', 'z']);
  });
});
