import { act, render, screen } from '@testing-library/react';
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
});
