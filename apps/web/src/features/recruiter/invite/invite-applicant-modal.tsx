import type { Questionnaire } from '@vi/contracts';

// SKELETON (being built for issue 6): the Invite Applicant modal.
export type InviteApplicantModalProps = {
  show: boolean;
  /** The questionnaires the home has loaded (for the preview and Change). */
  questionnaires: readonly Questionnaire[];
  /** Preselected job, e.g. from the eligible jobs list. */
  initialJobId?: number;
  onHide: () => void;
  /** The invite was created: the home opens its confirmation dialog. */
  onSuccess: (result: { jobId: number; email: string }) => void;
};

export function InviteApplicantModal(_props: InviteApplicantModalProps) {
  return null;
}
