import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GuestReview, GuestReviewBody, SharedInterview, SharedPage } from '@vi/contracts';
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
  type InterviewRow,
} from '../interview-access/index.js';
import {
  listResponses,
  groupByApplication,
  openStoredResume,
  toResponse,
  type ResumeDownload,
  sharedMediaUrls,
} from '../interviews/index.js';
import {
  findAnswerMedia,
  ANSWER_ID,
  fileOf,
  mediaNotFound,
  serveStoredFile,
  type MediaKind,
  type MediaReply,
  type StoredFileRequest,
} from '../media/index.js';
import {
  recordActivity,
  ratingSummary,
  findGuestReview,
  listGuestReviewsOf,
  teamRatings,
  upsertGuestReview,
  type GuestReviewRow,
} from '../reviews/index.js';
import * as repo from './share-link.repository.js';
import { linkStatus } from './share-link.service.js';
import { hashOfShareToken } from './share-token.js';

// Every request re-checks the link, so a revoked link stops playing at once: browsers must revalidate.
const SHARED_CACHE_CONTROL = 'private, no-cache';

const toGuestReview = (row: GuestReviewRow): GuestReview => ({
  reviewerName: row.reviewer_name,
  overall: row.overall,
  comment: row.comment,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

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

  function toShared(
    row: InterviewRow,
    link: repo.ShareLinkRow,
    token: string,
    extras: {
      answers: Parameters<typeof toResponse>[0][];
      rating: SharedInterview['rating'];
      guests: GuestReview[];
    },
  ): SharedInterview {
    const hide = link.hide_contact_details === 1;
    return {
      id: row.id,
      applicantName: hide ? row.first_name : `${row.first_name} ${row.last_name}`,
      applicantEmail: hide ? null : row.email,
      applicantPhone: hide ? null : row.phone,
      jobTitle: row.job_title,
      status: row.status,
      dateApplied: row.created_at,
      completedAt: row.completed_at,
      resumeUrl:
        hide || row.resume_key === null
          ? null
          : `/api/v1/shared/${encodeURIComponent(token)}/interviews/${row.id}/resume`,
      responses: extras.answers.map((a) =>
        toResponse(a, row.transcription_consent === 1, (media) => sharedMediaUrls(media, token)),
      ),
      rating: extras.rating,
      guestReviews: extras.guests,
    };
  }

  return {
    /** GET /shared/{token}: the link's interviews. Every view is counted and logged per interview. */
    async page(token: string): Promise<SharedPage> {
      const link = await openLink(token);
      const linked = await repo.listLinkedInterviews(db, [link.id]);
      const ids = linked.map((l) => l.application_id);
      const allowReviews = link.allow_reviews === 1;
      const [rows, answers, ratings, guests, companyName] = await Promise.all([
        ids.length === 0
          ? Promise.resolve([])
          : withInterviewColumns(
              interviewBase(db).where('a.id', 'in', ids).orderBy('a.created_at', 'desc'),
            ).execute(),
        listResponses(db, ids),
        allowReviews ? teamRatings(db, ids) : Promise.resolve(undefined),
        allowReviews ? listGuestReviewsOf(db, ids, link.id) : Promise.resolve([]),
        findCompanyName(db, link.company_id),
      ]);
      const answersOf = groupByApplication(answers);
      const interviews = rows.map((row) => {
        const team = ratings?.get(row.id);
        return toShared(row, link, token, {
          answers: answersOf.get(row.id) ?? [],
          rating: ratings ? ratingSummary(team?.average, team?.count ?? 0) : null,
          guests: guests.filter((g) => g.application_id === row.id).map(toGuestReview),
        });
      });
      await db.transaction().execute(async (trx) => {
        await repo.countView(trx, link.id, nowIso());
        await recordActivity(trx, { shareLinkId: link.id }, 'viewed_via_link', ids, { shareLinkId: link.id });
        await audit.appendEach(trx, { ...linkEvent(link), type: 'viewed_via_link' }, ids);
      });
      return {
        companyName: companyName ?? '',
        expiresAt: link.expires_at,
        hideContactDetails: link.hide_contact_details === 1,
        allowReviews,
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
      const reply = await serveStoredFile(storage, file, request, {
        etagPrefix: `${answerId}-${kind}`,
        cacheControl: SHARED_CACHE_CONTROL,
      });
      // As for recruiters: a play is logged once a window, a thumbnail is no play.
      if (request.withBody && kind !== 'thumbnail' && (reply.status === 200 || reply.status === 206)) {
        const base = linkEvent(link);
        const details = { ...base.details, answerId: row.id, questionId: row.question_key, kind };
        const event = { ...base, type: 'media_played' as const, interviewId: row.application_id, details };
        await audit.appendOncePerWindow(db, event, row.id);
      }
      return reply;
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

    /** A named review through a link that takes reviews (403 otherwise); the same name edits it. */
    async review(token: string, id: string, body: GuestReviewBody): Promise<GuestReview> {
      const link = await openLink(token);
      if (link.allow_reviews !== 1) {
        throw new AppError('FORBIDDEN', { message: 'This share link does not take reviews.' });
      }
      const applicationId = await linkedInterview(link, id);
      const key = body.reviewerName.replace(/\s+/g, ' ').toLowerCase();
      const existing = await findGuestReview(db, link.id, applicationId, key);
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
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
      return toGuestReview(stored);
    },
  };
}
