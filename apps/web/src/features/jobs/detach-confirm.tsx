import { isClosedJobStatus, type Job } from '@vi/contracts';
import { MessageDialog } from '../../shared/ui/message-dialog';
import { PANEL_TEXTS } from './texts';

type DetachConfirmProps = {
  /** The job waiting for the recruiter's answer; null: the dialog is closed. */
  job: Job | null;
  questionnaireName: string;
  onCancel: () => void;
  onConfirm: (job: Job) => void;
};

/** Detach asks first, saying whether the job is active and so whether its new applicants are affected. */
export function DetachConfirm({ job, questionnaireName, onCancel, onConfirm }: DetachConfirmProps) {
  const title = job?.title ?? '';
  const isOpen = job !== null && !isClosedJobStatus(job.status);
  return (
    <MessageDialog
      id="detach-confirm"
      show={job !== null}
      title={PANEL_TEXTS.detachTitle(title)}
      onClose={onCancel}
      message={
        <>
          <p>
            {isOpen
              ? PANEL_TEXTS.detachImpactOpen(questionnaireName, title)
              : PANEL_TEXTS.detachImpactClosed(questionnaireName, title)}
          </p>
          <p>{PANEL_TEXTS.detachUndoNote}</p>
        </>
      }
      actions={[
        { label: PANEL_TEXTS.cancel, variant: 'outline-secondary', onClick: onCancel },
        {
          label: PANEL_TEXTS.detach,
          variant: 'danger',
          onClick: () => {
            if (job !== null) onConfirm(job);
          },
        },
      ]}
    />
  );
}
