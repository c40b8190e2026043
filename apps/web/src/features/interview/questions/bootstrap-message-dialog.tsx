import Modal from 'react-bootstrap/Modal';
import { displayMessage } from '../../../shared/lib/strip-suffix';

/**
 * The spec's dialogs (Connection Lost, Recording Error, Device Error, Are you talking?, Error): a title,
 * a message and Close. react-bootstrap's Modal traps focus and gives it back to the opener on close.
 */
export function BootstrapMessageDialog({
  id,
  show,
  title,
  message,
  onClose,
}: {
  id: string;
  show: boolean;
  title: string;
  message: string;
  onClose: () => void;
}) {
  return (
    <Modal
      show={show}
      onHide={onClose}
      centered
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <Modal.Header closeButton closeLabel="Close dialog">
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={`${id}-body`}>
        <p className="mb-0">{displayMessage(message)}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Close
        </button>
      </Modal.Footer>
    </Modal>
  );
}
