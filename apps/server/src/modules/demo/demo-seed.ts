import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import { insertCompany, insertDivision, insertUser } from '../companies/company.repository.js';
import {
  DEMO_APPLICANTS,
  DEMO_COMPANY,
  DEMO_DIVISIONS,
  DEMO_JOBS,
  DEMO_QUESTIONNAIRES,
  DEMO_USERS,
} from './demo-data.js';

export interface DemoSummary {
  companyId: number;
  recruiterUserId: number;
  applications: { guid: string; applicantName: string; jobTitle: string; contentType: 'Audio' | 'Video' }[];
}

export async function isDatabaseEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Writes the demo company in one transaction: it is either all there or not at all. */
export async function seedDemo(db: Kysely<DB>): Promise<DemoSummary> {
  return db.transaction().execute(async (trx) => {
    const companyId = await insertCompany(trx, DEMO_COMPANY);
    const divisionIds: number[] = [];
    for (const name of DEMO_DIVISIONS) divisionIds.push(await insertDivision(trx, companyId, name));
    const userIds: number[] = [];
    for (const u of DEMO_USERS) userIds.push(await insertUser(trx, { companyId, ...u }));
    const recruiterUserId = userIds[0]!;

    const jobIds: number[] = [];
    for (const [i, job] of DEMO_JOBS.entries()) {
      // Spread creation dates over the last weeks so lists have a meaningful order.
      const created = new Date(Date.now() - (DEMO_JOBS.length - i) * 36 * 3600 * 1000).toISOString();
      const row = await trx
        .insertInto('jobs')
        .values({
          company_id: companyId,
          division_id: divisionIds[job.division] ?? null,
          recruiter_id: userIds[job.recruiter] ?? null,
          title: job.title,
          requisition_name: `REQ-${1000 + i}`,
          status: job.status,
          job_function: job.jobFunction,
          industry: 'Robotics & Automation',
          company_name: DEMO_COMPANY,
          apply_url: null,
          contact_email: 'talent@northwind.example',
          description: `<p>Northwind Robotics builds autonomous robots for warehouses. As our <strong>${esc(job.title)}</strong> you will join a small, friendly team.</p>`,
          requirements: `<ul><li>${job.skills.split(', ').map(esc).join('</li><li>')}</li><li>Eligible to work in ${esc(job.country)}</li></ul>`,
          role_description: `You will help ${DEMO_COMPANY} deliver reliable robots to customers as a ${job.title}.`,
          responsibilities: JSON.stringify(job.responsibilities),
          skills: job.skills,
          locations: JSON.stringify([{ city: job.city, region: job.region, country: job.country }]),
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      jobIds.push(row.id);
    }

    const questionnaireByJob = new Map<number, { id: string; contentType: 'Audio' | 'Video' }>();
    for (const q of DEMO_QUESTIONNAIRES) {
      const id = randomUUID();
      const now = nowIso();
      await trx
        .insertInto('questionnaires')
        .values({
          id,
          company_id: companyId,
          user_id: recruiterUserId,
          name: q.name,
          name_key: q.name.trim().toLowerCase(),
          content_type: q.contentType,
          active: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('questions')
        .values(
          q.questions.map((text, i) => ({
            id: randomUUID(),
            questionnaire_id: id,
            position: i,
            question_key: `question-${i + 1}`,
            text,
            required: 1 as const,
            type: 'Text' as const,
            options: null,
          })),
        )
        .execute();
      for (const jobIndex of q.jobs) {
        const jobId = jobIds[jobIndex]!;
        await trx
          .insertInto('job_questionnaires')
          .values({ job_id: jobId, questionnaire_id: id, attached_by: recruiterUserId, created_at: now })
          .execute();
        questionnaireByJob.set(jobId, { id, contentType: q.contentType });
      }
    }

    const applications: DemoSummary['applications'] = [];
    for (const a of DEMO_APPLICANTS) {
      const jobId = jobIds[a.job]!;
      const questionnaire = questionnaireByJob.get(jobId)!;
      const applicantId = randomUUID();
      const now = nowIso();
      await trx
        .insertInto('applicants')
        .values({
          id: applicantId,
          company_id: companyId,
          first_name: a.firstName,
          last_name: a.lastName,
          email: a.email,
          email_key: a.email.toLowerCase(),
          phone: null,
          created_at: now,
        })
        .execute();
      const guid = randomUUID();
      await trx
        .insertInto('applications')
        .values({
          id: randomUUID(),
          guid,
          company_id: companyId,
          job_id: jobId,
          applicant_id: applicantId,
          questionnaire_id: questionnaire.id,
          status: 'Incomplete',
          invited_by: recruiterUserId,
          resume_key: null,
          resume_name: null,
          resume_type: null,
          started_at: null,
          completed_at: null,
          consent_at: null,
          consent_terms_version: null,
          transcription_consent: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      applications.push({
        guid,
        applicantName: `${a.firstName} ${a.lastName}`,
        jobTitle: DEMO_JOBS[a.job]!.title,
        contentType: questionnaire.contentType,
      });
    }
    return { companyId, recruiterUserId, applications };
  });
}

/** What to print at start: the first active user of the first company and its open invitations. */
export async function describeExistingDemo(db: Kysely<DB>): Promise<DemoSummary | undefined> {
  const company = await db.selectFrom('companies').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (!company) return undefined;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', company.id)
    .where('active', '=', 1)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!user) return undefined;
  const rows = await db
    .selectFrom('applications')
    .innerJoin('applicants', 'applicants.id', 'applications.applicant_id')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .leftJoin('questionnaires', 'questionnaires.id', 'applications.questionnaire_id')
    .select([
      'applications.guid',
      'applicants.first_name',
      'applicants.last_name',
      'jobs.title',
      'questionnaires.content_type',
    ])
    .where('applications.company_id', '=', company.id)
    .where('applications.status', '!=', 'Completed')
    .orderBy('applications.created_at')
    .limit(5)
    .execute();
  return {
    companyId: company.id,
    recruiterUserId: user.id,
    applications: rows.map((r) => ({
      guid: r.guid,
      applicantName: `${r.first_name} ${r.last_name}`,
      jobTitle: r.title,
      contentType: r.content_type ?? 'Video',
    })),
  };
}
