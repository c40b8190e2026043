import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PRIVACY_LIMITS } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import {
  mergeCompanySettings,
  insertCompany,
  insertDivision,
  insertUser,
  updateCompanySettings,
} from '../companies/index.js';
import { insertApplicant, insertApplication } from '../invitations/index.js';
import { insertJob } from '../jobs/index.js';
import {
  insertLink,
  nameKeyOf,
  prepareQuestions,
  insertQuestionnaire,
  replaceQuestions,
} from '../questionnaires/index.js';
import {
  DEMO_APPLICANTS,
  DEMO_COMPANY,
  DEMO_DIVISIONS,
  DEMO_JOBS,
  DEMO_QUESTIONNAIRES,
  DEMO_USERS,
} from './demo-data.js';
import { DEMO_RECORDED_INTERVIEWS } from './demo-interviews-data.js';
import { findDemoCompanyId, markDemoCompany, RECORDED_EMAILS } from './demo.repository.js';

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

/**
 * Writes the demo company in one transaction, through the same repositories and question rules the API
 * uses: it is either all there or not at all. With `recordedInterviews` the applicants of the demo's
 * completed interviews are invited too; their answers are recorded after start-up (demo-recorder.ts).
 */
export async function seedDemo(
  db: Kysely<DB>,
  options: { recordedInterviews: boolean } = { recordedInterviews: false },
): Promise<DemoSummary> {
  return db.transaction().execute(async (trx) => {
    const companyId = await insertCompany(trx, DEMO_COMPANY);
    await markDemoCompany(trx, companyId);
    // The demo shows the privacy default docs/privacy.md recommends: interviews are deleted 180 days after.
    const retention = { retentionDays: PRIVACY_LIMITS.demoRetentionDays };
    await updateCompanySettings(trx, companyId, mergeCompanySettings(null, retention));
    const divisionIds: number[] = [];
    for (const name of DEMO_DIVISIONS) divisionIds.push(await insertDivision(trx, companyId, name));
    const userIds: number[] = [];
    for (const u of DEMO_USERS) userIds.push(await insertUser(trx, { companyId, ...u }));
    const recruiterUserId = userIds[0]!;

    const jobIds: number[] = [];
    for (const [i, job] of DEMO_JOBS.entries()) {
      // Spread creation dates over the last weeks so lists have a meaningful order.
      const created = new Date(Date.now() - (DEMO_JOBS.length - i) * 36 * 3600 * 1000).toISOString();
      jobIds.push(
        await insertJob(trx, {
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
        }),
      );
    }

    const questionnaireByJob = new Map<number, { id: string; contentType: 'Audio' | 'Video' }>();
    for (const q of DEMO_QUESTIONNAIRES) {
      const id = await insertQuestionnaire(trx, {
        company_id: companyId,
        user_id: recruiterUserId,
        name: q.name,
        name_key: nameKeyOf(q.name),
        content_type: q.contentType,
        active: 1,
        ...('language' in q ? { language: q.language } : {}),
        now: nowIso(),
      });
      await replaceQuestions(
        trx,
        id,
        prepareQuestions(
          q.questions.map((questionText) => ({ questionText, required: true, type: 'Text' as const })),
        ),
      );
      for (const jobIndex of q.jobs) {
        const jobId = jobIds[jobIndex]!;
        await insertLink(trx, { jobId, questionnaireId: id, attachedBy: recruiterUserId });
        questionnaireByJob.set(jobId, { id, contentType: q.contentType });
      }
    }

    const invite = async (
      applicant: { firstName: string; lastName: string; email: string; phone: string | null },
      jobIndex: number,
    ) => {
      const jobId = jobIds[jobIndex]!;
      const questionnaire = questionnaireByJob.get(jobId)!;
      const applicantId = randomUUID();
      await insertApplicant(trx, { id: applicantId, companyId, ...applicant });
      const guid = randomUUID();
      await insertApplication(trx, {
        id: randomUUID(),
        guid,
        company_id: companyId,
        job_id: jobId,
        applicant_id: applicantId,
        questionnaire_id: questionnaire.id,
        invited_by: recruiterUserId,
        resume_key: null,
        resume_name: null,
        resume_type: null,
        accommodations: null,
      });
      return { guid, contentType: questionnaire.contentType };
    };

    const applications: DemoSummary['applications'] = [];
    for (const a of DEMO_APPLICANTS) {
      const { firstName, lastName, email } = a;
      const { guid, contentType } = await invite({ firstName, lastName, email, phone: null }, a.job);
      applications.push({
        guid,
        applicantName: `${a.firstName} ${a.lastName}`,
        jobTitle: DEMO_JOBS[a.job]!.title,
        contentType,
      });
    }
    // Invited now, recorded by demo-recorder once the server listens (their media takes seconds to make).
    if (options.recordedInterviews) {
      for (const r of DEMO_RECORDED_INTERVIEWS) {
        const { firstName, lastName, email, phone } = r;
        await invite({ firstName, lastName, email, phone }, r.job);
      }
    }
    return { companyId, recruiterUserId, applications };
  });
}

/** The demo company (marked when seeded, see findDemoCompanyId), its first active user and open invitations. */
export async function describeExistingDemo(db: Kysely<DB>): Promise<DemoSummary | undefined> {
  const companyId = await findDemoCompanyId(db);
  if (companyId === undefined) return undefined;
  const company = { id: companyId };
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
    // The demo's recorded interviews are not links to try: they are being (or were) answered already.
    .where('applicants.email', 'not in', RECORDED_EMAILS)
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
