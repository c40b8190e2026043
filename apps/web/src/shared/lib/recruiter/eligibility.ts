import { isClosedJobStatus } from '@vi/contracts';

/** Spec §5 "Eligible jobs (home)": a job can take the selected questionnaire unless another one holds it. */
export function isEligibleJob(
  job: { questionnaireId: string | null },
  selectedQuestionnaireId: string | null,
): boolean {
  if (job.questionnaireId === null) return true;
  return selectedQuestionnaireId !== null && job.questionnaireId === selectedQuestionnaireId;
}

export function eligibleJobs<T extends { questionnaireId: string | null }>(
  jobs: readonly T[],
  selectedQuestionnaireId: string | null,
): T[] {
  return jobs.filter((job) => isEligibleJob(job, selectedQuestionnaireId));
}

const OPEN_STATUS = 'Open';

/** Spec §4: Closed jobs leave the job lists (closed as the server judges it, whatever the case). */
export function openJobs<T extends { status: string }>(jobs: readonly T[]): T[] {
  return jobs.filter((job) => !isClosedJobStatus(job.status));
}

type StatusBadge = 'success' | 'light' | 'warning';

/** Spec §4 badge colours; any status other than Open or Closed is shown as-is, in warning colours. */
export function statusBadge(status: string): StatusBadge {
  if (status === OPEN_STATUS) return 'success';
  if (isClosedJobStatus(status)) return 'light';
  return 'warning';
}
