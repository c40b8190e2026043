import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * Media off the submit path (docs/decisions/0022-media-off-the-submit-path.md): an answer is recorded when the take is submitted and its
 * media is made by a background job. `media_status` says where that stands ('processing', 'ready',
 * 'failed'); `media_error` keeps why a take could not be used ('reason: detail'). Answers stored before
 * this migration had their media made at submit: they are 'ready'.
 */
export function answerMedia() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('answers')
        .addColumn('media_status', 'text', (c) => c.notNull().defaultTo('ready'))
        .execute();
      await db.schema.alterTable('answers').addColumn('media_error', 'text').execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('answers').dropColumn('media_error').execute();
      await db.schema.alterTable('answers').dropColumn('media_status').execute();
    },
  };
}
