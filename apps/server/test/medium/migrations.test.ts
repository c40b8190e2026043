import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/database.js';
import { listMigrationNames, migrateDown, migrateToLatest } from '../../src/db/migrate.js';
import { createTestEnv, DIALECTS, type TestEnv } from '../helper.js';

const TABLES = [
  'companies',
  'users',
  'divisions',
  'jobs',
  'questionnaires',
  'questions',
  'job_questionnaires',
  'applicants',
  'applications',
  'answer_attempts',
  'answers',
  'transcripts',
  'tts_clips',
  'outbox_mail',
  'client_logs',
  'background_jobs',
  'questionnaire_criteria',
  'interview_reviews',
  'guest_reviews',
  'interview_notes',
  'interview_activity',
  'share_links',
  'share_link_interviews',
  'share_link_guests',
  'interview_search',
  'webhook_endpoints',
  'webhook_deliveries',
  'webhook_attempts',
  'api_keys',
  'invitation_notices',
  'scheduler_leases',
  'audit_log',
  'take_chunks',
  'sessions',
  'account_tokens',
  'team_invitations',
  'sign_in_throttle',
  'company_sso',
  'sso_requests',
  'job_members',
  'instance_settings',
  'question_answers',
];

/** SQLite's full-text index is a virtual table with shadow tables of its own (interview_search_fts_*). */
const isFullTextIndex = (name: string) => name.startsWith('interview_search_fts');

describe.each(DIALECTS)('migrations (%s)', (dialect) => {
  let env: TestEnv;
  let database: Database;
  afterEach(async () => {
    await database.destroy();
    await env.cleanup();
  });

  async function open() {
    env = createTestEnv(dialect);
    database = await createDatabase(env.config.database);
    return database;
  }

  async function tableNames(d: Database): Promise<string[]> {
    return (await allTableNames(d)).filter((n) => !n.startsWith('kysely_') && !isFullTextIndex(n));
  }

  // On PostgreSQL, the catalogue of this file's own schema: Kysely's introspection reads every schema and
  // fails when another test file drops its own during the query (db/migrate.ts).
  async function allTableNames(d: Database): Promise<string[]> {
    if (d.dialect === 'sqlite') return (await d.db.introspection.getTables()).map((t) => t.name);
    const { rows } = await sql<{ name: string }>`
      select c.relname as name from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${d.schema ?? 'public'} and c.relkind in ('r', 'p', 'v')`.execute(d.db);
    return rows.map((row) => row.name);
  }

  it('creates every table of the schema, and running again changes nothing', async () => {
    const d = await open();
    const first = await migrateToLatest(d.db, d.dialect, d.schema);
    expect(first.results?.map((r) => [r.migrationName, r.status])).toEqual(
      listMigrationNames(dialect).map((n) => [n, 'Success']),
    );
    expect((await tableNames(d)).sort()).toEqual([...TABLES].sort());
    if (dialect === 'sqlite') expect(await allTableNames(d)).toContain('interview_search_fts');
    const again = await migrateToLatest(d.db, d.dialect, d.schema);
    expect(again.results).toEqual([]);
  });

  it("indexes the answers' attempt, which finds a take's answer and guards deleting an attempt", async () => {
    const d = await open();
    await migrateToLatest(d.db, d.dialect, d.schema);
    const plan =
      dialect === 'sqlite'
        ? await sql<{
            detail: string;
          }>`explain query plan select id from answers where attempt_id = 'x'`.execute(d.db)
        : await sql<{ detail: string }>`select indexdef as detail from pg_indexes
            where schemaname = current_schema() and indexname = 'answers_attempt_idx'`.execute(d.db);
    expect(plan.rows.map((r) => r.detail).join(' ')).toMatch(/answers_attempt_idx/);
  });

  it('migrates down to nothing and up again', async () => {
    const d = await open();
    await migrateToLatest(d.db, d.dialect, d.schema);
    await migrateDown(d.db, d.dialect, d.schema);
    expect((await allTableNames(d)).filter((n) => !n.startsWith('kysely_'))).toEqual([]);
    await migrateToLatest(d.db, d.dialect, d.schema);
    expect((await tableNames(d)).length).toBe(TABLES.length);
  });

  it('enforces foreign keys and uniqueness on both dialects', async () => {
    const d = await open();
    await migrateToLatest(d.db, d.dialect, d.schema);
    const now = new Date().toISOString();
    await expect(
      d.db
        .insertInto('users')
        .values({
          company_id: 999,
          first_name: 'No',
          last_name: 'Company',
          email: null,
          active: 1,
          created_at: now,
        })
        .execute(),
    ).rejects.toThrow();

    const { id: companyId } = await d.db
      .insertInto('companies')
      .values({ name: 'C', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: userId } = await d.db
      .insertInto('users')
      .values({
        company_id: companyId,
        first_name: 'A',
        last_name: 'B',
        email: null,
        active: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questionnaire = {
      company_id: companyId,
      user_id: userId,
      name: 'Screen',
      name_key: 'screen',
      content_type: 'Audio' as const,
      active: 1 as const,
      created_at: now,
      updated_at: now,
    };
    await d.db
      .insertInto('questionnaires')
      .values({ id: 'q1', ...questionnaire })
      .execute();
    await expect(
      d.db
        .insertInto('questionnaires')
        .values({ id: 'q2', ...questionnaire })
        .execute(),
    ).rejects.toThrow();
  });

  it('gives auto-numbered ids that start at 1 (the specs default company and user id)', async () => {
    const d = await open();
    await migrateToLatest(d.db, d.dialect, d.schema);
    const row = await d.db
      .insertInto('companies')
      .values({ name: 'First', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(row.id).toBe(1);
  });
});

describe('sqlite pragmas', () => {
  let env: TestEnv;
  let database: Database;
  afterEach(async () => {
    await database.destroy();
    await env.cleanup();
  });

  it('keeps SQLite in WAL mode with foreign keys on', async () => {
    env = createTestEnv('sqlite');
    const d = (database = await createDatabase(env.config.database));
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(d.db);
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(d.db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    expect(fk.rows[0]?.foreign_keys).toBe(1);
  });
});
