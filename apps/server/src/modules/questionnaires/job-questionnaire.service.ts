import type { Kysely } from 'kysely';
import {
  GuidSchema,
  isClosedJobStatus,
  type JobQuestionnaireCheck,
  type JobQuestionnaireLink,
  type RecruiterIdentity,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { requireOwnRecord } from '../auth/index.js';
import type { AuditLog } from '../audit/index.js';
import { findUser } from '../companies/index.js';
import { readSettings } from '../../lib/interview-limits.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { toContentType, toQuestionDto } from './questionnaire.dto.js';
import * as links from './job-questionnaire.repository.js';
import * as questionnaires from './questionnaire.repository.js';

type Db = Kysely<DB>;

const conflict = (message: string) => new AppError('CONFLICT', { message });

const NONE_ATTACHED: JobQuestionnaireCheck = { hasQuestionnaire: false, data: null, status: 204 };

export function createJobQuestionnaireService({ db, audit }: { db: Db; audit: AuditLog }) {
  async function getOwnJob(identity: RecruiterIdentity, jobId: number) {
    return requireOwnRecord(identity, await links.findJob(db, jobId), 'Job');
  }

  /** Who attached it, if the token's user is a user of the company (tokens may name unknown users). */
  async function attacherOf(identity: RecruiterIdentity): Promise<number | null> {
    const user = await findUser(db, identity.userId);
    return user && user.company_id === identity.companyId ? user.id : null;
  }

  /** Same questionnaire already attached: nothing to do. Another one: the recruiter must detach it first. */
  function linkOutcome(attachedId: string | undefined, wantedId: string): boolean {
    if (attachedId === undefined) return false;
    if (attachedId === wantedId) return true;
    throw conflict('This job already has a questionnaire attached. Detach it first.');
  }

  return {
    async attach(
      identity: RecruiterIdentity,
      jobId: number,
      questionnaireId: string,
      options: { undo?: boolean | undefined } = {},
    ): Promise<{ created: boolean; link: JobQuestionnaireLink }> {
      const job = await getOwnJob(identity, jobId);
      const questionnaire = requireOwnRecord(
        identity,
        await questionnaires.findQuestionnaire(db, questionnaireId),
        'Questionnaire',
      );
      if (isClosedJobStatus(job.status)) throw conflict('This job is closed.');
      if (questionnaire.active !== 1) {
        throw conflict('This questionnaire is inactive. Reactivate it before attaching it to a job.');
      }
      let existed = linkOutcome(await links.findLinkedQuestionnaireId(db, jobId), questionnaireId);
      if (!existed) {
        try {
          await links.insertLink(db, { jobId, questionnaireId, attachedBy: await attacherOf(identity) });
        } catch (err) {
          // A concurrent attach won the race for the job's single link.
          if (!isUniqueViolation(err)) throw err;
          existed = linkOutcome(await links.findLinkedQuestionnaireId(db, jobId), questionnaireId);
        }
      }
      if (!existed) {
        await audit.append(db, {
          companyId: identity.companyId,
          actor: { recruiter: identity },
          type: 'questionnaire_attached',
          details: { questionnaireId, jobId, job: job.title, undo: options.undo === true },
        });
      }
      return {
        created: !existed,
        link: {
          jobId,
          questionnaireId,
          hasQuestionnaire: true,
          message: `Questionnaire successfully associated with job ID: ${jobId}`,
        },
      };
    },

    /**
     * The questions are not public (docs/security.md): an applicant reads them with the guid of their
     * own application for this job, a recruiter for a job of the token's company. Anything else is a 404,
     * so job ids cannot be probed.
     */
    async checkForApplicant(jobId: number, guid: string): Promise<JobQuestionnaireCheck> {
      const parsed = GuidSchema.safeParse(guid.toLowerCase());
      const applicationJobId = parsed.success
        ? await links.findJobIdOfApplication(db, parsed.data)
        : undefined;
      if (applicationJobId !== jobId) throw new AppError('NOT_FOUND', { message: 'Job not found' });
      const result = await this.check(jobId);
      // Which option screens an applicant out is the recruiters' to know: applicants see every option alike.
      if (!result.data) return result;
      const questions = result.data.questions.map((q) => ({
        ...q,
        options: q.options?.map((o) => ({ ...o, knockout: false })) ?? null,
      }));
      // Which questions are requirements, not which answer fails them, when the recruiter chose to say so.
      const requirements = result.data.settings.showRequirements
        ? {
            requirementQuestionIds: result.data.questions
              .filter((q) => q.options?.some((o) => o.knockout) === true)
              .map((q) => q.questionId),
          }
        : {};
      return { ...result, data: { ...result.data, questions, ...requirements } };
    },

    async checkForRecruiter(identity: RecruiterIdentity, jobId: number): Promise<JobQuestionnaireCheck> {
      await getOwnJob(identity, jobId);
      return this.check(jobId);
    },

    /** After the caller's access is settled. An unknown job reads as "none attached". */
    async check(jobId: number): Promise<JobQuestionnaireCheck> {
      const questionnaireId = await links.findLinkedQuestionnaireId(db, jobId);
      if (questionnaireId === undefined) return NONE_ATTACHED;
      const [row, questions] = await Promise.all([
        questionnaires.findQuestionnaire(db, questionnaireId),
        questionnaires.listQuestionsOf(db, questionnaireId),
      ]);
      if (!row) return NONE_ATTACHED;
      return {
        hasQuestionnaire: true,
        data: {
          questionnaireId: row.id,
          questionnaireName: row.name,
          contentType: toContentType(row.content_type),
          active: row.active === 1,
          questions: questions.map(toQuestionDto),
          settings: readSettings(row.settings),
        },
      };
    },

    async detach(
      identity: RecruiterIdentity,
      jobId: number,
      expectedId: string | undefined,
    ): Promise<JobQuestionnaireLink> {
      const job = await getOwnJob(identity, jobId);
      const attachedId = await links.findLinkedQuestionnaireId(db, jobId);
      if (attachedId === undefined) {
        throw new AppError('NOT_FOUND', { message: 'No questionnaire is attached to this job.' });
      }
      if (expectedId !== undefined && expectedId !== attachedId) {
        throw conflict('Another questionnaire is attached to this job.');
      }
      if (!(await links.deleteLink(db, jobId, attachedId))) {
        // Detached by a concurrent request between the read and the delete.
        throw new AppError('NOT_FOUND', { message: 'No questionnaire is attached to this job.' });
      }
      await audit.append(db, {
        companyId: identity.companyId,
        actor: { recruiter: identity },
        type: 'questionnaire_detached',
        details: { questionnaireId: attachedId, jobId, job: job.title },
      });
      return {
        jobId,
        questionnaireId: attachedId,
        hasQuestionnaire: false,
        message: `Questionnaire successfully detached from job ID: ${jobId}`,
      };
    },
  };
}
