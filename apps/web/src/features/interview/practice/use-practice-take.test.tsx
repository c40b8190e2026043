import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { usePracticeTake } from './use-practice-take';

/** jsdom has no MediaRecorder: this one hands out the chunks the test asks for, one per timeslice. */
class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'video/webm;codecs=vp8,opus';
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(
    readonly stream: MediaStream,
    options: { mimeType?: string } = {},
  ) {
    this.mimeType = options.mimeType ?? '';
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }

  emit(text: string) {
    this.ondataavailable?.({ data: new Blob([text], { type: this.mimeType }) });
  }

  stop() {
    this.state = 'inactive';
    queueMicrotask(() => {
      this.emit('last');
      this.onstop?.();
    });
  }
}

function latestRecorder(): FakeMediaRecorder {
  const recorder = FakeMediaRecorder.instances.at(-1);
  if (!recorder) throw new Error('no recorder was started');
  return recorder;
}

const stream = { getTracks: () => [] } as unknown as MediaStream;
const webSocket = vi.fn();
let takes: Blob[] = [];
let createUrl: MockInstance<(blob: Blob | MediaSource) => string>;
let revokeUrl: MockInstance<(url: string) => void>;

function renderTake(answerTimeSeconds = 120, countInSeconds = 0) {
  const recordingStream = vi.fn(() => Promise.resolve(stream));
  const onError = vi.fn();
  const hook = renderHook(() =>
    usePracticeTake({ kind: 'video', answerTimeSeconds, recordingStream, onError, countInSeconds }),
  );
  return { ...hook, recordingStream, onError };
}

beforeEach(() => {
  FakeMediaRecorder.instances = [];
  takes = [];
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  // Nothing of a practice take may go to the server: any socket would be a recording channel.
  vi.stubGlobal('WebSocket', webSocket);
  let made = 0;
  createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    takes.push(blob as Blob);
    return `blob:practice-${(made += 1)}`;
  });
  revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  webSocket.mockClear();
});

describe('usePracticeTake', () => {
  it('counts in before recording, as before a real take', async () => {
    const { result } = renderTake(120, 1);
    let started: Promise<void> | undefined;
    act(() => {
      started = result.current.start();
    });
    await waitFor(() => expect(result.current.countIn).toBe(1));
    expect(result.current.phase).toBe('starting');
    expect(FakeMediaRecorder.instances).toHaveLength(0);
    await act(() => started);
    expect(result.current.countIn).toBeUndefined();
    expect(result.current.phase).toBe('recording');
    expect(FakeMediaRecorder.instances).toHaveLength(1);
  });

  it('leaving during the count-in records nothing', async () => {
    const { result } = renderTake(120, 1);
    let started: Promise<void> | undefined;
    act(() => {
      started = result.current.start();
    });
    await waitFor(() => expect(result.current.countIn).toBe(1));
    act(() => result.current.discard());
    await act(() => started);
    expect(FakeMediaRecorder.instances).toHaveLength(0);
  });

  it('records in the browser and keeps the whole take for playback', async () => {
    const { result, recordingStream } = renderTake();
    expect(result.current.phase).toBe('idle');

    await act(() => result.current.start());
    expect(recordingStream).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe('recording');
    const recorder = latestRecorder();
    expect(recorder.stream).toBe(stream);
    expect(recorder.mimeType).toBe('video/webm;codecs=vp8,opus');
    expect(recorder.timeslice).toBe(1000);

    act(() => recorder.emit('first'));
    await act(() => result.current.stop());
    expect(result.current.phase).toBe('recorded');
    expect(result.current.takeUrl).toBe('blob:practice-1');
    expect(await takes[0]?.text()).toBe('firstlast');
    expect(webSocket).not.toHaveBeenCalled();
  });

  it('tries again as often as wanted: each take replaces the last, with no counter', async () => {
    const { result } = renderTake();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await act(() => result.current.start());
      expect(result.current.takeUrl).toBeUndefined();
      await act(() => result.current.stop());
      expect(result.current.takeUrl).toBe(`blob:practice-${attempt}`);
    }
    expect(FakeMediaRecorder.instances).toHaveLength(5);
    expect(revokeUrl).toHaveBeenCalledTimes(4);
    expect(webSocket).not.toHaveBeenCalled();
  });

  it('stops by itself at the applicant’s answer time', async () => {
    vi.useFakeTimers();
    const { result } = renderTake(30);
    await act(() => result.current.start());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current.elapsedSeconds).toBe(10);
    expect(result.current.phase).toBe('recording');

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(latestRecorder().state).toBe('inactive');
    expect(result.current.phase).toBe('recorded');
    expect(result.current.elapsedSeconds).toBe(30);
  });

  it('throws away a take being recorded when the page goes, and frees the last one', async () => {
    const { result, unmount } = renderTake();
    await act(() => result.current.start());
    await act(() => result.current.stop());
    await act(() => result.current.start());
    const recorder = latestRecorder();
    unmount();
    expect(recorder.state).toBe('inactive');
    expect(revokeUrl).toHaveBeenCalledWith('blob:practice-1');
    // The discarded take never becomes a playable URL.
    await act(() => Promise.resolve());
    expect(createUrl).toHaveBeenCalledTimes(1);
  });

  it('goes back to idle when the devices cannot be opened', async () => {
    const { result, recordingStream } = renderTake();
    recordingStream.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await act(() => result.current.start());
    expect(result.current.phase).toBe('idle');
    expect(FakeMediaRecorder.instances).toHaveLength(0);
  });

  it('reports a recorder failure and keeps what was recorded', async () => {
    const { result, onError } = renderTake();
    await act(() => result.current.start());
    await act(async () => {
      latestRecorder().onerror?.(new Event('error'));
      await Promise.resolve();
    });
    expect(onError).toHaveBeenCalledWith('Recording failed. Please try again.');
    expect(result.current.phase).toBe('recorded');
  });
});
