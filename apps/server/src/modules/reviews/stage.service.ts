import type { Kysely, Transaction } from 'kysely';
import type { BulkStageBody, BulkStageResult, InterviewStage, RecruiterIdentity } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import { requireCompanyAccess } from '../auth/index.js';
import { interviewNotFound, parseInterviewId } from '../interview-access/index.js';
import type { CompanyEvents } from '../webhooks/index.js';
import { recordActivity } from './activity.service.js';
import { findStages, updateStages } from './stage.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/** An interview that moved to another stage, for the webhook event once the change is committed. */
export interface StageChange {
  id: string;
  from: InterviewStage;
  to: InterviewStage;
}

/**
 * Moves interviews (already known to be the caller's company's) to a stage, logging each one that was
 * in another stage. Runs in the caller's transaction, so the log never tells of a change that was undone.
 * Returns the interviews that moved.
 */
export async function changeStages(
  db: Db,
  identity: RecruiterIdentity,
  interviews: readonly { id: string; stage: InterviewStage }[],
  stage: InterviewStage,
): Promise<StageChange[]> {
  const moving = interviews.filter((i) => i.stage !== stage);
  const at = nowIso();
  // One update and one log write per stage they come from (at most five), however many move.
  const byOrigin = new Map<InterviewStage, string[]>();
  for (const i of moving) byOrigin.set(i.stage, [...(byOrigin.get(i.stage) ?? []), i.id]);
  for (const [from, ids] of byOrigin) {
    await updateStages(db, ids, stage, at);
    await recordActivity(db, { userId: identity.userId }, 'stage_changed', ids, { from, to: stage });
  }
  return moving.map((i) => ({ id: i.id, from: i.stage, to: stage }));
}

/** interview.stage_changed for each committed move. */
export async function announceStageChanges(
  events: CompanyEvents,
  changes: readonly StageChange[],
): Promise<void> {
  for (const change of changes) {
    await events.emitInterviewEvent('interview.stage_changed', change.id, {
      from: change.from,
      to: change.to,
    });
  }
}

export function createStageService({ db, events }: { db: Kysely<DB>; events: CompanyEvents }) {
  return {
    /**
     * POST /company/{companyId}/interviews/stage: all or nothing. An id that is not one of this
     * company's interviews (missing, malformed, another company's) refuses the whole request with 404.
     */
    async bulk(
      identity: RecruiterIdentity,
      companyId: number,
      body: BulkStageBody,
    ): Promise<BulkStageResult> {
      requireCompanyAccess(identity, companyId);
      const ids = [...new Set(body.interviewIds.map((id) => parseInterviewId(id)))];
      if (ids.some((id) => id === undefined)) throw interviewNotFound();
      const wanted = ids as string[];
      const changes = await db.transaction().execute(async (trx) => {
        const found = await findStages(trx, companyId, wanted);
        if (found.length !== wanted.length) throw interviewNotFound();
        return changeStages(trx, identity, found, body.stage);
      });
      await announceStageChanges(events, changes);
      return { updated: changes.length, interviews: wanted.map((id) => ({ id, stage: body.stage })) };
    },
  };
}

export type StageService = ReturnType<typeof createStageService>;
