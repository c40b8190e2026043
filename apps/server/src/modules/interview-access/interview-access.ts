import type { Kysely, Transaction } from 'kysely';
import { GuidSchema, type RecruiterIdentity } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { requireOwnRecord } from '../auth/index.js';
import { findInterview, type InterviewRow } from './interview-row.repository.js';
import { maySeeJob } from './reviewer-scope.js';

type Db = Kysely<DB> | Transaction<DB>;

export const interviewNotFound = () => new AppError('NOT_FOUND', { message: 'Interview not found' });

/** Application ids are UUID v4; anything else cannot exist and never reaches the database. */
export function parseInterviewId(id: string): string | undefined {
  const parsed = GuidSchema.safeParse(id.toLowerCase());
  return parsed.success ? parsed.data : undefined;
}

/**
 * The one way every recruiter route reaches an interview by id: another company's interview, or for a
 * reviewer one of a job they are not assigned to, is answered exactly like a missing one (404), so ids
 * cannot be probed.
 */
export async function findOwnInterview(
  db: Db,
  identity: RecruiterIdentity,
  id: string,
): Promise<InterviewRow> {
  const parsed = parseInterviewId(id);
  if (!parsed) throw interviewNotFound();
  const row = requireOwnRecord(identity, await findInterview(db, parsed), 'Interview');
  if (!(await maySeeJob(db, identity, row.job_id))) throw interviewNotFound();
  return row;
}
