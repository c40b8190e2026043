import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { displayMessage } from '../lib/strip-suffix';
import { useSharedUiTexts } from './shared-ui-texts';
import './buttons.css';
import './modal.css';

export type DialogAction = {
  label: string;
  onClick: () => void;
  variant?: 'primary' | 'danger' | 'outline-secondary';
};

type MessageDialogProps = {
  /** Prefix of the title's and message's element ids. */
  id: string;
  show: boolean;
  title: string;
  message: ReactNode;
  /** Escape, the × and the default Close button. */
  onClose: () => void;
  /** Replaces the single Close button (a confirmation's two choices, or "Go to the start page"). */
  actions?: DialogAction[];
  /**
   * Where focus goes on close when the element that had it is gone or was disabled meanwhile (the Modal
   * gives it back to that element, which leaves a keyboard user on the page's body).
   */
  fallbackFocus?: () => HTMLElement | null | undefined;
};

function isFocusLost(): boolean {
  const active = document.activeElement;
  return (
    active === null || active === document.body || (active instanceof HTMLButtonElement && active.disabled)
  );
}

/**
 * A titled message in a modal dialog (the spec's Connection Lost, Recording Error, Device Error, Are you
 * talking?, Error, and confirmations): role=dialog with aria-modal, labelled by its title and described by
 * its message. react-bootstrap's Modal moves focus into it, keeps it there, closes on Escape and gives
 * focus back to where it was; modal.css puts it on screen, centred, at every width.
 */
export function MessageDialog(props: MessageDialogProps) {
  const { id, show, title, message, onClose, actions, fallbackFocus } = props;
  const texts = useSharedUiTexts();
  const buttons: DialogAction[] = actions ?? [{ label: texts.close, onClick: onClose }];
  return (
    <Modal
      show={show}
      onHide={onClose}
      centered
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onExited={() => {
        if (!fallbackFocus) return;
        // After the Modal's own restore, which runs once this returns.
        setTimeout(() => {
          if (isFocusLost()) fallbackFocus()?.focus();
        }, 0);
      }}
    >
      <Modal.Header closeButton closeLabel={texts.closeDialog}>
        <Modal.Title id={`${id}-title`} as="h2">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={`${id}-body`}>
        {typeof message === 'string' ? <p>{displayMessage(message)}</p> : message}
      </Modal.Body>
      <Modal.Footer>
        {buttons.map((action) => (
          <button
            key={action.label}
            type="button"
            className={`btn btn-${action.variant ?? 'primary'}`}
            onClick={action.onClick}
          >
            {action.label}
          </button>
        ))}
      </Modal.Footer>
    </Modal>
  );
}
