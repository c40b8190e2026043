import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type BulkInviteResponse } from '@vi/contracts';
import { createApplication } from '../factories/application.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';

/** A real multipart body: the job id and the CSV file, as a browser's FormData sends them. */
async function bulkForm(fields: {
  jobId?: string;
  csv?: string;
  fileName?: string;
  deadline?: string;
  message?: string;
}) {
  const form = new FormData();
  if (fields.jobId !== undefined) form.append('jobId', fields.jobId);
  if (fields.deadline !== undefined) form.append('deadline', fields.deadline);
  if (fields.message !== undefined) form.append('message', fields.message);
  if (fields.csv !== undefined)
    form.append('file', new Blob([fields.csv], { type: 'text/csv' }), fields.fileName ?? 'a.csv');
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

/** Names take letters only (the invite form's rule), so row numbers become letters. */
const letters = (n: number) =>
  String.fromCharCode(65 + (n % 26)) + String.fromCharCode(97 + Math.floor(n / 26));

/** 50 applicants: row 12 has a bad email, row 30 no last name, row 41 repeats row 5's email. */
function fiftyRowCsv(tag: string): string {
  const lines = ['firstName,lastName,email,phone'];
  for (let i = 1; i <= 50; i++) {
    const row = i + 1;
    const email = row === 41 ? `person4-${tag}@example.com` : `person${i}-${tag}@example.com`;
    if (row === 12) lines.push(`Bad,Email,not-an-email,`);
    else if (row === 30) lines.push(`Nolast,,nolast-${tag}@example.com,555-0100`);
    else
      lines.push(
        `"Person ${letters(i)}",Tester,${row === 41 ? email.toUpperCase() : email},555-${String(i).padStart(4, '0')}`,
      );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

describe.each(DIALECTS)('POST /invite/bulk (%s)', (dialect) => {
  let t: TestApp;
  let tenants: TwoTenants;
  let jobId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    tenants = await createTwoTenants(t);
    const { a } = tenants;
    jobId = await createJob(t.database.db, a.companyId, { title: 'Support Agent' });
    await createQuestionnaire(t.database.db, a.companyId, a.userId, { attachTo: [jobId] });
  });
  afterAll(() => t.close());

  async function post(fields: Parameters<typeof bulkForm>[0], query = '', token = tenants.tokenA) {
    const form = await bulkForm(fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/invite/bulk${query}`,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
  }

  const applicationsOf = (job: number) =>
    t.database.db.selectFrom('applications').select('id').where('job_id', '=', job).execute();

  it('a 50-row file with two bad rows and one duplicate: the preview flags three, the invite creates 47', async () => {
    const csv = fiftyRowCsv('a');
    const preview = await post({ jobId: String(jobId), csv }, '?dryRun=true');
    expect(preview.statusCode).toBe(200);
    const previewed = preview.json<BulkInviteResponse>();
    expect(previewed.created).toBe(0);
    expect(previewed.rows).toHaveLength(50);
    expect(previewed.rows.filter((r) => r.status === 'would_create')).toHaveLength(47);
    expect(previewed.rows.find((r) => r.row === 12)).toMatchObject({
      status: 'invalid',
      errors: [{ field: 'email', message: MESSAGES.invalidEmail }],
    });
    expect(previewed.rows.find((r) => r.row === 30)).toMatchObject({
      status: 'invalid',
      errors: [{ field: 'lastName', message: MESSAGES.fieldRequired }],
    });
    expect(previewed.rows.find((r) => r.row === 41)).toMatchObject({
      status: 'duplicate',
      errors: [{ field: 'email', message: 'The same email address is already on row 5.' }],
    });
    expect(await applicationsOf(jobId)).toHaveLength(0);

    const sent = await post({ jobId: String(jobId), csv });
    expect(sent.statusCode).toBe(200);
    const result = sent.json<BulkInviteResponse>();
    expect(result.created).toBe(47);
    const created = result.rows.filter((r) => r.status === 'created');
    expect(created).toHaveLength(47);
    expect(created.every((r) => typeof r.applicationGuid === 'string')).toBe(true);
    // Every created row carries the applicant's full link, so a company without a mail server can pass
    // it on; without SMTP nothing was sent, and the answer says so.
    for (const row of created) {
      expect(row.interviewUrl).toBe(`${t.config.publicUrl}/v1/interview/onboarding/${row.applicationGuid!}`);
      expect(row.mailSent).toBe(false);
    }
    expect(result.rows.filter((r) => r.status !== 'created').every((r) => r.interviewUrl === undefined)).toBe(
      true,
    );
    expect(result.rows.filter((r) => r.status !== 'created').map((r) => [r.row, r.status])).toEqual([
      [12, 'invalid'],
      [30, 'invalid'],
      [41, 'duplicate'],
    ]);
    expect(await applicationsOf(jobId)).toHaveLength(47);
    // Each invitation was mailed, as a single one is (the outbox keeps them without a mail server).
    const mails = await t.database.db
      .selectFrom('outbox_mail')
      .select('to_address')
      .where('to_address', 'like', '%-a@example.com')
      .execute();
    expect(mails).toHaveLength(47);

    // The same file again: everyone is already invited, nobody twice.
    const again = (await post({ jobId: String(jobId), csv }, '?dryRun=true')).json<BulkInviteResponse>();
    expect(again.rows.filter((r) => r.status === 'already_invited')).toHaveLength(47);
    expect(again.rows.find((r) => r.status === 'already_invited')?.errors?.[0]?.message).toBe(
      MESSAGES.alreadyInvited,
    );
  });

  it('tells the settings screen that no mail server is set up, so it can warn that reminders do not go out', async () => {
    const res = await t.app.inject({
      url: `/api/v1/company/${tenants.a.companyId}/settings`,
      headers: { authorization: `Bearer ${tenants.tokenA}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ mailConfigured: boolean }>().mailConfigured).toBe(false);
  });

  it('gives every row the deadline and personal message sent with the file, checked as the single form checks them', async () => {
    const job = await createJob(t.database.db, tenants.a.companyId, { title: 'Deadline Desk' });
    await createQuestionnaire(t.database.db, tenants.a.companyId, tenants.a.userId, { attachTo: [job] });
    const csv =
      'firstName,lastName,email,phone\nAda,Lovelace,ada-dl@example.com,\nAlan,Turing,alan-dl@example.com,\n';
    const past = await post({ jobId: String(job), csv, deadline: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual(['body.deadline']);
    const long = await post({ jobId: String(job), csv, message: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual(['body.message']);
    expect(await applicationsOf(job)).toHaveLength(0);

    const deadline = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const res = await post({ jobId: String(job), csv, deadline, message: 'Looking forward to it — Dana' });
    expect(res.statusCode).toBe(200);
    expect(res.json<BulkInviteResponse>().created).toBe(2);
    const rows = await t.database.db
      .selectFrom('applications')
      .select(['deadline', 'invite_message'])
      .where('job_id', '=', job)
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.deadline).toBe(deadline);
      expect(row.invite_message).toBe('Looking forward to it — Dana');
    }
  });

  it('flags an applicant already invited one by one, and an email that belongs to someone of another name', async () => {
    const { a } = tenants;
    await createApplication(t.database.db, a.companyId, jobId, null, {
      email: 'known@example.com',
      firstName: 'Kim',
      lastName: 'Known',
    });
    const csv =
      'firstName,lastName,email\nKim,Known,KNOWN@example.com\nNot,Kim,known@example.com\nNew,Person,new-b@example.com\n';
    const preview = (await post({ jobId: String(jobId), csv }, '?dryRun=true')).json<BulkInviteResponse>();
    expect(preview.rows.map((r) => r.status)).toEqual(['already_invited', 'duplicate', 'would_create']);
  });

  it('refuses the whole file for a job that is not the caller’s company’s, or has no questionnaire', async () => {
    const { b } = tenants;
    const jobOfB = await createJob(t.database.db, b.companyId, { title: 'B job' });
    await createQuestionnaire(t.database.db, b.companyId, b.userId, { attachTo: [jobOfB] });
    const csv = 'firstName,lastName,email\nA,B,a@example.com\n';
    expect((await post({ jobId: String(jobOfB), csv })).statusCode).toBe(404);
    expect(await applicationsOf(jobOfB)).toHaveLength(0);
    const bare = await createJob(t.database.db, tenants.a.companyId, { title: 'No questionnaire' });
    const res = await post({ jobId: String(bare), csv });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(MESSAGES.jobNeedsQuestionnaire);
  });

  it('answers a form without a job, without a file, with a bad file or not multipart with 4xx', async () => {
    expect(
      (await post({ csv: 'firstName,lastName,email\nA,B,a@x.io\n' })).json<{ message: string }>().message,
    ).toBe(MESSAGES.selectJob);
    expect((await post({ jobId: String(jobId) })).statusCode).toBe(400);
    const bad = await post({ jobId: String(jobId), csv: 'who,what\n1,2\n' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/Unknown column "who"/);
    const big = await post({
      jobId: String(jobId),
      csv: `firstName,lastName,email\n${'A,B,a@x.io\n'.repeat(110_000)}`,
    });
    expect(big.statusCode).toBe(413);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invite/bulk',
      headers: { authorization: `Bearer ${tenants.tokenA}` },
      payload: { jobId },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/invite/bulk', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
