import { sql, type ColumnDefinitionBuilder, type Expression, type Kysely } from 'kysely';

/**
 * The only place where SQLite and PostgreSQL differ. Everything else is portable Kysely.
 */
export type Dialect = 'sqlite' | 'postgres';

/** An auto-numbered integer primary key (SQLite rowid alias vs. PostgreSQL identity). */
export function serialPrimaryKey(dialect: Dialect) {
  return {
    type: dialect === 'postgres' ? ('serial' as const) : ('integer' as const),
    build: (col: ColumnDefinitionBuilder) =>
      dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
  };
}

/** Escapes LIKE wildcards in user input, so '%' and '_' are searched for literally. */
export function likeContains(input: string): string {
  return `%${input.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Counts come back as strings from PostgreSQL (bigint) and numbers from SQLite. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export async function pingDatabase<T>(db: Kysely<T>): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * After inserting explicit ids into an auto-numbered column, PostgreSQL's sequence must be moved past
 * them or the next generated id collides. SQLite's AUTOINCREMENT already follows the largest id.
 */
export async function syncIdSequence<T>(
  db: Kysely<T>,
  dialect: Dialect,
  table: 'companies' | 'users',
): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select coalesce(max(id), 0) from ${sql.table(table)}), 1))`.execute(
    db,
  );
}

/**
 * True when a write failed on a unique or primary-key constraint. A check-then-insert can lose a race to a
 * concurrent request; the constraint is the real guard and this turns its error into a 409.
 */
/** A row refers to one that is gone (an erased answer, say): PostgreSQL 23503, SQLite's FOREIGNKEY. */
export function isForeignKeyViolation(err: unknown): boolean {
  if (!err || typeof err !== 'object' || !('code' in err)) return false;
  return err.code === '23503' || err.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

export function isUniqueViolation(err: unknown): boolean {
  if (!err || typeof err !== 'object' || !('code' in err)) return false;
  const { code } = err;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/*
 * Full-text search over interview_search(id, application_id, content). The table itself is portable and
 * written by app code only (modules/interviews/interview-search.repository.ts); what indexes it differs:
 * - SQLite: an FTS5 table over it (external content, so the words are stored once), kept in step by
 *   triggers, SQLite's documented pattern for external-content tables;
 * - PostgreSQL: a GIN index over to_tsvector('simple', content). 'simple' neither stems nor drops stop
 *   words, so a name or a rare word is found as typed, like FTS5's unicode61 tokenizer does.
 */
const SQLITE_FULL_TEXT = [
  `create virtual table interview_search_fts using fts5(content, content='interview_search', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
  `create trigger interview_search_ai after insert on interview_search begin
     insert into interview_search_fts(rowid, content) values (new.id, new.content);
   end`,
  `create trigger interview_search_ad after delete on interview_search begin
     insert into interview_search_fts(interview_search_fts, rowid, content) values ('delete', old.id, old.content);
   end`,
  `create trigger interview_search_au after update on interview_search begin
     insert into interview_search_fts(interview_search_fts, rowid, content) values ('delete', old.id, old.content);
     insert into interview_search_fts(rowid, content) values (new.id, new.content);
   end`,
];

export async function createFullTextIndex<T>(db: Kysely<T>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create index interview_search_fts_idx on interview_search using gin (to_tsvector('simple', content))`.execute(
      db,
    );
    return;
  }
  for (const statement of SQLITE_FULL_TEXT) await sql.raw(statement).execute(db);
}

export async function dropFullTextIndex<T>(db: Kysely<T>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop index if exists interview_search_fts_idx`.execute(db);
    return;
  }
  for (const trigger of ['interview_search_ai', 'interview_search_ad', 'interview_search_au']) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  await sql`drop table if exists interview_search_fts`.execute(db);
}

/**
 * The application ids whose document holds every term (as a word or a word's beginning), as a subquery
 * for `where a.id in (…)`. Terms are letters and digits only (see searchTerms), and each is quoted for
 * its engine besides, so no input can change the query's syntax; the whole query is one bound parameter.
 */
export function fullTextMatches(dialect: Dialect, terms: readonly string[]) {
  if (dialect === 'postgres') {
    const query = terms.map((t) => `'${t.replace(/'/g, "''")}':*`).join(' & ');
    return sql<string>`(select application_id from interview_search where to_tsvector('simple', content) @@ to_tsquery('simple', ${query}))`;
  }
  const query = terms.map((t) => `"${t.replace(/"/g, '""')}"*`).join(' ');
  return sql<string>`(select s.application_id from interview_search s where s.id in (select rowid from interview_search_fts where interview_search_fts match ${query}))`;
}

/** Concatenates a column's values over a group: group_concat in SQLite, string_agg in PostgreSQL. */
export function stringAgg(dialect: Dialect, column: Expression<string | null>, separator: string) {
  return dialect === 'postgres'
    ? sql<string | null>`string_agg(${column}, ${separator})`
    : sql<string | null>`group_concat(${column}, ${separator})`;
}

/** Minutes from one ISO-8601 text timestamp to another, as a number (fractions included). */
export function minutesBetween(
  dialect: Dialect,
  from: Expression<string | null>,
  to: Expression<string | null>,
) {
  return dialect === 'postgres'
    ? sql<number | null>`(extract(epoch from (${to}::timestamptz - ${from}::timestamptz)) / 60.0)`
    : sql<number | null>`((julianday(${to}) - julianday(${from})) * 1440.0)`;
}
