import type { Kysely } from 'kysely';
import { GuidSchema, isOpenJobStatus } from '@vi/contracts';
import type { Job, JobBody, JobListQuery, RecruiterIdentity } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { requireCompanyAccess } from '../auth/index.js';
import * as companies from '../companies/index.js';
import { assignedJobIds, assignedUserOf, maySeeJob } from '../interview-access/index.js';
import { createJobCardCache, type JobCardBody } from './job-card.cache.js';
import { toJob, toJobValues } from './job.mapper.js';
import * as repo from './job.repository.js';

const HAS_APPLICATIONS = 'This job has applications; close it instead of deleting it.';

const invalidReference = (path: string, message: string) =>
  new AppError('VALIDATION', { message, fields: [{ path, message }] });

export function createJobService({ db }: { db: Kysely<DB> }) {
  const cards = createJobCardCache();

  async function getOwnJob(companyId: number, jobId: number) {
    const row = await repo.findJob(db, jobId);
    if (!row || row.company_id !== companyId) throw notFound('Job');
    return row;
  }

  /** Division and recruiter must be the company's own; the company name defaults to the company's. */
  async function checkedValues(companyId: number, body: JobBody, now: string) {
    const [companyName, divisionOk, recruiterOk] = await Promise.all([
      companies.findCompanyName(db, companyId),
      body.divisionId == null ? true : companies.isCompanyDivision(db, companyId, body.divisionId),
      body.recruiterId == null ? true : companies.isCompanyUser(db, companyId, body.recruiterId),
    ]);
    // A token can name a company this server has no row for; its jobs would have no owner.
    if (companyName === undefined) throw notFound('Company');
    if (!divisionOk) throw invalidReference('body.divisionId', 'Division not found in this company');
    if (!recruiterOk) throw invalidReference('body.recruiterId', 'Recruiter not found in this company');
    return toJobValues(body, companyName, now);
  }

  async function isApplicantOfJob(guid: string | undefined, jobId: number): Promise<boolean> {
    if (guid === undefined) return false;
    const parsed = GuidSchema.safeParse(guid.toLowerCase());
    return parsed.success && repo.isApplicationOfJob(db, parsed.data, jobId);
  }

  return {
    async list(identity: RecruiterIdentity, companyId: number, filters: JobListQuery): Promise<Job[]> {
      requireCompanyAccess(identity, companyId);
      const jobs = await repo.listJobs(db, companyId, filters);
      const assignedTo = assignedUserOf(identity);
      if (assignedTo === undefined) return jobs.map(toJob);
      // A reviewer lists only the jobs they are assigned to.
      const mine = new Set((await assignedJobIds(db, assignedTo).execute()).map((r) => r.job_id));
      return jobs.filter((job) => mine.has(job.id)).map(toJob);
    },

    /**
     * Anyone may read an open job's card (as ready JSON bytes, see job-card.cache.ts); a job that is not
     * open (a draft, closed) shows its card only to applicants of that job (their application's guid) and
     * to its own company, and is otherwise the same 404 as a missing job, so ids cannot be probed. Only
     * recruiters of the job's company see the rest.
     */
    async get(
      viewer: RecruiterIdentity | null,
      jobId: number,
      guid?: string,
    ): Promise<{ job: Job; card?: undefined } | { card: JobCardBody; isPublic: boolean; job?: undefined }> {
      const kept = cards.fresh(jobId);
      if (kept?.isOpen && viewer?.companyId !== kept.companyId) return { card: kept.card, isPublic: true };
      const row = await repo.findJob(db, jobId);
      if (!row) {
        cards.forget(jobId);
        throw notFound('Job');
      }
      const isRecruiterOfJob = viewer?.companyId === row.company_id && (await maySeeJob(db, viewer, row.id));
      if (isRecruiterOfJob) return { job: toJob(row) };
      const card = cards.cardOf(row);
      if (isOpenJobStatus(row.status)) return { card, isPublic: true };
      if (await isApplicantOfJob(guid, jobId)) return { card, isPublic: false };
      throw notFound('Job');
    },

    async create(identity: RecruiterIdentity, companyId: number, body: JobBody): Promise<Job> {
      requireCompanyAccess(identity, companyId);
      const now = nowIso();
      const values = await checkedValues(companyId, body, now);
      const id = await repo.insertJob(db, { ...values, company_id: companyId, created_at: now });
      return toJob(await getOwnJob(companyId, id));
    },

    async update(identity: RecruiterIdentity, companyId: number, jobId: number, body: JobBody): Promise<Job> {
      requireCompanyAccess(identity, companyId);
      await getOwnJob(companyId, jobId);
      const values = await checkedValues(companyId, body, nowIso());
      const updated = await repo.updateJob(db, companyId, jobId, values);
      cards.forget(jobId);
      if (!updated) throw notFound('Job');
      return toJob(await getOwnJob(companyId, jobId));
    },

    async remove(identity: RecruiterIdentity, companyId: number, jobId: number): Promise<void> {
      requireCompanyAccess(identity, companyId);
      await getOwnJob(companyId, jobId);
      if (await repo.deleteJobWithoutApplications(db, companyId, jobId)) {
        cards.forget(jobId);
        return;
      }
      if (await repo.hasApplications(db, jobId))
        throw new AppError('CONFLICT', { message: HAS_APPLICATIONS });
      throw notFound('Job');
    },
  };
}
