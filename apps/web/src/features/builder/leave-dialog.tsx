import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { BUILDER_TEXTS } from './texts';

type LeaveDialogProps = {
  show: boolean;
  onStay: () => void;
  onLeave: () => void;
};

/** Spec §2: Cancel asks before leaving. The modal traps focus and hands it back to the opener on close. */
export function LeaveDialog({ show, onStay, onLeave }: LeaveDialogProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onStay} aria-labelledby={titleId} centered>
      <Modal.Header closeButton closeLabel={BUILDER_TEXTS.close}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {BUILDER_TEXTS.leaveQuestion}
        </Modal.Title>
      </Modal.Header>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onStay}>
          {BUILDER_TEXTS.leaveStay}
        </button>
        <button type="button" className="btn btn-danger" onClick={onLeave}>
          {BUILDER_TEXTS.leaveConfirm}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
