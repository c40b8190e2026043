import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSelfieSegmenter,
  loadSelfieSegmentationScript,
  resetSelfieSegmentationScript,
  SELFIE_SEGMENTATION_BASE,
  type SelfieSegmentationConstructor,
} from './load-selfie-segmentation';

type Global = Window & { SelfieSegmentation?: unknown };

function injectedScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')];
}

afterEach(() => {
  resetSelfieSegmentationScript();
  delete (window as Global).SelfieSegmentation;
  for (const script of injectedScripts()) script.remove();
});

describe('loadSelfieSegmentationScript', () => {
  it("injects the package's script from the app's own files once, and reads the global it defines", async () => {
    expect(SELFIE_SEGMENTATION_BASE).toBe('/mediapipe/selfie_segmentation/');
    const first = loadSelfieSegmentationScript();
    const second = loadSelfieSegmentationScript();
    expect(injectedScripts()).toHaveLength(1);
    expect(injectedScripts()[0]?.getAttribute('src')).toBe(
      '/mediapipe/selfie_segmentation/selfie_segmentation.js',
    );

    class SelfieSegmentation {}
    (window as Global).SelfieSegmentation = SelfieSegmentation;
    injectedScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(SelfieSegmentation);
    await expect(second).resolves.toBe(SelfieSegmentation);
  });

  it('rejects when the script does not load, and tries again on the next call', async () => {
    const failed = loadSelfieSegmentationScript();
    injectedScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(
      'Could not load /mediapipe/selfie_segmentation/selfie_segmentation.js',
    );
    expect(injectedScripts()).toHaveLength(0);

    void loadSelfieSegmentationScript().catch(() => undefined);
    expect(injectedScripts()).toHaveLength(1);
  });

  it('rejects when the script runs but defines no SelfieSegmentation', async () => {
    const loading = loadSelfieSegmentationScript();
    injectedScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('did not define SelfieSegmentation');
  });
});

describe('createSelfieSegmenter', () => {
  function fakeSolution(initialize: () => Promise<void>) {
    const made: Array<{
      config: { locateFile: (file: string) => string };
      setOptions: ReturnType<typeof vi.fn>;
    }> = [];
    const close = vi.fn(() => Promise.resolve());
    class FakeSelfieSegmentation {
      setOptions = vi.fn();
      initialize = initialize;
      close = close;
      onResults = vi.fn();
      send = vi.fn();
      constructor(readonly config: { locateFile: (file: string) => string }) {
        made.push(this);
      }
    }
    return { Ctor: FakeSelfieSegmentation as unknown as SelfieSegmentationConstructor, made, close };
  }

  it('points the solution at our files, picks the landscape model and waits for initialisation', async () => {
    const { Ctor, made } = fakeSolution(() => Promise.resolve());
    const segmenter = await createSelfieSegmenter(
      () => Promise.resolve(Ctor),
      '/v1/mediapipe/selfie_segmentation/',
    );
    expect(made).toHaveLength(1);
    expect(segmenter).toBe(made[0]);
    expect(made[0]?.config.locateFile('selfie_segmentation_solution_simd_wasm_bin.wasm')).toBe(
      '/v1/mediapipe/selfie_segmentation/selfie_segmentation_solution_simd_wasm_bin.wasm',
    );
    expect(made[0]?.setOptions).toHaveBeenCalledWith({ modelSelection: 1, selfieMode: false });
  });

  it('closes the half-made solution and rejects when initialisation fails', async () => {
    const { Ctor, close } = fakeSolution(() => Promise.reject(new Error('no WebGL2 context')));
    await expect(createSelfieSegmenter(() => Promise.resolve(Ctor))).rejects.toThrow('no WebGL2 context');
    expect(close).toHaveBeenCalledOnce();
  });

  it('gives up on a model that never finishes loading', async () => {
    vi.useFakeTimers();
    try {
      const { Ctor, close } = fakeSolution(() => new Promise<void>(() => undefined));
      const creating = createSelfieSegmenter(() => Promise.resolve(Ctor), '/', 30_000);
      const outcome = expect(creating).rejects.toThrow('took longer than 30000 ms');
      await vi.advanceTimersByTimeAsync(30_000);
      await outcome;
      expect(close).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up on a script that never loads', async () => {
    vi.useFakeTimers();
    try {
      const creating = createSelfieSegmenter(() => new Promise(() => undefined), '/', 1_000);
      const outcome = expect(creating).rejects.toThrow(
        'Loading selfie_segmentation.js took longer than 1000 ms',
      );
      await vi.advanceTimersByTimeAsync(1_000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});
