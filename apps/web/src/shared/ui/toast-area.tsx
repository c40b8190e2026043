import { useEffect } from 'react';
import { toast, ToastContainer, type ToastContainerProps } from 'react-toastify';

/** Alt+T focuses the notifications, as the library does by default. */
const altT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';
const never = () => false;

/**
 * Spec §2 toast area: react-toastify with its defaults written out (auto-close 5000 ms, top-right,
 * hotkey Alt+T, drag to dismiss at 80 %), so a screen overrides only what its spec changes.
 *
 * The hotkey is heard in the capture phase, not by the library's own listener: that one waits for the
 * key to bubble up to the document, and a focused menu button stops its keys on the way, so Alt+T did
 * nothing right after a row's menu closed (the Undo toast then could not be reached by keyboard).
 */
export function ToastArea(props: ToastContainerProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!altT(event)) return;
      const first = document.querySelector<HTMLElement>('.Toastify__toast-container [tabindex="0"]');
      if (!first) return;
      event.preventDefault();
      first.focus();
      // As the library does: a toast being read by keyboard does not close meanwhile.
      toast.pause();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);
  return (
    <ToastContainer position="top-right" autoClose={5000} hotKeys={never} draggablePercent={80} {...props} />
  );
}
