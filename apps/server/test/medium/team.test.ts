import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList, ErrorResponse, TeamInviteResponse, TeamList, TeamMember } from '@vi/contracts';
import { insertUser } from '../../src/modules/companies/company.repository.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { startSmtpServer, unfold, type TestSmtpServer } from '../helpers/smtp-server.js';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(DIALECTS)('the team page (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let tenants: TwoTenants;
  let companyId: number;
  let ownerToken: string;
  const users: Record<'admin' | 'recruiter' | 'reviewer', { id: number; token: string }> = {} as never;

  async function member(role: 'admin' | 'recruiter' | 'reviewer', first: string) {
    const id = await insertUser(t.database.db, { companyId, firstName: first, lastName: 'Member' });
    await t.database.db.updateTable('users').set({ role }).where('id', '=', id).execute();
    return { id, token: await t.tokenFor({ companyId, userId: id }) };
  }
  const team = (token = ownerToken) =>
    t.app.inject({ url: `/api/v1/company/${companyId}/team`, headers: auth(token) });
  const patch = (userId: number, payload: object, token = ownerToken) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/company/${companyId}/team/${userId}`,
      headers: auth(token),
      payload,
    });
  const invite = (payload: object, token = ownerToken) =>
    t.app.inject({ method: 'POST', url: `/api/v1/company/${companyId}/team`, headers: auth(token), payload });
  const roleOf = async (userId: number) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('role')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).role;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, MAIL_FROM: 'Jobs <jobs@acme.example>' });
    tenants = await createTwoTenants(t);
    companyId = tenants.a.companyId;
    ownerToken = tenants.tokenA;
    users.admin = await member('admin', 'Ada');
    users.recruiter = await member('recruiter', 'Rex');
    users.reviewer = await member('reviewer', 'Vera');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('invites by mail: the mail holds the link, only the token’s hash is stored, and it is audited', async () => {
    const res = await invite({ email: 'New.Person@Example.com', role: 'recruiter' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<TeamInviteResponse>();
    expect(body).toMatchObject({ email: 'new.person@example.com', role: 'recruiter', sent: true });
    expect(body.link).toBeUndefined();
    const days = (Date.parse(body.expiresAt) - Date.now()) / 864e5;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mail = smtp.received.find((m) => m.to.includes('new.person@example.com'));
    expect(mail).toBeDefined();
    const token = /http:\/\/localhost:3001\/v1\/team-invitations\/([A-Za-z0-9_-]{43})/.exec(
      unfold(mail!.raw),
    )?.[1];
    expect(token).toBeDefined();
    const row = await t.database.db
      .selectFrom('team_invitations')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token!);

    const list = (await team()).json<TeamList>();
    expect(list.invitations.map((i) => i.email)).toContain('new.person@example.com');
    const audit = await t.app.inject({
      url: `/api/v1/company/${companyId}/audit`,
      headers: auth(ownerToken),
    });
    const sent = audit.json<AuditList>().data.find((e) => e.type === 'team_invitation_sent');
    expect(sent?.details).toMatchObject({ role: 'recruiter' });
  });

  it('answers 409 for an address that is a user’s or already invited, and revokes an invitation', async () => {
    await t.database.db
      .updateTable('users')
      .set({ sign_in_email: 'ada@example.com' })
      .where('id', '=', users.admin.id)
      .execute();
    expect((await invite({ email: 'ada@example.com', role: 'reviewer' })).statusCode).toBe(409);
    const first = await invite({ email: 'twice@example.com', role: 'reviewer' });
    expect(first.statusCode).toBe(201);
    expect((await invite({ email: 'twice@example.com', role: 'admin' })).statusCode).toBe(409);

    const { id } = first.json<TeamInviteResponse>();
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/company/${companyId}/team-invitations/${id}`,
      headers: auth(ownerToken),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await team()).json<TeamList>().invitations.map((i) => i.id)).not.toContain(id);
    expect((await invite({ email: 'twice@example.com', role: 'admin' })).statusCode).toBe(201);
  });

  it('refuses a reviewer job of another company, and refuses the team to non-admins', async () => {
    const foreignJob = await createJob(t.database.db, tenants.b.companyId);
    const res = await invite({ email: 'scoped@example.com', role: 'reviewer', jobIds: [foreignJob] });
    expect(res.statusCode).toBe(400);
    expect((await team(users.recruiter.token)).statusCode).toBe(403);
    expect((await invite({ email: 'x@example.com', role: 'admin' }, users.reviewer.token)).statusCode).toBe(
      403,
    );
  });

  it('shows each member with email, role, last sign-in and jobs', async () => {
    const at = '2026-11-20T08:00:00.000Z';
    await t.database.db
      .updateTable('users')
      .set({ last_sign_in_at: at })
      .where('id', '=', users.recruiter.id)
      .execute();
    const jobId = await createJob(t.database.db, companyId);
    const assigned = await patch(users.reviewer.id, { jobIds: [jobId], canSeeContactDetails: true });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const list = (await team()).json<TeamList>();
    const byId = new Map(list.data.map((m) => [m.userId, m]));
    expect(byId.get(users.recruiter.id)).toMatchObject({ role: 'recruiter', lastSignInAt: at, active: true });
    expect(byId.get(users.admin.id)).toMatchObject({ email: 'ada@example.com', role: 'admin' });
    expect(byId.get(users.reviewer.id)).toMatchObject({ jobIds: [jobId], canSeeContactDetails: true });
    expect(byId.get(tenants.a.userId)).toMatchObject({ role: 'owner', email: 'riley@example.com' });
  });

  it('changes roles (audited), but nobody changes their own role and admins cannot touch the owner', async () => {
    const changed = await patch(users.recruiter.id, { role: 'reviewer' }, users.admin.token);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TeamMember>().role).toBe('reviewer');
    // The new role holds from the next request: a reviewer may not create questionnaires' jobs.
    const job = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${companyId}/jobs`,
      headers: auth(users.recruiter.token),
      payload: { title: 'Nope' },
    });
    expect(job.statusCode).toBe(403);
    expect((await patch(users.recruiter.id, { role: 'recruiter' }, users.admin.token)).statusCode).toBe(200);

    const self = await patch(users.admin.id, { role: 'recruiter' }, users.admin.token);
    expect(self.statusCode).toBe(403);
    expect((await patch(users.admin.id, { active: false }, users.admin.token)).statusCode).toBe(403);
    expect((await patch(tenants.a.userId, { role: 'admin' }, users.admin.token)).statusCode).toBe(403);
    expect((await patch(tenants.a.userId, { active: false }, users.admin.token)).statusCode).toBe(403);
    expect((await patch(users.recruiter.id, { role: 'owner' }, users.admin.token)).statusCode).toBe(403);
    expect((await patch(tenants.a.userId, { role: 'admin' })).statusCode).toBe(403);
    expect((await patch(users.recruiter.id, { role: 'admin' }, users.recruiter.token)).statusCode).toBe(403);

    const audit = await t.app.inject({
      url: `/api/v1/company/${companyId}/audit`,
      headers: auth(ownerToken),
    });
    const change = audit.json<AuditList>().data.find((e) => e.type === 'role_changed');
    expect(change?.details).toMatchObject({ from: 'reviewer', to: 'recruiter' });
  });

  it('transfers ownership only from the owner: the old owner becomes admin', async () => {
    const res = await patch(users.admin.id, { role: 'owner' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await roleOf(users.admin.id)).toBe('owner');
    expect(await roleOf(tenants.a.userId)).toBe('admin');
    // The former owner is an admin now: the new owner is beyond their reach.
    expect((await patch(users.admin.id, { active: false })).statusCode).toBe(403);
    const audit = await t.app.inject({
      url: `/api/v1/company/${companyId}/audit`,
      headers: auth(users.admin.token),
    });
    expect(audit.json<AuditList>().data.map((e) => e.type)).toContain('ownership_transferred');
    // And back, so the owner can be deactivated by nobody again.
    expect((await patch(tenants.a.userId, { role: 'owner' }, users.admin.token)).statusCode).toBe(200);
    const owners = (await team()).json<TeamList>().data.filter((m) => m.role === 'owner');
    expect(owners.map((o) => o.userId)).toEqual([tenants.a.userId]);
    const refused = await patch(tenants.a.userId, { active: false }, users.admin.token);
    expect(refused.json<ErrorResponse>().message).toBe('Only the owner can change the owner.');
  });
});

describe.each(DIALECTS)('team invitations without a mail server (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('returns the link to copy, sent: false', async () => {
    const tenants = await createTwoTenants(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${tenants.a.companyId}/team`,
      headers: auth(tenants.tokenA),
      payload: { email: 'copy@example.com', role: 'admin' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<TeamInviteResponse>();
    expect(body.sent).toBe(false);
    expect(body.link).toMatch(/^http:\/\/localhost:3001\/v1\/team-invitations\/[A-Za-z0-9_-]{43}$/);
  });

  it('makes a lost link again: the old one stops working, the new one works, and it is audited', async () => {
    const tenants = await createTwoTenants(t);
    const companyId = tenants.a.companyId;
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${companyId}/team`,
      headers: auth(tenants.tokenA),
      payload: { email: 'again@example.com', role: 'recruiter' },
    });
    const first = made.json<TeamInviteResponse>();
    const tokenOf = (link: string | undefined) => link!.slice(link!.lastIndexOf('/') + 1);
    const reissue = (id: string, token = tenants.tokenA, company = companyId) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/company/${company}/team-invitations/${id}/reissue`,
        headers: auth(token),
      });
    const again = await reissue(first.id);
    expect(again.statusCode, again.body).toBe(200);
    const second = again.json<TeamInviteResponse>();
    expect(second).toMatchObject({
      id: first.id,
      email: 'again@example.com',
      role: 'recruiter',
      sent: false,
    });
    expect(tokenOf(second.link)).not.toBe(tokenOf(first.link));
    const page = (token: string) => t.app.inject({ url: `/api/v1/team-invitations/${token}` });
    expect((await page(tokenOf(first.link))).statusCode).toBe(404);
    expect((await page(tokenOf(second.link))).statusCode).toBe(200);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('company_id', '=', companyId)
      .where('type', '=', 'team_invitation_reissued')
      .execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).not.toContain(tokenOf(second.link));
    // Another company's admin cannot renew it; nor can anyone renew an accepted invitation.
    expect((await reissue(first.id, tenants.tokenB, tenants.b.companyId)).statusCode).toBe(404);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/team-invitations/${tokenOf(second.link)}/accept`,
      payload: { name: 'Agnes Again', password: 'a long and fresh passphrase' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((await reissue(first.id)).statusCode).toBe(404);
  });
});
