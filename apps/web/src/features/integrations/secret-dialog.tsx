import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import '../../shared/ui/buttons.css';
import '../../shared/ui/modal.css';
import { INTEGRATIONS_TEXTS } from './texts';

/** A secret shown once (an API key, a signing secret) with a Copy button; closing it forgets it. */
export function SecretDialog({
  id,
  title,
  intro,
  secret,
  onClose,
}: {
  id: string;
  title: string;
  intro: string;
  secret: string | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  // What was last shown stays in the dialog while it fades out.
  const [shown, setShown] = useState({ title, intro, secret: secret ?? '' });
  if (secret !== null && secret !== shown.secret) setShown({ title, intro, secret });
  const copy = async () => {
    await navigator.clipboard.writeText(shown.secret);
    setCopied(true);
  };
  return (
    <Modal
      show={secret !== null}
      onHide={onClose}
      onExited={() => setCopied(false)}
      centered
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <Modal.Header closeButton closeLabel={INTEGRATIONS_TEXTS.closeDialog}>
        <Modal.Title id={`${id}-title`} as="h2">
          {shown.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id={`${id}-body`}>{shown.intro}</p>
        <label className="visually-hidden" htmlFor={`${id}-value`}>
          {shown.title}
        </label>
        <input
          id={`${id}-value`}
          className="form-control integrations__secret"
          readOnly
          value={shown.secret}
          onFocus={(e) => e.target.select()}
        />
        <p aria-live="polite" className="integrations__copied">
          {copied ? INTEGRATIONS_TEXTS.copied : ''}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => void copy().catch(() => setCopied(false))}
        >
          {INTEGRATIONS_TEXTS.copy}
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {INTEGRATIONS_TEXTS.done}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
