import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ButtonWithSpinner } from './button-with-spinner';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ButtonWithSpinner', () => {
  it('renders text, variant and id, and calls onClick', async () => {
    const onClick = vi.fn();
    render(<ButtonWithSpinner text="Start Recording" variant="danger" id="start" onClick={onClick} />);

    const button = screen.getByRole('button', { name: 'Start Recording' });
    expect(button.id).toBe('start');
    expect(button.className).toContain('btn-danger');
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveProperty('disabled', false);
  });

  it('is disabled with a spinner while an async onClick runs, then recovers', async () => {
    const action = deferred();
    const onClick = vi.fn(() => action.promise);
    render(<ButtonWithSpinner text="Submit" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Submit' });

    await userEvent.click(button);
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('button-spinner')).toBeTruthy();

    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    action.resolve();
    await vi.waitFor(() => {
      expect(button).toHaveProperty('disabled', false);
    });
    expect(screen.queryByTestId('button-spinner')).toBeNull();
  });

  it('recovers after a rejected action', async () => {
    const action = deferred();
    render(<ButtonWithSpinner text="Rerecord" onClick={() => action.promise} />);
    const button = screen.getByRole('button', { name: 'Rerecord' });

    await userEvent.click(button);
    action.reject(new Error('nope'));
    await vi.waitFor(() => {
      expect(button).toHaveProperty('disabled', false);
    });
  });

  it('hides the spinner when showSpinner is false but stays disabled', async () => {
    const action = deferred();
    render(<ButtonWithSpinner text="Stop" showSpinner={false} onClick={() => action.promise} />);
    const button = screen.getByRole('button', { name: 'Stop' });

    await userEvent.click(button);
    expect(button).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('button-spinner')).toBeNull();
    action.resolve();
    await vi.waitFor(() => {
      expect(button).toHaveProperty('disabled', false);
    });
  });

  it('honours disabled and isLoading', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<ButtonWithSpinner text="Start" disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onClick).not.toHaveBeenCalled();

    rerender(<ButtonWithSpinner text="Start" isLoading onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Start' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('button-spinner')).toBeTruthy();
  });

  it('is operable with the keyboard', async () => {
    const onClick = vi.fn();
    render(<ButtonWithSpinner text="Submit" onClick={onClick} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
