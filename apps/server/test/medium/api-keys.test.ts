import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, TOKEN_COOKIE, type ApiKey, type CreateApiKeyResponse } from '@vi/contracts';
import { createApplication } from '../factories/application.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';

describe.each(DIALECTS)('company API keys (%s)', (dialect) => {
  let t: TestApp;
  let tenants: TwoTenants;
  let interviewOfA: string;
  let interviewOfB: string;

  beforeAll(async () => {
    // Every use is recorded here (no throttling), so "last used" can be checked at once.
    t = await createTestApp(dialect, { API_KEY_LAST_USED_INTERVAL_MS: '0' });
    tenants = await createTwoTenants(t);
    const { a, b } = tenants;
    const jobA = await createJob(t.database.db, a.companyId, { title: 'A job' });
    const jobB = await createJob(t.database.db, b.companyId, { title: 'B job' });
    interviewOfA = (await createApplication(t.database.db, a.companyId, jobA, null, { firstName: 'Ada' }))
      .applicationId;
    interviewOfB = (await createApplication(t.database.db, b.companyId, jobB, null, { firstName: 'Bea' }))
      .applicationId;
  });
  afterAll(() => t.close());

  const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` });

  async function createKey(name: string): Promise<CreateApiKeyResponse> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${tenants.a.companyId}/api-keys`,
      headers: bearer(tenants.tokenA),
      payload: { name },
    });
    expect(res.statusCode).toBe(201);
    return res.json<CreateApiKeyResponse>();
  }

  const listKeys = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/company/${tenants.a.companyId}/api-keys`,
        headers: bearer(tenants.tokenA),
      })
    ).json<ApiKey[]>();

  it("lists the company's interviews with a key, and nothing of another company", async () => {
    const { key } = await createKey('ATS');
    expect(key).toMatch(/^vik_[A-Za-z0-9_-]{43}$/);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${tenants.a.companyId}/interviews`,
      headers: bearer(key),
    });
    expect(own.statusCode).toBe(200);
    const ids = own.json<{ data: { id: string }[] }>().data.map((i) => i.id);
    expect(ids).toContain(interviewOfA);
    expect(ids).not.toContain(interviewOfB);

    const otherCompany = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${tenants.b.companyId}/interviews`,
      headers: bearer(key),
    });
    expect(otherCompany.statusCode).toBe(403);
    const otherInterview = await t.app.inject({
      method: 'GET',
      url: `/api/v1/interviews/${interviewOfB}`,
      headers: bearer(key),
    });
    expect(otherInterview.statusCode).toBe(404);
    // Writes need no anti-forgery token with a key in a header (no browser sends it on its own).
    const stage = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${tenants.a.companyId}/interviews/stage`,
      headers: bearer(key),
      payload: { interviewIds: [interviewOfA], stage: 'in_review' },
    });
    expect(stage.statusCode).toBe(200);
  });

  it('lists keys by name, creator and last use, never the key or its hash', async () => {
    const { id, key } = await createKey('Greenhouse sync');
    let listed = (await listKeys()).find((k) => k.id === id);
    expect(listed).toMatchObject({
      name: 'Greenhouse sync',
      lastUsedAt: null,
      createdBy: { userId: tenants.a.userId, name: 'Riley Recruiter' },
    });
    expect(key.startsWith(listed?.prefix ?? 'x')).toBe(true);
    expect(listed?.prefix.length).toBeLessThan(16);
    const raw = JSON.stringify(await listKeys());
    expect(raw).not.toContain(key);
    const stored = await t.database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(key);

    await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(key) });
    listed = (await listKeys()).find((k) => k.id === id);
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('stops working once revoked', async () => {
    const { id, key } = await createKey('Old ATS');
    const url = `/api/v1/company/${tenants.a.companyId}/interviews`;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(key) })).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/company/${tenants.a.companyId}/api-keys/${id}`,
      headers: bearer(tenants.tokenA),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(key) })).statusCode).toBe(401);
    expect((await listKeys()).some((k) => k.id === id)).toBe(false);
  });

  it('refuses made-up keys, keys in cookies, and keys that would manage keys', async () => {
    const url = `/api/v1/company/${tenants.a.companyId}/interviews`;
    const fake = `vik_${'A'.repeat(43)}`;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(fake) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer('vik_short') })).statusCode).toBe(401);

    const { key } = await createKey('Cookie test');
    const inCookie = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${tenants.a.companyId}/interviews/stage`,
      cookies: { [TOKEN_COOKIE]: key, [CSRF_COOKIE]: 'x'.repeat(40) },
      headers: { 'x-xsrf-token': 'x'.repeat(40) },
      payload: { interviewIds: [interviewOfA], stage: 'in_review' },
    });
    expect(inCookie.statusCode).toBe(401);

    const minted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${tenants.a.companyId}/api-keys`,
      headers: bearer(key),
      payload: { name: 'made by a key' },
    });
    expect(minted.statusCode).toBe(403);
  });

  it("keeps another company's recruiter out of the company's keys", async () => {
    const { id } = await createKey('Private');
    const asB = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/company/${tenants.b.companyId}/api-keys/${id}`,
      headers: bearer(tenants.tokenB),
    });
    expect(asB.statusCode).toBe(404);
    const listAsB = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${tenants.a.companyId}/api-keys`,
      headers: bearer(tenants.tokenB),
    });
    expect(listAsB.statusCode).toBe(403);
  });
});
