import type { Questionnaire } from '@vi/contracts';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { InviteResult } from '../../shared/lib/recruiter/invite-result';
import { INVITE_TEXTS } from './texts';
import { InviteForm } from './invite-form';
import './invite-applicant-modal.css';

export type InviteApplicantModalProps = {
  show: boolean;
  /** The questionnaires the home has loaded (for the preview and Change). */
  questionnaires: readonly Questionnaire[];
  /** Preselected job, e.g. from the eligible jobs list. */
  initialJobId?: number;
  onHide: () => void;
  /** The invite was created: the home opens its confirmation dialog (InviteConfirmationModal). */
  onSuccess: (result: InviteResult) => void;
};

const TITLE_ID = 'invite-applicant-title';

export function InviteApplicantModal({
  show,
  questionnaires,
  initialJobId,
  onHide,
  onSuccess,
}: InviteApplicantModalProps) {
  // Every opening starts from an empty form: the key remounts it once the previous one has closed.
  const [opening, setOpening] = useState(0);
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={() => setOpening((count) => count + 1)}
      size="lg"
      scrollable
      fullscreen="sm-down"
      aria-labelledby={TITLE_ID}
      className="invite-applicant-modal"
    >
      <Modal.Header closeButton closeLabel={INVITE_TEXTS.close}>
        <Modal.Title id={TITLE_ID} as="h2" className="h5">
          {INVITE_TEXTS.title}
        </Modal.Title>
      </Modal.Header>
      <InviteForm
        key={opening}
        questionnaires={questionnaires}
        initialJobId={initialJobId}
        onCancel={onHide}
        onSuccess={(result) => {
          onHide();
          onSuccess(result);
        }}
      />
    </Modal>
  );
}
