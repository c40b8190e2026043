/**
 * Table shapes as the database stores them, on both dialects: timestamps are ISO-8601 UTC strings,
 * booleans are 0/1 integers and lists are JSON text, so one query runs unchanged on SQLite and
 * PostgreSQL. Services turn rows into the contracts' DTOs; these types never leave the server.
 *
 * In a file of their own so that the table files schema.ts gathers (review-schema.ts, …) can use them
 * without importing schema.ts back.
 */
export type Bool = 0 | 1;
export type IsoDate = string;
