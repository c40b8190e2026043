import type { Kysely } from 'kysely';
import type { RecruiterIdentity, ScreeningDecisionResult } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import { findOwnInterview } from '../interview-access/index.js';
import { announceStageChanges, changeStages, recordActivity } from '../reviews/index.js';
import type { CompanyEvents } from '../webhooks/index.js';
import { listQuestionAnswers, screeningOf } from './question-answer-reads.js';

export type ScreeningDecision = 'confirm' | 'override';

/**
 * A person decides on a knockout (docs/questions.md): confirming moves the interview to Rejected,
 * overriding keeps it where it is and says so; both are in the activity and audit logs. Screening
 * itself never changes a stage.
 */
export function createScreeningService(deps: { db: Kysely<DB>; events: CompanyEvents; audit: AuditLog }) {
  const { db, events, audit } = deps;
  return {
    async decide(
      identity: RecruiterIdentity,
      id: string,
      decision: ScreeningDecision,
    ): Promise<ScreeningDecisionResult> {
      const row = await findOwnInterview(db, identity, id);
      const screening = screeningOf(row, await listQuestionAnswers(db, [row.id]));
      if (screening.meetsRequirements) {
        throw new AppError('CONFLICT', { message: 'This interview has no knockout answers to decide on.' });
      }
      const type = decision === 'confirm' ? 'screening_confirmed' : 'screening_overridden';
      const details = {
        knockouts: screening.knockouts.map((k) => `${k.questionId}:${k.optionId}`).join(','),
      };
      const changes = await db.transaction().execute(async (trx) => {
        const moved = decision === 'confirm' ? await changeStages(trx, identity, [row], 'rejected') : [];
        if (decision === 'override') {
          await trx
            .updateTable('applications')
            .set({ screening_overridden_at: nowIso(), screening_overridden_by: identity.userId })
            .where('id', '=', row.id)
            .execute();
        }
        await recordActivity(trx, { userId: identity.userId }, type, [row.id], details);
        const event = { companyId: row.company_id, actor: { recruiter: identity }, interviewId: row.id };
        await audit.append(trx, { ...event, type, details });
        return moved;
      });
      await announceStageChanges(events, changes);
      const after = await findOwnInterview(db, identity, row.id);
      return {
        id: after.id,
        stage: after.stage,
        screening: screeningOf(after, await listQuestionAnswers(db, [row.id])),
      };
    },
  };
}
export type ScreeningService = ReturnType<typeof createScreeningService>;
