import { sql, type ColumnDefinitionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';

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

/** Case-insensitive LIKE: SQLite's LIKE already is (for ASCII); PostgreSQL needs ILIKE. */
export function ilike(dialect: Dialect, column: Expression<string | null>, pattern: string) {
  return dialect === 'postgres'
    ? sql<SqlBool>`${column} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${column} like ${pattern} escape '\\'`;
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
export function isUniqueViolation(err: unknown): boolean {
  if (!err || typeof err !== 'object' || !('code' in err)) return false;
  const { code } = err;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
