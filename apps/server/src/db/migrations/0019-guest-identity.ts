import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * Guests of a share link (docs/review-and-sharing.md "Guest reviewers"): a name typed on a link is bound
 * to the browser key that used it first, so another browser cannot review under that name. A link also
 * says whether its guests see the team's ratings and the other guests' reviews (off by default).
 */
export function guestIdentity() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('share_links')
        .addColumn('show_team_reviews', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('share_link_guests')
        .addColumn('share_link_id', 'text', (c) =>
          c.notNull().references('share_links.id').onDelete('cascade'),
        )
        // The name as reviews compare it: trimmed, spaces collapsed, lower case.
        .addColumn('name_key', 'text', (c) => c.notNull())
        // SHA-256 (hex) of the browser's guest key; the key itself is never stored.
        .addColumn('key_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('share_link_guests_pk', ['share_link_id', 'name_key'])
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('share_link_guests').ifExists().execute();
      await db.schema.alterTable('share_links').dropColumn('show_team_reviews').execute();
    },
  };
}
