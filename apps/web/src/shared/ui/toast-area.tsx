import { ToastContainer, type ToastContainerProps } from 'react-toastify';

/** Alt+T focuses the notifications, as the library does by default. */
const altT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/**
 * Spec §2 toast area: react-toastify with its defaults written out (auto-close 5000 ms, top-right,
 * hotkey Alt+T, drag to dismiss at 80 %), so a screen overrides only what its spec changes.
 */
export function ToastArea(props: ToastContainerProps) {
  return (
    <ToastContainer position="top-right" autoClose={5000} hotKeys={altT} draggablePercent={80} {...props} />
  );
}
