import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteResponse } from '@vi/contracts';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtpServer(): Promise<{
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      text(stream).then(
        (raw) => {
          const from = session.envelope.mailFrom;
          received.push({
            from: from ? from.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  const port = await new Promise<number>((resolve) => {
    const listener = server.listen(0, '127.0.0.1', () => resolve((listener.address() as AddressInfo).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Undoes quoted-printable soft line breaks and escapes (UTF-8), enough to read a raw message. */
const unfold = (raw: string) =>
  decodeURIComponent(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/g, '%$1'),
  );

interface Setup {
  t: TestApp;
  company: CompanyFixture;
  jobId: number;
  token: string;
}

async function setUp(
  dialect: (typeof DIALECTS)[number],
  env: NodeJS.ProcessEnv,
  job: { title?: string; contentType?: 'Audio' | 'Video' } = {},
): Promise<Setup> {
  const t = await createTestApp(dialect, env);
  const company = await createCompany(t.database.db, { name: 'Acme Robotics' });
  const jobId = await createJob(t.database.db, company.companyId, {
    title: job.title ?? 'Robotics Engineer',
    company_name: null,
  });
  await createQuestionnaire(t.database.db, company.companyId, company.userId, {
    contentType: job.contentType ?? 'Video',
    attachTo: [jobId],
  });
  const token = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
  return { t, company, jobId, token };
}

async function invite(s: Setup, email: string) {
  const form = new FormData();
  form.append('jobId', String(s.jobId));
  form.append('firstName', 'Grace');
  form.append('lastName', 'Hopper');
  form.append('email', email);
  const response = new Response(form);
  return s.t.app.inject({
    method: 'POST',
    url: '/api/v1/invite/create-application',
    headers: { authorization: `Bearer ${s.token}`, 'content-type': response.headers.get('content-type')! },
    payload: Buffer.from(await response.arrayBuffer()),
  });
}

const outboxFor = (s: Setup, to: string) =>
  s.t.database.db.selectFrom('outbox_mail').selectAll().where('to_address', '=', to).execute();

describe.each(DIALECTS)('invitation mail over SMTP (%s)', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let s: Setup;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    s = await setUp(dialect, { SMTP_URL: smtp.url, MAIL_FROM: 'Acme Jobs <jobs@acme.example>' });
  });
  afterAll(async () => {
    await s.t.close();
    await smtp.close();
  });

  it('delivers the interview link to the applicant and records the delivery', async () => {
    const res = await invite(s, 'Grace.Hopper@Example.com');
    expect(res.statusCode).toBe(201);
    const { applicationGuid, interviewUrl } = res.json<InviteResponse>().data;
    expect(interviewUrl).toBe(`http://localhost:3001/v1/interview/onboarding/${applicationGuid}`);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['grace.hopper@example.com']);
    expect(mail.from).toBe('jobs@acme.example');
    const raw = unfold(mail.raw);
    expect(raw).toContain(interviewUrl);
    expect(raw).toContain(`href="${interviewUrl}"`);
    expect(raw).toMatch(/^Subject: Your video interview for Robotics Engineer at Acme Robotics\r?$/m);
    expect(raw).toMatch(/^To: grace\.hopper@example\.com\r?$/m);
    expect(raw).toContain('10–15 minutes');
    expect(raw).toContain('a microphone and a camera');

    const [row] = await outboxFor(s, 'grace.hopper@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row?.sent_at).toEqual(expect.any(String));
  });
});

describe.each(DIALECTS)('invitation mail without SMTP (%s)', (dialect) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(
      dialect,
      {},
      { title: 'Line\r\nBcc: victim@example.com <script>x</script>', contentType: 'Audio' },
    );
  });
  afterAll(() => s.t.close());

  it('keeps the message in the outbox as logged, with the link, and escapes what it interpolates', async () => {
    const res = await invite(s, 'ada@example.com');
    expect(res.statusCode).toBe(201);
    const { interviewUrl } = res.json<InviteResponse>().data;

    const rows = await outboxFor(s, 'ada@example.com');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ status: 'logged', to_address: 'ada@example.com', sent_at: null });
    expect(row.subject).toBe(
      'Your video interview for Line Bcc: victim@example.com <script>x</script> at Acme Robotics',
    );
    expect(row.text_body).toContain(interviewUrl);
    expect(row.text_body).toContain('a microphone.');
    expect(row.text_body).not.toContain('camera');
    expect(row.html_body).toContain(`href="${interviewUrl}"`);
    expect(row.html_body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(row.html_body).not.toContain('<script>');
  });
});

describe.each(DIALECTS)('invitation mail when the SMTP server is down (%s)', (dialect) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(dialect, { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => s.t.close());

  it('still creates the invitation and marks the message failed', async () => {
    const res = await invite(s, 'linus@example.com');
    expect(res.statusCode).toBe(201);
    const { applicationGuid } = res.json<InviteResponse>().data;
    const application = await s.t.database.db
      .selectFrom('applications')
      .select('status')
      .where('guid', '=', applicationGuid)
      .executeTakeFirst();
    expect(application).toEqual({ status: 'Incomplete' });

    const [row] = await outboxFor(s, 'linus@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.text_body).toContain(applicationGuid);
  });
});
