import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * Transcripts say which language their words are in (docs/decisions/0027-speech-engine.md): the built-in
 * engines know English only, so an answer to a questionnaire in another language is not given to them.
 * A questionnaire's language (BCP 47, `en` by default) is added here too. No introspection: on
 * PostgreSQL it lists the tables of every schema, and another schema's table would answer for this one.
 */
export function transcriptEngine() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('transcripts').addColumn('language', 'text').execute();
      await db.schema
        .alterTable('questionnaires')
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('questionnaires').dropColumn('language').execute();
      await db.schema.alterTable('transcripts').dropColumn('language').execute();
    },
  };
}
