import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditList,
  CreateApiKeyResponse,
  CreatedShareLink,
  WebhookEndpoint,
  WebhookSecretResponse,
} from '@vi/contracts';
import { hashSessionId } from '../../src/modules/accounts/index.js';
import { insertUser } from '../../src/modules/companies/company.repository.js';
import { deliverWebhookJob } from '../../src/modules/webhooks/index.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication } from '../factories/application.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire, type QuestionnaireFixture } from '../factories/questionnaire.factory.js';
import type { TestApp } from '../helper.js';
import { createIntegrationApp, INTEGRATION_MODES } from '../helpers/integration-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(INTEGRATION_MODES)('access ends when a person leaves (%s)', (mode) => {
  let t: TestApp;
  let tenants: TwoTenants;
  let companyId: number;
  let jobId: number;
  let questionnaire: QuestionnaireFixture;
  let receiver: WebhookReceiver;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createIntegrationApp(mode, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    tenants = await createTwoTenants(t);
    companyId = tenants.a.companyId;
    jobId = await createJob(db(), companyId);
    questionnaire = await createQuestionnaire(db(), companyId, tenants.a.userId, { attachTo: [jobId] });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  async function newMember(role: 'admin' | 'recruiter', firstName: string) {
    const userId = await insertUser(db(), { companyId, firstName, lastName: 'Leaver' });
    await db().updateTable('users').set({ role }).where('id', '=', userId).execute();
    return { userId, token: await t.tokenFor({ companyId, userId }) };
  }

  async function completeInterview(): Promise<string> {
    const application = await createApplication(db(), companyId, jobId, questionnaire.questionnaireId);
    for (const [position, questionKey] of questionnaire.questionIds.entries()) {
      await createAnswer(db(), application.applicationId, { questionKey, position });
    }
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/interview/${application.guid}`,
      payload: { status: 'Completed' },
    });
    expect(done.statusCode).toBe(200);
    return application.applicationId;
  }

  async function post<T>(url: string, credential: string, payload: object): Promise<T> {
    const res = await t.app.inject({ method: 'POST', url, headers: auth(credential), payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json<T>();
  }
  const shareLinkOf = (credential: string, interviewId: string) =>
    post<CreatedShareLink>(`/api/v1/company/${companyId}/share-links`, credential, {
      interviewIds: [interviewId],
    });
  const sharedPage = (link: CreatedShareLink) =>
    t.app.inject({ url: `/api/v1/shared/${new URL(link.url).pathname.split('/').pop()}` });
  const webhooks = async () =>
    (
      await t.app.inject({ url: `/api/v1/company/${companyId}/webhooks`, headers: auth(tenants.tokenA) })
    ).json<WebhookEndpoint[]>();
  const auditTypes = async () =>
    (
      await t.app.inject({
        url: `/api/v1/company/${companyId}/audit?limit=200`,
        headers: auth(tenants.tokenA),
      })
    ).json<AuditList>().data;

  it('ends the session, token, API key, share links and webhooks of a deactivated member at once', async () => {
    const leaver = await newMember('admin', 'Lee');
    // A browser session of theirs.
    const sessionId = randomBytes(32).toString('base64url');
    const now = new Date();
    await db()
      .insertInto('sessions')
      .values({
        id_hash: hashSessionId(sessionId),
        user_id: leaver.userId,
        company_id: companyId,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 3600_000).toISOString(),
        method: 'password',
        user_agent: null,
      })
      .execute();
    const asSession = () =>
      t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: `vi_session=${sessionId}` } });
    expect((await asSession()).statusCode).toBe(200);

    const interviewId = await completeInterview();
    const key = await post<CreateApiKeyResponse>(`/api/v1/company/${companyId}/api-keys`, leaver.token, {
      name: "Lee's ATS",
    });
    const ownLink = await shareLinkOf(leaver.token, interviewId);
    const keysLink = await shareLinkOf(key.key, interviewId);
    const hook = await post<WebhookSecretResponse>(`/api/v1/company/${companyId}/webhooks`, leaver.token, {
      url: receiver.url,
      events: ['interview.completed'],
    });
    expect((await sharedPage(ownLink)).statusCode).toBe(200);
    expect((await sharedPage(keysLink)).statusCode).toBe(200);
    await completeInterview();
    await receiver.waitFor(1);
    const listed = (await webhooks()).find((w) => w.id === hook.id);
    expect(listed).toMatchObject({
      createdBy: { userId: leaver.userId, name: 'Lee Leaver' },
      disabledAt: null,
    });

    // A delivery that was queued before the deactivation, and is run only after it.
    const queuedId = 'msg_queued_before_leaving';
    await db()
      .insertInto('webhook_deliveries')
      .values({
        id: queuedId,
        endpoint_id: hook.id,
        event_type: 'interview.completed',
        payload: '{}',
        status: 'pending',
        attempts: 0,
        next_attempt_at: now.toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();

    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/company/${companyId}/team/${leaver.userId}`,
      headers: auth(tenants.tokenA),
      payload: { active: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json()).toMatchObject({ active: false });

    expect((await asSession()).statusCode).toBe(401);
    const byToken = await t.app.inject({ url: '/api/v1/auth/me', headers: auth(leaver.token) });
    expect(byToken.statusCode).toBe(403);
    const byKey = await t.app.inject({ url: `/api/v1/company/${companyId}/jobs`, headers: auth(key.key) });
    expect(byKey.statusCode).toBe(401);
    expect((await sharedPage(ownLink)).statusCode).toBe(410);
    expect((await sharedPage(keysLink)).statusCode).toBe(410);

    await t.app.queue.enqueue(deliverWebhookJob, { deliveryId: queuedId, round: 1 });
    await completeInterview();
    await sleep(1500);
    expect(receiver.received).toHaveLength(1);
    const disabled = (await webhooks()).find((w) => w.id === hook.id);
    expect(disabled?.disabledAt).not.toBeNull();
    expect(disabled?.disabledReason).toBe('user_deactivated');

    const entries = await auditTypes();
    const types = entries.map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(['user_deactivated', 'webhook_disabled', 'api_key_revoked']),
    );
    const revokedLinks = entries.filter((e) => e.type === 'share_link_revoked');
    expect(revokedLinks.map((e) => e.details.shareLinkId)).toEqual(
      expect.arrayContaining([ownLink.id, keysLink.id]),
    );
    expect(revokedLinks.every((e) => e.details.reason === 'user_deactivated')).toBe(true);

    // An admin re-enables the webhook: new events are delivered again.
    const enabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/company/${companyId}/webhooks/${hook.id}`,
      headers: auth(tenants.tokenA),
      payload: { enabled: true },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json<WebhookEndpoint>().disabledAt).toBeNull();
    await completeInterview();
    await receiver.waitFor(2);
    expect((await auditTypes()).map((e) => e.type)).toContain('webhook_changed');

    // Reactivation restores the login, not what was revoked.
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/company/${companyId}/team/${leaver.userId}`,
      headers: auth(tenants.tokenA),
      payload: { active: true },
    });
    expect(back.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: auth(leaver.token) })).statusCode).toBe(
      200,
    );
    expect((await sharedPage(ownLink)).statusCode).toBe(410);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: auth(key.key) })).statusCode).toBe(401);
    expect((await auditTypes()).map((e) => e.type)).toContain('user_reactivated');
  });

  it('revoking an API key revokes the share links and disables the webhooks made with it', async () => {
    const admin = await newMember('admin', 'Kay');
    const interviewId = await completeInterview();
    const key = await post<CreateApiKeyResponse>(`/api/v1/company/${companyId}/api-keys`, admin.token, {
      name: 'Script',
    });
    const keysLink = await shareLinkOf(key.key, interviewId);
    const ownLink = await shareLinkOf(admin.token, interviewId);
    const hook = await post<WebhookSecretResponse>(`/api/v1/company/${companyId}/webhooks`, key.key, {
      url: `${receiver.url}/by-key`,
      events: ['interview.completed'],
    });
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/company/${companyId}/api-keys/${key.id}`,
      headers: auth(admin.token),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await sharedPage(keysLink)).statusCode).toBe(410);
    // What the person made with their own sign-in stays.
    expect((await sharedPage(ownLink)).statusCode).toBe(200);
    const disabled = (await webhooks()).find((w) => w.id === hook.id);
    expect(disabled?.disabledReason).toBe('api_key_revoked');
  });
});
