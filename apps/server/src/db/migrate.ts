import {
  Migrator,
  NO_MIGRATIONS,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  type TableMetadata,
} from 'kysely';
import type { Dialect } from './dialect.js';
import { initial } from './migrations/0001-initial.js';
import { interviewSettings } from './migrations/0002-interview-settings.js';
import { reviewsAndSharing } from './migrations/0003-reviews-and-sharing.js';
import { invitationLifecycle } from './migrations/0004-invitation-lifecycle.js';
import { integrations } from './migrations/0005-integrations.js';
import { privacy } from './migrations/0006-privacy.js';
import { aiNotice } from './migrations/0007-ai-notice.js';
import { auditLog } from './migrations/0008-audit-log.js';
import { demoCompany } from './migrations/0009-demo-company.js';
import { sharedTakes } from './migrations/0010-shared-takes.js';
import { answerMedia } from './migrations/0011-answer-media.js';
import { answerAttemptIndex } from './migrations/0012-answer-attempt-index.js';
import { accounts } from './migrations/0013-accounts.js';
import { totpReplay } from './migrations/0014-totp-replay.js';
import { transcriptEngine } from './migrations/0015-transcript-engine.js';
import { questionAnswers } from './migrations/0016-question-answers.js';
import { userLanguage } from './migrations/0017-user-language.js';
import { resendThrottle } from './migrations/0018-resend-throttle.js';
import { guestIdentity } from './migrations/0019-guest-identity.js';
import { searchFolding } from './migrations/0020-search-folding.js';

/** Migrations are listed in code, so the compiled server never depends on reading its own folder. */
function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial': initial(dialect),
    '0002-interview-settings': interviewSettings(),
    '0003-reviews-and-sharing': reviewsAndSharing(dialect),
    '0004-invitation-lifecycle': invitationLifecycle(),
    '0005-integrations': integrations(),
    '0006-privacy': privacy(),
    '0007-ai-notice': aiNotice(),
    '0008-audit-log': auditLog(dialect),
    '0009-demo-company': demoCompany(),
    '0010-shared-takes': sharedTakes(),
    '0011-answer-media': answerMedia(),
    '0012-answer-attempt-index': answerAttemptIndex(),
    '0013-accounts': accounts(),
    '0014-totp-replay': totpReplay(),
    '0015-transcript-engine': transcriptEngine(),
    '0016-question-answers': questionAnswers(),
    '0017-user-language': userLanguage(),
    '0018-resend-throttle': resendThrottle(),
    '0019-guest-identity': guestIdentity(),
    '0020-search-folding': searchFolding(),
  };
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrationsFor(this.dialect));
  }
}

class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Kysely's migrator asks whether its tables exist by introspecting every table of every schema, with
 * functions (`pg_get_serial_sequence`, `has_schema_privilege`) that fail with "schema does not exist" when
 * another schema of the database is dropped during the query (parallel test files, another tenant being
 * removed). It only needs the tables of our own schema, read here from the catalogue alone.
 */
function ownSchemaIntrospector<T>(db: Kysely<T>, schema: string): DatabaseIntrospector {
  const full = db.introspection;
  return {
    getSchemas: () => full.getSchemas(),
    async getTables(): Promise<TableMetadata[]> {
      const { rows } = await sql<{ name: string }>`
        select c.relname as name from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v')`.execute(db);
      return rows.map((row) => ({ name: row.name, schema, isView: false, columns: [] }));
    },
    async getMetadata() {
      return { tables: await this.getTables() };
    },
  };
}

/** The same database handle, whose `introspection` sees only our own schema (ownSchemaIntrospector). */
function withOwnSchemaIntrospection<T>(db: Kysely<T>, schema: string): Kysely<T> {
  const introspection = ownSchemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * On PostgreSQL the migration tables are looked up in our own schema explicitly: otherwise Kysely finds
 * another schema's lock table in the same database (tests, other tenants) and skips creating ours.
 */
function migrator<T>(db: Kysely<T>, dialect: Dialect, schema: string | undefined): Migrator {
  if (dialect !== 'postgres') return new Migrator({ db, provider: new StaticProvider(dialect) });
  const own = schema ?? 'public';
  return new Migrator({
    db: withOwnSchemaIntrospection(db, own),
    provider: new StaticProvider(dialect),
    migrationTableSchema: own,
  });
}

export async function migrateToLatest<T>(
  db: Kysely<T>,
  dialect: Dialect,
  schema?: string,
): Promise<MigrationResultSet> {
  const result = await migrator(db, dialect, schema).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const reason = result.error instanceof Error ? result.error.message : JSON.stringify(result.error);
    throw new MigrationError(`Migration ${failed} failed: ${reason}`, { cause: result.error });
  }
  return result;
}

/** Undoes every migration, newest first (for tests and for an admin who removes the product). */
export async function migrateDown<T>(
  db: Kysely<T>,
  dialect: Dialect,
  schema?: string,
): Promise<MigrationResultSet> {
  return migrator(db, dialect, schema).migrateTo(NO_MIGRATIONS);
}

export function listMigrationNames(dialect: Dialect): string[] {
  return Object.keys(migrationsFor(dialect));
}
