import { afterEach, describe, expect, it, vi } from 'vitest';
import { countLiveStreams, registerStream, stopAllTracks, unregisterStream } from './live-tracks';

function fakeStream(states: MediaStreamTrackState[]) {
  const tracks = states.map((readyState) => ({ readyState, stop: vi.fn() }));
  const stream = { getTracks: () => tracks } as unknown as MediaStream;
  return { stream, tracks };
}

describe('live tracks registry', () => {
  afterEach(() => {
    stopAllTracks();
  });

  it('stops every live track of every registered stream and forgets them', () => {
    const first = fakeStream(['live', 'live']);
    const second = fakeStream(['live', 'ended']);
    registerStream(first.stream);
    registerStream(second.stream);

    stopAllTracks();

    expect(first.tracks.every((track) => track.stop.mock.calls.length === 1)).toBe(true);
    expect(second.tracks[0]?.stop).toHaveBeenCalledTimes(1);
    expect(second.tracks[1]?.stop).not.toHaveBeenCalled();
    expect(countLiveStreams()).toBe(0);
  });

  it('does not stop an unregistered stream', () => {
    const stream = fakeStream(['live']);
    registerStream(stream.stream);
    unregisterStream(stream.stream);

    stopAllTracks();

    expect(stream.tracks[0]?.stop).not.toHaveBeenCalled();
  });
});
