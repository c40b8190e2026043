import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * Interview settings per questionnaire and accommodations per application, each one JSON text column:
 * null (every row before this migration) means the spec's behaviour, so old rows need no backfill.
 */
export function interviewSettings() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('questionnaires').addColumn('settings', 'text').execute();
      await db.schema.alterTable('applications').addColumn('accommodations', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('applications').dropColumn('accommodations').execute();
      await db.schema.alterTable('questionnaires').dropColumn('settings').execute();
    },
  };
}
