import { z } from 'zod';
import { LocationSchema, type Job, type JobBody, type Location, type PublicJob } from '@vi/contracts';
import { sanitizeJobHtml } from '../../lib/sanitize-html.js';
import type { JobValues, JobWithQuestionnaire } from './job.repository.js';

// Rows written by older code or by hand must not break a read: bad JSON reads as an empty list.
const LocationsColumn = z.array(LocationSchema).catch([]);
const StringsColumn = z.array(z.string()).catch([]);

function parseJson<T>(text: string, schema: z.ZodType<T>): T {
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    return schema.parse([]);
  }
}

/** The applicant's job card: no internal fields, whoever asks. */
export function toPublicJob(row: JobWithQuestionnaire): PublicJob {
  return {
    id: row.id,
    title: row.title,
    companyName: row.company_name,
    companyId: row.company_id,
    locations: parseJson<Location[]>(row.locations, LocationsColumn),
    industry: row.industry,
    description: row.description,
    roleDescription: row.role_description,
    responsibilities: parseJson<string[]>(row.responsibilities, StringsColumn),
    skills: row.skills,
    requirements: row.requirements,
  };
}

/** Everything, for recruiters of the job's company. */
export function toJob(row: JobWithQuestionnaire): Job {
  return {
    ...toPublicJob(row),
    status: row.status,
    requisitionName: row.requisition_name,
    created: row.created_at,
    updated: row.updated_at,
    jobFunction: row.job_function,
    applyUrl: row.apply_url,
    contactEmail: row.contact_email,
    divisionId: row.division_id,
    recruiterId: row.recruiter_id,
    questionnaireId: row.questionnaire_id,
  };
}

// A cleared form field arrives as ''; it is stored as no value.
const text = (value: string | null | undefined): string | null => (value ? value : null);

/** A validated body as stored columns: HTML sanitised, lists as JSON, absent fields as null. */
export function toJobValues(body: JobBody, defaultCompanyName: string, now: string): JobValues {
  return {
    title: body.title,
    status: body.status,
    requisition_name: text(body.requisitionName),
    job_function: text(body.jobFunction),
    industry: text(body.industry),
    company_name: text(body.companyName) ?? defaultCompanyName,
    apply_url: text(body.applyUrl),
    contact_email: text(body.contactEmail),
    description: sanitizeJobHtml(body.description),
    requirements: sanitizeJobHtml(body.requirements),
    role_description: text(body.roleDescription),
    responsibilities: JSON.stringify(body.responsibilities),
    skills: text(body.skills),
    locations: JSON.stringify(body.locations),
    division_id: body.divisionId ?? null,
    recruiter_id: body.recruiterId ?? null,
    updated_at: now,
  };
}
