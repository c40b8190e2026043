import type { Job, TeamMember, TeamMemberPatch } from '@vi/contracts';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import '../../shared/ui/buttons.css';
import '../../shared/ui/modal.css';
import { JobChecklist } from './job-checklist';
import { TEAM_TEXTS as T } from './texts';

type ReviewerAccessDialogProps = {
  member: TeamMember | null;
  jobs: readonly Job[];
  onClose: () => void;
  /** Resolves when saved; a refusal is shown by the page. */
  onSave: (member: TeamMember, patch: TeamMemberPatch) => Promise<void>;
};

/** A reviewer's jobs and whether they may see applicants' contact details. */
export function ReviewerAccessDialog({ member, jobs, onClose, onSave }: ReviewerAccessDialogProps) {
  return (
    <Modal show={member !== null} onHide={onClose} centered aria-labelledby="reviewer-access-title">
      {member !== null && (
        <AccessForm key={member.userId} member={member} jobs={jobs} onClose={onClose} onSave={onSave} />
      )}
    </Modal>
  );
}

function AccessForm({
  member,
  jobs,
  onClose,
  onSave,
}: Omit<ReviewerAccessDialogProps, 'member'> & { member: TeamMember }) {
  const [jobIds, setJobIds] = useState<number[]>(member.jobIds);
  const [canSee, setCanSee] = useState(member.canSeeContactDetails);
  const [isBusy, setIsBusy] = useState(false);
  const save = async () => {
    setIsBusy(true);
    try {
      await onSave(member, { jobIds, canSeeContactDetails: canSee });
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <>
      <Modal.Header closeButton closeLabel={T.closeDialog}>
        <Modal.Title id="reviewer-access-title" as="h2">
          {T.accessTitle(member.name)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-flex flex-column gap-3">
        <JobChecklist jobs={jobs} selected={jobIds} onChange={setJobIds} />
        <div className="form-check">
          <input
            className="form-check-input"
            type="checkbox"
            id="reviewer-contact-details"
            checked={canSee}
            onChange={(event) => setCanSee(event.target.checked)}
          />
          <label className="form-check-label" htmlFor="reviewer-contact-details">
            {T.contactDetails}
          </label>
        </div>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {T.cancel}
        </button>
        <button type="button" className="btn btn-primary" disabled={isBusy} onClick={() => void save()}>
          {T.save}
        </button>
      </Modal.Footer>
    </>
  );
}
