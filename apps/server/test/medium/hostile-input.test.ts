import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { scaled } from '../helpers/time-scale.js';

/**
 * Every route of the OpenAPI document, every method, with hostile path segments and bodies, with and
 * without a token: the answer may be any 4xx, never a 5xx. New routes are covered automatically.
 */
const SEGMENTS = [
  "1' or '1'='1",
  '1; drop table jobs; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '99999999999999999999',
  '-1',
  '1e3',
  'null',
  '🙂',
  'x'.repeat(300),
];

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });
const BODIES: (string | undefined)[] = [
  undefined,
  '',
  'null',
  '"just a string"',
  '[]',
  '{}',
  '{"questionnaireName":{"$gt":""},"contentType":["Video"],"questions":"all"}',
  JSON.stringify({
    title: 'x'.repeat(100_000),
    questionnaireName: '\u0000',
    status: 'Completed',
    level: 'error',
    message: '<img src=x onerror=alert(1)>',
  }),
  JSON.stringify(deep(500)),
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  '{"unterminated": ',
];

describe.each(DIALECTS)('hostile input never yields a 5xx (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_PER_MINUTE: '1000000' });
    a = await createCompany(t.database.db);
    const jobId = await createJob(t.database.db, a.companyId);
    await createQuestionnaire(t.database.db, a.companyId, a.userId, { attachTo: [jobId] });
    token = await t.tokenFor({ companyId: a.companyId, userId: a.userId });
  });
  afterAll(() => t.close());

  it(
    'on every documented route',
    async () => {
      const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })),
      );
      expect(routes.length).toBeGreaterThan(5);
      const failures: string[] = [];
      for (const { method, path } of routes) {
        for (const segment of SEGMENTS) {
          const url = path.replace(/\{[^}]+\}/g, () => encodeURIComponent(segment));
          for (const payload of method === 'GET' || method === 'HEAD' ? [undefined] : BODIES) {
            for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
              const res = await t.app.inject({
                method: method as 'GET',
                url,
                headers: {
                  ...headers,
                  ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
                },
                ...(payload === undefined ? {} : { payload }),
              });
              if (res.statusCode >= 500)
                failures.push(`${res.statusCode} ${method} ${url} ${payload?.slice(0, 60) ?? ''}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
    scaled(240_000),
  );
});
