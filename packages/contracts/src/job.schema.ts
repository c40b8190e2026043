import { z } from 'zod';
import { IntIdSchema } from './common.schema.js';

// PostgreSQL text cannot hold U+0000: refused here, it is a 400 instead of a database error.
const withoutNul = (value: string) => !value.includes('\u0000');
const NUL_MESSAGE = 'Text must not contain NUL characters';
const text = (max: number) => z.string().trim().max(max).refine(withoutNul, NUL_MESSAGE);

export const LocationSchema = z.object({
  city: text(120).default(''),
  region: text(120).default(''),
  country: text(120).default(''),
});
export type Location = z.infer<typeof LocationSchema>;

/** Open and Closed are special (Closed jobs leave the job lists); any other status is shown as-is. */
export const JobStatusSchema = z.string().trim().min(1).max(40).refine(withoutNul, NUL_MESSAGE);

/**
 * The one "job is open" rule: only an open job's card is public; a draft, closed or otherwise-labelled
 * job's card is shown to its own company and to applicants of that job (docs/security.md).
 */
export function isOpenJobStatus(status: string): boolean {
  return status.trim().toLowerCase() === 'open';
}

/** The one "job is closed" rule: a closed job takes no invitations and no questionnaire changes. */
export function isClosedJobStatus(status: string): boolean {
  return status.trim().toLowerCase() === 'closed';
}

const html = z.string().max(50_000, 'HTML must be at most 50000 characters').refine(withoutNul, NUL_MESSAGE);
const optionalText = (max: number) => text(max).nullable().optional();

/** POST/PUT /company/{companyId}/jobs. HTML fields are sanitised on the server before they are stored. */
export const JobBodySchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200)
    .refine(withoutNul, NUL_MESSAGE),
  status: JobStatusSchema.default('Open'),
  requisitionName: optionalText(200),
  jobFunction: optionalText(120),
  industry: optionalText(120),
  companyName: optionalText(200),
  applyUrl: z
    .url({ protocol: /^https?$/, error: 'applyUrl must be an http(s) URL' })
    .max(2000)
    .refine(withoutNul, NUL_MESSAGE)
    .nullable()
    .optional(),
  contactEmail: z.email('contactEmail must be an email address').max(254).nullable().optional(),
  description: html.nullable().optional(),
  requirements: html.nullable().optional(),
  roleDescription: optionalText(5000),
  responsibilities: z.array(text(500).min(1)).max(50).default([]),
  skills: optionalText(1000),
  locations: z.array(LocationSchema).max(20).default([]),
  divisionId: IntIdSchema.nullable().optional(),
  recruiterId: IntIdSchema.nullable().optional(),
});
export type JobBody = z.infer<typeof JobBodySchema>;

export const JobParamsSchema = z.object({ id: IntIdSchema });
export const JobIdParamsSchema = z.object({ jobId: IntIdSchema });
/** GET /job/{id}: an applicant passes the guid of their application, which opens a job that is not open. */
export const JobCardQuerySchema = z.object({ guid: z.string().max(200).optional() });
export const CompanyJobParamsSchema = z.object({ companyId: IntIdSchema, jobId: IntIdSchema });

/** The fields any applicant may see (the job card and Job Details modal). */
export const PublicJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  companyName: z.string().nullable(),
  companyId: z.number().int(),
  locations: z.array(LocationSchema),
  industry: z.string().nullable(),
  description: z.string().nullable(),
  roleDescription: z.string().nullable(),
  responsibilities: z.array(z.string()),
  skills: z.string().nullable(),
  requirements: z.string().nullable(),
});
export type PublicJob = z.infer<typeof PublicJobSchema>;

/** Everything, for recruiters of the job's company. */
export const JobSchema = PublicJobSchema.extend({
  status: z.string(),
  requisitionName: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
  jobFunction: z.string().nullable(),
  applyUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  divisionId: z.number().int().nullable(),
  recruiterId: z.number().int().nullable(),
  /** The attached questionnaire, so lists need no per-job check calls. */
  questionnaireId: z.string().nullable(),
});
export type Job = z.infer<typeof JobSchema>;
export const JobListSchema = z.array(JobSchema);

export const JobListQuerySchema = z.object({
  keyword: text(200).optional(),
  divisionId: IntIdSchema.optional(),
  recruiterId: IntIdSchema.optional(),
  status: JobStatusSchema.optional(),
});
export type JobListQuery = z.infer<typeof JobListQuerySchema>;
