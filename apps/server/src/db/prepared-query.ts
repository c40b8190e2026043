import type { CompiledQuery, Compilable, Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Kysely builds and compiles a query anew on every call, which costs more than running a small SQLite
 * query (docs/decisions/0020-api-read-path.md). For the hottest reads the query is compiled once per
 * database handle with placeholder values and run with the real ones. A placeholder must be a value the
 * query never holds by itself (a negative id, a string no caller sends).
 */
export function preparedQuery<Args extends readonly (string | number)[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
  placeholders: Args,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db, ...args) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, ...placeholders).compile();
      const found = placeholders.filter((p) => query!.parameters.includes(p)).length;
      if (found !== placeholders.length) throw new Error('preparedQuery: a placeholder is not a parameter');
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((p) => {
      const i = placeholders.indexOf(p as Args[number]);
      return i >= 0 ? args[i] : p;
    });
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
