import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDatabase, type Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { demoCompany } from '../../src/db/migrations/0009-demo-company.js';
import { insertCompany, insertUser } from '../../src/modules/companies/company.repository.js';
import { prepareDemo } from '../../src/modules/demo/demo-start.js';
import { describeExistingDemo, seedDemo } from '../../src/modules/demo/demo-seed.js';
import { createTestEnv, DIALECTS, type TestEnv } from '../helper.js';

/**
 * Sign-in and interview links are capabilities, so the start banner prints them only
 * for the demo company (marked when it was seeded, never "the lowest company id") and only on the start
 * that seeded it, or with DEMO_PRINT_LINKS=true.
 */
const SIGN_IN = /\/v1\/recruiter\?jtToken=eyJ/;
const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

describe.each(DIALECTS)('the demo company and its links (%s)', (dialect) => {
  let env: TestEnv | undefined;
  let database: Database | undefined;
  afterEach(async () => {
    await database?.destroy();
    await env?.cleanup();
    database = undefined;
    env = undefined;
  });

  async function open() {
    env = createTestEnv(dialect, { DEMO_SEED: 'true' });
    database = await createDatabase(env.config.database);
    await migrateToLatest(database.db, database.dialect, database.schema);
    return { env, db: database.db };
  }

  /** One server start: prepareDemo as main.ts runs it, and the banner it prints. */
  async function start({ demoPrintLinks = false } = {}) {
    const config = { ...env!.config, demoPrintLinks };
    const app = await buildApp({ config, database: database!, logger: false });
    try {
      const demo = await prepareDemo(app, config, () => undefined);
      await app.ready();
      return await demo.banner();
    } finally {
      await app.close();
    }
  }

  it('prints the links on the start that seeds the demo, and not on the next start', async () => {
    await open();
    const first = await start();
    expect(first).toMatch(SIGN_IN);
    expect(first).toMatch(GUID);
    const second = await start();
    expect(second).toContain('Video Interviewer is running at');
    expect(second).not.toContain('eyJ');
    expect(second).not.toContain('jtToken=');
    expect(second).not.toMatch(GUID);
    expect(second).toContain('npm run cli -- token --company 1 --user 1');
  });

  it('gives the demo owner a password made once, printed with the links, so set-up is not needed', async () => {
    await open();
    const first = await start();
    const file = path.join(env!.dataDir, 'demo-owner-password');
    const password = readFileSync(file, 'utf8').trim();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toContain('Demo owner: sign in at http://localhost:3001/v1/sign-in');
    expect(first).toContain('email:    owner@demo.example');
    expect(first).toContain(`password: ${password}`);
    const second = await start();
    expect(second).not.toContain(password);
    expect(second).toContain('DATA_DIR/demo-owner-password');
    // The same password on every start; the owner signs in with it, and the first run is not offered.
    expect(readFileSync(file, 'utf8').trim()).toBe(password);
    const app = await buildApp({ config: env!.config, database: database!, logger: false });
    try {
      expect((await app.inject({ url: '/api/v1/setup' })).json()).toEqual({ needed: false });
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: 'owner@demo.example', password },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      expect(signIn.json()).toMatchObject({ email: 'owner@demo.example', role: 'owner' });
    } finally {
      await app.close();
    }
  });

  it('prints them again on a later start with DEMO_PRINT_LINKS=true', async () => {
    await open();
    await start();
    const again = await start({ demoPrintLinks: true });
    expect(again).toMatch(SIGN_IN);
    expect(again).toMatch(GUID);
  });

  it('never prints a link for a company the demo did not make, even the lowest id', async () => {
    const { db } = await open();
    const real = await insertCompany(db, 'Real Company');
    await insertUser(db, { companyId: real, firstName: 'Real', lastName: 'Person' });
    const banner = await start({ demoPrintLinks: true });
    expect(banner).toContain('Video Interviewer is running at');
    expect(banner).not.toContain('eyJ');
    expect(await describeExistingDemo(db)).toBeUndefined();

    // The demo seeded beside it (the CLI's seed-demo --force) is the one described, not company 1.
    const demo = await seedDemo(db);
    expect(demo.companyId).toBeGreaterThan(real);
    expect((await describeExistingDemo(db))?.companyId).toBe(demo.companyId);
  });

  it('marks the demo company of a database seeded before the marker existed, and nothing else', async () => {
    const { db } = await open();
    const other = await insertCompany(db, 'Northwind Robotics');
    await insertUser(db, { companyId: other, firstName: 'Not', lastName: 'Dana', email: 'x@example.com' });
    const demo = await seedDemo(db);
    // As the database was before migration 0009: no marker column. Then the migration runs.
    await demoCompany().down(db);
    await demoCompany().up(db);
    const marked = await db.selectFrom('companies').select('id').where('is_demo', '=', 1).execute();
    expect(marked).toEqual([]);
    await db.deleteFrom('companies').where('id', '=', other).execute();
    await demoCompany().down(db);
    await demoCompany().up(db);
    const after = await db.selectFrom('companies').select('id').where('is_demo', '=', 1).execute();
    expect(after).toEqual([{ id: demo.companyId }]);
  });
});
