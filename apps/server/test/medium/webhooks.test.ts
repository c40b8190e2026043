import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { WebhookDelivery, WebhookEndpoint, WebhookSecretResponse } from '@vi/contracts';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication } from '../factories/application.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire, type QuestionnaireFixture } from '../factories/questionnaire.factory.js';
import { scanInvitations } from '../../src/modules/invitations/invitation-scan.js';
import { createTestApp, type TestApp } from '../helper.js';
import { createIntegrationApp, INTEGRATION_MODES } from '../helpers/integration-app.js';
import { waitFor } from '../helpers/wait-for.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

/** Retries after 100 ms instead of minutes; three retries, so four attempts in all. */
const FAST_RETRIES = { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_DELAYS_MS: '100,100,100' };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(INTEGRATION_MODES)('webhooks (%s)', (mode) => {
  let t: TestApp;
  let tenants: TwoTenants;
  let jobId: number;
  let questionnaire: QuestionnaireFixture;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    t = await createIntegrationApp(mode, FAST_RETRIES);
    tenants = await createTwoTenants(t);
    const { a } = tenants;
    jobId = await createJob(t.database.db, a.companyId, { title: 'Platform Engineer' });
    questionnaire = await createQuestionnaire(t.database.db, a.companyId, a.userId, { attachTo: [jobId] });
  });
  afterAll(async () => {
    for (const receiver of receivers) await receiver.close();
    await t.close();
  });

  async function receiver(statuses?: number[]) {
    const r = await startWebhookReceiver(statuses);
    receivers.push(r);
    return r;
  }

  async function register(
    url: string,
    events: string[],
    token = tenants.tokenA,
    companyId = tenants.a.companyId,
  ) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${companyId}/webhooks`,
      headers: auth(token),
      payload: { url, events },
    });
  }

  /** An interview with every question answered, then completed by the applicant's own call. */
  async function completeInterview(): Promise<string> {
    const { a } = tenants;
    const application = await createApplication(
      t.database.db,
      a.companyId,
      jobId,
      questionnaire.questionnaireId,
    );
    for (const [position, questionKey] of questionnaire.questionIds.entries()) {
      await createAnswer(t.database.db, application.applicationId, { questionKey, position });
    }
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/interview/${application.guid}`,
      payload: { status: 'Completed' },
    });
    expect(done.statusCode).toBe(200);
    return application.applicationId;
  }

  async function deliveries(webhookId: string): Promise<WebhookDelivery[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${tenants.a.companyId}/webhooks/${webhookId}/deliveries`,
      headers: auth(tenants.tokenA),
    });
    expect(res.statusCode).toBe(200);
    return res.json<WebhookDelivery[]>();
  }

  it('delivers interview.completed to a real receiver, signed the Standard Webhooks way', async () => {
    const r = await receiver();
    const created = await register(r.url, ['interview.completed']);
    expect(created.statusCode).toBe(201);
    const { id, secret } = created.json<WebhookSecretResponse>();
    expect(secret).toMatch(/^whsec_/);

    const interviewId = await completeInterview();
    await r.waitFor(1);
    const [request] = r.received;
    const headers = {
      'webhook-id': String(request?.headers['webhook-id']),
      'webhook-timestamp': String(request?.headers['webhook-timestamp']),
      'webhook-signature': String(request?.headers['webhook-signature']),
    };
    const payload = new Webhook(secret).verify(request?.body ?? '', headers);
    expect(payload).toMatchObject({
      type: 'interview.completed',
      data: {
        interviewId,
        companyId: tenants.a.companyId,
        jobId,
        questionnaireId: questionnaire.questionnaireId,
      },
    });
    // A wrong secret or a changed body does not verify.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(request?.body ?? '', headers),
    ).toThrow();
    expect(() => new Webhook(secret).verify(`${request?.body ?? ''} `, headers)).toThrow();

    const log = await waitFor(async () => {
      const list = await deliveries(id);
      return list[0]?.status === 'delivered' ? list : undefined;
    });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ id: headers['webhook-id'], eventType: 'interview.completed' });
    expect(log[0]?.attempts).toEqual([
      expect.objectContaining({ attempt: 1, statusCode: 200, error: null, manual: false }),
    ]);
    expect(log[0]?.attempts[0]?.responseMs).toBeGreaterThanOrEqual(0);
  });

  it('announces an invitation whose deadline passed as invitation.expired, once however often the scheduler runs', async () => {
    const r = await receiver();
    await register(r.url, ['invitation.expired']);
    const { a } = tenants;
    const application = await createApplication(
      t.database.db,
      a.companyId,
      jobId,
      questionnaire.questionnaireId,
    );
    const deadline = new Date(Date.now() - 60_000).toISOString();
    await t.database.db
      .updateTable('applications')
      .set({ deadline })
      .where('id', '=', application.applicationId)
      .execute();
    const scan = { db: t.database.db, queue: t.app.queue, log: t.app.log, events: t.app.companyEvents };
    await Promise.all([
      scanInvitations({ ...scan, intervalMs: 60_000 }),
      scanInvitations({ ...scan, intervalMs: 60_000 }),
    ]);
    await scanInvitations({ ...scan, intervalMs: 60_000 });
    await r.waitFor(1);
    const [request] = r.received;
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      type: 'invitation.expired',
      data: { interviewId: application.applicationId, companyId: a.companyId, deadline },
    });
    // Nothing more comes: the expiry's notice row lets one scheduler pass announce it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(r.received).toHaveLength(1);
  });

  it('retries a failing receiver with backoff: failing twice, it gets the third attempt', async () => {
    const r = await receiver([500, 503, 200]);
    const { id } = (await register(r.url, ['interview.completed'])).json<WebhookSecretResponse>();
    await completeInterview();
    await r.waitFor(3);
    const ids = new Set(r.received.map((req) => req.headers['webhook-id']));
    expect(ids.size).toBe(1);
    // Each attempt waited for its delay (100 ms here).
    expect((r.received[1]?.at ?? 0) - (r.received[0]?.at ?? 0)).toBeGreaterThanOrEqual(90);
    const [delivery] = await waitFor(async () => {
      const list = await deliveries(id);
      return list[0]?.status === 'delivered' ? list : undefined;
    });
    expect(delivery?.attempts.map((a) => [a.attempt, a.statusCode])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
    expect(delivery?.attempts[0]?.error).toBe('HTTP 500');
  });

  it('gives up after the last attempt, and redelivers by hand', async () => {
    const r = await receiver([500, 500, 500, 500, 204]);
    const { id } = (await register(r.url, ['interview.completed'])).json<WebhookSecretResponse>();
    await completeInterview();
    const [failed] = await waitFor(async () => {
      const list = await deliveries(id);
      return list[0]?.status === 'failed' ? list : undefined;
    });
    expect(failed?.attempts).toHaveLength(4);
    expect(r.received).toHaveLength(4);

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${tenants.a.companyId}/webhooks/${id}/deliveries/${failed?.id ?? ''}/retry`,
      headers: auth(tenants.tokenA),
    });
    expect(retry.statusCode).toBe(202);
    const [redelivered] = await waitFor(async () => {
      const list = await deliveries(id);
      return list[0]?.status === 'delivered' ? list : undefined;
    });
    expect(redelivered?.attempts.at(-1)).toMatchObject({ attempt: 5, statusCode: 204, manual: true });
  });

  it('rotates the secret: the old one keeps verifying beside the new one for a while', async () => {
    const r = await receiver();
    const { id, secret: oldSecret } = (
      await register(r.url, ['interview.stage_changed'])
    ).json<WebhookSecretResponse>();
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${tenants.a.companyId}/webhooks/${id}/rotate-secret`,
      headers: auth(tenants.tokenA),
    });
    expect(rotated.statusCode).toBe(200);
    const { secret: newSecret } = rotated.json<WebhookSecretResponse>();
    expect(newSecret).not.toBe(oldSecret);

    const application = await createApplication(
      t.database.db,
      tenants.a.companyId,
      jobId,
      questionnaire.questionnaireId,
    );
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${tenants.a.companyId}/interviews/stage`,
      headers: auth(tenants.tokenA),
      payload: { interviewIds: [application.applicationId], stage: 'shortlisted' },
    });
    expect(moved.statusCode).toBe(200);
    await r.waitFor(1);
    const request = r.received[0];
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(request?.headers[h])]),
    );
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    for (const secret of [newSecret, oldSecret]) {
      expect(new Webhook(secret).verify(request?.body ?? '', headers)).toMatchObject({
        type: 'interview.stage_changed',
        data: { interviewId: application.applicationId, from: 'new', to: 'shortlisted' },
      });
    }
  });

  it('sends only the events an endpoint subscribed to; lists endpoints without secrets; deletes', async () => {
    const r = await receiver();
    const { id } = (await register(r.url, ['invitation.created'])).json<WebhookSecretResponse>();
    await completeInterview();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${tenants.a.companyId}/webhooks`,
      headers: auth(tenants.tokenA),
    });
    const endpoints = list.json<WebhookEndpoint[]>();
    expect(endpoints.find((e) => e.id === id)).toMatchObject({ url: r.url, events: ['invitation.created'] });
    expect(list.body).not.toContain('whsec_');
    expect(r.received).toHaveLength(0);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/company/${tenants.a.companyId}/webhooks/${id}`,
      headers: auth(tenants.tokenA),
    });
    expect(removed.statusCode).toBe(204);
    const afterwards = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${tenants.a.companyId}/webhooks/${id}/deliveries`,
      headers: auth(tenants.tokenA),
    });
    expect(afterwards.statusCode).toBe(404);
  });

  it("keeps companies apart: another company's endpoints are not found, its path is forbidden", async () => {
    const r = await receiver();
    const { id } = (await register(r.url, ['interview.completed'])).json<WebhookSecretResponse>();
    const asB = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${tenants.b.companyId}/webhooks/${id}/deliveries`,
      headers: auth(tenants.tokenB),
    });
    expect(asB.statusCode).toBe(404);
    const intoA = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${tenants.a.companyId}/webhooks`,
      headers: auth(tenants.tokenB),
    });
    expect(intoA.statusCode).toBe(403);
    const deleteAsB = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/company/${tenants.b.companyId}/webhooks/${id}`,
      headers: auth(tenants.tokenB),
    });
    expect(deleteAsB.statusCode).toBe(404);
  });
});

describe('webhook endpoints and server-side request forgery (sqlite, private networks refused)', () => {
  let t: TestApp;
  let tenants: TwoTenants;
  let r: WebhookReceiver;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { WEBHOOK_RETRY_DELAYS_MS: '50' });
    tenants = await createTwoTenants(t);
    r = await startWebhookReceiver();
  });
  afterAll(async () => {
    await r.close();
    await t.close();
  });

  const register = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${tenants.a.companyId}/webhooks`,
      headers: auth(tenants.tokenA),
      payload: { url, events: ['interview.completed'] },
    });

  it.each([
    ['http://127.0.0.1:8080/hook', 'loopback'],
    ['http://localhost/hook', 'loopback'],
    ['http://[::1]/hook', 'loopback'],
    ['http://[::ffff:127.0.0.1]/hook', 'loopback'],
    ['http://[::7f00:1]/hook', 'loopback, IPv4-compatible'],
    ['http://[::ffff:7f00:1]/hook', 'loopback, IPv4-mapped in hex'],
    ['http://[::ffff:0:a01:203]/hook', 'private, IPv4-translated'],
    ['http://[64:ff9b::a9fe:a9fe]/hook', 'link-local through NAT64'],
    ['http://[::a00:1]/hook', 'private, IPv4-compatible'],
    ['http://10.1.2.3/hook', 'private'],
    ['http://192.168.0.10/hook', 'private'],
    ['http://172.16.5.5/hook', 'private'],
    ['http://169.254.169.254/latest/meta-data', 'link-local'],
    ['http://[fe80::1]/hook', 'link-local'],
    ['http://[fd00::1]/hook', 'unique-local'],
    ['http://0.0.0.0/hook', 'unspecified'],
    ['http://2130706433/hook', 'loopback written as a number'],
  ])('refuses %s (%s)', async (url) => {
    const res = await register(url);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(
      /^The endpoint is on a private network address .*WEBHOOK_ALLOW_PRIVATE_NETWORKS=true\.$/,
    );
  });

  it.each([
    'ftp://example.com/hook',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'not a url',
    'https://user:pw@example.com/',
  ])('refuses %s (not an http(s) endpoint)', async (url) => {
    const res = await register(url);
    expect(res.statusCode).toBe(400);
  });

  it('refuses an unresolvable host name', async () => {
    const res = await register('https://no-such-host.invalid/hook');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/resolved/);
  });

  it('checks the address again when delivering: an endpoint that points at loopback now gets nothing', async () => {
    // As if the name had resolved to a public address at registration and to 127.0.0.1 now (DNS rebinding).
    const { a } = tenants;
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('webhook_endpoints')
      .values({
        id: 'rebound',
        company_id: a.companyId,
        url: r.url,
        events: JSON.stringify(['interview.stage_changed']),
        secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
        previous_secret: null,
        previous_secret_until: null,
        secret_rotated_at: null,
        created_by: null,
        created_at: now,
      })
      .execute();
    await t.app.companyEvents.emitCompanyEvent(a.companyId, 'interview.stage_changed', {
      companyId: a.companyId,
      interviewId: 'x',
      jobId: 1,
      questionnaireId: null,
      from: 'new',
      to: 'hired',
    });
    const attempts = await waitFor(async () => {
      const rows = await t.database.db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('endpoint_id', '=', 'rebound')
        .execute();
      return rows[0]?.status === 'failed' ? rows : undefined;
    });
    expect(attempts[0]?.attempts).toBe(2);
    const logged = await t.database.db
      .selectFrom('webhook_attempts')
      .select(['status_code', 'error'])
      .execute();
    expect(logged.every((row) => row.status_code === null && /private|loopback/.test(row.error ?? ''))).toBe(
      true,
    );
    expect(r.received).toHaveLength(0);
  });
});
