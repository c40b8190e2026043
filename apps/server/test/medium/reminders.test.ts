import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config/env.js';
import { createDatabase, type Database } from '../../src/db/database.js';
import { createMailer } from '../../src/infra/mail/create-mailer.js';
import { createQueue } from '../../src/infra/queue/create-queue.js';
import { createInvitationMailer } from '../../src/modules/invitations/invitation-mailing.js';
import { insertNotice } from '../../src/modules/invitations/invitation-notice.repository.js';
import { sendReminder } from '../../src/modules/invitations/reminder-sender.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestEnv, type TestEnv } from '../helper.js';
import { hoursFromNow } from '../helpers/invite.js';
import { startSmtpServer, subjectOf, type TestSmtpServer } from '../helpers/smtp-server.js';
import { waitFor } from '../helpers/wait-for.js';

/**
 * The invitation scheduler for real: a real SMTP server, SCHEDULER_INTERVAL_MS shortened to 500 ms, and
 * two server instances on one database (and, in scaled mode, one Redis) that must not send twice.
 */

const INTERVAL_MS = 500;
const REDIS_URL = process.env.TEST_REDIS_URL;
const PG_URL = process.env.TEST_DATABASE_URL;

interface Mode {
  name: string;
  dialect: 'sqlite' | 'postgres';
  redis: boolean;
}
const MODES: Mode[] = [
  { name: 'embedded on SQLite', dialect: 'sqlite', redis: false },
  ...(PG_URL ? [{ name: 'embedded on PostgreSQL', dialect: 'postgres' as const, redis: false }] : []),
  ...(PG_URL && REDIS_URL
    ? [{ name: 'BullMQ on PostgreSQL and Redis', dialect: 'postgres' as const, redis: true }]
    : []),
];

describe.each(MODES)('invitation reminders, $name', (mode) => {
  let smtp: TestSmtpServer;
  let env: TestEnv;
  const prefix = `vi-test-${randomBytes(4).toString('hex')}`;
  const running: { app: FastifyInstance; database: Database }[] = [];
  let company: CompanyFixture;
  let jobId: number;
  let questionnaireId: string;
  let db: Database['db'];

  /** One more server instance on the same database (and Redis), running its own worker and scheduler. */
  async function startInstance(config: Config) {
    const database = await createDatabase(config.database);
    const queue = mode.redis ? createQueue(config.queue, database.db, silentLog(), { prefix }) : undefined;
    const app = await buildApp({ config, database, logger: false, ...(queue ? { infra: { queue } } : {}) });
    await app.ready();
    running.push({ app, database });
    return { app, database };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    env = createTestEnv(mode.dialect, {
      SMTP_URL: smtp.url,
      SCHEDULER_INTERVAL_MS: String(INTERVAL_MS),
      ...(mode.redis ? { REDIS_URL, RUN_WORKER: 'true' } : {}),
    });
    const first = await startInstance(env.config);
    db = first.database.db;
    company = await createCompany(db, { name: 'Acme Robotics' });
    jobId = await createJob(db, company.companyId, { title: 'Robotics Engineer', company_name: null });
    questionnaireId = (
      await createQuestionnaire(db, company.companyId, company.userId, { attachTo: [jobId] })
    ).questionnaireId;
    await startInstance(env.config);
  });
  afterAll(async () => {
    for (const { app, database } of running) {
      await app.close();
      await database.destroy();
    }
    await env.cleanup();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

  async function applicant(
    email: string,
    changes: { deadline?: string; createdAt?: string; started?: boolean; status?: 'Completed' } = {},
  ) {
    // One insert: the two schedulers of this file run all along, and a pass between an insert and an
    // update would see an 'expired' applicant as one waiting for an after-invite reminder.
    return createApplication(db, company.companyId, jobId, questionnaireId, {
      email,
      deadline: changes.deadline ?? null,
      ...(changes.status ? { status: changes.status } : {}),
      ...(changes.createdAt ? { createdAt: changes.createdAt } : {}),
      ...(changes.started ? { startedAt: new Date().toISOString() } : {}),
    });
  }

  const noticesOf = (applicationId: string) =>
    db.selectFrom('invitation_notices').selectAll().where('application_id', '=', applicationId).execute();

  it('sends the before-deadline reminder within a scheduler period, once, with two instances running', async () => {
    const start = Date.now();
    const { applicationId, guid } = await applicant('due@example.com', { deadline: hoursFromNow(23) });
    const mail = await waitFor(() => mailsTo('due@example.com')[0], {
      timeoutMs: 10_000,
      message: 'the before-deadline reminder',
    });
    const elapsed = Date.now() - start;
    // One period, plus the time to run the pass and talk to the mail server on a busy test machine.
    expect(elapsed).toBeLessThan(INTERVAL_MS + 2500);
    expect(subjectOf(mail.raw)).toBe(
      'Reminder: your video interview for Robotics Engineer at Acme Robotics closes soon',
    );
    expect(mail.raw).toContain(guid);

    // Several more periods on both instances: still one mail, one notice.
    await sleep(INTERVAL_MS * 5);
    expect(mailsTo('due@example.com')).toHaveLength(1);
    expect(await noticesOf(applicationId)).toMatchObject([
      { kind: 'before_deadline', status: 'sent', attempts: 1 },
    ]);
  });

  it('reminds 48 h after the invitation only those who have not started, and none that are completed or expired', async () => {
    const twoDaysAgo = new Date(Date.now() - 49 * 3_600_000).toISOString();
    const idle = await applicant('idle@example.com', { createdAt: twoDaysAgo });
    const started = await applicant('started@example.com', { createdAt: twoDaysAgo, started: true });
    const done = await applicant('done@example.com', { deadline: hoursFromNow(5), status: 'Completed' });
    const expired = await applicant('expired@example.com', {
      createdAt: twoDaysAgo,
      deadline: hoursFromNow(-1),
    });
    const fresh = await applicant('fresh@example.com');

    const mail = await waitFor(() => mailsTo('idle@example.com')[0], {
      message: 'the after-invite reminder',
    });
    expect(subjectOf(mail.raw)).toBe('Reminder: your video interview for Robotics Engineer at Acme Robotics');
    await waitFor(async () => (await noticesOf(expired.applicationId)).length > 0, {
      message: 'the expiry notice',
    });
    await sleep(INTERVAL_MS * 4);

    expect(mailsTo('idle@example.com')).toHaveLength(1);
    for (const address of [
      'started@example.com',
      'done@example.com',
      'expired@example.com',
      'fresh@example.com',
    ]) {
      expect(mailsTo(address), address).toHaveLength(0);
    }
    expect(await noticesOf(started.applicationId)).toEqual([]);
    expect(await noticesOf(done.applicationId)).toEqual([]);
    expect(await noticesOf(fresh.applicationId)).toEqual([]);
    // The expiry is announced once (onInvitationExpired), and never mailed as a reminder.
    expect(await noticesOf(expired.applicationId)).toMatchObject([{ kind: 'expired', status: 'done' }]);
    expect(await noticesOf(idle.applicationId)).toMatchObject([{ kind: 'after_invite', status: 'sent' }]);
  });

  it('follows the company’s settings: a reminder switched off is not sent', async () => {
    await db
      .updateTable('companies')
      .set({ settings: JSON.stringify({ reminders: { beforeDeadlineHours: null } }) })
      .where('id', '=', company.companyId)
      .execute();
    try {
      const { applicationId } = await applicant('off@example.com', { deadline: hoursFromNow(2) });
      await sleep(INTERVAL_MS * 4);
      expect(mailsTo('off@example.com')).toHaveLength(0);
      expect(await noticesOf(applicationId)).toEqual([]);
    } finally {
      await db.updateTable('companies').set({ settings: null }).where('id', '=', company.companyId).execute();
    }
  });

  it('survives a restart: a new instance on the same database does not send again', async () => {
    const { applicationId } = await applicant('restart@example.com', { deadline: hoursFromNow(20) });
    await waitFor(() => mailsTo('restart@example.com')[0], { message: 'the reminder' });
    const oldest = running.shift()!;
    await oldest.app.close();
    await oldest.database.destroy();
    db = running[0]!.database.db;
    await startInstance(env.config);
    await sleep(INTERVAL_MS * 4);
    expect(mailsTo('restart@example.com')).toHaveLength(1);
    expect(await noticesOf(applicationId)).toHaveLength(1);
  });

  it('does not send a queued reminder once the interview was completed or erased', async () => {
    // Settings off, so only the notices made here exist; the sender is called as its job would call it.
    await db
      .updateTable('companies')
      .set({ settings: JSON.stringify({ reminders: { afterInviteHours: null, beforeDeadlineHours: null } }) })
      .where('id', '=', company.companyId)
      .execute();
    const mail = createInvitationMailer({
      mailer: createMailer(env.config.mail, { db, log: silentLog() }),
      publicUrl: env.config.publicUrl,
      log: silentLog(),
    });
    const deps = { db, mail, log: silentLog() };
    try {
      const completed = await applicant('later-done@example.com', { deadline: hoursFromNow(10) });
      const noticeId = await insertNotice(db, {
        applicationId: completed.applicationId,
        kind: 'before_deadline',
        occasion: (
          await db
            .selectFrom('applications')
            .select('deadline')
            .where('id', '=', completed.applicationId)
            .executeTakeFirstOrThrow()
        ).deadline!,
        status: 'queued',
      });
      await db
        .updateTable('applications')
        .set({ status: 'Completed' })
        .where('id', '=', completed.applicationId)
        .execute();
      expect(await sendReminder(deps, noticeId!, { isLastAttempt: false })).toBe('skipped');
      // A second run of the same job finds nothing to do.
      expect(await sendReminder(deps, noticeId!, { isLastAttempt: false })).toBe('not-mine');

      const erased = await applicant('erased@example.com', { deadline: hoursFromNow(10) });
      const erasedNotice = await insertNotice(db, {
        applicationId: erased.applicationId,
        kind: 'after_invite',
        occasion: 'invite',
        status: 'queued',
      });
      await db.deleteFrom('applications').where('id', '=', erased.applicationId).execute();
      expect(await sendReminder(deps, erasedNotice!, { isLastAttempt: false })).toBe('not-mine');
      expect(mailsTo('later-done@example.com')).toHaveLength(0);
      expect(mailsTo('erased@example.com')).toHaveLength(0);
    } finally {
      await db.updateTable('companies').set({ settings: null }).where('id', '=', company.companyId).execute();
    }
  });
});

function silentLog(): FastifyBaseLogger {
  return Fastify({ logger: false }).log;
}
