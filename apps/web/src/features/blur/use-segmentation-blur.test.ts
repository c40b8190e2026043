import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { resetModelStatus } from './blur-model-status';
import type { BlurPipeline } from './blur-pipeline';
import type { Segmenter } from './load-selfie-segmentation';
import { BLUR_UNAVAILABLE_MESSAGE } from './texts';
import { useSegmentationBlurWith, type BlurCapabilities, type BlurDeps } from './use-segmentation-blur';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeStream(kinds: Array<'audio' | 'video'>): MediaStream {
  const tracks = kinds.map((kind) => ({ kind, id: `${kind}-${Math.random()}` }) as MediaStreamTrack);
  return {
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
  } as unknown as MediaStream;
}

type FakeSegmenter = { onResults: Mock; send: Mock; close: Mock };
type FakePipeline = BlurPipeline & { stop: ReturnType<typeof vi.fn>; onError: (error: unknown) => void };

/** A world where every outside effect is recorded, including the order of teardown steps. */
function setup(
  overrides: {
    width?: number;
    caps?: Partial<BlurCapabilities>;
  } = {},
) {
  const events: string[] = [];
  const loads: Array<ReturnType<typeof deferred<Segmenter>>> = [];
  const segmenters: FakeSegmenter[] = [];
  const pipelines: FakePipeline[] = [];
  let width = overrides.width ?? 1280;
  let notifyResize: (() => void) | undefined;

  const makeSegmenter = (): FakeSegmenter => {
    const index = segmenters.length;
    const segmenter = {
      onResults: vi.fn(),
      send: vi.fn(() => Promise.resolve()),
      close: vi.fn(() => {
        events.push(`close segmenter ${index}`);
        return Promise.resolve();
      }),
    };
    segmenters.push(segmenter);
    return segmenter;
  };

  const deps: BlurDeps = {
    createSegmenter: vi.fn(() => {
      const load = deferred<Segmenter>();
      loads.push(load);
      return load.promise;
    }),
    startPipeline: vi.fn((input: MediaStream, segmenter: Segmenter, onError: (e: unknown) => void) => {
      const index = pipelines.length;
      const pipeline: FakePipeline = {
        canvas: document.createElement('canvas'),
        output: fakeStream(['video', ...input.getAudioTracks().map(() => 'audio' as const)]),
        stop: vi.fn(async () => {
          events.push(`stop pipeline ${index}`);
          await Promise.resolve();
        }),
        onError,
      };
      expect(segmenters).toContain(segmenter);
      pipelines.push(pipeline);
      return pipeline;
    }),
    probeCapabilities: vi.fn(() => ({
      hasWebGL: true,
      hasCanvasCapture: true,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
      ...overrides.caps,
    })),
    viewportWidth: () => width,
    subscribeViewport: (onChange) => {
      notifyResize = onChange;
      return () => {
        notifyResize = undefined;
      };
    },
    logFailure: vi.fn(),
  };

  /** Lets the model load resolve and the effects that follow it run. */
  const finishLoad = async (index = loads.length - 1) => {
    await act(async () => {
      loads[index]?.resolve(makeSegmenter());
      await Promise.resolve();
    });
  };
  const failLoad = async (error: unknown, index = loads.length - 1) => {
    await act(async () => {
      loads[index]?.reject(error);
      await Promise.resolve();
    });
  };
  const resize = (next: number) => {
    act(() => {
      width = next;
      notifyResize?.();
    });
  };
  /** Teardown is asynchronous (stop awaits the frame in the model); let it finish. */
  const settle = () =>
    act(async () => {
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    });

  const render = (input: MediaStream | null, enabled: boolean, mobileBlur = false) =>
    renderHook(
      (props: { input: MediaStream | null; enabled: boolean }) =>
        useSegmentationBlurWith(props.input, props.enabled, { mobileBlur, deps }),
      { initialProps: { input, enabled } },
    );

  return { deps, events, loads, segmenters, pipelines, finishLoad, failLoad, resize, settle, render };
}

beforeEach(() => {
  resetModelStatus();
});

afterEach(() => {
  resetModelStatus();
});

describe('useSegmentationBlur: when blur is offered', () => {
  it('is not supported and loads nothing without a camera stream', () => {
    const world = setup();
    const { result } = world.render(null, true);
    expect(result.current).toMatchObject({ supported: false, checking: false, output: null, canvas: null });
    expect(world.deps.createSegmenter).not.toHaveBeenCalled();
  });

  it('does not probe WebGL or load the model for an audio-only stream', () => {
    const world = setup();
    const { result } = world.render(fakeStream(['audio']), true);
    expect(result.current.supported).toBe(false);
    expect(world.deps.probeCapabilities).not.toHaveBeenCalled();
    expect(world.deps.createSegmenter).not.toHaveBeenCalled();
  });

  it.each<[string, Parameters<typeof setup>[0], string]>([
    ['a viewport narrower than 831 px', { width: 830 }, 'narrow-viewport'],
    ['no WebGL', { caps: { hasWebGL: false } }, 'no-webgl'],
    ['no canvas capture', { caps: { hasCanvasCapture: false } }, 'no-canvas-capture'],
    [
      'a legacy browser',
      { caps: { userAgent: 'Mozilla/5.0 (Windows NT 10.0; rv:64.0) Firefox/64.0' } },
      'legacy-browser',
    ],
  ])('is not supported with %s, and never downloads the model', (_label, overrides, reason) => {
    const world = setup(overrides);
    const { result } = world.render(fakeStream(['video', 'audio']), true);
    expect(result.current).toMatchObject({ supported: false, checking: false, output: null, reason });
    expect(world.deps.createSegmenter).not.toHaveBeenCalled();
  });

  it('offers blur on a narrow screen only when the mobile blur flag is on', async () => {
    const world = setup({ width: 375 });
    const { result } = world.render(fakeStream(['video']), false, true);
    expect(result.current.checking).toBe(true);
    await world.finishLoad();
    expect(result.current.supported).toBe(true);
  });

  it('is supported only once the model has loaded, and closes the model it loaded only to check', async () => {
    const world = setup();
    const { result } = world.render(fakeStream(['video', 'audio']), false);
    expect(result.current).toMatchObject({ supported: false, checking: true, output: null });
    expect(world.deps.createSegmenter).toHaveBeenCalledOnce();

    await world.finishLoad();
    await world.settle();
    expect(result.current).toMatchObject({ supported: true, checking: false, output: null, canvas: null });
    expect(world.segmenters[0]?.close).toHaveBeenCalledOnce();
    expect(world.deps.startPipeline).not.toHaveBeenCalled();
  });

  it('stops offering blur when the window becomes narrow', async () => {
    const world = setup();
    const { result } = world.render(fakeStream(['video']), false);
    await world.finishLoad();
    world.resize(600);
    expect(result.current).toMatchObject({ supported: false, reason: 'narrow-viewport' });
  });
});

describe('useSegmentationBlur: blurring', () => {
  it('hands out the canvas and a stream once the model is ready, and keeps the input audio', async () => {
    const world = setup();
    const input = fakeStream(['video', 'audio']);
    const { result } = world.render(input, true);
    expect(result.current).toMatchObject({ checking: true, output: null, canvas: null });

    await world.finishLoad();
    const pipeline = world.pipelines[0];
    expect(world.deps.startPipeline).toHaveBeenCalledWith(input, world.segmenters[0], expect.any(Function));
    expect(result.current).toMatchObject({ supported: true, checking: false, error: null });
    expect(result.current.output).toBe(pipeline?.output);
    expect(result.current.canvas).toBe(pipeline?.canvas);
    expect(result.current.output?.getAudioTracks()).toHaveLength(1);
  });

  it('turning blur off stops the loop before closing the model, and turning it on again starts afresh', async () => {
    const world = setup();
    const input = fakeStream(['video']);
    const { result, rerender } = world.render(input, true);
    await world.finishLoad();

    rerender({ input, enabled: false });
    await world.settle();
    expect(world.events).toEqual(['stop pipeline 0', 'close segmenter 0']);
    expect(result.current).toMatchObject({ supported: true, checking: false, output: null, canvas: null });

    rerender({ input, enabled: true });
    // The stopped pipeline is never handed out again while the new one loads.
    expect(result.current).toMatchObject({ supported: true, checking: true, output: null, canvas: null });
    await world.finishLoad();
    expect(result.current.output).toBe(world.pipelines[1]?.output);
  });

  it('a new input stream replaces the pipeline of the old one', async () => {
    const world = setup();
    const first = fakeStream(['video']);
    const second = fakeStream(['video']);
    const { result, rerender } = world.render(first, true);
    await world.finishLoad();

    rerender({ input: second, enabled: true });
    await world.settle();
    expect(world.events).toEqual(['stop pipeline 0', 'close segmenter 0']);
    expect(result.current.output).toBeNull();
    await world.finishLoad();
    expect(world.deps.startPipeline).toHaveBeenLastCalledWith(
      second,
      world.segmenters[1],
      expect.any(Function),
    );
    expect(result.current.output).toBe(world.pipelines[1]?.output);
  });

  it('unmounting stops the pipeline and closes the model', async () => {
    const world = setup();
    const { unmount } = world.render(fakeStream(['video']), true);
    await world.finishLoad();
    unmount();
    await world.settle();
    expect(world.events).toEqual(['stop pipeline 0', 'close segmenter 0']);
  });

  it('a model that finishes loading after unmount is closed and never started', async () => {
    const world = setup();
    const { unmount } = world.render(fakeStream(['video']), true);
    unmount();
    await world.finishLoad();
    await world.settle();
    expect(world.deps.startPipeline).not.toHaveBeenCalled();
    expect(world.segmenters[0]?.close).toHaveBeenCalledOnce();
  });
});

describe('useSegmentationBlur: failures', () => {
  it('a model that fails to load means not supported, with the spec text, logged once for the page', async () => {
    const world = setup();
    const first = world.render(fakeStream(['video']), true);
    await world.failLoad(new Error('wasm refused'));
    expect(first.result.current).toMatchObject({
      supported: false,
      checking: false,
      output: null,
      error: BLUR_UNAVAILABLE_MESSAGE,
      reason: 'model-not-loaded',
    });
    expect(world.deps.logFailure).toHaveBeenCalledExactlyOnceWith(new Error('wasm refused'));

    // The question screen mounts its own hook: it neither retries the download nor logs again.
    const second = world.render(fakeStream(['video']), true);
    expect(second.result.current).toMatchObject({ supported: false, error: BLUR_UNAVAILABLE_MESSAGE });
    expect(world.deps.createSegmenter).toHaveBeenCalledOnce();
    expect(world.deps.logFailure).toHaveBeenCalledOnce();
  });

  it('a model that fails while blurring stops everything and reports the error', async () => {
    const world = setup();
    const { result } = world.render(fakeStream(['video']), true);
    await world.finishLoad();
    act(() => world.pipelines[0]?.onError(new Error('GL context lost')));
    await world.settle();
    expect(world.events).toEqual(['stop pipeline 0', 'close segmenter 0']);
    expect(result.current).toMatchObject({
      supported: false,
      output: null,
      canvas: null,
      error: BLUR_UNAVAILABLE_MESSAGE,
    });
    expect(world.deps.logFailure).toHaveBeenCalledOnce();
  });

  it('a pipeline that cannot start closes the model and reports the error', async () => {
    const world = setup();
    vi.mocked(world.deps.startPipeline).mockImplementationOnce(() => {
      throw new Error('No 2D canvas context');
    });
    const { result } = world.render(fakeStream(['video']), true);
    await world.finishLoad();
    await world.settle();
    expect(world.segmenters[0]?.close).toHaveBeenCalledOnce();
    expect(result.current).toMatchObject({ supported: false, error: BLUR_UNAVAILABLE_MESSAGE });
  });
});

describe('useSegmentationBlur: whenOutputReady', () => {
  it('settles with the blurred stream once the model is ready for that input', async () => {
    const world = setup();
    const input = fakeStream(['video', 'audio']);
    const { result } = world.render(input, true);
    let output: MediaStream | null | undefined;
    void result.current.whenOutputReady(input).then((ready) => {
      output = ready;
    });
    await world.settle();
    expect(output).toBeUndefined();

    await world.finishLoad();
    await world.settle();
    expect(output).toBe(world.pipelines[0]?.output);
    // Asked again later, the answer is there at once.
    await expect(result.current.whenOutputReady(input)).resolves.toBe(world.pipelines[0]?.output);
  });

  it('waits for an input that has not reached the hook yet', async () => {
    const world = setup();
    const first = fakeStream(['video']);
    const second = fakeStream(['video']);
    const { result, rerender } = world.render(first, true);
    await world.finishLoad();
    const waiting = result.current.whenOutputReady(second);

    rerender({ input: second, enabled: true });
    await world.finishLoad();
    await expect(waiting).resolves.toBe(world.pipelines[1]?.output);
  });

  it('settles with null when blur cannot be used for the input', async () => {
    const world = setup();
    const input = fakeStream(['video']);
    const { result } = world.render(input, true);
    const waiting = result.current.whenOutputReady(input);
    await world.failLoad(new Error('wasm refused'));
    await expect(waiting).resolves.toBeNull();

    const narrow = setup({ width: 600 });
    const other = fakeStream(['video']);
    const { result: unsupported } = narrow.render(other, true);
    await narrow.settle();
    await expect(unsupported.current.whenOutputReady(other)).resolves.toBeNull();
  });
});
