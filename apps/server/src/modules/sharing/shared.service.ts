import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  MESSAGES,
  REVIEW_LIMITS,
  type GuestReview,
  type GuestReviewBody,
  type SharedPage,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import type { Storage } from '../../infra/storage/storage.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import { findCompanyName } from '../companies/index.js';
import {
  interviewBase,
  interviewNotFound,
  parseInterviewId,
  withInterviewColumns,
} from '../interview-access/index.js';
import {
  groupByApplication,
  groupQuestionAnswers,
  listQuestionAnswers,
  listResponses,
  openStoredResume,
  type ResumeDownload,
} from '../interviews/index.js';
import {
  answerCaptions,
  findAnswerMedia,
  ANSWER_ID,
  type CaptionsReply,
  fileOf,
  mediaNotFound,
  serveStoredFile,
  type MediaKind,
  type MediaReply,
  type StoredFileRequest,
} from '../media/index.js';
import {
  recordActivity,
  recordActivityOncePerSlot,
  ratingSummary,
  findGuestReview,
  listGuestReviewsOf,
  teamRatings,
  upsertGuestReview,
} from '../reviews/index.js';
import {
  bindGuestName,
  guestNameKey,
  hashOfGuestKey,
  namesOfGuestKey,
} from './share-link-guest.repository.js';
import * as repo from './share-link.repository.js';
import { linkStatus } from './share-link.service.js';
import { hashOfShareToken } from './share-token.js';
import { toGuestReview, toShared } from './shared-shape.js';

// Every request re-checks the link, so a revoked link stops playing at once: browsers must revalidate.
const SHARED_CACHE_CONTROL = 'private, no-cache';
const VIEW_SLOT_MS = REVIEW_LIMITS.sharedViewLogMinutes * 60_000;

export function createSharedService({
  db,
  storage,
  audit,
}: {
  db: Kysely<DB>;
  storage: Storage;
  audit: AuditLog;
}) {
  /** A share link is named in the audit log by its id, never its token. */
  const linkEvent = (link: repo.ShareLinkRow) => ({
    companyId: link.company_id,
    actor: { shareLinkId: link.id },
    details: { shareLinkId: link.id },
  });

  /** 404 for a token that never existed, 410 for a link that was revoked or has expired. */
  async function openLink(token: string): Promise<repo.ShareLinkRow> {
    const hash = hashOfShareToken(token);
    const link = hash ? await repo.findShareLinkByHash(db, hash) : undefined;
    if (!link) throw notFound('Share link');
    if (linkStatus(link) !== 'active') {
      throw new AppError('GONE', { message: 'This share link has expired or was revoked.' });
    }
    return link;
  }

  /** An interview of the link, found by its id; anything else is 404. */
  async function linkedInterview(link: repo.ShareLinkRow, id: string): Promise<string> {
    const parsed = parseInterviewId(id);
    if (!parsed || !(await repo.isLinked(db, link.id, parsed))) throw interviewNotFound();
    return parsed;
  }

  return {
    /**
     * GET /shared/{token}: the link's interviews. The team's ratings and other guests' reviews only when
     * the link shows them; otherwise the guest sees the reviews of the names their key reviews under.
     * Every view is counted; logged once per interview and slot.
     */
    async page(token: string, guestKey?: string): Promise<SharedPage> {
      const link = await openLink(token);
      const linked = await repo.listLinkedInterviews(db, [link.id]);
      const ids = linked.map((l) => l.application_id);
      const allowReviews = link.allow_reviews === 1;
      const showTeam = link.show_team_reviews === 1;
      const [rows, answers, others, ratings, guests, myNames, companyName] = await Promise.all([
        ids.length === 0
          ? Promise.resolve([])
          : withInterviewColumns(
              interviewBase(db).where('a.id', 'in', ids).orderBy('a.created_at', 'desc'),
            ).execute(),
        listResponses(db, ids),
        listQuestionAnswers(db, ids),
        showTeam ? teamRatings(db, ids) : Promise.resolve(undefined),
        allowReviews ? listGuestReviewsOf(db, ids, link.id) : Promise.resolve([]),
        guestKey === undefined
          ? Promise.resolve(new Set<string>())
          : namesOfGuestKey(db, link.id, hashOfGuestKey(guestKey)),
        findCompanyName(db, link.company_id),
      ]);
      const answersOf = groupByApplication(answers);
      const othersOf = groupQuestionAnswers(others);
      const interviews = rows.map((row) => {
        const team = ratings?.get(row.id);
        return toShared(row, link, token, {
          recorded: answersOf.get(row.id) ?? [],
          others: othersOf.get(row.id) ?? [],
          rating: ratings ? ratingSummary(team?.average, team?.count ?? 0) : null,
          guests: guests
            .filter((g) => g.application_id === row.id && (showTeam || myNames.has(g.reviewer_key)))
            .map((g) => toGuestReview(g, myNames)),
        });
      });
      // Every view counts; the logs keep one entry per interview and slot, so reloads cannot flood them.
      await db.transaction().execute(async (trx) => {
        await repo.countView(trx, link.id, nowIso());
        await recordActivityOncePerSlot(trx, { shareLinkId: link.id }, 'viewed_via_link', ids, VIEW_SLOT_MS, {
          shareLinkId: link.id,
        });
        await audit.appendEachOncePerSlot(
          trx,
          { ...linkEvent(link), type: 'viewed_via_link' },
          ids,
          VIEW_SLOT_MS,
        );
      });
      return {
        companyName: companyName ?? '',
        expiresAt: link.expires_at,
        hideContactDetails: link.hide_contact_details === 1,
        allowReviews,
        showTeamReviews: showTeam,
        interviews,
      };
    },

    /** An answer's file through the link, with ranges; the same rules as the recruiters' media route. */
    async media(
      token: string,
      answerId: string,
      kind: MediaKind,
      request: StoredFileRequest,
    ): Promise<MediaReply> {
      const link = await openLink(token);
      const row = ANSWER_ID.test(answerId) ? await findAnswerMedia(db, answerId) : undefined;
      if (!row || !(await repo.isLinked(db, link.id, row.application_id))) throw mediaNotFound();
      const file = fileOf(row, kind);
      if (!file) throw mediaNotFound();
      // Fetching is not playing (a player preloads): a play is recorded by `played`, when it starts.
      return serveStoredFile(storage, file, request, {
        etagPrefix: `${answerId}-${kind}`,
        cacheControl: SHARED_CACHE_CONTROL,
      });
    },

    /** The guest's player started an answer: one audit entry per answer and link a window. */
    async played(token: string, answerId: string, kind: 'video' | 'audio'): Promise<void> {
      const link = await openLink(token);
      const row = ANSWER_ID.test(answerId) ? await findAnswerMedia(db, answerId) : undefined;
      if (!row || !(await repo.isLinked(db, link.id, row.application_id))) throw mediaNotFound();
      const base = linkEvent(link);
      const details = { ...base.details, answerId: row.id, questionId: row.question_key, kind };
      const event = { ...base, type: 'media_played' as const, interviewId: row.application_id, details };
      await audit.appendOncePerWindow(db, event, row.id);
    },

    /** An answer's captions through the link: an answer of another interview is 404, as its media is. */
    async captions(token: string, answerId: string): Promise<CaptionsReply> {
      const link = await openLink(token);
      const row = ANSWER_ID.test(answerId) ? await findAnswerMedia(db, answerId) : undefined;
      if (!row || !(await repo.isLinked(db, link.id, row.application_id))) throw mediaNotFound();
      return answerCaptions(db, answerId, SHARED_CACHE_CONTROL);
    },

    /** The resume, only through a link that shows contact details. */
    async resume(token: string, id: string): Promise<ResumeDownload> {
      const link = await openLink(token);
      const applicationId = await linkedInterview(link, id);
      if (link.hide_contact_details === 1) throw notFound('Resume');
      const resume = await openStoredResume(db, storage, applicationId);
      await audit.append(db, { ...linkEvent(link), type: 'resume_downloaded', interviewId: applicationId });
      return resume;
    },

    /**
     * A named review through a link that takes reviews (403 otherwise). The name is bound to the guest
     * key that used it first on the link: the same browser edits its review, another one gets 409.
     */
    async review(token: string, id: string, body: GuestReviewBody, guestKey: string): Promise<GuestReview> {
      const link = await openLink(token);
      if (link.allow_reviews !== 1) {
        throw new AppError('FORBIDDEN', { message: 'This share link does not take reviews.' });
      }
      const applicationId = await linkedInterview(link, id);
      const key = guestNameKey(body.reviewerName);
      const keyHash = hashOfGuestKey(guestKey);
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        if ((await bindGuestName(trx, link.id, key, keyHash, now)) !== keyHash) {
          throw new AppError('GUEST_NAME_TAKEN', { message: MESSAGES.guestNameTaken });
        }
        const existing = await findGuestReview(trx, link.id, applicationId, key);
        await upsertGuestReview(trx, {
          id: existing?.id ?? randomUUID(),
          share_link_id: link.id,
          application_id: applicationId,
          reviewer_name: body.reviewerName,
          reviewer_key: key,
          overall: body.overall,
          comment: body.comment || null,
          created_at: existing?.created_at ?? now,
          updated_at: now,
        });
        await recordActivity(
          trx,
          { shareLinkId: link.id, guestName: body.reviewerName },
          'reviewed_via_link',
          [applicationId],
          { shareLinkId: link.id, reviewerName: body.reviewerName, overall: body.overall },
        );
      });
      const stored = await findGuestReview(db, link.id, applicationId, key);
      if (!stored) throw notFound('Review');
      return toGuestReview(stored, new Set([key]));
    },
  };
}
