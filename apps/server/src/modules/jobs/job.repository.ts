import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { foldForSearch, type JobListQuery } from '@vi/contracts';
import { likeContains } from '../../db/dialect.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DB, JobRow, NewJob } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** A job row with the id of its attached questionnaire (a job has at most one). */
export type JobWithQuestionnaire = JobRow & { questionnaire_id: string | null };

/**
 * The columns a write sets; company and creation time are fixed when the job is made, and the title's
 * search form is derived from the title here, by every write.
 */
export type JobValues = Omit<NewJob, 'company_id' | 'created_at' | 'title_search'>;

function selectJobs(db: Db) {
  return db
    .selectFrom('jobs')
    .leftJoin('job_questionnaires', 'job_questionnaires.job_id', 'jobs.id')
    .selectAll('jobs')
    .select('job_questionnaires.questionnaire_id');
}

export function listJobs(db: Db, companyId: number, filters: JobListQuery): Promise<JobWithQuestionnaire[]> {
  let query = selectJobs(db).where('jobs.company_id', '=', companyId);
  if (filters.keyword) {
    // Both sides folded (decision 0031): a plain LIKE is then case- and accent-insensitive on both databases.
    const pattern = likeContains(foldForSearch(filters.keyword));
    query = query.where(sql<SqlBool>`jobs.title_search like ${pattern} escape '\\'`);
  }
  if (filters.divisionId !== undefined) query = query.where('jobs.division_id', '=', filters.divisionId);
  if (filters.recruiterId !== undefined) query = query.where('jobs.recruiter_id', '=', filters.recruiterId);
  if (filters.status !== undefined) query = query.where('jobs.status', '=', filters.status);
  return query.orderBy('jobs.created_at', 'desc').orderBy('jobs.id', 'desc').execute();
}

/** Compiled once: every applicant's link reads the job card (docs/decisions/0020-api-read-path.md). */
const jobById = preparedQuery((db, id: number) => selectJobs(db).where('jobs.id', '=', id), [-2_000_000_001]);

export async function findJob(db: Db, id: number): Promise<JobWithQuestionnaire | undefined> {
  return (await jobById(db, id))[0];
}

export async function insertJob(
  db: Db,
  job: JobValues & { company_id: number; created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({ ...job, title_search: foldForSearch(job.title) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateJob(db: Db, companyId: number, id: number, values: JobValues): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ ...values, title_search: foldForSearch(values.title) })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes a job only while it has no applications, in one statement, so an application added between
 * a check and the delete cannot be taken away by the cascade.
 */
export async function deleteJobWithoutApplications(db: Db, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('jobs')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('applications').select('applications.id').where('applications.job_id', '=', id),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function hasApplications(db: Db, jobId: number): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('job_id', '=', jobId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the application with this guid was made for this job (an applicant's way to its card). */
export async function isApplicationOfJob(db: Db, guid: string, jobId: number): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('guid', '=', guid)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row !== undefined;
}
