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

/** Whether the interview is one of the company's (so its recruiter is who the logs name). */
async function isOfCompany(db: Kysely<DB>, applicationId: string, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('id', '=', applicationId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The erase calls: who may ask, and what they are told. The work is the erasure core's. */
export function createPrivacyService({ db, erasure }: { db: Kysely<DB>; erasure: ErasureService }) {
  return {
    /**
     * POST /interview/{guid}/erase. The guid is the capability; a recruiter's credential that came with
     * it (a recruiter or an API key of the interview's company) is who the logs name, not "the applicant".
     */
    async eraseByApplicant(
      guid: string,
      caller: RecruiterIdentity | null = null,
    ): Promise<EraseInterviewResult> {
      const applicationId = await erasure.findByGuid(guid);
      if (!applicationId) throw noApplication();
      const by = caller && (await isOfCompany(db, applicationId, caller.companyId)) ? caller : undefined;
      const request = by
        ? { reason: 'applicant_request' as const, by }
        : { reason: 'applicant_request' as const };
      return toResult(await erasure.erase(applicationId, request), noApplication);
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
