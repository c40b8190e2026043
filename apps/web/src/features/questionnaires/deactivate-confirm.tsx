import { isClosedJobStatus, type Job, type Questionnaire } from '@vi/contracts';
import { MessageDialog } from '../../shared/ui/message-dialog';
import { QUESTIONNAIRE_LIST_TEXTS, QUESTIONNAIRE_STATUS_TEXTS as T } from './texts';

type DeactivateConfirmProps = {
  /** The questionnaire waiting for the recruiter's answer; null: the dialog is closed. */
  questionnaire: Questionnaire | null;
  jobs: readonly Job[];
  /** The job list could not be read: the dialog says it cannot name the jobs rather than "none". */
  jobsUnknown: boolean;
  onCancel: () => void;
  onConfirm: (questionnaire: Questionnaire) => void;
};

/** The open jobs that send this questionnaire today: deactivating it stops their new interviews. */
export function activeJobsOf(questionnaireId: string, jobs: readonly Job[]): Job[] {
  return jobs.filter((job) => job.questionnaireId === questionnaireId && !isClosedJobStatus(job.status));
}

/** Deactivate asks first, naming the active jobs whose new applicants it stops sending interviews to. */
export function DeactivateConfirm({
  questionnaire,
  jobs,
  jobsUnknown,
  onCancel,
  onConfirm,
}: DeactivateConfirmProps) {
  const affected = questionnaire === null ? [] : activeJobsOf(questionnaire.questionnaireId, jobs);
  const name = questionnaire?.questionnaireName ?? '';
  return (
    <MessageDialog
      id="deactivate-confirm"
      show={questionnaire !== null}
      title={T.deactivateTitle(name)}
      onClose={onCancel}
      message={
        <>
          <p>
            {jobsUnknown
              ? T.deactivateJobsUnknown(questionnaire?.activeJobCount ?? 0)
              : T.deactivateImpact(affected.length)}
          </p>
          {!jobsUnknown && affected.length > 0 && (
            <ul className="deactivate-confirm__jobs">
              {affected.map((job) => (
                <li key={job.id}>{job.title}</li>
              ))}
            </ul>
          )}
          <p>{T.deactivateKeeps}</p>
        </>
      }
      actions={[
        { label: T.cancel, variant: 'outline-secondary', onClick: onCancel },
        {
          label: QUESTIONNAIRE_LIST_TEXTS.deactivate,
          variant: 'danger',
          onClick: () => {
            if (questionnaire !== null) onConfirm(questionnaire);
          },
        },
      ]}
    />
  );
}
