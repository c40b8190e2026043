import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { createDatabase, type Database } from '../../src/db/database.js';
import { createTokenService } from '../../src/modules/auth/token.service.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestEnv, DIALECTS, type TestEnv } from '../helper.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';

/*
 * A session's worth of real HTTP and WebSocket requests with every kind of capability in their URLs:
 * the log they leave holds no JWT, no applicant guid and no share link token (docs/security.md).
 */
describe.each(DIALECTS)('the server log after a session (%s)', (dialect) => {
  let env: TestEnv;
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  const lines: string[] = [];

  beforeAll(async () => {
    env = createTestEnv(dialect, { LOG_LEVEL: 'info', TRANSCRIBE_ENGINE: 'none' });
    database = await createDatabase(env.config.database);
    app = await buildApp({ config: env.config, database, logStream: { write: (line) => lines.push(line) } });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await env?.cleanup();
  });

  it('carries no sign-in token, no guid and no share token, wherever they were in the URL', async () => {
    const db = database.db;
    const { companyId, userId } = await createCompany(db);
    const jobId = await createJob(db, companyId);
    const { questionnaireId, questionIds } = await createQuestionnaire(db, companyId, userId, {
      contentType: 'Video',
      questions: ['Why us?'],
    });
    const { guid } = await createApplication(db, companyId, jobId, questionnaireId);
    const jwt = await createTokenService(env.config.jwt).sign({ companyId, userId }, 3600);
    const shareToken = randomBytes(32).toString('base64url');
    // Account links (password reset, sign-in link, team invitation); letters only, so only their
    // address's rule can hide them.
    const accountToken = 'QmFyQmF6UXV4Rm9vQmFyQmF6UXV4Rm9vQmFyQmF6UXV';
    const bearer = { authorization: `Bearer ${jwt}` };

    const attached = await fetch(`${base}/api/v1/job/${jobId}/questionnaire`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ questionnaireId }),
    });
    expect(attached.status).toBe(201);
    // An invitation whose mail is kept in the outbox and logged: its link holds the new guid.
    const form = new FormData();
    form.set('jobId', String(jobId));
    form.set('firstName', 'Dana');
    form.set('lastName', 'Reyes');
    form.set('email', 'dana@example.com');
    const invited = await fetch(`${base}/api/v1/invite/create-application`, {
      method: 'POST',
      headers: bearer,
      body: form,
    });
    expect(invited.status).toBe(201);
    const invitedGuid = ((await invited.json()) as { data: { applicationGuid: string } }).data
      .applicationGuid;

    const visits = [
      `/v1/recruiter?jtToken=${jwt}`,
      `/v1/recruiter/jobs?tab=open&jtToken=${jwt}`,
      `/v1/interview/${guid}`,
      `/v1/interview/onboarding/${guid}`,
      `/v1/interview/${invitedGuid}?jtToken=${jwt}`,
      `/api/v1/interview/${guid}`,
      `/api/v1/interview/${guid.toUpperCase()}`,
      `/api/v1/job/${jobId}/questionnaire?guid=${guid}`,
      `/api/v1/shared/${shareToken}`,
      `/v1/shared/${shareToken}`,
      `/api/v1/no-such-route/${jwt}`,
      `/api/v1/auth/me?jtToken=${jwt}`,
      `/v1/password-reset/${accountToken}`,
      `/v1/sign-in/link/${accountToken}`,
      `/v1/team-invitations/${accountToken}`,
      `/api/v1/team-invitations/${accountToken}`,
    ];
    for (const url of visits) await (await fetch(`${base}${url}`, { headers: bearer })).arrayBuffer();

    // The applicant app's own error report, naming the page it was on.
    const report = await fetch(`${base}/api/v1/logger/log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        level: 'error',
        message: `failed on /v1/interview/${guid}?jtToken=${jwt}`,
        applicantGuid: guid,
        context: { url: `http://localhost/v1/interview/onboarding/${guid}?jtToken=${jwt}` },
        notes: { page: `/v1/shared/${shareToken}`, guid },
      }),
    });
    expect(report.status).toBeLessThan(300);

    // The recording channel: an answer, and a refused guid.
    const client = await RecordingClient.connect(base, 'video');
    await client.start(metadataFor(guid, questionIds[0]!));
    client.send({ type: 'metadata', ...metadataFor(invitedGuid.replace(/.$/, '0'), 'question-1') });
    await client.nextError();
    await client.close();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(visits.length);
    // One line per request, written when it completed: request id, method, redacted URL and status.
    const completed = lines
      .map(
        (line) => JSON.parse(line) as { msg: string; reqId?: string; req?: { method: string; url: string } },
      )
      .filter((line) => line.msg === 'request completed');
    expect(log).not.toContain('incoming request');
    for (const url of visits) {
      const path = url.split('?')[0]!.split('/').slice(0, 3).join('/');
      expect(completed.some((line) => line.req?.method === 'GET' && line.req.url.startsWith(path))).toBe(
        true,
      );
    }
    expect(new Set(completed.map((line) => line.reqId)).size).toBe(completed.length);
    expect(completed.find((line) => line.req?.url.includes('/no-such-route/'))).toMatchObject({
      res: { statusCode: 404 },
    });
    // Every request left its line, with the route words still readable.
    expect(log).toContain('/v1/interview/onboarding/[redacted]');
    expect(log).toContain('jtToken=[redacted]');
    // The mail kept in the outbox is logged by its id only: no address, no text, no link.
    const outboxLine = lines.find((line) => line.includes('mail kept in the outbox'));
    expect(outboxLine).toMatch(/"mail":\{"id":"[^"]+"\}/);
    expect(outboxLine).not.toContain('@');
    expect(outboxLine).not.toContain('/v1/interview/');
    expect(lines.find((line) => line.includes('client: failed on'))).toContain('"hasApplication":true');
    expect(log).not.toContain('eyJ');
    expect(log).not.toContain(jwt.split('.')[2]!);
    expect(log).not.toContain(shareToken);
    expect(log).not.toContain(accountToken);
    expect(log).toContain('/v1/password-reset/[redacted]');
    for (const id of [guid, invitedGuid]) {
      expect(log.toLowerCase()).not.toContain(id.toLowerCase());
      expect(log.toLowerCase()).not.toContain(id.replaceAll('-', '').toLowerCase());
    }
  });
});
