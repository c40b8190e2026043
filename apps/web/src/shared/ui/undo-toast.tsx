import { toast, type ToastContentProps } from 'react-toastify';
import { UI_LIMITS } from '../lib/ui-limits';
import './undo-toast.css';

type UndoToastOptions = {
  message: string;
  /** The button's visible word ('Undo') and its name for a screen reader ('Undo deactivating “Nights”'). */
  undoLabel: string;
  undoName: string;
  onUndo: () => void;
  kind?: 'success' | 'warning';
};

function UndoToastBody({ closeToast, data }: ToastContentProps<UndoToastOptions>) {
  return (
    <div className="undo-toast">
      <span>{data.message}</span>{' '}
      <button
        type="button"
        className="btn btn-sm btn-light undo-toast__button"
        aria-label={data.undoName}
        // The toast area's hot key reaches it (ToastArea), then Tab.
        aria-keyshortcuts="Alt+T"
        onClick={(event) => {
          event.stopPropagation();
          closeToast();
          data.onUndo();
        }}
      >
        {data.undoLabel}
      </button>
    </div>
  );
}

/**
 * A toast that says what just happened and offers to reverse it. It stays longer than plain toasts and
 * does not close on a click elsewhere in it, so the button is reachable by pointer and keyboard.
 */
export function showUndoToast(options: UndoToastOptions): void {
  const show = options.kind === 'warning' ? toast.warning : toast.success;
  show(UndoToastBody, { data: options, autoClose: UI_LIMITS.undoToastMs, closeOnClick: false });
}
