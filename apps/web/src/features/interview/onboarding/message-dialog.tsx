import Modal from 'react-bootstrap/Modal';
import { ONBOARDING_TEXTS } from './texts';
import '../components/modal.css';

export type DialogMessage = { title: string; message: string };

type MessageDialogProps = { dialog: DialogMessage | undefined; onClose: () => void };

/** The spec's titled error dialogs (Connection Lost, Device Error, …): a title, the message and Close. */
export function MessageDialog({ dialog, onClose }: MessageDialogProps) {
  return (
    <Modal show={dialog !== undefined} onHide={onClose} centered aria-labelledby="message-dialog-title">
      <Modal.Header closeButton closeLabel={ONBOARDING_TEXTS.close}>
        <Modal.Title id="message-dialog-title" as="h2">
          {dialog?.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="m-0">{dialog?.message}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {ONBOARDING_TEXTS.close}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
