import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  AuditList,
  CreatedShareLink,
  CreateApiKeyResponse,
  MeResponse,
} from '@vi/contracts';
import { auditLog } from '../../src/db/migrations/0008-audit-log.js';
import { insertUser } from '../../src/modules/companies/company.repository.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication, type ApplicationFixture } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

describe.each(DIALECTS)('audit log (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let b: CompanyFixture;
  /** Company A's first user (its admin), a second member of A, and B's admin. */
  let admin: string;
  let member: string;
  let otherAdmin: string;
  let dana: ApplicationFixture;
  let noor: ApplicationFixture;
  let danaAnswer: string;
  let shareToken: string;
  let shareLinkId: string;
  const video = randomBytes(8_000);

  const db = () => t.database.db;
  const call = createCall(() => t.app);
  async function readLog(query = '', token = admin): Promise<AuditList> {
    const res = await call('GET', `/company/${a.companyId}/audit${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditList>();
  }
  const ofType = async (type: string, query = '') =>
    (await readLog(`?type=${type}&limit=200${query}`)).data.filter((e) => e.type === type);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createCompany(db(), { name: 'Company A' });
    b = await createCompany(db(), { name: 'Company B', firstName: 'Bo', lastName: 'Other' });
    const memberId = await insertUser(db(), {
      companyId: a.companyId,
      firstName: '=SUM(1,2)',
      lastName: 'Member',
    });
    admin = await t.tokenFor({ companyId: a.companyId, userId: a.userId });
    member = await t.tokenFor({ companyId: a.companyId, userId: memberId });
    otherAdmin = await t.tokenFor({ companyId: b.companyId, userId: b.userId });
    const job = await createJob(db(), a.companyId);
    dana = await createApplication(db(), a.companyId, job, null, {
      firstName: 'Dana',
      lastName: 'Quill',
      email: 'dana.quill@example.com',
      status: 'Completed',
    });
    noor = await createApplication(db(), a.companyId, job, null, { firstName: 'Noor', lastName: 'Khan' });
    const answer = await createAnswer(db(), dana.applicationId);
    danaAnswer = answer.answerId;
    await t.app.storage.put(answer.mediaKey, video);
    const resumeKey = `resumes/${dana.applicationId}.pdf`;
    await t.app.storage.put(resumeKey, Buffer.from('%PDF-1.7\n'));
    await db()
      .updateTable('applications')
      .set({ resume_key: resumeKey, resume_name: 'dana-quill.pdf', resume_type: 'application/pdf' })
      .where('id', '=', dana.applicationId)
      .execute();
  });
  afterAll(() => t.close());

  describe('what is recorded', () => {
    it('records a view of an interview once per sitting, by the recruiter by name', async () => {
      for (let i = 0; i < 3; i += 1) {
        expect((await call('GET', `/interviews/${dana.applicationId}`, { token: admin })).statusCode).toBe(
          200,
        );
      }
      const views = await ofType('interview_viewed');
      expect(views).toHaveLength(1);
      expect(views[0]).toMatchObject({
        interviewId: dana.applicationId,
        actor: { kind: 'user', id: String(a.userId), label: 'Riley Recruiter' },
      });
      // Another recruiter's view is their own entry.
      expect((await call('GET', `/interviews/${dana.applicationId}`, { token: member })).statusCode).toBe(
        200,
      );
      expect(await ofType('interview_viewed')).toHaveLength(2);
    });

    it('records a media play when playback starts, once per answer and window; fetching alone is no play', async () => {
      for (const range of ['bytes=0-999', 'bytes=1000-4999', 'bytes=5000-']) {
        const res = await call('GET', `/media/answers/${danaAnswer}/video`, {
          token: admin,
          headers: { range },
        });
        expect(res.statusCode).toBe(206);
      }
      // A review page that loads its players (preload, ranges) has played nothing.
      expect(await ofType('media_played')).toHaveLength(0);
      for (let i = 0; i < 3; i += 1) {
        const played = await call('POST', `/media/answers/${danaAnswer}/played`, {
          token: admin,
          body: { kind: 'video' },
        });
        expect(played.statusCode, played.body).toBe(204);
      }
      // Another company's recruiter cannot write a play of A's answer: 404, as for the file.
      const foreign = await call('POST', `/media/answers/${danaAnswer}/played`, {
        token: otherAdmin,
        body: { kind: 'video' },
      });
      expect(foreign.statusCode).toBe(404);
      const plays = await ofType('media_played');
      expect(plays).toHaveLength(1);
      expect(plays[0]).toMatchObject({
        interviewId: dana.applicationId,
        actor: { kind: 'user', id: String(a.userId) },
        details: { answerId: danaAnswer, kind: 'video' },
      });
    });

    it('records resume downloads and the list export, keeping of a search only that there was one', async () => {
      expect(
        (await call('GET', `/interviews/${dana.applicationId}/resume`, { token: admin })).statusCode,
      ).toBe(200);
      expect(await ofType('resume_downloaded')).toEqual([
        expect.objectContaining({
          interviewId: dana.applicationId,
          actor: expect.objectContaining({ kind: 'user' }) as unknown,
        }),
      ]);
      const csv = await call('GET', `/company/${a.companyId}/interviews.csv?q=Quill&status=Completed`, {
        token: admin,
      });
      expect(csv.statusCode).toBe(200);
      const [exported] = await ofType('interview_exported');
      expect(exported).toMatchObject({
        interviewId: null,
        details: { format: 'csv', rows: 1, searched: true, status: 'Completed' },
      });
    });

    it('records share links (created, viewed, played, revoked) under the link id, never its token', async () => {
      const created = await call('POST', `/company/${a.companyId}/share-links`, {
        token: admin,
        body: {
          interviewIds: [dana.applicationId, noor.applicationId],
          expiresInDays: 3,
          hideContactDetails: false,
          allowReviews: false,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const link = created.json<CreatedShareLink>();
      shareLinkId = link.id;
      shareToken = link.url.split('/').pop()!;
      const made = await ofType('share_link_created');
      expect(made.map((e) => e.interviewId).sort()).toEqual([dana.applicationId, noor.applicationId].sort());
      expect(made[0]!.details).toMatchObject({ shareLinkId, allowReviews: false });

      expect((await call('GET', `/shared/${shareToken}`)).statusCode).toBe(200);
      const viewed = await ofType('viewed_via_link');
      expect(viewed).toHaveLength(2);
      expect(viewed[0]!.actor).toEqual({ kind: 'share_link', id: shareLinkId, label: 'Share link' });

      const played = await call('GET', `/shared/${shareToken}/media/${danaAnswer}/video`, {
        headers: {
          range: 'bytes=0-99',
        },
      });
      expect(played.statusCode).toBe(206);
      expect((await ofType('media_played')).filter((e) => e.actor.kind === 'share_link')).toHaveLength(0);
      const started = await call('POST', `/shared/${shareToken}/media/${danaAnswer}/played`, {
        body: { kind: 'video' },
      });
      expect(started.statusCode, started.body).toBe(204);
      const resume = await call('GET', `/shared/${shareToken}/interviews/${dana.applicationId}/resume`);
      expect(resume.statusCode).toBe(200);
      const linkPlays = (await ofType('media_played')).filter((e) => e.actor.kind === 'share_link');
      expect(linkPlays).toHaveLength(1);
      const linkResumes = (await ofType('resume_downloaded')).filter((e) => e.actor.kind === 'share_link');
      expect(linkResumes).toEqual([
        expect.objectContaining({ actor: expect.objectContaining({ id: shareLinkId }) as unknown }),
      ]);

      expect(
        (await call('DELETE', `/company/${a.companyId}/share-links/${shareLinkId}`, { token: admin }))
          .statusCode,
      ).toBe(204);
      expect(await ofType('share_link_revoked')).toHaveLength(2);
    });

    it('records which settings changed and to what, and nothing for a save that changes nothing', async () => {
      const body = { retentionDays: 90, reminders: { afterInviteHours: 12 } };
      expect((await call('PUT', `/company/${a.companyId}/settings`, { token: admin, body })).statusCode).toBe(
        200,
      );
      expect((await call('PUT', `/company/${a.companyId}/settings`, { token: admin, body })).statusCode).toBe(
        200,
      );
      const changes = await ofType('settings_changed');
      expect(changes).toHaveLength(1);
      // Old → new: each changed setting's new value under its name, its old one under `was:`.
      expect(changes[0]!.details).toEqual({
        changed: 'retentionDays,reminders.afterInviteHours',
        retentionDays: 90,
        'was:retentionDays': null,
        'reminders.afterInviteHours': 12,
        'was:reminders.afterInviteHours': 48,
      });
    });

    it('records API keys made and revoked, and what a key did, under the key', async () => {
      const made = await call('POST', `/company/${a.companyId}/api-keys`, {
        token: admin,
        body: { name: 'ATS sync' },
      });
      expect(made.statusCode).toBe(201);
      const { id, key } = made.json<CreateApiKeyResponse>();
      expect((await call('GET', `/interviews/${noor.applicationId}`, { token: key })).statusCode).toBe(200);
      const byKey = (await ofType('interview_viewed')).find((e) => e.interviewId === noor.applicationId);
      expect(byKey?.actor).toEqual({ kind: 'api_key', id, label: 'API key "ATS sync" (Riley Recruiter)' });
      expect(
        (await call('DELETE', `/company/${a.companyId}/api-keys/${id}`, { token: admin })).statusCode,
      ).toBe(204);
      expect((await ofType('api_key_created'))[0]!.details).toMatchObject({ apiKeyId: id, name: 'ATS sync' });
      expect((await ofType('api_key_revoked'))[0]!.details).toMatchObject({ apiKeyId: id });
      const stored = JSON.stringify(await db().selectFrom('audit_log').selectAll().execute());
      expect(stored).not.toContain(key);
    });

    it('holds no personal data of applicants and no tokens; the admin reads the names beside the ids', async () => {
      const rows = JSON.stringify(await db().selectFrom('audit_log').selectAll().execute());
      const log = await readLog('?limit=200');
      // The names are looked up when an admin reads the log, never stored in it.
      const named = new Map(log.data.map((e) => [e.interviewId, e.candidateName]));
      expect(named.get(dana.applicationId)).toBe('Dana Quill');
      expect(named.get(noor.applicationId)).toBe('Noor Khan');
      expect(named.get(null)).toBeNull();
      const answer = JSON.stringify(log.data.map(({ candidateName: _name, ...entry }) => entry));
      for (const text of [rows, answer]) {
        for (const secret of [
          'Dana',
          'Quill',
          'dana.quill@',
          'Noor',
          'Khan',
          dana.guid,
          noor.guid,
          shareToken,
        ]) {
          expect(text).not.toContain(secret);
        }
      }
    });
  });

  describe('reading it', () => {
    it('is newest first and paged', async () => {
      const all = await readLog('?limit=200');
      expect(all.total).toBe(all.data.length);
      const times = all.data.map((e) => e.at);
      expect([...times].sort().reverse()).toEqual(times);
      const second = await readLog('?limit=3&page=2');
      expect(second).toMatchObject({ page: 2, limit: 3, total: all.total });
      expect(second.data.map((e) => e.id)).toEqual(all.data.slice(3, 6).map((e) => e.id));
    });

    it('filters by interview, type and time', async () => {
      const ofNoor = await readLog(`?interviewId=${noor.applicationId}&limit=200`);
      expect(ofNoor.data.length).toBeGreaterThan(0);
      expect(ofNoor.data.every((e) => e.interviewId === noor.applicationId)).toBe(true);
      const keys = await readLog('?type=api_key_created');
      expect(keys.data.map((e) => e.type)).toEqual(['api_key_created']);

      const all = (await readLog('?limit=200')).data;
      const oldest = all[all.length - 1]!;
      const newest = all[0]!;
      expect((await readLog(`?to=${encodeURIComponent(oldest.at)}&limit=200`)).data.map((e) => e.at)).toEqual(
        all.filter((e) => e.at <= oldest.at).map((e) => e.at),
      );
      const later = new Date(Date.parse(newest.at) + 1).toISOString();
      expect((await readLog(`?from=${encodeURIComponent(later)}`)).total).toBe(0);
      const today = newest.at.slice(0, 10);
      expect((await readLog(`?from=${today}&to=${today}&limit=200`)).total).toBe(all.length);
      expect((await readLog(`?to=2000-01-01`)).total).toBe(0);
    });

    it('refuses a query it cannot read (400)', async () => {
      for (const query of [
        '?type=looked_at',
        '?from=yesterday',
        '?to=2026-13-45',
        '?from=2026-05-21&to=2026-05-20',
        '?interviewId=../../etc',
        '?limit=5000',
      ]) {
        const res = await call('GET', `/company/${a.companyId}/audit${query}`, { token: admin });
        expect(res.statusCode, query).toBe(400);
      }
    });

    it('exports CSV with the same filters, cells guarded against formulas', async () => {
      const res = await call('GET', `/company/${a.companyId}/audit.csv?interviewId=${dana.applicationId}`, {
        token: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe('Time (UTC),Event,Actor kind,Actor id,Actor,Interview id,Details');
      const entries = (await readLog(`?interviewId=${dana.applicationId}&limit=200`)).data;
      expect(lines).toHaveLength(entries.length + 1);
      expect(lines.slice(1).every((l) => l.includes(dana.applicationId))).toBe(true);
      // The member's name starts with '=': a spreadsheet must show it as text.
      expect(res.body).toContain(`"'=SUM(1,2) Member"`);
      const play = lines.find((l) => l.includes(',media_played,user,'));
      expect(play).toContain(`answerId=${danaAnswer}; kind=video`);
    });
  });

  describe('who may read it', () => {
    it("is the company's admins only: a member, another company and no token are refused", async () => {
      for (const path of ['audit', 'audit.csv']) {
        expect((await call('GET', `/company/${a.companyId}/${path}`, { token: member })).statusCode).toBe(
          403,
        );
        expect((await call('GET', `/company/${a.companyId}/${path}`, { token: otherAdmin })).statusCode).toBe(
          403,
        );
        expect((await call('GET', `/company/${a.companyId}/${path}`)).statusCode).toBe(401);
      }
      // B's admin reads B's log, which holds nothing of A.
      const own = await call('GET', `/company/${b.companyId}/audit`, { token: otherAdmin });
      expect(own.statusCode).toBe(200);
      expect(own.json<AuditList>().total).toBe(0);
    });

    it('tells the screen who is an admin', async () => {
      const me = async (token: string) =>
        (await call('GET', '/auth/me', { token })).json<MeResponse>().isAdmin;
      expect(await me(admin)).toBe(true);
      expect(await me(member)).toBe(false);
    });
  });

  describe('the database keeps it append-only', () => {
    it('refuses to update or delete an entry', async () => {
      const [entry] = (await readLog('?limit=1')).data as [AuditEntry];
      await expect(
        db()
          .updateTable('audit_log')
          .set({ actor_label: 'someone else' })
          .where('id', '=', entry.id)
          .execute(),
      ).rejects.toThrow(/append-only/);
      await expect(db().deleteFrom('audit_log').where('id', '=', entry.id).execute()).rejects.toThrow(
        /append-only/,
      );
      await expect(db().deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
      if (dialect === 'postgres')
        await expect(sql`truncate audit_log`.execute(db())).rejects.toThrow(/append-only/);
      expect((await readLog('?limit=1')).data[0]).toEqual(entry);
    });
  });

  describe('a failing entry', () => {
    it('never fails the request it records, and the action still commits', async () => {
      // A trigger that refuses settings entries stands in for a broken log.
      if (dialect === 'postgres') {
        await sql`create function audit_refuse_test() returns trigger language plpgsql as $$ begin if new.type in ('settings_changed', 'interview_exported') then raise exception 'broken log'; end if; return new; end $$`.execute(
          db(),
        );
        await sql`create trigger audit_refuse_test before insert on audit_log for each row execute function audit_refuse_test()`.execute(
          db(),
        );
      } else {
        await sql`create trigger audit_refuse_test before insert on audit_log when new.type in ('settings_changed', 'interview_exported') begin select raise(abort, 'broken log'); end`.execute(
          db(),
        );
      }
      try {
        const before = await ofType('settings_changed');
        const res = await call('PUT', `/company/${a.companyId}/settings`, {
          token: admin,
          body: { retentionDays: 365 },
        });
        expect(res.statusCode, res.body).toBe(200);
        const settings = await call('GET', `/company/${a.companyId}/settings`, { token: admin });
        expect(settings.json<{ retentionDays: number }>().retentionDays).toBe(365);
        expect(await ofType('settings_changed')).toHaveLength(before.length);
        // A read's entry failing outside any transaction leaves the read alone as well.
        const exports = await ofType('interview_exported');
        expect(
          (await call('GET', `/company/${a.companyId}/interviews.csv`, { token: admin })).statusCode,
        ).toBe(200);
        expect(await ofType('interview_exported')).toHaveLength(exports.length);
      } finally {
        await sql`drop trigger audit_refuse_test${sql.raw(dialect === 'postgres' ? ' on audit_log' : '')}`.execute(
          db(),
        );
      }
    });
  });
});

describe.each(DIALECTS)('migration 0008 (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("makes each company's first active user its admin, and every later user a recruiter (a first user is now its owner)", async () => {
    const db = t.database.db;
    const a = await createCompany(db, { name: 'Older A' });
    const b = await createCompany(db, { name: 'Older B' });
    const later = await insertUser(db, { companyId: a.companyId, firstName: 'Lee', lastName: 'Later' });
    const roles = async () =>
      Object.fromEntries(
        (await db.selectFrom('users').select(['id', 'role']).execute()).map((u) => [u.id, u.role]),
      );
    expect(await roles()).toEqual({
      [a.userId]: 'owner',
      [a.inactiveUserId]: 'recruiter',
      [later]: 'recruiter',
      [b.userId]: 'owner',
      [b.inactiveUserId]: 'recruiter',
    });
    // Users that existed before the migration: it names the first active one of each company.
    await db.updateTable('users').set({ active: 0 }).where('id', '=', a.userId).execute();
    await auditLog(dialect).down(db);
    await auditLog(dialect).up(db);
    expect(await roles()).toEqual({
      [a.userId]: 'recruiter',
      [a.inactiveUserId]: 'recruiter',
      [later]: 'admin',
      [b.userId]: 'admin',
      [b.inactiveUserId]: 'recruiter',
    });
  });
});
