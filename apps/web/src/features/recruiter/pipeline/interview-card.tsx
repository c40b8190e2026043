import type { Interview } from '@vi/contracts';
import { Link } from 'react-router';
import { formatCreatedDate } from '../lib/dates';
import { reviewPath, type StatusFilter } from '../interviews/interview-pages';
import { INTERVIEW_TEXTS } from '../interviews/texts';
import { RatingSummaryText, StageBadge } from './interview-facts';
import { InvitationBadges } from './invitation-badges';
import { PIPELINE_TEXTS as T } from './texts';

type InterviewCardProps = {
  interview: Interview;
  status: StatusFilter;
  linkRef: ((element: HTMLAnchorElement | null) => void) | undefined;
  isSelected: boolean;
  onSelect: (interview: Interview, selected: boolean) => void;
};

/**
 * Spec §2 card: thumbnail, applicant name and date applied (a link to the review), with the stage and the
 * team's rating; its checkbox sits beside the link (a control inside a link is not allowed).
 */
export function InterviewCard({ interview, status, linkRef, isSelected, onSelect }: InterviewCardProps) {
  const date = formatCreatedDate(interview.dateApplied);
  return (
    <div className={isSelected ? 'pipeline-card pipeline-card--selected' : 'pipeline-card'}>
      <Link ref={linkRef} to={reviewPath(interview.id, status)} className="interview-card">
        <div className="interview-card__media">
          {interview.thumbnailUrl ? (
            <img src={interview.thumbnailUrl} alt="" loading="lazy" width={480} height={360} />
          ) : (
            <span className="interview-card__no-thumbnail" aria-hidden="true">
              {INTERVIEW_TEXTS.noThumbnail}
            </span>
          )}
          {interview.status !== 'Completed' && (
            <span className="interview-card__badge">{interview.status}</span>
          )}
        </div>
        <div className="interview-card__body">
          <h3 className="interview-card__name">{interview.applicantName}</h3>
          <p className="interview-card__job">{interview.jobTitle}</p>
          <p className="interview-card__date">
            {INTERVIEW_TEXTS.dateApplied}: <time dateTime={interview.dateApplied}>{date}</time>
          </p>
          <p className="pipeline-card__facts">
            <span className="visually-hidden">{T.stage}: </span>
            <StageBadge stage={interview.stage} />
            <RatingSummaryText rating={interview.rating} />
          </p>
          <InvitationBadges interview={interview} />
        </div>
      </Link>
      <label className="pipeline-card__select">
        <input
          type="checkbox"
          className="form-check-input"
          checked={isSelected}
          onChange={(event) => onSelect(interview, event.target.checked)}
        />
        <span className="visually-hidden">{T.select(interview.applicantName)}</span>
      </label>
    </div>
  );
}
