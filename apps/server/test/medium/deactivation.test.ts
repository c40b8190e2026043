import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateApiKeyResponse, ErrorResponse } from '@vi/contracts';
import { buildApp } from '../../src/app.js';
import { createDatabase, type Database } from '../../src/db/database.js';
import { insertUser, setUserActive } from '../../src/modules/companies/company.repository.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';

/**
 * A deactivation takes effect at once on every node: two servers over one database (as API nodes behind
 * a load balancer are) both admit a user, and both refuse the user's token and API key on the very next
 * request after the user row changes. Nothing is remembered per node (docs/security.md).
 */
describe.each(DIALECTS)('deactivating a user (%s)', (dialect) => {
  let t: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;
  let a: CompanyFixture;
  let userId: number;
  let token: string;
  let apiKey: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    secondDatabase = await createDatabase(t.config.database);
    second = await buildApp({ config: t.config, database: secondDatabase, logger: false });
    await second.ready();
    a = await createCompany(t.database.db);
    userId = await insertUser(t.database.db, {
      companyId: a.companyId,
      firstName: 'Dee',
      lastName: 'Active',
    });
    // An admin: only owners and admins manage API keys (docs/accounts.md "Roles").
    await t.database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).execute();
    token = await t.tokenFor({ companyId: a.companyId, userId });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${a.companyId}/api-keys`,
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Script' },
    });
    expect(created.statusCode).toBe(201);
    apiKey = created.json<CreateApiKeyResponse>().key;
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.destroy();
    await t.close();
  });

  const statusesOnBothNodes = async () => {
    const statuses: number[] = [];
    for (const node of [t.app, second]) {
      for (const credential of [token, apiKey]) {
        const res = await node.inject({
          url: `/api/v1/company/${a.companyId}/interviews`,
          headers: { authorization: `Bearer ${credential}` },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 403)
          expect(res.json<ErrorResponse>().message).toBe('Your account is inactive.');
      }
    }
    return statuses;
  };

  it('refuses the token and the API key on every node at once, and admits them again when reactivated', async () => {
    expect(await statusesOnBothNodes()).toEqual([200, 200, 200, 200]);
    await setUserActive(t.database.db, userId, false);
    expect(await statusesOnBothNodes()).toEqual([403, 403, 403, 403]);
    await setUserActive(t.database.db, userId, true);
    expect(await statusesOnBothNodes()).toEqual([200, 200, 200, 200]);
  });
});
