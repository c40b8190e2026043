import type { CompiledQuery, Compilable, Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** A placeholder string no caller sends (a NUL first), named for what it stands for. */
export const placeholder = (name: string) => `\u0000placeholder-${name}`;

/**
 * Kysely builds and compiles a query anew on every call, which costs more than running a small SQLite
 * query (docs/decisions/0020-api-read-path.md). For the hottest reads the query is compiled once per
 * database handle with placeholder values and run with the real ones. A placeholder must be a value the
 * query never holds by itself (a negative id, a string no caller sends). A transaction of the database
uses the same compiled query.
 */
export function preparedQuery<Args extends readonly (string | number)[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
  placeholders: Args,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const run = compiledOnce(build, placeholders);
  return async (db, ...args) => (await run(db, args)).rows;
}

/**
 * The same for an insert, update or delete: resolves to the number of rows it changed. An argument may
 * be null where its column takes null (the placeholder stands for the value, whatever it is).
 */
export function preparedWrite<Args extends readonly (string | number)[]>(
  build: (db: Db, ...args: Args) => Compilable<unknown>,
  placeholders: Args,
): (db: Db, ...args: Nullable<Args>) => Promise<number> {
  const run = compiledOnce(build, placeholders);
  return async (db, ...args) => Number((await run(db, args)).numAffectedRows ?? 0n);
}

type Nullable<Args extends readonly unknown[]> = { [K in keyof Args]: Args[K] | null };

/**
 * What a compiled query belongs to: the database's dialect adapter, which a Kysely instance shares with
 * every transaction it opens (a transaction is a new handle each time: keyed by handle, a query run in a
 * transaction was compiled again in every one). The app installs no Kysely plugins, which would also
 * change the SQL.
 */
const compiledFor = (db: Db): object => db.getExecutor().adapter;

function compiledOnce<Args extends readonly (string | number)[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
  placeholders: Args,
) {
  if (new Set(placeholders).size !== placeholders.length)
    throw new Error('preparedQuery: two placeholders are the same value');
  const compiled = new WeakMap<object, CompiledQuery<Row>>();
  return async (db: Db, args: readonly unknown[]) => {
    const key = compiledFor(db);
    let query = compiled.get(key);
    if (!query) {
      query = build(db, ...placeholders).compile();
      const found = placeholders.filter((p) => query!.parameters.includes(p)).length;
      if (found !== placeholders.length) throw new Error('preparedQuery: a placeholder is not a parameter');
      compiled.set(key, query);
    }
    const parameters = query.parameters.map((p) => {
      const i = placeholders.indexOf(p as Args[number]);
      return i >= 0 ? args[i] : p;
    });
    return db.executeQuery<Row>({ ...query, parameters });
  };
}

/**
 * An insert of every listed column, compiled once: each column's placeholder is a string named for it,
 * or the number given in `numbers` for a numeric column.
 */
export function preparedInsert<T extends keyof DB, C extends keyof DB[T] & string>(
  table: T,
  columns: readonly C[],
  numbers: Partial<Record<C, number>>,
) {
  const placeholders = columns.map((c) => numbers[c] ?? placeholder(`${table}.${c}`));
  const write = preparedWrite(
    (db, ...values: (string | number)[]) =>
      db
        .insertInto(table)
        .values(Object.fromEntries(columns.map((c, i) => [c, values[i]])) as Insertable<DB[T]>),
    placeholders,
  );
  return (db: Db, row: Record<C, string | number | null>) => write(db, ...columns.map((c) => row[c]));
}
