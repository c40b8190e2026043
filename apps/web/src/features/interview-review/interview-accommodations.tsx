import type { ContentType, Interview } from '@vi/contracts';
import { useRef, useState } from 'react';
import { INTERVIEW_TEXTS as T } from '../../shared/ui/recruiter/interview-texts';
import { EditAccommodationsModal } from './edit-accommodations-modal';
import { accommodationsSummary } from './texts';
import './interview-accommodations.css';

type InterviewAccommodationsProps = {
  interview: Interview;
  companyId: number;
  /** The questionnaire's answer format, once known: audio only is offered for video. */
  contentType: ContentType | undefined;
  /** False for a role that does not recruit (a reviewer): the line is shown, not the editor. */
  mayEdit?: boolean;
};

/**
 * The review screen's line 'Accommodations: +50 % time, +1 try, audio only allowed' (when any is set) and,
 * while the interview is not completed, the way to change them.
 */
export function InterviewAccommodations({
  interview,
  companyId,
  contentType,
  mayEdit = true,
}: InterviewAccommodationsProps) {
  const [isEditing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const summary = accommodationsSummary(interview.accommodations);
  const isEditable = mayEdit && interview.status !== 'Completed';
  if (summary.length === 0 && !isEditable && !isEditing) return null;

  return (
    <div ref={region} className="review__accommodations" tabIndex={-1}>
      {summary.length > 0 && (
        <p className="m-0">
          <strong>{T.accommodations}:</strong> {summary.join(', ')}
        </p>
      )}
      {isEditable && (
        <button
          ref={editButton}
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => setEditing(true)}
        >
          {T.editAccommodations}
        </button>
      )}
      <EditAccommodationsModal
        show={isEditing}
        interviewId={interview.id}
        companyId={companyId}
        accommodations={interview.accommodations}
        // An allowance already given stays visible so it can be taken back.
        isAudioOnlyOffered={contentType === 'Video' || interview.accommodations.audioOnlyAllowed}
        onHide={() => setEditing(false)}
        onExited={() => {
          // The button is gone when the interview was completed meanwhile: focus stays near it.
          if (!editButton.current?.isConnected) region.current?.focus();
        }}
      />
    </div>
  );
}
