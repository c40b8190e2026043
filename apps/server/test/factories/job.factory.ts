import type { Kysely } from 'kysely';
import { foldForSearch } from '@vi/contracts';
import type { DB, NewJob } from '../../src/db/schema.js';

/** Inserts a job row directly (bypassing the API) for tests of other modules. */
export async function createJob(
  db: Kysely<DB>,
  companyId: number,
  overrides: Partial<Omit<NewJob, 'company_id' | 'title_search'>> = {},
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('jobs')
    .values({
      company_id: companyId,
      division_id: null,
      recruiter_id: null,
      title: 'Robotics Engineer',
      requisition_name: 'REQ-1',
      status: 'Open',
      job_function: 'Engineering',
      industry: 'Robotics',
      company_name: 'Test Company',
      apply_url: null,
      contact_email: 'jobs@example.com',
      description: '<p>Build robots.</p>',
      requirements: '<ul><li>C++</li></ul>',
      role_description: 'You build robots.',
      responsibilities: JSON.stringify(['Build', 'Test']),
      skills: 'C++, Python',
      locations: JSON.stringify([{ city: 'Austin', region: 'TX', country: 'USA' }]),
      created_at: now,
      updated_at: now,
      ...overrides,
      title_search: foldForSearch(overrides.title ?? 'Robotics Engineer'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
