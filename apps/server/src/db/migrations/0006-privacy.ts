import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * Privacy (docs/privacy.md): the tombstone of an erased interview and the claim that lets exactly one process
 * erase it. The interview row stays (the team sees that it existed); its personal data goes.
 * - deletion_requested_at/_reason/_retention_days: an erasure was decided (set first, with the claim);
 * - deletion_lease_until: the eraser's lease; another process may finish the work once it has run out;
 * - deleted_at: every personal datum is gone (set last, in the transaction that removes the rows).
 * Every column is nullable: rows from before are intact interviews.
 */
const COLUMNS = [
  ['deletion_requested_at', 'text'],
  ['deletion_reason', 'text'],
  ['deletion_retention_days', 'integer'],
  ['deletion_lease_until', 'text'],
  ['deleted_at', 'text'],
] as const;

export function privacy() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const [column, type] of COLUMNS) {
        await db.schema.alterTable('applications').addColumn(column, type).execute();
      }
      // The retention pass: a company's interviews that still hold data, by when their clock started.
      await db.schema
        .createIndex('applications_retention_completed_idx')
        .on('applications')
        .columns(['company_id', 'deleted_at', 'completed_at'])
        .execute();
      // Erasures that were decided but not finished (a process stopped halfway).
      await db.schema
        .createIndex('applications_deletion_pending_idx')
        .on('applications')
        .columns(['deletion_requested_at', 'deleted_at'])
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('applications_deletion_pending_idx').ifExists().execute();
      await db.schema.dropIndex('applications_retention_completed_idx').ifExists().execute();
      for (const [column] of [...COLUMNS].reverse()) {
        await db.schema.alterTable('applications').dropColumn(column).execute();
      }
    },
  };
}
