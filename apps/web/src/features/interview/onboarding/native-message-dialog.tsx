import { useEffect, useId, useRef } from 'react';
import { ONBOARDING_TEXTS } from './texts';
import '../components/buttons.css';
import './native-message-dialog.css';

export type DialogMessage = { title: string; message: string };

type NativeMessageDialogProps = { dialog: DialogMessage | undefined; onClose: () => void };

/**
 * The spec's titled error dialogs (Connection Lost, Device Error, …): a title, the message and Close.
 * A native modal <dialog>, not react-bootstrap's Modal: Connection Lost has to open while offline, when a
 * lazily loaded chunk could not arrive, and the Modal library would cost the first load about 9 KB.
 * The browser traps focus and closes on Escape; focus is handed back to where it was by hand, since not
 * every browser restores it yet.
 */
export function NativeMessageDialog({ dialog, onClose }: NativeMessageDialogProps) {
  const ids = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const isOpen = dialog !== undefined;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (isOpen && !element.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // jsdom has no showModal; the open attribute alone still exposes the dialog there.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!isOpen && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      returnFocusTo.current?.focus();
      returnFocusTo.current = null;
    }
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      className="message-dialog"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-message`}
      onCancel={(event) => {
        // Escape: let React state close it, so state and element never disagree.
        event.preventDefault();
        onClose();
      }}
    >
      {dialog && (
        <div className="message-dialog__content">
          <h2 id={`${ids}-title`} className="message-dialog__title">
            {dialog.title}
          </h2>
          <p id={`${ids}-message`} className="message-dialog__message">
            {dialog.message}
          </p>
          <div className="message-dialog__actions">
            <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
              {ONBOARDING_TEXTS.close}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
