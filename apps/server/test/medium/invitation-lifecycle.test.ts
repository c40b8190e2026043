import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantInterview, ErrorResponse, InterviewDetail, InviteResponse } from '@vi/contracts';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { hoursFromNow, inviteApplicant } from '../helpers/invite.js';
import { startSmtpServer, subjectOf, unfold, type TestSmtpServer } from '../helpers/smtp-server.js';
import { waitFor } from '../helpers/wait-for.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';

/**
 * Deadlines, requests for more time, extensions and resending, against a real SMTP server. The
 * scheduler is slowed down to once a day here; reminders have their own suite (reminders.test.ts).
 */

const listen = async (app: FastifyInstance) =>
  (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');

describe.each(DIALECTS)('invitation lifecycle (%s)', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let company: CompanyFixture;
  let other: CompanyFixture;
  let jobId: number;
  let token: string;
  let otherToken: string;
  let base: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Acme Jobs <jobs@acme.example>',
      SCHEDULER_INTERVAL_MS: String(24 * 3_600_000),
    });
    company = await createCompany(t.database.db, { name: 'Acme Robotics', firstName: 'Riley' });
    other = await createCompany(t.database.db, { name: 'Other Co' });
    jobId = await createJob(t.database.db, company.companyId, {
      title: 'Robotics Engineer',
      company_name: null,
    });
    await createQuestionnaire(t.database.db, company.companyId, company.userId, { attachTo: [jobId] });
    token = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
    otherToken = await t.tokenFor({ companyId: other.companyId, userId: other.userId });
    base = await listen(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const auth = (bearer = token) => ({ authorization: `Bearer ${bearer}` });

  async function invite(email: string, fields: Record<string, string> = {}) {
    const res = await inviteApplicant(t.app, token, { jobId: String(jobId), email, ...fields });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<InviteResponse>().data;
  }

  /** Time passes: the deadline is moved into the past in the database, as the clock would. */
  async function pastDeadline(guid: string) {
    await t.database.db
      .updateTable('applications')
      .set({ deadline: new Date(Date.now() - 60_000).toISOString() })
      .where('guid', '=', guid)
      .execute();
  }

  async function interviewIdOf(guid: string) {
    const row = await t.database.db
      .selectFrom('applications')
      .select('id')
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('mails the invitation with its deadline and personal message, text and HTML, and says it was sent', async () => {
    const deadline = hoursFromNow(72);
    const data = await invite('ada@example.com', {
      deadline,
      message: 'Looking forward to it!\n<b>Bring</b> your questions & ideas.',
    });
    expect(data).toMatchObject({ mailSent: true, mailStatus: 'sent', deadline });
    const [mail] = mailsTo('ada@example.com');
    const raw = unfold(mail!.raw);
    expect(subjectOf(mail!.raw)).toBe('Your video interview for Robotics Engineer at Acme Robotics');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain(data.interviewUrl);
    expect(raw).toContain(`href="${data.interviewUrl}"`);
    expect(raw).toContain('Please complete it by');
    expect(raw).toContain('(UTC)');
    expect(raw).toContain('A message from Riley Recruiter:');
    // The note as typed in the text part, escaped (never markup) in the HTML part.
    expect(raw).toContain('<b>Bring</b> your questions & ideas.');
    expect(raw).toContain('&lt;b&gt;Bring&lt;/b&gt; your questions &amp; ideas.');

    const applicant = await t.app.inject({ url: `/api/v1/interview/${data.applicationGuid}` });
    expect(applicant.json<ApplicantInterview[]>()[0]?.deadline).toBe(deadline);
  });

  it('refuses a deadline in the past, too far ahead or without a time zone, and a message over 1000 characters', async () => {
    for (const [deadline, message] of [
      [hoursFromNow(-1), 'in the future'],
      [hoursFromNow(24 * 400), 'within a year'],
      ['2031-01-01T10:00:00', 'time zone'],
    ] as const) {
      const res = await inviteApplicant(t.app, token, {
        jobId: String(jobId),
        email: 'late@example.com',
        deadline,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().message).toContain(message);
    }
    const res = await inviteApplicant(t.app, token, {
      jobId: String(jobId),
      email: 'long@example.com',
      message: 'x'.repeat(1001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().message).toBe('Personal message must be at most 1000 characters');
  });

  it('gives a questionnaire’s default deadline to an invitation without one, and none when sent empty', async () => {
    const jobWithDefault = await createJob(t.database.db, company.companyId, { title: 'Welder' });
    const q = await createQuestionnaire(t.database.db, company.companyId, company.userId, {
      attachTo: [jobWithDefault],
    });
    await t.database.db
      .updateTable('questionnaires')
      .set({ settings: JSON.stringify({ deadlineDays: 5 }) })
      .where('id', '=', q.questionnaireId)
      .execute();
    const before = Date.now();
    const withDefault = await inviteApplicant(t.app, token, {
      jobId: String(jobWithDefault),
      email: 'def@example.com',
    });
    const deadline = Date.parse(withDefault.json<InviteResponse>().data.deadline!);
    expect(deadline - before).toBeGreaterThanOrEqual(5 * 86_400_000 - 1000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(5 * 86_400_000);
    const none = await inviteApplicant(t.app, token, {
      jobId: String(jobWithDefault),
      email: 'none@example.com',
      deadline: '',
    });
    expect(none.json<InviteResponse>().data.deadline).toBeNull();
  });

  it('answers 410 INVITATION_EXPIRED once the deadline has passed, and the channel refuses a new take', async () => {
    const { applicationGuid } = await invite('late.larry@example.com', { deadline: hoursFromNow(2) });
    await t.database.db
      .updateTable('applications')
      .set({ consent_at: new Date().toISOString() })
      .where('guid', '=', applicationGuid)
      .execute();
    await pastDeadline(applicationGuid);

    for (const request of [
      { method: 'GET' as const, url: `/api/v1/interview/${applicationGuid}` },
      {
        method: 'PATCH' as const,
        url: `/api/v1/interview/${applicationGuid}`,
        payload: { status: 'Incomplete' },
      },
      { method: 'POST' as const, url: `/api/v1/answer/${applicationGuid}/initialize` },
    ]) {
      const res = await t.app.inject(request);
      expect(res.statusCode).toBe(410);
      expect(res.json<ErrorResponse>()).toMatchObject({
        code: 'INVITATION_EXPIRED',
        message: 'The deadline for this interview has passed.',
      });
    }

    const client = await RecordingClient.connect(base.replace(/^ws/, 'http'), 'video');
    client.send({ type: 'metadata', ...metadataFor(applicationGuid, 'question-1') });
    expect(await client.nextError()).toMatchObject({ code: 'INVITATION_EXPIRED' });
    await client.close();
    const attempts = await t.database.db.selectFrom('answer_attempts').select('id').execute();
    expect(attempts).toHaveLength(0);
  });

  it('takes a request for more time, mails the inviting recruiter, lists it, and an extension reopens the link', async () => {
    const { applicationGuid } = await invite('maya@example.com', { deadline: hoursFromNow(2) });
    await pastDeadline(applicationGuid);
    const id = await interviewIdOf(applicationGuid);

    const request = await t.app.inject({
      method: 'POST',
      url: `/api/v1/interview/${applicationGuid}/extension-request`,
      payload: { message: 'I was ill <script>alert(1)</script>\r\nCould I have two more days?' },
    });
    expect(request.statusCode).toBe(201);
    const { requestedAt } = request.json<{ requestedAt: string }>();

    const mail = await waitFor(() => mailsTo('riley@example.com')[0], {
      message: 'the mail to the recruiter',
    });
    expect(subjectOf(mail.raw)).toBe('Grace Hopper asks for more time: Robotics Engineer');
    const raw = unfold(mail.raw);
    expect(raw).toContain(`http://localhost:3001/v1/recruiter/interviews/${id}`);
    expect(raw).toContain('I was ill &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(raw).not.toContain('<script>alert(1)</script>\n<');

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/interview/${applicationGuid}/extension-request`,
      payload: {},
    });
    expect(again.statusCode).toBe(429);

    const detail = await t.app.inject({ url: `/api/v1/interviews/${id}`, headers: auth() });
    expect(detail.json<InterviewDetail>().extensionRequest).toEqual({
      message: 'I was ill <script>alert(1)</script>\nCould I have two more days?',
      requestedAt,
    });

    // Another company's recruiter cannot extend it, and cannot tell it exists.
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/interviews/${id}/extend`,
      headers: auth(otherToken),
      payload: { deadline: hoursFromNow(48) },
    });
    expect(foreign.statusCode).toBe(404);

    const newDeadline = hoursFromNow(48);
    const extended = await t.app.inject({
      method: 'POST',
      url: `/api/v1/interviews/${id}/extend`,
      headers: auth(),
      payload: { deadline: newDeadline },
    });
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toMatchObject({ mailSent: true, mailStatus: 'sent', deadline: newDeadline });
    await waitFor(() =>
      mailsTo('maya@example.com').some((m) => subjectOf(m.raw)?.startsWith('More time for')),
    );

    const reopened = await t.app.inject({ url: `/api/v1/interview/${applicationGuid}` });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json<ApplicantInterview[]>()[0]?.deadline).toBe(newDeadline);
    const after = await t.app.inject({ url: `/api/v1/interviews/${id}`, headers: auth() });
    expect(after.json<InterviewDetail>()).toMatchObject({ deadline: newDeadline, extensionRequest: null });
  });

  it('refuses a request for more time for an interview without a deadline, and an unknown link', async () => {
    const { applicationGuid } = await invite('nodeadline@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/interview/${applicationGuid}/extension-request`,
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/interview/4f7c1e52-0000-4000-8000-000000000000/extension-request',
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('resends the invitation mail with its deadline, and refuses it once expired or for another company', async () => {
    const deadline = hoursFromNow(30);
    const { applicationGuid } = await invite('resend@example.com', { deadline, message: 'See you soon' });
    const id = await interviewIdOf(applicationGuid);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/interviews/${id}/resend`,
      headers: auth(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mailSent: true,
      mailStatus: 'sent',
      deadline,
      interviewUrl: `${t.config.publicUrl}/v1/interview/onboarding/${applicationGuid}`,
    });
    const mails = mailsTo('resend@example.com');
    expect(mails).toHaveLength(2);
    expect(unfold(mails[1]!.raw)).toContain('See you soon');

    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/interviews/${id}/resend`,
      headers: auth(otherToken),
    });
    expect(foreign.statusCode).toBe(404);
    await pastDeadline(applicationGuid);
    const expired = await t.app.inject({
      method: 'POST',
      url: `/api/v1/interviews/${id}/resend`,
      headers: auth(),
    });
    expect(expired.statusCode).toBe(409);
    expect(mailsTo('resend@example.com')).toHaveLength(2);
  });

  it('reads and changes the company’s reminder settings, validated, for its own company only', async () => {
    const url = `/api/v1/company/${company.companyId}/settings`;
    // The engine in words: Moonshine, built in (PocketSphinx only where Moonshine cannot load).
    const privacyDefaults = {
      retentionDays: null,
      transcriptionEnabled: true,
      transcriptionEngine: 'this server (moonshine)',
      // This suite's server has a mail server (the test SMTP server).
      mailConfigured: true,
    };
    const initial = await t.app.inject({ url, headers: auth() });
    expect(initial.json()).toEqual({
      ...privacyDefaults,
      reminders: { afterInviteHours: 48, beforeDeadlineHours: 24 },
    });

    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: auth(),
      payload: { reminders: { afterInviteHours: null } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      ...privacyDefaults,
      reminders: { afterInviteHours: null, beforeDeadlineHours: 24 },
    });
    const second = await t.app.inject({
      method: 'PUT',
      url,
      headers: auth(),
      payload: { reminders: { beforeDeadlineHours: 6 } },
    });
    expect(second.json()).toEqual({
      ...privacyDefaults,
      reminders: { afterInviteHours: null, beforeDeadlineHours: 6 },
    });

    for (const payload of [
      { reminders: { afterInviteHours: 0 } },
      { reminders: { afterInviteHours: 721 } },
      { reminders: { beforeDeadlineHours: 1.5 } },
      { reminders: { beforeDeadlineHours: '24' } },
      { reminders: { later: 3 } },
      { color: 'blue' },
      { retentionDays: 0 },
      { retentionDays: 3651 },
      { retentionDays: '180' },
      { transcriptionEnabled: 'no' },
    ]) {
      const bad = await t.app.inject({ method: 'PUT', url, headers: auth(), payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.app.inject({ url, headers: auth() })).json()).toEqual({
      ...privacyDefaults,
      reminders: { afterInviteHours: null, beforeDeadlineHours: 6 },
    });
    const foreign = await t.app.inject({
      method: 'PUT',
      url,
      headers: auth(otherToken),
      payload: { reminders: { afterInviteHours: 2 } },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: auth(otherToken) })).statusCode).toBe(403);
  });

  it('keeps the privacy settings beside the reminders: a change of one leaves the others', async () => {
    const url = `/api/v1/company/${company.companyId}/settings`;
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: auth(),
      payload: { retentionDays: 180, transcriptionEnabled: false },
    });
    expect(put.statusCode).toBe(200);
    const { reminders, transcriptionEngine } = put.json<{
      reminders: unknown;
      transcriptionEngine: unknown;
    }>();
    expect(put.json()).toEqual({
      reminders,
      retentionDays: 180,
      transcriptionEnabled: false,
      transcriptionEngine,
      mailConfigured: true,
    });
    const back = await t.app.inject({
      method: 'PUT',
      url,
      headers: auth(),
      payload: { retentionDays: null },
    });
    expect(back.json()).toEqual({
      reminders,
      retentionDays: null,
      transcriptionEnabled: false,
      transcriptionEngine,
      mailConfigured: true,
    });
  });
});
