import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { DB } from './schema.js';

/** One unit of work: it runs inside a transaction and may be run again after a failed group. */
export type Work<R> = (trx: Transaction<DB>) => Promise<R>;

interface Pending {
  work: Work<unknown>;
  /** Units run in this order inside a group (the same rows are then always locked in the same order). */
  order: string;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; err: unknown };

export interface GroupCommitOptions {
  /**
   * Whether units arriving together share a transaction. Worth it where the database has one connection
   * (SQLite: every transaction waits for the one before it anyway); PostgreSQL's pool runs them side by side.
   */
  grouped: boolean;
  /** The most units one transaction takes. */
  maxGroup?: number;
}

const SAVEPOINT = CompiledQuery.raw('savepoint group_unit');
const RELEASE = CompiledQuery.raw('release savepoint group_unit');
const ROLLBACK_TO = CompiledQuery.raw('rollback to savepoint group_unit');

/**
 * A group commit of transactions (decision 0023): units of work that arrive while a transaction is running
 * are run together in the next one, each inside a savepoint. A unit that fails is rolled back to its
 * savepoint and rejects alone; the others commit. Nothing resolves before its transaction committed. If
 * the group's transaction itself fails (its commit, a deadlock, a lost connection), every unit of it runs
 * again in a transaction of its own: the outcome each would have had without grouping. The first unit
 * after a quiet spell starts at once, so grouping adds no wait of its own.
 */
export function createGroupCommit(db: Kysely<DB>, options: GroupCommitOptions) {
  const maxGroup = options.maxGroup ?? 64;
  const waiting: Pending[] = [];
  let draining = false;

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (waiting.length > 0) {
        const group = waiting
          .splice(0, maxGroup)
          .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
        await runGroup(group);
      }
    } finally {
      draining = false;
    }
  }

  async function runGroup(group: Pending[]): Promise<void> {
    if (group.length === 1) {
      await runAlone(group[0]!);
      return;
    }
    let outcomes: Outcome[];
    try {
      outcomes = await db.transaction().execute(async (trx) => {
        const results: Outcome[] = [];
        for (const unit of group) {
          await trx.executeQuery(SAVEPOINT);
          try {
            results.push({ ok: true, value: await unit.work(trx) });
          } catch (err) {
            await trx.executeQuery(ROLLBACK_TO);
            results.push({ ok: false, err });
          }
          await trx.executeQuery(RELEASE);
        }
        return results;
      });
    } catch {
      // The group as a whole failed: nothing of it was kept. Each unit has the outcome it would have alone.
      for (const unit of group) await runAlone(unit);
      return;
    }
    group.forEach((unit, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) unit.resolve(outcome.value);
      else unit.reject(outcome.err);
    });
  }

  async function runAlone(unit: Pending): Promise<void> {
    try {
      unit.resolve(await db.transaction().execute(unit.work));
    } catch (err) {
      unit.reject(err);
    }
  }

  return {
    /** Runs `work` in a transaction (shared with others that arrive meanwhile) and resolves once committed. */
    run<R>(work: Work<R>, order: string): Promise<R> {
      if (!options.grouped) return db.transaction().execute(work);
      return new Promise<R>((resolve, reject) => {
        waiting.push({ work, order, resolve: resolve as (value: unknown) => void, reject });
        if (!draining) void drain();
      });
    },
  };
}

export type GroupCommit = ReturnType<typeof createGroupCommit>;
