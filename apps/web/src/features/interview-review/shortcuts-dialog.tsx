import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { INTERVIEW_TEXTS } from '../../shared/ui/recruiter/interview-texts';
import { REVIEW_TEXTS as T, shortcutList } from './texts';

type ShortcutsDialogProps = { show: boolean; onHide: () => void };

/** The review screen's keys, opened with '?' or the "Keyboard shortcuts" button. */
export function ShortcutsDialog({ show, onHide }: ShortcutsDialogProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={INTERVIEW_TEXTS.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {T.shortcuts}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="shortcuts">
          {shortcutList().map(({ keys, what }) => (
            <div key={keys} className="shortcuts__row">
              <dt>
                <kbd>{keys}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
        <p className="mb-0 text-body-secondary">{T.shortcutsNote}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onHide}>
          {INTERVIEW_TEXTS.close}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
