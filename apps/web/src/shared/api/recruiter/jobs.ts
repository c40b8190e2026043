import { queryOptions, skipToken } from '@tanstack/react-query';
import { fetchJobQuestionnaire, fetchJobs } from './recruiter-api';

export const jobKeys = {
  /** The company's jobs, each with the questionnaire attached to it. */
  list: (companyId: number) => ['jobs', companyId] as const,
  /** One job's questionnaire link, with the questionnaire's questions. */
  questionnaire: (jobId: number | null) => ['job-questionnaire', jobId] as const,
};

export function jobsQueryOptions(companyId: number) {
  return queryOptions({ queryKey: jobKeys.list(companyId), queryFn: () => fetchJobs(companyId) });
}

/** `null` while no job is picked: nothing to ask for yet. */
export function jobQuestionnaireQueryOptions(jobId: number | null) {
  return queryOptions({
    queryKey: jobKeys.questionnaire(jobId),
    queryFn: jobId === null ? skipToken : () => fetchJobQuestionnaire(jobId),
  });
}
