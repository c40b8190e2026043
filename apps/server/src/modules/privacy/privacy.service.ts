import type { Kysely } from 'kysely';
import { MESSAGES, type EraseInterviewResult, type RecruiterIdentity } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { findOwnInterview, interviewNotFound } from '../interview-access/index.js';
import type { ErasureOutcome, ErasureService } from './erasure.service.js';

const noApplication = () => new AppError('NOT_FOUND', { message: MESSAGES.noApplication });

/** Erased now, before, or being erased by another process right now: each is the same answer. */
function toResult(outcome: ErasureOutcome, missing: () => AppError): EraseInterviewResult {
  if (outcome.status === 'missing') throw missing();
  return { erased: true, deletion: outcome.deletion };
}

/** The erase calls: who may ask, and what they are told. The work is the erasure core's. */
export function createPrivacyService({ db, erasure }: { db: Kysely<DB>; erasure: ErasureService }) {
  return {
    /** POST /interview/{guid}/erase: the guid is the applicant's only key, and it stops working now. */
    async eraseByApplicant(guid: string): Promise<EraseInterviewResult> {
      const applicationId = await erasure.findByGuid(guid);
      if (!applicationId) throw noApplication();
      return toResult(await erasure.erase(applicationId, { reason: 'applicant_request' }), noApplication);
    },

    /** DELETE /interviews/{id}: a recruiter of the interview's company (a request that came by mail). */
    async eraseByRecruiter(identity: RecruiterIdentity, id: string): Promise<EraseInterviewResult> {
      const row = await findOwnInterview(db, identity, id);
      const outcome = await erasure.erase(row.id, {
        reason: 'recruiter_request',
        userId: identity.userId,
        identity,
      });
      return toResult(outcome, interviewNotFound);
    },
  };
}
