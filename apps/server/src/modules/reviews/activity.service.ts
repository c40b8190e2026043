import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  ActivityDetailsSchema,
  REVIEW_LIMITS,
  type ActivityDetails,
  type ActivityEntry,
  type ActivityList,
  type ActivityQuery,
  type ActivityType,
  type RecruiterIdentity,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import type { AuditLog } from '../audit/index.js';
import { nowIso } from '../../lib/time.js';
import { findUser } from '../companies/index.js';
import { findOwnInterview } from '../interview-access/index.js';
import * as repo from './activity.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Who did it: a recruiter, or whoever holds a share link (with the name a guest typed). */
export type Actor = { userId: number } | { shareLinkId: string; guestName?: string };

const PLAY_WINDOW_MS = REVIEW_LIMITS.mediaPlayDedupeMinutes * 60_000;

/** The actor as named at the time: the log keeps what was true then, even if a name changes later. */
async function describe(db: Db, actor: Actor) {
  if ('userId' in actor) {
    const user = await findUser(db, actor.userId);
    const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
    return { actor_user_id: actor.userId, actor_name: name || `user ${actor.userId}`, share_link_id: null };
  }
  const guest = actor.guestName ? ` (${actor.guestName})` : '';
  return {
    actor_user_id: null,
    actor_name: `share link ${actor.shareLinkId}${guest}`,
    share_link_id: actor.shareLinkId,
  };
}

/** Appends one entry per interview, in the caller's transaction when it has one. */
export async function recordActivity(
  db: Db,
  actor: Actor,
  type: ActivityType,
  applicationIds: readonly string[],
  details: ActivityDetails = {},
): Promise<void> {
  if (applicationIds.length === 0) return;
  const who = await describe(db, actor);
  const at = nowIso();
  await repo.insertActivity(
    db,
    applicationIds.map((applicationId) => ({
      id: randomUUID(),
      application_id: applicationId,
      type,
      ...who,
      details: JSON.stringify(details),
      dedupe_key: null,
      created_at: at,
    })),
  );
}

/**
 * Appends one entry per interview at most once per actor in each fixed slot of `slotMs` (a share link's
 * page, reloaded or scripted): the slot's unique key turns a repeat, or a concurrent twin, into a no-op.
 */
export async function recordActivityOncePerSlot(
  db: Db,
  actor: Actor,
  type: ActivityType,
  applicationIds: readonly string[],
  slotMs: number,
  details: ActivityDetails = {},
): Promise<void> {
  if (applicationIds.length === 0) return;
  const who = await describe(db, actor);
  const now = Date.now();
  const slot = Math.floor(now / slotMs);
  const actorKey = who.share_link_id ?? `user:${who.actor_user_id}`;
  await repo.insertActivity(
    db,
    applicationIds.map((applicationId) => ({
      id: randomUUID(),
      application_id: applicationId,
      type,
      ...who,
      details: JSON.stringify(details),
      dedupe_key: `${type}:${applicationId}:${actorKey}:slot${slotMs}:${slot}`,
      created_at: new Date(now).toISOString(),
    })),
  );
}

/**
 * Appends an entry at most once per user, key and window: the window's check finds an earlier entry, and
 * the unique key of the window's slot stops two simultaneous first requests from both writing one.
 */
async function recordOncePerWindow(
  db: Kysely<DB>,
  userId: number,
  entry: { applicationId: string; type: ActivityType; key: string; details: ActivityDetails },
): Promise<void> {
  const now = Date.now();
  const keyPrefix = `${entry.type}:${entry.key}:${userId}:`;
  const since = new Date(now - PLAY_WINDOW_MS).toISOString();
  const probe = { applicationId: entry.applicationId, type: entry.type, userId, keyPrefix };
  if (await repo.hasRecentEntry(db, probe, since)) return;
  const who = await describe(db, { userId });
  await repo.insertActivity(db, [
    {
      id: randomUUID(),
      application_id: entry.applicationId,
      type: entry.type,
      ...who,
      details: JSON.stringify(entry.details),
      dedupe_key: `${keyPrefix}${Math.floor(now / PLAY_WINDOW_MS)}`,
      created_at: new Date(now).toISOString(),
    },
  ]);
}

/** A recruiter played an answer: a player fetches one file in many range requests, so once per window. */
export function recordMediaPlay(
  db: Kysely<DB>,
  userId: number,
  play: { applicationId: string; answerId: string; questionId: string; kind: string },
): Promise<void> {
  return recordOncePerWindow(db, userId, {
    applicationId: play.applicationId,
    type: 'media_played',
    key: play.answerId,
    details: { answerId: play.answerId, questionId: play.questionId, kind: play.kind },
  });
}

/**
 * A recruiter opened an interview. The review screen reads it again after every rating, note and stage
 * change, so one sitting is one entry: once per interview and user per window.
 */
export function recordView(db: Kysely<DB>, userId: number, applicationId: string): Promise<void> {
  return recordOncePerWindow(db, userId, { applicationId, type: 'viewed', key: applicationId, details: {} });
}

function parseDetails(text: string): ActivityDetails {
  try {
    return ActivityDetailsSchema.safeParse(JSON.parse(text)).data ?? {};
  } catch {
    return {};
  }
}

export function createActivityService({ db, audit }: { db: Kysely<DB>; audit: AuditLog }) {
  return {
    /** GET /interviews/{id}/activity: newest first, a page at a time. */
    async list(identity: RecruiterIdentity, id: string, query: ActivityQuery): Promise<ActivityList> {
      const interview = await findOwnInterview(db, identity, id);
      const [rows, total] = await Promise.all([
        repo.listActivity(db, interview.id, { limit: query.limit, offset: (query.page - 1) * query.limit }),
        repo.countActivity(db, interview.id),
      ]);
      const data = rows.map((row): ActivityEntry => ({
        id: row.id,
        type: row.type,
        actor: row.actor_name,
        actorUserId: row.actor_user_id,
        shareLinkId: row.share_link_id,
        at: row.created_at,
        details: parseDetails(row.details),
      }));
      // The log names who saw a candidate and when: a read is audited once per interview and reader a window.
      const event = {
        companyId: identity.companyId,
        actor: { recruiter: identity },
        interviewId: interview.id,
      };
      const details = { rows: data.length, page: query.page };
      await audit.appendOncePerWindow(db, { ...event, type: 'activity_read', details }, interview.id);
      return { data, total, page: query.page, limit: query.limit };
    },
  };
}
