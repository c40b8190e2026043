import { useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { formatDeadline } from '../../shared/lib/format-deadline';
import type { SentInvitation } from '../../shared/lib/recruiter/invite-result';
import { CONFIRMATION_TEXTS as T } from './texts';

type InviteConfirmationModalProps = {
  invitation: SentInvitation | null;
  onHide: () => void;
  /** Where focus goes once the dialog has closed: the control that started the invite. */
  returnFocusTo: () => HTMLElement | null;
};

/**
 * Spec §2 and §4: after a successful invite a second, confirming dialog opens. It says what the server
 * says happened to the mail: sent, or not (no mail server, or it refused), and then offers the link to
 * pass on by hand. A server that does not say (an older one) is taken at its old word: sent.
 */
export function InviteConfirmationModal({ invitation, onHide, returnFocusTo }: InviteConfirmationModalProps) {
  const isSent = invitation?.mailStatus === undefined || invitation.mailStatus === 'sent';
  return (
    <Modal
      show={invitation !== null}
      onHide={onHide}
      centered
      aria-labelledby="invite-confirmation-title"
      // The element focused when this dialog opened was inside the invite dialog, which is gone by now.
      restoreFocus={false}
      onExited={() => returnFocusTo()?.focus()}
      className="invite-confirmation"
    >
      {invitation !== null && (
        <>
          <Modal.Header closeButton closeLabel={T.close}>
            <Modal.Title id="invite-confirmation-title" as="h2" className="h5">
              {isSent ? T.sentTitle : T.notSentTitle}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {isSent ? (
              <p>{T.sentTo(invitation.email)}</p>
            ) : (
              <div className="alert alert-warning" role="note">
                <p className="mb-1">{T.invited(invitation.email)}</p>
                <p className="mb-0">
                  <strong>{invitation.mailStatus === 'failed' ? T.mailFailed : T.noMailServer}</strong>
                </p>
              </div>
            )}
            {invitation.jobTitle !== null && <p className="mb-1">{T.forJob(invitation.jobTitle)}</p>}
            {invitation.deadline ? (
              <p className="mb-1">{T.deadline(formatDeadline(invitation.deadline))}</p>
            ) : null}
            {!isSent && invitation.interviewUrl ? <InterviewLink url={invitation.interviewUrl} /> : null}
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-primary" onClick={onHide}>
              {T.ok}
            </button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}

/** The applicant's link, to send by hand: shown whole, and copied with one button. */
function InterviewLink({ url }: { url: string }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const inputRef = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      // No clipboard access (an insecure page, a refused permission): the link is selected to copy by hand.
      inputRef.current?.select();
      setCopyState('failed');
    }
  }

  return (
    <div className="invite-confirmation__link">
      <p className="mt-3 mb-1">{T.sendYourself}</p>
      <label htmlFor="invite-confirmation-url" className="form-label">
        {T.linkLabel}
      </label>
      <div className="invite-confirmation__copy">
        <input
          ref={inputRef}
          id="invite-confirmation-url"
          className="form-control"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn-outline-primary" onClick={() => void copy()}>
          {T.copy}
        </button>
      </div>
      <p className="invite-confirmation__copied" role="status">
        {copyState === 'copied' ? T.copied : copyState === 'failed' ? T.copyByHand : ''}
      </p>
    </div>
  );
}
