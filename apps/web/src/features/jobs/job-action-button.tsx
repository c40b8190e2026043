import type { JobAction, RunnableAction } from './job-actions';
import { PANEL_TEXTS } from './texts';

type JobActionButtonProps = {
  action: JobAction;
  isProcessing: boolean;
  /** Demo rows are never sent to the server (decision 0013). */
  isDemo: boolean;
  /** The element naming the job, so "Select" is announced with the job it belongs to. */
  describedBy: string;
  onRun: (action: RunnableAction) => void;
};

/** Catalogue keys, read at render so the label follows the recruiter's language. */
const LABEL = {
  select: 'select',
  detach: 'detach',
  inactive: 'inactive',
  'attached-elsewhere': 'attachedElsewhere',
} as const satisfies Record<JobAction, keyof typeof PANEL_TEXTS>;

const VARIANT: Record<JobAction, string> = {
  select: 'btn-primary',
  detach: 'btn-outline-danger',
  inactive: 'btn-secondary',
  'attached-elsewhere': 'btn-outline-secondary',
};

export function JobActionButton({ action, isProcessing, isDemo, describedBy, onRun }: JobActionButtonProps) {
  const isRunnable = (action === 'select' || action === 'detach') && !isDemo;
  return (
    <button
      type="button"
      className={`btn btn-sm ${VARIANT[action]} job-action-button`}
      disabled={!isRunnable || isProcessing}
      aria-describedby={describedBy}
      onClick={(event) => {
        // The row itself opens the details; the button must not.
        event.stopPropagation();
        if (action === 'select' || action === 'detach') onRun(action);
      }}
    >
      {isProcessing ? PANEL_TEXTS.processing : PANEL_TEXTS[LABEL[action]]}
    </button>
  );
}
