import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * The AI notice (docs/privacy.md): each consent keeps the version of the notice the applicant was shown beside
 * the terms version. Consents given before this migration saw no notice, so they stay null.
 */
export function aiNotice() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('applications').addColumn('consent_ai_notice_version', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('applications').dropColumn('consent_ai_notice_version').execute();
    },
  };
}
