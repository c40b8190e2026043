import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IntIdSchema,
  TeamInviteRequestSchema,
  TeamInviteResponseSchema,
  TeamListSchema,
  TeamMemberParamsSchema,
  TeamMemberPatchSchema,
  TeamMemberSchema,
  TeamParamsSchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { RECRUITER_SECURITY } from '../api-keys/index.js';
import { recruiterOf } from '../auth/index.js';

const InvitationParamsSchema = z.object({ companyId: IntIdSchema, id: z.string().min(1).max(100) });

/** The team page: members, their roles and jobs, and invitations to join (docs/accounts.md "Team page"). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { team } = app.services;
  const errors = errorResponses(400, 401, 403, 404, 409);
  const tags = ['team'];
  const administer = { preHandler: app.requireRecruiter, config: { permission: 'administer' as const } };

  app.get(
    '/company/:companyId/team',
    {
      ...administer,
      schema: {
        tags,
        security: RECRUITER_SECURITY,
        summary: "The company's members (role, standing, last sign-in, jobs) and pending invitations",
        params: TeamParamsSchema,
        response: { 200: TeamListSchema, ...errors },
      },
    },
    (request) => team.list(recruiterOf(request), request.params.companyId),
  );

  app.post(
    '/company/:companyId/team',
    {
      ...administer,
      schema: {
        tags,
        security: RECRUITER_SECURITY,
        summary: 'Invites a person by email: a single-use link valid for 7 days',
        description:
          '`sent` is true only when a mail server accepted the mail; otherwise `link` is returned to pass on. ' +
          '409 when the address already belongs to a user or has a pending invitation.',
        params: TeamParamsSchema,
        body: TeamInviteRequestSchema,
        response: { 201: TeamInviteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invitation = await team.invite(recruiterOf(request), request.params.companyId, request.body);
      return reply.status(201).send(invitation);
    },
  );

  app.patch(
    '/company/:companyId/team/:userId',
    {
      ...administer,
      schema: {
        tags,
        security: RECRUITER_SECURITY,
        summary:
          "Changes a member's role, standing (deactivation ends their access), jobs or contact-detail grant",
        description:
          'Nobody changes their own role or deactivates themselves. Only the owner makes someone owner, which hands ' +
          'ownership on (the old owner becomes admin); the owner cannot be deactivated or demoted otherwise.',
        params: TeamMemberParamsSchema,
        body: TeamMemberPatchSchema,
        response: { 200: TeamMemberSchema, ...errors },
      },
    },
    (request) =>
      team.patch(recruiterOf(request), request.params.companyId, request.params.userId, request.body),
  );

  app.post(
    '/company/:companyId/team-invitations/:id/reissue',
    {
      ...administer,
      schema: {
        tags,
        security: RECRUITER_SECURITY,
        summary: 'Makes a new link for a pending invitation: the old link stops working, 7 days start again',
        description:
          'Only the SHA-256 of a link is kept, so a lost link cannot be shown again: this replaces it. The new ' +
          'link is mailed when a mail server takes it (`sent`) and always returned (`link`). Audited as ' +
          '`team_invitation_reissued`. 404 for an invitation accepted, revoked or of another company.',
        params: InvitationParamsSchema,
        response: { 200: TeamInviteResponseSchema, ...errors },
      },
    },
    (request) => team.reissueInvitation(recruiterOf(request), request.params.companyId, request.params.id),
  );

  app.delete(
    '/company/:companyId/team-invitations/:id',
    {
      ...administer,
      schema: {
        tags,
        security: RECRUITER_SECURITY,
        summary: 'Revokes a pending invitation: its link stops working',
        params: InvitationParamsSchema,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      await team.revokeInvitation(recruiterOf(request), request.params.companyId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
