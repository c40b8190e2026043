import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, MeResponse, SessionResponse, TeamInvitationView } from '@vi/contracts';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTeamInvitation } from '../factories/team-invitation.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createMember, detailsOf, sessionCookieOf, sessionHeaders } from '../helpers/account-session.js';

/** Joining a team by the invitation's link, as the invitation page calls it (no credential at all). */
describe.each(DIALECTS)('accepting a team invitation (%s)', (dialect) => {
  let t: TestApp;
  let company: CompanyFixture;
  let other: CompanyFixture;
  const db = () => t.database.db;
  const password = 'a lantern by the quiet river';

  const view = (token: string) => t.app.inject({ url: `/api/v1/team-invitations/${token}` });
  const accept = (token: string, body: object = { name: 'Rev Iewer', password }) =>
    t.app.inject({ method: 'POST', url: `/api/v1/team-invitations/${token}/accept`, payload: body });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    company = await createCompany(db(), { name: 'Acme Robotics' });
    other = await createCompany(db(), { name: 'Other Co' });
  });
  afterAll(() => t?.close());

  it('shows the invitation, then creates the member with its role and jobs, signs them in, and is audited', async () => {
    const jobA = await createJob(db(), company.companyId);
    const jobB = await createJob(db(), company.companyId);
    const foreignJob = await createJob(db(), other.companyId);
    const invitation = await createTeamInvitation(db(), company.companyId, {
      email: 'rev@example.com',
      role: 'reviewer',
      jobIds: [jobA, jobB, foreignJob],
      invitedBy: company.userId,
    });

    const shown = await view(invitation.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<TeamInvitationView>()).toMatchObject({
      companyName: 'Acme Robotics',
      email: 'rev@example.com',
      role: 'reviewer',
    });

    const res = await accept(invitation.token);
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json<SessionResponse>();
    expect(session).toMatchObject({
      companyId: company.companyId,
      email: 'rev@example.com',
      role: 'reviewer',
    });
    const cookie = sessionCookieOf(res);
    expect(cookie).toBeDefined();
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: sessionHeaders(cookie!) });
    expect(me.json<MeResponse>()).toMatchObject({
      userId: session.userId,
      role: 'reviewer',
      email: 'rev@example.com',
    });

    const user = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      company_id: company.companyId,
      first_name: 'Rev',
      last_name: 'Iewer',
      sign_in_email: 'rev@example.com',
      role: 'reviewer',
      active: 1,
    });
    expect(await t.app.services.passwords.verify(user.password_hash!, password)).toBe(true);
    const sessions = await db()
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', session.userId)
      .execute();
    expect(sessions.map((s) => s.method)).toEqual(['invitation']);
    const jobs = await db()
      .selectFrom('job_members')
      .select('job_id')
      .where('user_id', '=', session.userId)
      .execute();
    expect(jobs.map((j) => j.job_id).sort((x, y) => x - y)).toEqual([jobA, jobB].sort((x, y) => x - y));
    const row = await db()
      .selectFrom('team_invitations')
      .selectAll()
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    expect(row.accepted_at).not.toBeNull();
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('company_id', '=', company.companyId)
      .where('type', '=', 'team_invitation_accepted')
      .execute();
    expect(audit.map((a) => detailsOf(a))).toEqual([
      { invitationId: invitation.id, role: 'reviewer', userId: session.userId },
    ]);

    // Used: it is gone for the page and for a second acceptance.
    expect((await view(invitation.token)).statusCode).toBe(404);
    expect((await accept(invitation.token, { name: 'Someone Else', password })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown token, 410 for an expired or revoked invitation', async () => {
    expect((await view('z'.repeat(43))).statusCode).toBe(404);
    expect((await accept('z'.repeat(43))).statusCode).toBe(404);
    const expired = await createTeamInvitation(db(), company.companyId, {
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const revoked = await createTeamInvitation(db(), company.companyId, {
      revokedAt: new Date().toISOString(),
    });
    for (const { token } of [expired, revoked]) {
      expect((await view(token)).statusCode).toBe(410);
      const res = await accept(token);
      expect(res.statusCode).toBe(410);
      expect(res.json<ErrorResponse>().code).toBe('GONE');
    }
    // An invitation that ran out while pending: moved past its end in the database.
    const pending = await createTeamInvitation(db(), company.companyId);
    expect((await view(pending.token)).statusCode).toBe(200);
    await db()
      .updateTable('team_invitations')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', pending.id)
      .execute();
    expect((await accept(pending.token)).statusCode).toBe(410);
    expect(
      await db().selectFrom('users').select('id').where('sign_in_email', 'like', 'invitee-%').execute(),
    ).toEqual([]);
  });

  it('refuses an email that already has an account (409) and a password made of the person’s words (400)', async () => {
    await createMember(t.app, db(), {
      companyId: other.companyId,
      email: 'taken@example.com',
      password: 'an old and long passphrase',
    });
    const taken = await createTeamInvitation(db(), company.companyId, { email: 'taken@example.com' });
    const conflict = await accept(taken.token);
    expect(conflict.statusCode).toBe(409);
    expect((await view(taken.token)).statusCode).toBe(200);

    const fresh = await createTeamInvitation(db(), company.companyId, { email: 'grace@example.com' });
    const weak = await accept(fresh.token, { name: 'Grace Hopper', password: 'Acme Robotics 2026' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ErrorResponse>().fields?.[0]?.path).toBe('password');
    const short = await accept(fresh.token, { name: 'Grace Hopper', password: 'short' });
    expect(short.statusCode).toBe(400);
    // Neither used the invitation up.
    expect((await accept(fresh.token, { name: 'Grace Hopper', password })).statusCode).toBe(201);
  });
});
