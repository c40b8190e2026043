import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import {
  describeExistingDemo,
  isDatabaseEmpty,
  seedDemo,
  type DemoSummary,
} from '../../src/modules/demo/demo-seed.js';
import { createTestEnv, DIALECTS, type TestEnv } from '../helper.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(DIALECTS)('demo seed (%s)', (dialect) => {
  let env: TestEnv;
  let database: Database;
  let summary: DemoSummary;

  beforeAll(async () => {
    env = createTestEnv(dialect);
    database = await createDatabase(env.config.database);
    await migrateToLatest(database.db, database.dialect, database.schema);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    summary = await seedDemo(database.db);
  });
  afterAll(async () => {
    await database.destroy();
    await env.cleanup();
  });

  it('creates the demo company as company 1 with 2 divisions and 3 active users plus 1 inactive', async () => {
    const db = database.db;
    expect(summary.companyId).toBe(1);
    expect(await isDatabaseEmpty(db)).toBe(false);
    const divisions = await db.selectFrom('divisions').select('name').where('company_id', '=', 1).execute();
    expect(divisions).toHaveLength(2);
    const users = await db.selectFrom('users').select(['id', 'active']).where('company_id', '=', 1).execute();
    expect(users.filter((u) => u.active === 1)).toHaveLength(3);
    expect(users.filter((u) => u.active === 0)).toHaveLength(1);
  });

  it('creates about a dozen jobs of varied status, some Closed, with full job card fields', async () => {
    const jobs = await database.db.selectFrom('jobs').selectAll().execute();
    expect(jobs.length).toBeGreaterThanOrEqual(10);
    const statuses = new Set(jobs.map((j) => j.status));
    expect(statuses).toEqual(new Set(['Open', 'Closed', 'On Hold']));
    for (const job of jobs) {
      const locations = JSON.parse(job.locations) as { city: string; region: string; country: string }[];
      expect(locations[0]?.country).toBeTruthy();
      expect((JSON.parse(job.responsibilities) as string[]).length).toBeGreaterThan(0);
      expect(job.description).toMatch(/^<p>/);
      expect(job.description).not.toMatch(/<script|on\w+=/i);
      expect(job.skills).toContain(',');
    }
  });

  it('creates Audio and Video questionnaires of 3 ordered questions, one in Spanish, attached to jobs', async () => {
    const db = database.db;
    const questionnaires = await db
      .selectFrom('questionnaires')
      .selectAll()
      .orderBy('content_type')
      .orderBy('language')
      .execute();
    expect(questionnaires.map((q) => [q.content_type, q.language])).toEqual([
      ['Audio', 'en'],
      ['Audio', 'es'],
      ['Video', 'en'],
    ]);
    for (const q of questionnaires) {
      const questions = await db
        .selectFrom('questions')
        .select(['position', 'question_key'])
        .where('questionnaire_id', '=', q.id)
        .orderBy('position')
        .execute();
      expect(questions).toEqual([
        { position: 0, question_key: 'question-1' },
        { position: 1, question_key: 'question-2' },
        { position: 2, question_key: 'question-3' },
      ]);
      const links = await db
        .selectFrom('job_questionnaires')
        .select('job_id')
        .where('questionnaire_id', '=', q.id)
        .execute();
      expect(links.length).toBeGreaterThan(0);
    }
  });

  it('invites 2 applicants with random v4 guids to jobs that have a questionnaire', async () => {
    expect(summary.applications).toHaveLength(2);
    expect(new Set(summary.applications.map((a) => a.contentType))).toEqual(new Set(['Audio', 'Video']));
    const rows = await database.db.selectFrom('applications').selectAll().execute();
    for (const row of rows) {
      expect(row.guid).toMatch(UUID_V4);
      expect(row.guid).not.toBe(row.id);
      expect(row.status).toBe('Incomplete');
      expect(row.questionnaire_id).not.toBeNull();
    }
  });

  it('describes the seeded demo for the start-up banner', async () => {
    const described = await describeExistingDemo(database.db);
    expect(described?.companyId).toBe(summary.companyId);
    expect(described?.recruiterUserId).toBe(summary.recruiterUserId);
    expect(described?.applications.map((a) => a.guid).sort()).toEqual(
      summary.applications.map((a) => a.guid).sort(),
    );
  });
});
