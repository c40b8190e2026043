import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * The invitation resend throttle (docs/invitations.md): when the invitation was last mailed again, and the
 * resends counted in the current day-long window with the window's start. Rows from before have never
 * been resent: null and 0 need no backfill.
 */
export function resendThrottle() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('applications').addColumn('last_resent_at', 'text').execute();
      await db.schema.alterTable('applications').addColumn('resend_window_start', 'text').execute();
      await db.schema
        .alterTable('applications')
        .addColumn('resend_window_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      for (const column of ['resend_window_count', 'resend_window_start', 'last_resent_at']) {
        await db.schema.alterTable('applications').dropColumn(column).execute();
      }
    },
  };
}
