import { isClosedJobStatus, type Job } from '@vi/contracts';

/**
 * What a job row's button offers for the questionnaire the panel was opened for (spec §4):
 * - 'inactive': the job is Closed (the server refuses attaching to it);
 * - 'detach': this questionnaire is the job's;
 * - 'select': the job has none;
 * - 'attached-elsewhere': another questionnaire holds the job. The server answers 409 to an attach
 *   there, so the button says so instead of offering an action that cannot succeed.
 */
export type JobAction = 'select' | 'detach' | 'inactive' | 'attached-elsewhere';
/** The actions that call the server. */
export type RunnableAction = Extract<JobAction, 'select' | 'detach'>;

export function jobActionFor(
  job: Pick<Job, 'status' | 'questionnaireId'>,
  questionnaireId: string | null,
): JobAction {
  if (isClosedJobStatus(job.status)) return 'inactive';
  if (job.questionnaireId === null) return 'select';
  if (questionnaireId !== null && job.questionnaireId === questionnaireId) return 'detach';
  return 'attached-elsewhere';
}

/** "City, Region" per location; several locations joined with "; ". */
export function formatLocations(job: Pick<Job, 'locations'>): string {
  return job.locations
    .map((location) => [location.city, location.region].filter((part) => part.trim() !== '').join(', '))
    .filter((text) => text !== '')
    .join('; ');
}

/** The distinct statuses of the listed jobs, for the Job Status filter. */
export function statusOptions(jobs: readonly Pick<Job, 'status'>[]): string[] {
  return [...new Set(jobs.map((job) => job.status))].sort((a, b) => a.localeCompare(b));
}
