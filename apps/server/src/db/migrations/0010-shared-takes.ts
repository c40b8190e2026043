import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */

/**
 * The shared take store (docs/decisions/0021-shared-takes.md): a take's acknowledged
 * chunks as objects in shared storage, listed here, and the lease that fences a node which lost the take.
 * No foreign key to answer_attempts: the store removes its rows itself, and erasure must be able to
 * finish removing objects whose attempt row is already gone.
 */
export function sharedTakes() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('answer_attempts')
        .addColumn('lease_token', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('answer_attempts').addColumn('lease_owner', 'text').execute();
      await db.schema
        .createTable('take_chunks')
        .addColumn('attempt_id', 'text', (c) => c.notNull())
        .addColumn('chunk_no', 'integer', (c) => c.notNull())
        .addColumn('object_key', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('end_bytes', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('take_chunks_pk', ['attempt_id', 'chunk_no'])
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('take_chunks').execute();
      await db.schema.alterTable('answer_attempts').dropColumn('lease_owner').execute();
      await db.schema.alterTable('answer_attempts').dropColumn('lease_token').execute();
    },
  };
}
