import type { Kysely } from 'kysely';
import type { Job, JobBody, JobListQuery, RecruiterIdentity } from '@vi/contracts';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { requireCompanyAccess } from '../auth/index.js';
import * as companies from '../companies/index.js';
import { createJobCardCache, type JobCardBody } from './job-card.cache.js';
import { toJob, toJobValues } from './job.mapper.js';
import * as repo from './job.repository.js';

const HAS_APPLICATIONS = 'This job has applications; close it instead of deleting it.';

const invalidReference = (path: string, message: string) =>
  new AppError('VALIDATION', { message, fields: [{ path, message }] });

export function createJobService({ db, dialect }: { db: Kysely<DB>; dialect: Dialect }) {
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

  return {
    async list(identity: RecruiterIdentity, companyId: number, filters: JobListQuery): Promise<Job[]> {
      requireCompanyAccess(identity, companyId);
      return (await repo.listJobs(db, dialect, companyId, filters)).map(toJob);
    },

    /**
     * Anyone may read the job card (as ready JSON bytes, see job-card.cache.ts); only recruiters of the
     * job's company see the rest.
     */
    async get(
      viewer: RecruiterIdentity | null,
      jobId: number,
    ): Promise<{ job: Job; card?: undefined } | { card: JobCardBody; job?: undefined }> {
      const kept = cards.fresh(jobId);
      if (kept && viewer?.companyId !== kept.companyId) return { card: kept.card };
      const row = await repo.findJob(db, jobId);
      if (!row) {
        cards.forget(jobId);
        throw notFound('Job');
      }
      return viewer?.companyId === row.company_id ? { job: toJob(row) } : { card: cards.cardOf(row) };
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
