import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * A recruiter's own interface language (docs/languages.md): a shipped BCP 47 tag, or null to follow the
 * browser. Questionnaires got theirs in migration 0015.
 */
export function userLanguage() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('users').addColumn('language', 'text').execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('users').dropColumn('language').execute();
    },
  };
}
