import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionResponse, TeamInvitationAccept, TeamInvitationView } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditLog } from '../audit/index.js';
import { hashAccountToken } from './account-token.js';
import { isSignInEmailTaken } from './member-credentials.repository.js';
import type { PasswordHasher } from './password-hasher.js';
import { assertAcceptablePassword } from './password-policy.js';
import type { SessionService } from './session.service.js';
import * as repo from './team-invitation-acceptance.repository.js';

type Invitation = NonNullable<Awaited<ReturnType<typeof repo.findTeamInvitationByTokenHash>>>;

/** "Ada Lovelace" → Ada / Lovelace; "Ada" → Ada / "" (the users table keeps two name parts). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] ?? '' };
}

const parseJobIds = (json: string): number[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
};

/**
 * Joining a team by the invitation's link (docs/accounts.md "Joining a team"): the link's token is the
 * key. Unknown or already accepted: 404; expired or revoked: 410; an address that already has an
 * account: 409. Accepting creates the member in the invitation's company, with its role and jobs, and
 * signs them in.
 */
export function createTeamInvitationAcceptanceService({
  db,
  passwords,
  sessions,
  audit,
  now = Date.now,
}: {
  db: Kysely<DB>;
  passwords: PasswordHasher;
  sessions: SessionService;
  audit: AuditLog;
  now?: () => number;
}) {
  async function pending(token: string): Promise<Invitation> {
    const invitation = await repo.findTeamInvitationByTokenHash(db, hashAccountToken(token));
    if (!invitation || invitation.accepted_at !== null) {
      throw new AppError('NOT_FOUND', { message: 'This invitation is not valid or was already accepted.' });
    }
    if (invitation.revoked_at !== null || Date.parse(invitation.expires_at) <= now()) {
      throw new AppError('GONE', {
        message: 'This invitation has expired or was withdrawn. Please ask for a new one.',
      });
    }
    return invitation;
  }

  return {
    async view(token: string): Promise<TeamInvitationView> {
      const invitation = await pending(token);
      return {
        companyName: invitation.company_name,
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expires_at,
      };
    },

    async accept(
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
      body: TeamInvitationAccept,
    ): Promise<SessionResponse> {
      const invitation = await pending(token);
      const { email } = invitation;
      const alreadyMember = () =>
        new AppError('CONFLICT', { message: 'This email already has an account. Sign in instead.' });
      if (await isSignInEmailTaken(db, email)) throw alreadyMember();
      const name = body.name.trim();
      assertAcceptablePassword(body.password, [
        name,
        email,
        email.split('@')[0] ?? '',
        invitation.company_name,
      ]);
      const passwordHash = await passwords.hash(body.password);
      const at = new Date(now()).toISOString();
      const userId = await db.transaction().execute(async (trx) => {
        if (!(await repo.markTeamInvitationAccepted(trx, invitation.id, at))) {
          throw new AppError('NOT_FOUND', { message: 'This invitation was already accepted.' });
        }
        if (await isSignInEmailTaken(trx, email)) throw alreadyMember();
        const id = await repo.insertMember(trx, {
          companyId: invitation.company_id,
          ...splitName(name),
          email,
          role: invitation.role,
          passwordHash,
          at,
        });
        await repo.insertJobMembers(trx, invitation.company_id, id, parseJobIds(invitation.job_ids), at);
        await audit.append(trx, {
          companyId: invitation.company_id,
          actor: { recruiter: { userId: id, companyId: invitation.company_id, expiresAt: new Date(at) } },
          type: 'team_invitation_accepted',
          details: { invitationId: invitation.id, role: invitation.role, userId: id },
        });
        return id;
      });
      await sessions.start(request, reply, {
        userId,
        companyId: invitation.company_id,
        method: 'invitation',
      });
      return { userId, companyId: invitation.company_id, email, role: invitation.role };
    },
  };
}

export type TeamInvitationAcceptanceService = ReturnType<typeof createTeamInvitationAcceptanceService>;
