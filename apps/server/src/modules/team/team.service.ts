import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ACCOUNT_LIMITS,
  type RecruiterIdentity,
  type Role,
  type TeamInviteRequestSchema,
  type TeamInviteResponse,
  type TeamList,
  type TeamMember,
  type TeamMemberPatch,
} from '@vi/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import { requireCompanyAccess } from '../auth/index.js';
import { createAccessEnding } from './access-ending.js';
import { nameOf } from './member-name.js';
import { createTeamInvitationMailer } from './team-invitation-mailer.js';
import * as repo from './team.repository.js';

type TeamInvite = z.output<typeof TeamInviteRequestSchema>;

const DAY_MS = 24 * 3600 * 1000;
const forbidden = (message: string) => new AppError('FORBIDDEN', { message });

function toMember(row: repo.MemberRow, jobIds: number[]): TeamMember {
  return {
    userId: row.id,
    email: row.sign_in_email ?? row.email,
    name: nameOf(row),
    role: row.role,
    active: row.active === 1,
    lastSignInAt: row.last_sign_in_at,
    twoFactor: row.totp_enabled_at !== null,
    jobIds,
    canSeeContactDetails: row.can_see_contact_details === 1,
  };
}

export function createTeamService({
  db,
  audit,
  mailer,
  publicUrl,
  log,
}: {
  db: Kysely<DB>;
  audit: AuditLog;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const access = createAccessEnding({ db, audit });
  const { mailLink } = createTeamInvitationMailer({ db, mailer, publicUrl, log });

  async function member(companyId: number, userId: number): Promise<TeamMember> {
    const row = await repo.findMember(db, companyId, userId);
    if (!row) throw new AppError('NOT_FOUND', { message: 'Team member not found' });
    const jobs = await repo.listJobMembers(db, [row.id]);
    return toMember(
      row,
      jobs.map((j) => j.job_id),
    );
  }

  async function requireCompanyJobs(companyId: number, jobIds: readonly number[], path: string) {
    const unique = [...new Set(jobIds)];
    if ((await repo.countCompanyJobs(db, companyId, unique)) !== unique.length) {
      const message = 'Every job must be one of this company’s jobs.';
      throw new AppError('VALIDATION', { message, fields: [{ path, message }] });
    }
    return unique;
  }

  return {
    async list(identity: RecruiterIdentity, companyId: number): Promise<TeamList> {
      requireCompanyAccess(identity, companyId);
      const now = nowIso();
      const [rows, invitations] = await Promise.all([
        repo.listMembers(db, companyId),
        repo.listPendingInvitations(db, companyId, now),
      ]);
      const jobs = await repo.listJobMembers(
        db,
        rows.map((r) => r.id),
      );
      return {
        data: rows.map((row) =>
          toMember(
            row,
            jobs.filter((j) => j.user_id === row.id).map((j) => j.job_id),
          ),
        ),
        invitations: invitations.map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          expiresAt: i.expires_at,
          invitedBy: i.first_name === null && i.last_name === null ? null : nameOf(i),
        })),
      };
    },

    /** A single-use link for 7 days (only its hash is kept), mailed when a mail server takes it. */
    async invite(
      identity: RecruiterIdentity,
      companyId: number,
      body: TeamInvite,
    ): Promise<TeamInviteResponse> {
      requireCompanyAccess(identity, companyId);
      const now = new Date();
      const email = body.email;
      if (await repo.isEmailTaken(db, companyId, email)) {
        throw new AppError('CONFLICT', { message: 'This email address already belongs to a user.' });
      }
      if (await repo.hasPendingInvitation(db, companyId, email, now.toISOString())) {
        throw new AppError('CONFLICT', { message: 'This email address already has a pending invitation.' });
      }
      const jobIds =
        body.role === 'reviewer' ? await requireCompanyJobs(companyId, body.jobIds ?? [], 'body.jobIds') : [];
      const token = randomBytes(32).toString('base64url');
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + ACCOUNT_LIMITS.teamInvitationDays * DAY_MS).toISOString();
      await db.transaction().execute(async (trx) => {
        await repo.insertInvitation(trx, {
          id,
          company_id: companyId,
          email,
          role: body.role,
          job_ids: JSON.stringify(jobIds),
          token_hash: createHash('sha256').update(token).digest('hex'),
          invited_by: identity.userId,
          created_at: now.toISOString(),
          expires_at: expiresAt,
          accepted_at: null,
          revoked_at: null,
        });
        const details = { invitationId: id, role: body.role };
        await audit.append(trx, {
          companyId,
          actor: { recruiter: identity },
          type: 'team_invitation_sent',
          details,
        });
      });
      const { sent, link } = await mailLink(identity, companyId, {
        email,
        role: body.role,
        token,
        expiresAt,
      });
      return { id, email, role: body.role, expiresAt, sent, ...(sent ? {} : { link }) };
    },

    /**
     * A new link for a pending invitation, for an admin who lost the first (it is shown only in the visit
     * that made it, since only its hash is kept): the old link stops working, the 7 days start again, the
     * new link is mailed when a mail server takes it and always returned to copy. Audited.
     */
    async reissueInvitation(
      identity: RecruiterIdentity,
      companyId: number,
      id: string,
    ): Promise<TeamInviteResponse> {
      requireCompanyAccess(identity, companyId);
      const invitation = await repo.findOpenInvitation(db, companyId, id);
      if (!invitation) throw new AppError('NOT_FOUND', { message: 'Invitation not found' });
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ACCOUNT_LIMITS.teamInvitationDays * DAY_MS).toISOString();
      const renewed = await db.transaction().execute(async (trx) => {
        const hash = createHash('sha256').update(token).digest('hex');
        if (!(await repo.replaceInvitationToken(trx, companyId, id, hash, expiresAt))) return false;
        const details = { invitationId: id, role: invitation.role };
        await audit.append(trx, {
          companyId,
          actor: { recruiter: identity },
          type: 'team_invitation_reissued',
          details,
        });
        return true;
      });
      if (!renewed) throw new AppError('NOT_FOUND', { message: 'Invitation not found' });
      const { email, role } = invitation;
      const { sent, link } = await mailLink(identity, companyId, { email, role, token, expiresAt });
      return { id, email, role, expiresAt, sent, link };
    },

    async revokeInvitation(identity: RecruiterIdentity, companyId: number, id: string): Promise<void> {
      requireCompanyAccess(identity, companyId);
      if (!(await repo.revokeInvitation(db, companyId, id, nowIso()))) {
        throw new AppError('NOT_FOUND', { message: 'Invitation not found' });
      }
    },

    /**
     * Role, standing, jobs and contact-detail grant of a member. Nobody changes their own role or
     * deactivates themselves; the owner is changed only by the owner, and only by handing ownership on.
     */
    async patch(
      identity: RecruiterIdentity,
      companyId: number,
      userId: number,
      body: TeamMemberPatch,
    ): Promise<TeamMember> {
      requireCompanyAccess(identity, companyId);
      const target = await repo.findMember(db, companyId, userId);
      if (!target) throw new AppError('NOT_FOUND', { message: 'Team member not found' });
      const myRole: Role = identity.role ?? 'recruiter';
      const isSelf = userId === identity.userId;
      const actor = { recruiter: identity };
      if (target.role === 'owner' && myRole !== 'owner')
        throw forbidden('Only the owner can change the owner.');
      const newRole = body.role !== undefined && body.role !== target.role ? body.role : undefined;
      const newActive =
        body.active !== undefined && body.active !== (target.active === 1) ? body.active : undefined;
      // Every rule is checked before anything changes, so a refused request changes nothing.
      if (newRole !== undefined) {
        if (isSelf) throw forbidden('You cannot change your own role.');
        if (target.role === 'owner') throw forbidden('Transfer ownership to someone else instead.');
        if (newRole === 'owner' && myRole !== 'owner')
          throw forbidden('Only the owner can make someone the owner.');
        if (newRole === 'owner' && (target.active !== 1 || newActive === false)) {
          throw new AppError('CONFLICT', { message: 'Only an active member can become the owner.' });
        }
      }
      if (newActive === false) {
        if (isSelf) throw forbidden('You cannot deactivate yourself.');
        if (target.role === 'owner') throw forbidden('Transfer ownership before deactivating the owner.');
      }
      const jobIds =
        body.jobIds === undefined
          ? undefined
          : await requireCompanyJobs(companyId, body.jobIds, 'body.jobIds');

      if (newRole !== undefined) {
        if (newRole === 'owner') {
          await db.transaction().execute(async (trx) => {
            await repo.setRole(trx, identity.userId, 'admin');
            await repo.setRole(trx, userId, 'owner');
            const details = { from: identity.userId, to: userId };
            await audit.append(trx, { companyId, actor, type: 'ownership_transferred', details });
          });
        } else {
          await db.transaction().execute(async (trx) => {
            await repo.setRole(trx, userId, newRole);
            const details = { userId, from: target.role, to: newRole };
            await audit.append(trx, { companyId, actor, type: 'role_changed', details });
          });
        }
      }

      if (newActive === false) await access.endAccessOf(userId, actor);
      if (newActive === true) await access.restoreAccessOf(userId, actor);
      if (jobIds !== undefined) await repo.replaceJobMembers(db, userId, jobIds, nowIso());
      if (body.canSeeContactDetails !== undefined) {
        await repo.setContactDetailsGrant(db, userId, body.canSeeContactDetails);
      }
      return member(companyId, userId);
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
