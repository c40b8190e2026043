import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Job, JobQuestionnaireCheck, JobQuestionnaireLink } from '@vi/contracts';
import { httpClient } from '../http-client';

/* The company's jobs and their questionnaire links: their calls, query keys and query options. */

export const jobKeys = {
  /** The company's jobs, each with the questionnaire attached to it. */
  list: (companyId: number) => ['jobs', companyId] as const,
  /** One job's questionnaire link, with the questionnaire's questions. */
  questionnaire: (jobId: number | null) => ['job-questionnaire', jobId] as const,
};

export async function fetchJobs(companyId: number): Promise<Job[]> {
  const { data } = await httpClient.get<Job[]>(`/company/${companyId}/jobs`);
  return data;
}

export async function fetchJobQuestionnaire(jobId: number): Promise<JobQuestionnaireCheck> {
  const { data } = await httpClient.get<JobQuestionnaireCheck>(`/job/${jobId}/questionnaire`);
  return data;
}

export async function attachQuestionnaire(
  jobId: number,
  questionnaireId: string,
  /** The recruiter pressed Undo on a detach: the audit log records the attach as its undo. */
  undo?: boolean,
): Promise<JobQuestionnaireLink> {
  const { data } = await httpClient.post<JobQuestionnaireLink>(`/job/${jobId}/questionnaire`, {
    questionnaireId,
    ...(undo === true ? { undo } : {}),
  });
  return data;
}

export async function detachQuestionnaire(jobId: number, questionnaireId: string): Promise<void> {
  await httpClient.delete(`/job/${jobId}/questionnaire`, { data: { questionnaireId } });
}

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
