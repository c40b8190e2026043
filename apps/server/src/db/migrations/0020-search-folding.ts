import type { Kysely } from 'kysely';
import { foldForSearch } from '@vi/contracts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * Accent- and case-insensitive search on both databases (docs/decisions/0031-accent-folded-search.md):
 * what is searched is stored folded ("José Müller" as "jose muller") and the search's words are folded
 * the same way, so SQLite and PostgreSQL compare plain letters without an extension or a collation.
 * - jobs.title_search: the title folded, for the job list's keyword filter;
 * - interview_search.content: the search documents written before this, folded in place (the FTS5 table
 *   follows through its update trigger; PostgreSQL's GIN index through the update itself).
 */
const BATCH = 500;

/** Rewrites one text column of a table, a batch of rows at a time, so a large table is never held at once. */
async function foldColumn(
  db: Kysely<any>,
  table: 'jobs' | 'interview_search',
  from: 'title' | 'content',
  to: 'title_search' | 'content',
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: { id: number; text: string | null }[] = await db
      .selectFrom(table)
      .select(['id', `${from} as text`])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      await db
        .updateTable(table)
        .set({ [to]: foldForSearch(row.text ?? '') })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows[rows.length - 1]!.id;
  }
}

export function searchFolding() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('jobs')
        .addColumn('title_search', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await foldColumn(db, 'jobs', 'title', 'title_search');
      await foldColumn(db, 'interview_search', 'content', 'content');
    },

    /**
     * The folded search documents stay folded: their accents cannot be told back from them. The code of
     * before this migration then finds a word typed without accents only (the next write of an interview
     * rewrites its document).
     */
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('jobs').dropColumn('title_search').execute();
    },
  };
}
