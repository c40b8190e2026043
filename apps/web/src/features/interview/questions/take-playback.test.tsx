import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TakePlayback } from './take-playback';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TakePlayback', () => {
  it.each([
    ['audio', 'Unable to play audio.'],
    ['video', 'Unable to play recording.'],
  ] as const)('reports a %s take that will not play', async (kind, message) => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('no', 'NotSupportedError'),
    );
    const onError = vi.fn();
    render(<TakePlayback url="blob:take" kind={kind} onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play recording' }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(message));
  });

  it('plays, pauses and replays from the start', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(true);
    const onError = vi.fn();
    render(<TakePlayback url="blob:take" kind="audio" onError={onError} />);

    fireEvent.click(screen.getByRole('button', { name: 'Play recording' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    expect(onError).not.toHaveBeenCalled();
  });

  it('mutes and unmutes, and reports a mute that fails', () => {
    const onError = vi.fn();
    const { unmount } = render(<TakePlayback url="blob:take" kind="audio" onError={onError} />);
    const mute = screen.getByRole('button', { name: 'Mute' });
    fireEvent.click(mute);
    expect(screen.getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe('true');
    unmount();

    vi.spyOn(HTMLMediaElement.prototype, 'muted', 'set').mockImplementation(() => {
      throw new Error('not allowed');
    });
    render(<TakePlayback url="blob:take" kind="audio" onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(onError).toHaveBeenCalledWith('Unable to mute audio.');
  });
});
