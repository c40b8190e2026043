import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  CreateShareLinkBody,
  CreatedShareLink,
  RecruiterIdentity,
  ShareLink,
  ShareLinkList,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import { requireCompanyAccess } from '../auth/index.js';
import { interviewNotFound, parseInterviewId } from '../interview-access/index.js';
import { recordActivity, findStages } from '../reviews/index.js';
import * as repo from './share-link.repository.js';
import { newShareToken, sharedPageUrl } from './share-token.js';

const DAY_MS = 24 * 3600 * 1000;

export function linkStatus(link: { revoked_at: string | null; expires_at: string }, now = nowIso()) {
  if (link.revoked_at !== null) return 'revoked' as const;
  return link.expires_at <= now ? ('expired' as const) : ('active' as const);
}

export function createShareLinkService({
  db,
  publicUrl,
  audit,
}: {
  db: Kysely<DB>;
  publicUrl: string;
  audit: AuditLog;
}) {
  return {
    /** A new link to some of the company's interviews; an id that is not one of them refuses it all (404). */
    async create(
      identity: RecruiterIdentity,
      companyId: number,
      body: CreateShareLinkBody,
    ): Promise<CreatedShareLink> {
      requireCompanyAccess(identity, companyId);
      const parsed = [...new Set(body.interviewIds.map(parseInterviewId))];
      if (parsed.some((id) => id === undefined)) throw interviewNotFound();
      const ids = parsed as string[];
      const { token, hash } = newShareToken();
      const id = randomUUID();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + body.expiresInDays * DAY_MS).toISOString();
      await db.transaction().execute(async (trx) => {
        if ((await findStages(trx, companyId, ids)).length !== ids.length) throw interviewNotFound();
        await repo.insertShareLink(
          trx,
          {
            id,
            company_id: companyId,
            created_by: identity.userId,
            // What a key made goes with the key when it is revoked.
            created_by_api_key: identity.apiKeyId ?? null,
            token_hash: hash,
            expires_at: expiresAt,
            hide_contact_details: body.hideContactDetails ? 1 : 0,
            allow_reviews: body.allowReviews ? 1 : 0,
            show_team_reviews: body.showTeamReviews ? 1 : 0,
            revoked_at: null,
            views: 0,
            last_viewed_at: null,
            created_at: now.toISOString(),
          },
          ids,
        );
        await recordActivity(trx, { userId: identity.userId }, 'shared', ids, {
          shareLinkId: id,
          expiresAt,
          hideContactDetails: body.hideContactDetails,
          allowReviews: body.allowReviews,
          showTeamReviews: body.showTeamReviews,
        });
        const details = {
          shareLinkId: id,
          expiresAt,
          hideContactDetails: body.hideContactDetails,
          allowReviews: body.allowReviews,
          showTeamReviews: body.showTeamReviews,
        };
        const event = {
          companyId,
          actor: { recruiter: identity },
          type: 'share_link_created' as const,
          details,
        };
        await audit.appendEach(trx, event, ids);
      });
      return { id, url: sharedPageUrl(publicUrl, token), expiresAt };
    },

    async list(identity: RecruiterIdentity, companyId: number): Promise<ShareLinkList> {
      requireCompanyAccess(identity, companyId);
      const links = await repo.listShareLinks(db, companyId);
      const linked = await repo.listLinkedInterviewNames(
        db,
        links.map((l) => l.id),
      );
      const now = nowIso();
      const data = links.map((link): ShareLink => {
        const mine = linked.filter((l) => l.share_link_id === link.id);
        const interviewIds = mine.map((l) => l.application_id).sort();
        return {
          id: link.id,
          status: linkStatus(link, now),
          interviewIds,
          // An erased applicant's name is empty: the web app says "Deleted candidate".
          interviews: mine.map((l) => ({
            id: l.application_id,
            applicantName: `${l.first_name} ${l.last_name}`.trim(),
            jobTitle: l.job_title,
          })),
          interviewCount: interviewIds.length,
          expiresAt: link.expires_at,
          revoked: link.revoked_at !== null,
          revokedAt: link.revoked_at,
          hideContactDetails: link.hide_contact_details === 1,
          allowReviews: link.allow_reviews === 1,
          showTeamReviews: link.show_team_reviews === 1,
          createdBy:
            link.created_by === null
              ? null
              : { userId: link.created_by, name: `${link.first_name ?? ''} ${link.last_name ?? ''}`.trim() },
          createdAt: link.created_at,
          views: link.views,
          lastViewedAt: link.last_viewed_at,
        };
      });
      return { data };
    },

    /** Revoked at once, for every page and file it served; the link stays listed as revoked. */
    async revoke(identity: RecruiterIdentity, companyId: number, id: string): Promise<void> {
      requireCompanyAccess(identity, companyId);
      const link = await repo.findShareLink(db, companyId, id);
      if (!link) throw notFound('Share link');
      const ids = (await repo.listLinkedInterviews(db, [link.id])).map((l) => l.application_id);
      await db.transaction().execute(async (trx) => {
        await repo.revokeShareLink(trx, link.id, nowIso());
        const event = { companyId, actor: { recruiter: identity }, type: 'share_link_revoked' as const };
        await audit.appendEach(trx, { ...event, details: { shareLinkId: link.id } }, ids);
      });
    },
  };
}
