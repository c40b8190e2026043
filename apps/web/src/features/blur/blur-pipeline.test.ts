import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { startBlurPipeline } from './blur-pipeline';
import type { SegmentationResults, Segmenter } from './load-selfie-segmentation';

class FakeMediaStream {
  constructor(private readonly tracks: FakeTrack[] = []) {}
  getTracks() {
    return this.tracks;
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
}

type FakeTrack = { kind: 'audio' | 'video'; stop: Mock; getSettings: () => MediaTrackSettings };

function fakeTrack(kind: 'audio' | 'video'): FakeTrack {
  return {
    kind,
    stop: vi.fn(),
    getSettings: () => (kind === 'video' ? { width: 1280, height: 720 } : {}),
  };
}

/** A 2D context that records what is drawn, and whether `filter` sticks (Safari < 18 ignores it). */
function fakeContext(filterWorks: boolean) {
  const calls: string[] = [];
  let filter = 'none';
  const ctx = {
    calls,
    globalCompositeOperation: 'source-over',
    fillStyle: '',
    imageSmoothingEnabled: false,
    get filter() {
      return filter;
    },
    set filter(value: string) {
      if (filterWorks) filter = value;
    },
    save: () => calls.push('save'),
    restore: () => calls.push('restore'),
    clearRect: () => calls.push('clear'),
    fillRect: () => calls.push(`fill ${ctx.globalCompositeOperation}`),
    drawImage: (image: { name?: string }) =>
      calls.push(`draw ${image.name ?? '?'} ${ctx.globalCompositeOperation} filter=${filter}`),
  };
  return ctx;
}

function setup({ filterWorks = true } = {}) {
  const captured = fakeTrack('video');
  const ctx = fakeContext(filterWorks);
  const smallCtx = fakeContext(filterWorks);
  const frames: Array<(now: number) => void> = [];
  const cancelAnimationFrame = vi.fn();
  const video = {
    muted: false,
    playsInline: false,
    srcObject: null as MediaStream | null,
    readyState: 4,
    videoWidth: 1280,
    videoHeight: 720,
    name: 'video',
    play: vi.fn(() => Promise.resolve()),
    pause: vi.fn(),
  };
  const canvases: Array<Record<string, unknown>> = [];
  const doc = {
    defaultView: {
      requestAnimationFrame: (callback: (now: number) => void) => frames.push(callback),
      cancelAnimationFrame,
    },
    createElement: (tag: string) => {
      if (tag === 'video') return video;
      const canvas = {
        name: canvases.length === 0 ? 'canvas' : 'small',
        width: 300,
        height: 150,
        attributes: {} as Record<string, string>,
        setAttribute(key: string, value: string) {
          this.attributes[key] = value;
        },
        getContext: () => (canvases.length === 1 ? ctx : smallCtx),
        captureStream: vi.fn(() => new FakeMediaStream([captured])),
      };
      canvases.push(canvas);
      return canvas;
    },
  } as unknown as Document;

  let resultsListener: ((results: SegmentationResults) => void) | undefined;
  const sends: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  const send = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        sends.push({ resolve, reject });
      }),
  );
  const segmenter: Segmenter = {
    onResults: (listener) => {
      resultsListener = listener;
    },
    send,
    close: () => Promise.resolve(),
  };
  const results = {
    image: { name: 'image' },
    segmentationMask: { name: 'mask' },
  } as unknown as SegmentationResults;

  const micro = fakeTrack('audio');
  const camera = fakeTrack('video');
  const input = new FakeMediaStream([camera, micro]) as unknown as MediaStream;
  const onError = vi.fn();
  const pipeline = startBlurPipeline(input, segmenter, onError, { doc, fps: 20, blurPx: 10 });

  /** Runs the pending animation frame at `now` ms. */
  const frame = (now: number) => frames.shift()?.(now);
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  const emitResults = () => resultsListener?.(results);

  return {
    pipeline,
    send,
    sends,
    frames,
    frame,
    flush,
    emitResults,
    ctx,
    smallCtx,
    video,
    captured,
    camera,
    micro,
    onError,
    cancelAnimationFrame,
  };
}

beforeEach(() => {
  vi.stubGlobal('MediaStream', FakeMediaStream);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startBlurPipeline', () => {
  it("outputs the canvas's video with the input's own audio track, and sizes the canvas down to 640 wide", () => {
    const world = setup();
    expect(world.pipeline.output.getVideoTracks()).toEqual([world.captured]);
    expect(world.pipeline.output.getAudioTracks()).toEqual([world.micro]);
    expect(world.pipeline.canvas).toMatchObject({ width: 640, height: 360 });
    expect(world.video.srcObject?.getVideoTracks()).toEqual([world.camera]);
  });

  it('sends one frame at a time at most at the frame rate', async () => {
    const world = setup();
    await world.flush(); // play() resolved: the loop is scheduled
    world.frame(1000);
    expect(world.send).toHaveBeenCalledTimes(1);
    expect(world.send).toHaveBeenCalledWith({ image: world.video });

    world.sends[0]?.resolve();
    await world.flush();
    world.frame(1030); // 30 ms after the last send is faster than 20 fps
    expect(world.send).toHaveBeenCalledTimes(1);
    world.frame(1060);
    expect(world.send).toHaveBeenCalledTimes(2);

    world.frame(1200); // the second frame is still in the model
    expect(world.send).toHaveBeenCalledTimes(2);
  });

  it('on a slow device waits as long as the model took before sending the next frame', async () => {
    const world = setup();
    await world.flush();
    world.frame(1000);
    expect(world.send).toHaveBeenCalledTimes(1);
    world.frame(1100);
    world.frame(1200);
    world.sends[0]?.resolve(); // 200 ms in the model (the page waited on it)
    await world.flush();
    world.frame(1216); // done: seen 216 ms after its send
    world.frame(1400);
    expect(world.send).toHaveBeenCalledTimes(1);
    world.frame(1432); // as long again, where 20 fps alone would have sent at 1216
    expect(world.send).toHaveBeenCalledTimes(2);
  });

  it('keeps the person sharp over a blurred, opaque background', () => {
    const world = setup();
    world.emitResults();
    expect(world.ctx.calls).toEqual([
      'save',
      'clear',
      'draw mask source-over filter=none',
      'draw image source-in filter=none',
      'draw image destination-over filter=blur(10px)',
      'fill destination-over',
      'restore',
    ]);
  });

  it('blurs through a small canvas where the canvas filter is not supported', () => {
    const world = setup({ filterWorks: false });
    world.emitResults();
    expect(world.smallCtx.calls).toEqual(['draw image source-over filter=none']);
    expect(world.ctx.calls).toContain('draw small destination-over filter=none');
    expect(world.ctx.calls).not.toContain('draw image destination-over filter=none');
  });

  it('stop ends the loop and the canvas tracks, never the input tracks, and waits for the frame in the model', async () => {
    const world = setup();
    await world.flush();
    world.frame(1000);
    expect(world.sends).toHaveLength(1);

    let stopped = false;
    const stopping = world.pipeline.stop().then(() => {
      stopped = true;
    });
    await world.flush();
    expect(world.cancelAnimationFrame).toHaveBeenCalled();
    expect(world.captured.stop).toHaveBeenCalled();
    expect(world.video.pause).toHaveBeenCalled();
    expect(world.video.srcObject).toBeNull();
    expect(world.camera.stop).not.toHaveBeenCalled();
    expect(world.micro.stop).not.toHaveBeenCalled();
    // Closing the model under a frame it is still processing breaks MediaPipe.
    expect(stopped).toBe(false);

    world.sends[0]?.resolve();
    await stopping;
    expect(stopped).toBe(true);

    // Nothing runs or draws after stop.
    world.frame(2000);
    world.emitResults();
    expect(world.send).toHaveBeenCalledTimes(1);
    expect(world.ctx.calls).toEqual([]);
  });

  it('reports a failed frame, but not one that fails after stop', async () => {
    const world = setup();
    await world.flush();
    world.frame(1000);
    world.sends[0]?.reject(new Error('GL context lost'));
    await world.flush();
    expect(world.onError).toHaveBeenCalledExactlyOnceWith(new Error('GL context lost'));

    world.frame(2000);
    const stopping = world.pipeline.stop();
    world.sends[1]?.reject(new Error('closed'));
    await stopping;
    expect(world.onError).toHaveBeenCalledOnce();
  });
});
