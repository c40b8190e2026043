import {
  Migrator,
  NO_MIGRATIONS,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
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
 * On PostgreSQL the migration tables are looked up in our own schema explicitly: otherwise Kysely finds
 * another schema's lock table in the same database (tests, other tenants) and skips creating ours.
 */
function migrator<T>(db: Kysely<T>, dialect: Dialect, schema: string | undefined): Migrator {
  return new Migrator({
    db,
    provider: new StaticProvider(dialect),
    ...(dialect === 'postgres' ? { migrationTableSchema: schema ?? 'public' } : {}),
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
