import type { Interview } from '@vi/contracts';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { isDeleted } from '../../shared/lib/deletion-sentence';
import { useEraseInterview } from '../../shared/api/recruiter/privacy';
import { apiErrorMessage } from '../../shared/lib/recruiter/api-error-message';
import { PRIVACY_TEXTS as T } from '../../shared/ui/recruiter/privacy-texts';
import { EraseInterviewModal } from './erase-interview-modal';
import '../../shared/ui/recruiter/privacy.css';

type EraseSectionProps = {
  interview: Interview;
  companyId: number;
  /** Called once the dialog has closed after an erasure: the screen moves focus to its tombstone. */
  onErased: () => void;
};

/**
 * The review screen's danger area: "Erase candidate data…" for a request that reached the team by mail
 * (DELETE /interviews/{id}). Kept apart from the rating and stage controls; gone once the data is.
 */
export function EraseSection({ interview, companyId, onErased }: EraseSectionProps) {
  const headingId = useId();
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wasErased, setWasErased] = useState(false);
  const erase = useEraseInterview(interview.id, companyId);
  // The name as it was when the dialog opened: the erasure empties it while the dialog fades out.
  const [shownName, setShownName] = useState(interview.applicantName);

  function open() {
    setError(null);
    setShownName(interview.applicantName);
    setWasErased(false);
    setOpen(true);
  }

  function run() {
    setError(null);
    erase.mutate(undefined, {
      onSuccess: () => {
        setWasErased(true);
        setOpen(false);
        toast.success(T.erased);
      },
      onError: (failure) => setError(apiErrorMessage(failure, T.eraseFailed)),
    });
  }

  return (
    <>
      {!isDeleted(interview) && (
        <section className="review-panel erase-section" aria-labelledby={headingId}>
          <h3 id={headingId} className="review-panel__heading">
            {T.dangerHeading}
          </h3>
          <p className="erase-section__intro">{T.dangerIntro}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={open}>
            {T.erase}
          </button>
        </section>
      )}
      <EraseInterviewModal
        show={isOpen}
        applicantName={shownName}
        isPending={erase.isPending}
        error={error}
        onErase={run}
        onHide={() => setOpen(false)}
        onExited={() => {
          if (wasErased) onErased();
        }}
        restoreFocus={!wasErased}
      />
    </>
  );
}
