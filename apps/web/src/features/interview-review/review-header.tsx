import type { Interview, InterviewStage, Questionnaire } from '@vi/contracts';
import type { ReactNode, Ref } from 'react';
import { isDeleted } from '../../shared/lib/deletion-sentence';
import { formatCreatedDate } from '../../shared/lib/recruiter/dates';
import { usePermission } from '../../shared/identity/use-permission';
import { displayName, Tombstone } from '../../shared/ui/recruiter/tombstone';
import { INTERVIEW_TEXTS as T } from '../../shared/ui/recruiter/interview-texts';
import { STAGE_LABELS } from '../../shared/ui/recruiter/interview-facts-texts';
import { InvitationPanel } from './invitation-panel';
import { ResumeViewer } from './resume-viewer';
import { StageControl } from './stage-control';
import { statusLabel } from './texts';
import { InterviewAccommodations } from './interview-accommodations';

type ReviewHeaderProps = {
  interview: Interview;
  companyId: number;
  contentType: Questionnaire['contentType'] | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  /** The tombstone of an erased interview, where focus lands after erasing it here. */
  tombstoneRef: Ref<HTMLDivElement>;
  onStageChange: (stage: InterviewStage) => void;
};

/**
 * Who the applicant is, the interview's facts, its stage, accommodations and resume. Once the applicant's
 * data is erased: the tombstone instead of contact details, invitation, accommodations and resume. A role
 * that does not recruit (a reviewer) sees the stage, but neither moves it nor acts on the invitation, and
 * sees contact details only when granted (the server sends an empty email and no phone otherwise).
 */
export function ReviewHeader({
  interview,
  companyId,
  contentType,
  headingRef,
  tombstoneRef,
  onStageChange,
}: ReviewHeaderProps) {
  const erased = isDeleted(interview);
  const mayDecide = usePermission('recruit');
  return (
    <header className="review__header">
      <div className="review__title-row">
        <h2 ref={headingRef} tabIndex={-1} className="review__name">
          {displayName(interview)}
        </h2>
        {mayDecide ? (
          <StageControl stage={interview.stage} onChange={onStageChange} />
        ) : (
          <p className="review__stage-text">{STAGE_LABELS[interview.stage]}</p>
        )}
      </div>
      <dl className="review__facts">
        <Fact label={T.jobTitle}>{interview.jobTitle}</Fact>
        <Fact label={T.dateApplied}>
          <time dateTime={interview.dateApplied}>{formatCreatedDate(interview.dateApplied)}</time>
        </Fact>
        <Fact label={T.status}>
          <span className={`review__status review__status--${interview.status}`}>
            {statusLabel(interview.status)}
          </span>
        </Fact>
        {!erased && interview.applicantEmail !== '' && (
          <Fact label={T.email}>
            <a href={`mailto:${interview.applicantEmail}`}>{interview.applicantEmail}</a>
          </Fact>
        )}
        {!erased && interview.applicantPhone && (
          <Fact label={T.phone}>
            <a href={`tel:${interview.applicantPhone}`}>{interview.applicantPhone}</a>
          </Fact>
        )}
      </dl>
      {erased ? (
        <Tombstone deletion={interview.deletion} focusRef={tombstoneRef} />
      ) : (
        <>
          {mayDecide && <InvitationPanel interview={interview} companyId={companyId} />}
          <InterviewAccommodations
            interview={interview}
            companyId={companyId}
            contentType={contentType}
            mayEdit={mayDecide}
          />
          {interview.hasResume && interview.resumeUrl && (
            <p className="review__resume">
              <ResumeViewer resumeUrl={interview.resumeUrl} applicantName={interview.applicantName} />
              <a href={interview.resumeUrl} download className="btn btn-outline-primary btn-sm">
                {T.downloadResume}
              </a>
            </p>
          )}
        </>
      )}
    </header>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
