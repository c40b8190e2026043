import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateApiKeyResponse, CreatedShareLink, ErrorResponse } from '@vi/contracts';
import { insertUser, setUserActive } from '../../src/modules/companies/company.repository.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication } from '../factories/application.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { fillPath, keyOf, multipart, operationsOf, type Operation } from '../helpers/route-walk.js';

/**
 * Every operation of the OpenAPI document the server generates (the source of
 * docs/openapi.json) is called with credentials that must get nothing: a deactivated user's token,
 * a token naming a user of another company, an API key whose creator was deactivated, and company B's
 * token on company A's records. Routes anyone may call are listed below with the reason; a new route
 * that is in neither list, or forgets the check, fails this test.
 */
const PUBLIC: Record<string, string> = {
  'GET /api/v1/health': 'the load balancer probe: database status, no company data',
  'GET /api/v1/health/live': 'the liveness probe: the process answers, nothing else is read',
  'GET /api/v1/health/ready': 'the readiness probe: up or down of each dependency, no company data',
  'GET /api/v1/config': "the web app's public settings (feature flags, support contact, links)",
  'GET /api/v1/auth/csrf': 'issues the anti-forgery cookie; reads no account',
  'POST /api/v1/auth/password-reset':
    'asks for a reset mail: 202 alike whether the address has an account (throttled per address and email)',
  'POST /api/v1/auth/password-reset/confirm': "a reset mail's link: its single-use token is the key",
  'POST /api/v1/auth/sign-in-link':
    'asks for a sign-in mail: 202 alike whether the address has an account (throttled per address and email)',
  'POST /api/v1/auth/sign-in-link/confirm': "a sign-in mail's link: its single-use token is the key",
  'GET /api/v1/team-invitations/{token}': "a team invitation's page: the invitation's token is the key",
  'POST /api/v1/team-invitations/{token}/accept':
    "joins the team of a team invitation: the invitation's token is the key",
  'GET /api/v1/setup': 'whether the first run is still needed: one boolean, no company data',
  'POST /api/v1/setup':
    'the first run: the one-time set-up code from the server log is the key (throttled; 404 once done)',
  'POST /api/v1/auth/sign-in':
    'password sign-in: the password is the key (throttled; one answer whether or not the account exists)',
  'GET /api/v1/interview/{applicantGuid}': "the applicant's interview: the guid is the key",
  'PATCH /api/v1/interview/{applicantGuid}': "the applicant's status change: the guid is the key",
  'POST /api/v1/interview/{applicantGuid}/consent': "the applicant's consent: the guid is the key",
  'POST /api/v1/interview/{applicantGuid}/extension-request':
    'the applicant asks for more time: the guid is the key',
  'GET /api/v1/interview/{applicantGuid}/export':
    "the applicant's own copy of their data: the guid is the key",
  'GET /api/v1/interview/{applicantGuid}/your-data':
    'what the applicant\'s "Your data" page shows (no personal fields): the guid is the key',
  'POST /api/v1/interview/{applicantGuid}/erase': 'the applicant erases their interview: the guid is the key',
  'POST /api/v1/answer/{applicationGuid}/initialize': "the applicant's recording: the guid is the key",
  'GET /api/v1/answer/{applicationGuid}/receipt': "the applicant's own answers' state: the guid is the key",
  'POST /api/v1/answer/{applicationGuid}/questions/{questionId}':
    "the applicant's chosen or written answer: the guid is the key",
  'POST /api/v1/logger/log':
    "the web app's error reports, from applicants too (throttled, no credential kept)",
  'GET /api/v1/shared/{token}': "a share link's page: the link's token is the key, no account",
  'GET /api/v1/shared/{token}/media/{answerId}/{kind}': "a share link's media: the link's token is the key",
  'HEAD /api/v1/shared/{token}/media/{answerId}/{kind}': "a share link's media: the link's token is the key",
  'GET /api/v1/shared/{token}/media/{answerId}/captions':
    "a share link's captions: the link's token is the key",
  'GET /api/v1/shared/{token}/interviews/{id}/resume': "a share link's resume: the link's token is the key",
  'POST /api/v1/shared/{token}/media/{answerId}/played':
    'a share link\'s "answer played": the link\'s token is the key',
  'PUT /api/v1/shared/{token}/interviews/{id}/review':
    "a share link's guest review: the link's token is the key",
  'POST /api/v1/media/audio/tts': 'question clips for an application: its guid (appGuid) is the key',
  'GET /api/v1/media/audio/stream/{fileName}': 'question clips by content hash: the same for everyone',
  'HEAD /api/v1/media/audio/stream/{fileName}': 'question clips by content hash: the same for everyone',
  'GET /api/v1/media/explainer/{kind}': 'the onboarding explainer: the same for everyone',
  'HEAD /api/v1/media/explainer/{kind}': 'the onboarding explainer: the same for everyone',
  'GET /api/v1/auth/sso/discover':
    'the sign-in page asks which company an address signs in with: a company id, nothing else',
  'GET /api/v1/auth/sso/{companyId}/start':
    'begins a single sign-on: a redirect to the company’s identity provider, before anyone is signed in',
  'GET /api/v1/auth/sso/{companyId}/callback':
    'the identity provider’s redirect back: the state it carries (one use, ten minutes) is the key',
};

/** Routes that name no record of company A: company B's token rightly uses them for company B. */
const OWN_COMPANY_ONLY: Record<string, string> = {
  'GET /api/v1/auth/me': "the token's own account",
  'PATCH /api/v1/auth/me': "the token's own user's interface language",
  'POST /api/v1/auth/sign-out': "ends the request's own session",
  'POST /api/v1/auth/sign-out-everywhere': "ends the token's own user's sessions",
  'POST /api/v1/questionnaire': "creates a questionnaire in the token's own company",
  'POST /api/v1/auth/password': "the token's own password",
  'POST /api/v1/auth/two-factor/setup': "the token's own second factor",
  'POST /api/v1/auth/two-factor/enable': "the token's own second factor",
  'POST /api/v1/auth/two-factor/disable': "the token's own second factor",
};

/**
 * What each recruiter route needs, written out here rather than read from the server's own table, so a
 * wrong annotation on a route fails the walk (docs/accounts.md "Roles").
 */
type Needs = 'account' | 'review' | 'recruit' | 'administer';
const NEEDS: Record<string, Needs> = {
  'GET /api/v1/auth/me': 'account',
  'PATCH /api/v1/auth/me': 'account',
  'POST /api/v1/auth/password': 'account',
  'POST /api/v1/auth/two-factor/setup': 'account',
  'POST /api/v1/auth/two-factor/enable': 'account',
  'POST /api/v1/auth/two-factor/disable': 'account',
  'POST /api/v1/auth/sign-out': 'account',
  'POST /api/v1/auth/sign-out-everywhere': 'account',
  'PUT /api/v1/company/{companyId}/security': 'administer',
  'PUT /api/v1/company/{companyId}/sso': 'administer',
  'GET /api/v1/company/{companyId}/sso': 'administer',
  'GET /api/v1/company/{companyId}/user': 'review',
  'GET /api/v1/company/{companyId}/division': 'review',
  'GET /api/v1/company/{companyId}/jobs': 'review',
  'GET /api/v1/job/{id}': 'review',
  'GET /api/v1/company/{companyId}/interviews': 'review',
  'GET /api/v1/interviews/{id}': 'review',
  'GET /api/v1/interviews/{id}/resume': 'review',
  'GET /api/v1/interviews/{id}/activity': 'review',
  'PUT /api/v1/interviews/{id}/review': 'review',
  'GET /api/v1/interviews/{id}/notes': 'review',
  'POST /api/v1/interviews/{id}/notes': 'review',
  'PATCH /api/v1/interviews/{id}/notes/{noteId}': 'review',
  'DELETE /api/v1/interviews/{id}/notes/{noteId}': 'review',
  'GET /api/v1/media/answers/{answerId}/captions': 'review',
  'GET /api/v1/media/answers/{answerId}/{kind}': 'review',
  'HEAD /api/v1/media/answers/{answerId}/{kind}': 'review',
  'POST /api/v1/media/answers/{answerId}/played': 'review',
  'POST /api/v1/interviews/{id}/screening/confirm': 'recruit',
  'POST /api/v1/interviews/{id}/screening/override': 'recruit',
  'POST /api/v1/questionnaire': 'recruit',
  'GET /api/v1/questionnaire/{id}': 'recruit',
  'PUT /api/v1/questionnaire/{id}': 'recruit',
  'PATCH /api/v1/questionnaire/{id}': 'recruit',
  'DELETE /api/v1/questionnaire/{id}': 'recruit',
  'GET /api/v1/questionnaire/{id}/job/count': 'recruit',
  'GET /api/v1/company/{companyId}/questionnaire': 'recruit',
  'POST /api/v1/job/{jobId}/questionnaire': 'recruit',
  'GET /api/v1/job/{jobId}/questionnaire': 'recruit',
  'DELETE /api/v1/job/{jobId}/questionnaire': 'recruit',
  'POST /api/v1/company/{companyId}/jobs': 'recruit',
  'PUT /api/v1/company/{companyId}/jobs/{jobId}': 'recruit',
  'DELETE /api/v1/company/{companyId}/jobs/{jobId}': 'recruit',
  'GET /api/v1/company/{companyId}/interviews.csv': 'recruit',
  'PATCH /api/v1/interviews/{id}': 'recruit',
  'POST /api/v1/company/{companyId}/interviews/stage': 'recruit',
  'POST /api/v1/interviews/{id}/extend': 'recruit',
  'POST /api/v1/interviews/{id}/resend': 'recruit',
  'DELETE /api/v1/interviews/{id}': 'recruit',
  'POST /api/v1/invite/create-application': 'recruit',
  'POST /api/v1/invite/bulk': 'recruit',
  'POST /api/v1/company/{companyId}/share-links': 'recruit',
  'GET /api/v1/company/{companyId}/share-links': 'recruit',
  'DELETE /api/v1/company/{companyId}/share-links/{id}': 'recruit',
  'GET /api/v1/company/{companyId}/funnel': 'recruit',
  'GET /api/v1/company/{companyId}/home': 'recruit',
  'GET /api/v1/company/{companyId}/settings': 'administer',
  'PUT /api/v1/company/{companyId}/settings': 'administer',
  'GET /api/v1/company/{companyId}/retention/preview': 'administer',
  'GET /api/v1/company/{companyId}/retention/impact': 'administer',
  'GET /api/v1/company/{companyId}/audit': 'administer',
  'GET /api/v1/company/{companyId}/audit.csv': 'administer',
  'POST /api/v1/company/{companyId}/api-keys': 'administer',
  'GET /api/v1/company/{companyId}/api-keys': 'administer',
  'DELETE /api/v1/company/{companyId}/api-keys/{apiKeyId}': 'administer',
  'POST /api/v1/company/{companyId}/webhooks': 'administer',
  'GET /api/v1/company/{companyId}/webhooks': 'administer',
  'PATCH /api/v1/company/{companyId}/webhooks/{webhookId}': 'administer',
  'DELETE /api/v1/company/{companyId}/webhooks/{webhookId}': 'administer',
  'POST /api/v1/company/{companyId}/webhooks/{webhookId}/rotate-secret': 'administer',
  'GET /api/v1/company/{companyId}/webhooks/{webhookId}/deliveries': 'administer',
  'POST /api/v1/company/{companyId}/webhooks/{webhookId}/deliveries/{deliveryId}/retry': 'administer',
  'GET /api/v1/company/{companyId}/team': 'administer',
  'POST /api/v1/company/{companyId}/team': 'administer',
  'PATCH /api/v1/company/{companyId}/team/{userId}': 'administer',
  'POST /api/v1/company/{companyId}/team-invitations/{id}/reissue': 'administer',
  'DELETE /api/v1/company/{companyId}/team-invitations/{id}': 'administer',
};
const MAY: Record<'owner' | 'admin' | 'recruiter' | 'reviewer', readonly Needs[]> = {
  owner: ['account', 'review', 'recruit', 'administer'],
  admin: ['account', 'review', 'recruit', 'administer'],
  recruiter: ['account', 'review', 'recruit'],
  reviewer: ['account', 'review'],
};

/** A public view that a recruiter of the record's company sees in full: others get the public one. */
const PUBLIC_VIEW = new Set(['GET /api/v1/job/{id}']);

describe.each(DIALECTS)('one authorization path: every route in the OpenAPI document (%s)', (dialect) => {
  let t: TestApp;
  let tenants: TwoTenants;
  let operations: Operation[];
  const ids: Record<string, string | number> = {};
  const bodies = new Map<string, () => Promise<{ payload: unknown; contentType?: string }>>();
  let deactivatedToken: string;
  let foreignUserToken: string;
  let deactivatedCreatorsKey: string;
  const roleTokens: Record<string, string> = {};

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const db = () => t.database.db;

  async function call(op: Operation, headers: Record<string, string>) {
    const body = op.hasBody ? bodies.get(keyOf(op)) : undefined;
    if (op.hasBody && !body) throw new Error(`No minimal valid body for ${keyOf(op)}: add one to the walk.`);
    const made = body ? await body() : undefined;
    return t.app.inject({
      method: op.method as 'GET',
      url: fillPath(op.path, ids),
      headers: { ...headers, ...(made?.contentType ? { 'content-type': made.contentType } : {}) },
      ...(made ? { payload: made.payload as string } : {}),
    });
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    tenants = await createTwoTenants(t);
    const { a, b, tokenA } = tenants;
    operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);

    // Company A's records, one of each kind a path can name.
    const questionnaire = await createQuestionnaire(db(), a.companyId, a.userId);
    const jobId = await createJob(db(), a.companyId);
    const attach = await t.app.inject({
      method: 'POST',
      url: `/api/v1/job/${jobId}/questionnaire`,
      headers: bearer(tokenA),
      payload: { questionnaireId: questionnaire.questionnaireId },
    });
    expect(attach.statusCode, attach.body).toBe(201);
    const application = await createApplication(db(), a.companyId, jobId, questionnaire.questionnaireId);
    const resumeKey = `resumes/${application.applicationId}/resume.pdf`;
    await t.app.storage.put(resumeKey, Buffer.from('%PDF-1.4\n%%EOF\n'));
    await db()
      .updateTable('applications')
      .set({ resume_key: resumeKey, resume_name: 'resume.pdf', resume_type: 'application/pdf' })
      .where('id', '=', application.applicationId)
      .execute();
    const answer = await createAnswer(db(), application.applicationId, {
      questionKey: questionnaire.questionIds[0],
    });
    await t.app.storage.put(answer.mediaKey, Buffer.from('webm bytes of an answer'));
    // A transcript with words, so the answer's captions exist for the walk.
    await db()
      .insertInto('transcripts')
      .values({
        id: randomUUID(),
        answer_id: answer.answerId,
        status: 'done',
        engine: 'test',
        text: 'Walked.',
        segments: JSON.stringify([{ start: 0, end: 1, text: 'Walked.' }]),
        error: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();

    const created = async (method: 'POST', url: string, payload: object) => {
      const res = await t.app.inject({ method, url, headers: bearer(tokenA), payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
      return res;
    };
    const note = await created('POST', `/api/v1/interviews/${application.applicationId}/notes`, {
      text: 'Strong answer.',
    });
    const share = (
      await created('POST', `/api/v1/company/${a.companyId}/share-links`, {
        interviewIds: [application.applicationId],
      })
    ).json<CreatedShareLink>();
    const webhook = await created('POST', `/api/v1/company/${a.companyId}/webhooks`, {
      url: 'http://127.0.0.1:9/hooks',
      events: ['interview.completed'],
    });
    const webhookId = webhook.json<{ id: string }>().id;
    const deliveryId = randomUUID();
    const now = new Date().toISOString();
    await db()
      .insertInto('webhook_deliveries')
      .values({
        id: deliveryId,
        endpoint_id: webhookId,
        event_type: 'interview.completed',
        payload: '{}',
        status: 'failed',
        attempts: 1,
        next_attempt_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const apiKey = (
      await created('POST', `/api/v1/company/${a.companyId}/api-keys`, { name: 'ATS' })
    ).json<CreateApiKeyResponse>();

    // Single sign-on set up (written directly: saving it through the API asks the issuer for discovery).
    await db()
      .insertInto('company_sso')
      .values({
        company_id: a.companyId,
        enabled: 1,
        issuer: 'https://idp.example.com',
        client_id: 'walk',
        client_secret: 'walk-secret',
        allowed_domains: '["example.com"]',
        default_role: 'recruiter',
        updated_at: now,
      })
      .execute();

    Object.assign(ids, {
      companyId: a.companyId,
      'questionnaire.id': questionnaire.questionnaireId,
      'job.id': jobId,
      jobId,
      'interviews.id': application.applicationId,
      noteId: note.json<{ id: string }>().id,
      'share-links.id': share.id,
      webhookId,
      deliveryId,
      apiKeyId: apiKey.id,
      answerId: answer.answerId,
      kind: 'video',
    });

    // The credentials that must get nothing. The deactivated user's token and key were made while the
    // user was active (as a real one was), and are first shown to work.
    const leaverId = await insertUser(db(), { companyId: a.companyId, firstName: 'Lee', lastName: 'Ver' });
    // An admin, so that they could make an API key.
    await db().updateTable('users').set({ role: 'admin' }).where('id', '=', leaverId).execute();
    deactivatedToken = await t.tokenFor({ companyId: a.companyId, userId: leaverId });
    const leaverKey = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${a.companyId}/api-keys`,
      headers: bearer(deactivatedToken),
      payload: { name: "Lee's script" },
    });
    expect(leaverKey.statusCode).toBe(201);
    deactivatedCreatorsKey = leaverKey.json<CreateApiKeyResponse>().key;
    for (const credential of [deactivatedToken, deactivatedCreatorsKey]) {
      const before = await t.app.inject({ url: `/api/v1/job/${jobId}`, headers: bearer(credential) });
      expect(before.json()).toHaveProperty('recruiterId');
    }
    await setUserActive(db(), leaverId, false);
    foreignUserToken = await t.tokenFor({ companyId: a.companyId, userId: b.userId });

    // One member of company A per role; the reviewer is assigned to the walk's job.
    roleTokens.owner = tokenA;
    for (const role of ['admin', 'recruiter', 'reviewer'] as const) {
      const userId = await insertUser(db(), { companyId: a.companyId, firstName: role, lastName: 'Walker' });
      await db().updateTable('users').set({ role }).where('id', '=', userId).execute();
      roleTokens[role] = await t.tokenFor({ companyId: a.companyId, userId });
      if (role === 'reviewer') {
        ids.userId = userId;
        await db()
          .insertInto('job_members')
          .values({ job_id: jobId, user_id: userId, created_at: new Date().toISOString() })
          .execute();
      }
    }
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${a.companyId}/team`,
      headers: bearer(tokenA),
      payload: { email: 'walked@example.com', role: 'recruiter' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    ids['team-invitations.id'] = invited.json<{ id: string }>().id;

    const stage = { stage: 'in_review' };
    const json = (payload: unknown) => () => Promise.resolve({ payload });
    const questionnaireBody = {
      questionnaireName: 'Walk',
      contentType: 'Video',
      questions: [{ questionText: 'Why?', required: true, type: 'Text' }],
    };
    const jobBody = { title: 'Walker' };
    const entries: [string, () => Promise<{ payload: unknown; contentType?: string }>][] = [
      ['PUT /api/v1/company/{companyId}/settings', json({ transcriptionEnabled: true })],
      ['PUT /api/v1/company/{companyId}/security', json({ requireTwoFactor: false })],
      [
        'POST /api/v1/auth/password',
        json({ currentPassword: 'x', newPassword: 'a walk in the park at noon' }),
      ],
      ['POST /api/v1/auth/two-factor/enable', json({ code: '123456' })],
      ['PATCH /api/v1/auth/me', json({ language: 'en' })],
      ['POST /api/v1/auth/two-factor/disable', json({ password: 'x' })],
      ['POST /api/v1/questionnaire', json(questionnaireBody)],
      ['PUT /api/v1/questionnaire/{id}', json(questionnaireBody)],
      ['PATCH /api/v1/questionnaire/{id}', json({ active: false })],
      ['DELETE /api/v1/questionnaire/{id}', json({})],
      ['POST /api/v1/job/{jobId}/questionnaire', json({ questionnaireId: questionnaire.questionnaireId })],
      ['DELETE /api/v1/job/{jobId}/questionnaire', json({})],
      ['POST /api/v1/company/{companyId}/jobs', json(jobBody)],
      ['PUT /api/v1/company/{companyId}/jobs/{jobId}', json(jobBody)],
      ['POST /api/v1/interviews/{id}/extend', json({ deadline: new Date(Date.now() + 864e5).toISOString() })],
      ['PATCH /api/v1/interviews/{id}', json(stage)],
      ['PUT /api/v1/interviews/{id}/review', json({ overall: 4 })],
      [
        'POST /api/v1/company/{companyId}/interviews/stage',
        json({ interviewIds: [application.applicationId], ...stage }),
      ],
      ['POST /api/v1/interviews/{id}/notes', json({ text: 'Walked.' })],
      ['POST /api/v1/media/answers/{answerId}/played', json({ kind: 'video' })],
      ['POST /api/v1/answer/{applicationGuid}/questions/{questionId}', json({ skipped: true })],
      ['POST /api/v1/shared/{token}/media/{answerId}/played', json({ kind: 'video' })],
      ['PATCH /api/v1/interviews/{id}/notes/{noteId}', json({ text: 'Edited.' })],
      ['POST /api/v1/company/{companyId}/share-links', json({ interviewIds: [application.applicationId] })],
      [
        'POST /api/v1/company/{companyId}/webhooks',
        json({ url: 'http://127.0.0.1:9/other', events: ['interview.completed'] }),
      ],
      ['POST /api/v1/company/{companyId}/api-keys', json({ name: 'Walk' })],
      ['POST /api/v1/company/{companyId}/team', json({ email: 'walk-invite@example.com', role: 'reviewer' })],
      ['PATCH /api/v1/company/{companyId}/team/{userId}', json({ canSeeContactDetails: true })],
      ['PATCH /api/v1/company/{companyId}/webhooks/{webhookId}', json({ enabled: true })],
      [
        'PUT /api/v1/company/{companyId}/sso',
        json({
          enabled: true,
          issuer: 'https://idp.example.com',
          clientId: 'walk',
          allowedDomains: ['example.com'],
          defaultRole: 'recruiter',
        }),
      ],
      [
        'POST /api/v1/invite/create-application',
        () =>
          multipart({ jobId: String(jobId), firstName: 'Wal', lastName: 'King', email: 'walk@example.com' }),
      ],
      [
        'POST /api/v1/invite/bulk',
        () =>
          multipart(
            { jobId: String(jobId) },
            {
              name: 'file',
              fileName: 'applicants.csv',
              type: 'text/csv',
              content: 'firstName,lastName,email\nWal,King,walk@example.com\n',
            },
          ),
      ],
    ];
    for (const [key, body] of entries) bodies.set(key, body);
  });
  afterAll(() => t.close());

  const walked = () => operations.filter((op) => !(keyOf(op) in PUBLIC));

  it('knows every route: each is walked or listed as public with a reason, and no listed one is gone', () => {
    expect(walked().length).toBeGreaterThan(40);
    const known = new Set(operations.map(keyOf));
    expect(Object.keys(PUBLIC).filter((key) => !known.has(key))).toEqual([]);
    expect(Object.keys(OWN_COMPANY_ONLY).filter((key) => !known.has(key))).toEqual([]);
    for (const op of walked()) expect(op.requiredQuery, keyOf(op)).toEqual([]);
  });

  it.each([
    ['a deactivated user’s token', () => bearer(deactivatedToken), 403],
    ['a deactivated user’s session cookie', () => ({ cookie: `jtToken=${deactivatedToken}` }), 403],
    ['an API key whose creator was deactivated', () => bearer(deactivatedCreatorsKey), 403],
    ['a token naming a user of another company', () => bearer(foreignUserToken), 403],
  ])('refuses %s on every recruiter route', async (_name, headers, expected) => {
    const outcomes: string[] = [];
    for (const op of walked()) {
      // A cookie goes with reads only here: cookie writes stop earlier, at the anti-forgery check.
      if ('cookie' in headers() && !['GET', 'HEAD'].includes(op.method)) continue;
      const res = await call(op, headers());
      const refused = res.statusCode === expected || res.statusCode === 401;
      if (!refused) outcomes.push(`${keyOf(op)} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(outcomes).toEqual([]);
  });

  it("refuses company B's token on company A's records (403 for the company, 404 for a record)", async () => {
    const outcomes: string[] = [];
    for (const op of walked()) {
      if (keyOf(op) in OWN_COMPANY_ONLY) continue;
      const res = await call(op, bearer(tenants.tokenB));
      if (PUBLIC_VIEW.has(keyOf(op))) {
        // The job card is a public posting: company B sees what anyone sees, never the full record.
        expect(res.statusCode).toBe(200);
        expect(res.json()).not.toHaveProperty('recruiterId');
        continue;
      }
      if (![403, 404].includes(res.statusCode))
        outcomes.push(`${keyOf(op)} -> ${res.statusCode} ${res.body}`);
    }
    expect(outcomes).toEqual([]);
  });

  it("answers every read of company A's records to A's active recruiter (the walk's ids are real)", async () => {
    const outcomes: string[] = [];
    for (const op of walked().filter((o) => o.method === 'GET' || o.method === 'HEAD')) {
      const res = await call(op, bearer(tenants.tokenA));
      if (res.statusCode >= 300) outcomes.push(`${keyOf(op)} -> ${res.statusCode} ${res.body}`);
    }
    expect(outcomes).toEqual([]);
  });

  it('keeps the public job card for a request without a token, and refuses the deactivated token on media', async () => {
    const job = await t.app.inject({ url: `/api/v1/job/${ids['job.id']}` });
    expect(job.statusCode).toBe(200);
    expect(job.json()).not.toHaveProperty('recruiterId');
    const media = await t.app.inject({
      url: `/api/v1/media/answers/${ids.answerId}/video`,
      headers: bearer(deactivatedToken),
    });
    expect(media.statusCode).toBe(403);
    expect(media.json<ErrorResponse>().message).toBe('Your account is inactive.');
  });

  it('names the permission of every recruiter route in this test’s own table', () => {
    const walkedKeys = walked().map(keyOf);
    expect(walkedKeys.filter((key) => !(key in NEEDS))).toEqual([]);
    expect(Object.keys(NEEDS).filter((key) => !walkedKeys.includes(key))).toEqual([]);
  });

  // Last: the allowed roles really run every write (an erasure among them).
  it.each(['reviewer', 'recruiter', 'admin', 'owner'] as const)(
    'lets a %s do what the role may and refuses the rest with 403',
    async (role) => {
      const outcomes: string[] = [];
      for (const op of walked()) {
        const needs = NEEDS[keyOf(op)];
        if (!needs) continue;
        const res = await call(op, bearer(roleTokens[role] ?? ''));
        const allowed = MAY[role].includes(needs);
        // The role's refusal, told apart from a route's own 403 (a note only its author may change).
        const isRoleRefusal =
          res.statusCode === 403 && res.json<ErrorResponse>().message === 'Your role does not allow this.';
        // A route's own check of a password in its body (the walk sends a wrong one) is not a refusal of the role.
        const isCredentialRefusal =
          res.statusCode === 401 && res.json<ErrorResponse>().code !== 'INVALID_CREDENTIALS';
        const ok = allowed ? !isRoleRefusal && !isCredentialRefusal : isRoleRefusal;
        if (!ok) outcomes.push(`${keyOf(op)} (${needs}) -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      expect(outcomes).toEqual([]);
    },
  );
});
