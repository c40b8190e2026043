import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastArea } from './toast-area';

describe('ToastArea', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('shows toasts top-right with the 5000 ms auto-close', async () => {
    const { container } = render(<ToastArea />);
    act(() => {
      toast('Saved.');
    });

    expect(await screen.findByText('Saved.')).toBeDefined();
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    // The library closes a toast when its progress bar's animation ends (jsdom runs no animations).
    const progress = container.querySelector<HTMLElement>('.Toastify__progress-bar');
    expect(progress?.style.animationDuration).toBe('5000ms');
  });

  it('lets a screen override the defaults', async () => {
    const { container } = render(<ToastArea position="bottom-left" />);
    act(() => {
      toast('Moved.');
    });

    expect(await screen.findByText('Moved.')).toBeDefined();
    expect(container.querySelector('.Toastify__toast-container--bottom-left')).not.toBeNull();
  });

  it('Alt+T focuses the notifications even when the focused control stops its keys', async () => {
    render(
      <>
        {/* Like a menu button that handles its own keys: nothing it receives bubbles to the document. */}
        <button type="button" onKeyDown={(event) => event.stopPropagation()}>
          More actions
        </button>
        <ToastArea />
      </>,
    );
    act(() => {
      toast.info('Questionnaire deactivated');
    });
    const notification = await screen.findByRole('alert');
    const menu = screen.getByRole('button', { name: 'More actions' });
    menu.focus();
    fireEvent.keyDown(menu, { key: 't', code: 'KeyT', altKey: true });
    expect(notification.closest('[tabindex="0"]')).toBe(document.activeElement);
  });

  it('leaves Alt+T alone when there is no notification', () => {
    render(<ToastArea />);
    const event = new KeyboardEvent('keydown', { key: 't', code: 'KeyT', altKey: true, cancelable: true });
    document.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
