import Modal from 'react-bootstrap/Modal';
import { LIST_TEXTS } from './texts';

export type SentInvitation = { email: string; jobTitle: string | null };

type InviteConfirmationModalProps = {
  invitation: SentInvitation | null;
  onHide: () => void;
  /** Where focus goes once the dialog has closed: the control that started the invite. */
  returnFocusTo: () => HTMLElement | null;
};

/** Spec §2 and §4: after a successful invite a second, confirming dialog opens. */
export function InviteConfirmationModal({ invitation, onHide, returnFocusTo }: InviteConfirmationModalProps) {
  return (
    <Modal
      show={invitation !== null}
      onHide={onHide}
      centered
      aria-labelledby="invite-confirmation-title"
      // The element focused when this dialog opened was inside the invite dialog, which is gone by now.
      restoreFocus={false}
      onExited={() => returnFocusTo()?.focus()}
    >
      {invitation !== null && (
        <>
          <Modal.Header closeButton closeLabel={LIST_TEXTS.close}>
            <Modal.Title id="invite-confirmation-title" as="h2" className="h5">
              {LIST_TEXTS.invitationSent}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>{LIST_TEXTS.invitationSentTo(invitation.email)}</p>
            {invitation.jobTitle !== null && (
              <p className="mb-0">{LIST_TEXTS.invitationForJob(invitation.jobTitle)}</p>
            )}
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-primary" onClick={onHide}>
              {LIST_TEXTS.ok}
            </button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
