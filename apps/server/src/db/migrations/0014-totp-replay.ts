import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * The last TOTP time step (Unix time / 30 s) a member's second factor was accepted at: a code is taken
 * only for a later step, so a code seen over someone's shoulder, or replayed from a captured request,
 * does not work a second time within its window (RFC 6238 §5.2, docs/accounts.md).
 */
export function totpReplay() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('users').dropColumn('totp_last_step').execute();
    },
  };
}
