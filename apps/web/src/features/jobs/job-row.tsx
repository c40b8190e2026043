import type { Job } from '@vi/contracts';
import type { ReactNode } from 'react';
import { formatLocations } from './job-actions';
import { JobStatusBadge } from './status-badge';
import { PANEL_TEXTS } from './texts';

type JobRowProps = {
  job: Job;
  /** The title button's id: the action button is described by it. */
  titleId: string;
  isDemo: boolean;
  /** Another questionnaire holds the job: the row says so under its title. */
  isAttachedElsewhere: boolean;
  /** The row's action button. */
  action: ReactNode;
  /** Receives the title button, so focus can come back to it from the details. */
  titleRef: (element: HTMLButtonElement | null) => void;
  onOpenDetails: (jobId: number) => void;
};

/** One job of the Select Job panel (spec §2): title, location and the action button; a click opens details. */
export function JobRow({
  job,
  titleId,
  isDemo,
  isAttachedElsewhere,
  action,
  titleRef,
  onOpenDetails,
}: JobRowProps) {
  const location = formatLocations(job);
  return (
    <li
      className="job-row"
      onClick={(event) => {
        // Chrome hands a click on a disabled button to the row, with the row as target: a click that
        // lands on the action button (Inactive, Attached elsewhere, a demo's) must not open details.
        const button = event.currentTarget.querySelector('.job-action-button');
        const box = button?.getBoundingClientRect();
        const onButton =
          box !== undefined &&
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!onButton) onOpenDetails(job.id);
      }}
    >
      <div className="job-row__main">
        <button
          type="button"
          id={titleId}
          className="btn btn-link job-row__title"
          ref={titleRef}
          onClick={(event) => {
            event.stopPropagation();
            onOpenDetails(job.id);
          }}
        >
          {job.title}
        </button>
        <div className="job-row__meta">
          <span>{location || PANEL_TEXTS.locationUnknown}</span>
          <JobStatusBadge status={job.status} />
          {isDemo ? <span className="badge text-bg-dark">{PANEL_TEXTS.demoBadge}</span> : null}
        </div>
        {isAttachedElsewhere && !isDemo ? (
          <div className="job-row__note">{PANEL_TEXTS.attachedElsewhereNote}</div>
        ) : null}
      </div>
      {action}
    </li>
  );
}
