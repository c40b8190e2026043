import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_LIMITS, type ErrorResponse, type InviteResponse } from '@vi/contracts';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { hoursFromNow, inviteApplicant } from '../helpers/invite.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';

const MINUTE_MS = 60_000;
const { resendMinIntervalMinutes, resendMaxPerWindow, resendWindowHours } = INVITATION_LIMITS;

/**
 * Resending an invitation is throttled per interview (docs/invitations.md), against a real SMTP server:
 * a recruiter's repeated clicks or a script cannot fill an applicant's inbox. Time passing is the
 * resend columns moved back in the database, as the clock would.
 */
describe.each(DIALECTS)('invitation resend throttle (%s)', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let company: CompanyFixture;
  let jobId: number;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpServer({ refuses: (address) => address.startsWith('bounce') });
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Acme Jobs <jobs@acme.example>',
      SCHEDULER_INTERVAL_MS: String(24 * 3_600_000),
    });
    company = await createCompany(t.database.db, { name: 'Acme Robotics' });
    jobId = await createJob(t.database.db, company.companyId);
    await createQuestionnaire(t.database.db, company.companyId, company.userId, { attachTo: [jobId] });
    token = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).length;

  async function invite(email: string): Promise<string> {
    const res = await inviteApplicant(t.app, token, {
      jobId: String(jobId),
      email,
      deadline: hoursFromNow(72),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { applicationGuid } = res.json<InviteResponse>().data;
    const row = await t.database.db
      .selectFrom('applications')
      .select('id')
      .where('guid', '=', applicationGuid)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const resend = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/interviews/${id}/resend`,
      headers: { authorization: `Bearer ${token}` },
    });

  /** The clock moves on: the last resend and the window's start are `minutes` further in the past. */
  async function later(id: string, minutes: number) {
    const row = await t.database.db
      .selectFrom('applications')
      .select(['last_resent_at', 'resend_window_start'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const back = (iso: string | null) =>
      iso === null ? null : new Date(Date.parse(iso) - minutes * MINUTE_MS).toISOString();
    await t.database.db
      .updateTable('applications')
      .set({ last_resent_at: back(row.last_resent_at), resend_window_start: back(row.resend_window_start) })
      .where('id', '=', id)
      .execute();
  }

  const expectThrottled = async (id: string, text: RegExp, retryAfter: { min: number; max: number }) => {
    const res = await resend(id);
    expect(res.statusCode).toBe(429);
    const body = res.json<ErrorResponse>();
    expect(body.code).toBe('RESEND_THROTTLED');
    expect(body.message).toMatch(text);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(retryAfter.min);
    expect(seconds).toBeLessThanOrEqual(retryAfter.max);
  };

  it(`mails again at most once in ${resendMinIntervalMinutes} minutes, saying when it may be resent`, async () => {
    const id = await invite('ada@example.com');
    expect(mailsTo('ada@example.com')).toBe(1);
    const first = await resend(id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ mailSent: true, mailStatus: 'sent' });
    expect(mailsTo('ada@example.com')).toBe(2);

    const interval = resendMinIntervalMinutes * 60;
    await expectThrottled(id, /sent again less than 10 minutes ago\. You can resend it in 10 minutes\./, {
      min: interval - 5,
      max: interval,
    });
    await later(id, resendMinIntervalMinutes - 3);
    await expectThrottled(id, /You can resend it in 3 minutes\./, { min: 3 * 60 - 5, max: 3 * 60 });
    expect(mailsTo('ada@example.com')).toBe(2);

    await later(id, 3);
    expect((await resend(id)).statusCode).toBe(200);
    expect(mailsTo('ada@example.com')).toBe(3);
  });

  it(`mails again at most ${resendMaxPerWindow} times in ${resendWindowHours} hours, then once the window has passed`, async () => {
    const id = await invite('bob@example.com');
    for (let sent = 0; sent < resendMaxPerWindow; sent += 1) {
      expect((await resend(id)).statusCode).toBe(200);
      await later(id, resendMinIntervalMinutes);
    }
    expect(mailsTo('bob@example.com')).toBe(1 + resendMaxPerWindow);
    // The window began resendMaxPerWindow intervals ago.
    const windowLeft = resendWindowHours * 3600 - resendMaxPerWindow * resendMinIntervalMinutes * 60;
    await expectThrottled(
      id,
      /already been sent again 5 times in 24 hours\. You can resend it in 24 hours\./,
      {
        min: windowLeft - 5,
        max: windowLeft,
      },
    );
    expect(mailsTo('bob@example.com')).toBe(1 + resendMaxPerWindow);

    await later(id, resendWindowHours * 60);
    expect((await resend(id)).statusCode).toBe(200);
    expect(mailsTo('bob@example.com')).toBe(2 + resendMaxPerWindow);
    const row = await t.database.db
      .selectFrom('applications')
      .select('resend_window_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.resend_window_count).toBe(1);
  });

  it('throttles each interview on its own, and two clicks at once send one mail', async () => {
    const [one, two] = [await invite('cy@example.com'), await invite('dee@example.com')];
    const answers = await Promise.all([resend(one), resend(one), resend(two)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 429]);
    expect(mailsTo('cy@example.com')).toBe(2);
    expect(mailsTo('dee@example.com')).toBe(2);
  });

  it('does not count a resend whose mail the mail server refused', async () => {
    const id = await invite('bounce@example.com');
    for (let i = 0; i < 2; i += 1) {
      const res = await resend(id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ mailSent: false, mailStatus: 'failed' });
    }
    expect(mailsTo('bounce@example.com')).toBe(0);
    const row = await t.database.db
      .selectFrom('applications')
      .select(['last_resent_at', 'resend_window_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ last_resent_at: null, resend_window_count: 0 });
  });
});
