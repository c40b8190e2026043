import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */

/*
 * The database itself keeps the audit log append-only: the application has no code that updates or
 * deletes entries, and these triggers refuse anyone who tries (a bug, a hand-typed query).
 */
const APPEND_ONLY_MESSAGE = 'audit_log is append-only: entries are never updated or deleted';

const POSTGRES_TRIGGERS = [
  `create function audit_log_append_only() returns trigger language plpgsql as $$
   begin
     raise exception '${APPEND_ONLY_MESSAGE}' using errcode = 'insufficient_privilege';
   end
   $$`,
  `create trigger audit_log_no_change before update or delete on audit_log
   for each row execute function audit_log_append_only()`,
  // TRUNCATE skips row triggers; a statement trigger covers it.
  `create trigger audit_log_no_truncate before truncate on audit_log
   for each statement execute function audit_log_append_only()`,
];

const SQLITE_TRIGGERS = [
  `create trigger audit_log_no_update before update on audit_log
   begin select raise(abort, '${APPEND_ONLY_MESSAGE}'); end`,
  `create trigger audit_log_no_delete before delete on audit_log
   begin select raise(abort, '${APPEND_ONLY_MESSAGE}'); end`,
];

/**
 * The audit log of access to candidate data (docs/privacy.md), and the smallest notion of a company
 * admin who may read it: users.role, 'admin' for each company's first active user.
 */
export function auditLog(dialect: Dialect) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('actor_kind', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_label', 'text', (c) => c.notNull())
        .addColumn('interview_id', 'text')
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('dedupe_key', 'text', (c) => c.unique())
        .execute();
      await db.schema
        .createIndex('audit_log_company_at_idx')
        .on('audit_log')
        .columns(['company_id', 'at'])
        .execute();
      await db.schema
        .createIndex('audit_log_company_interview_idx')
        .on('audit_log')
        .columns(['company_id', 'interview_id'])
        .execute();
      for (const statement of dialect === 'postgres' ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) {
        await sql.raw(statement).execute(db);
      }

      await db.schema
        .alterTable('users')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('recruiter'))
        .execute();
      await sql`update users set role = 'admin' where id in (
        select min(id) from users where active = 1 group by company_id
      )`.execute(db);
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('users').dropColumn('role').execute();
      // Dropping the table drops its triggers; it is no DELETE, so they do not stop it.
      await db.schema.dropTable('audit_log').ifExists().execute();
      if (dialect === 'postgres') await sql`drop function if exists audit_log_append_only()`.execute(db);
    },
  };
}
