import { SELFIE_SEGMENTATION_DIR, SELFIE_SEGMENTATION_SCRIPT } from './selfie-segmentation-files';

/** What the blur needs of MediaPipe's SelfieSegmentation (the package's index.d.ts, narrowed). */
export type SegmentationResults = {
  image: CanvasImageSource;
  segmentationMask: CanvasImageSource;
};

export interface Segmenter {
  onResults(listener: (results: SegmentationResults) => void): void;
  send(inputs: { image: HTMLVideoElement | HTMLCanvasElement }): Promise<void>;
  close(): Promise<void>;
}

type SelfieSegmentationInstance = Segmenter & {
  setOptions(options: { modelSelection?: number; selfieMode?: boolean }): void;
  initialize(): Promise<void>;
};

export type SelfieSegmentationConstructor = new (config: {
  locateFile: (file: string, prefix?: string) => string;
}) => SelfieSegmentationInstance;

type WindowWithSelfieSegmentation = Window & { SelfieSegmentation?: unknown };

export const SELFIE_SEGMENTATION_BASE = `${import.meta.env.BASE_URL}${SELFIE_SEGMENTATION_DIR}/`;

/** A slow machine compiles ~6 MB of wasm; past this the model counts as not loaded rather than hang. */
const MODEL_LOAD_TIMEOUT_MS = 30_000;

let scriptLoad: Promise<SelfieSegmentationConstructor> | undefined;

/**
 * Injects the package's entry as a classic script from our own files, once per page, and reads the
 * global it defines. A failed load is forgotten so a later attempt can retry.
 */
export function loadSelfieSegmentationScript(
  doc: Document = document,
  base: string = SELFIE_SEGMENTATION_BASE,
): Promise<SelfieSegmentationConstructor> {
  const win = doc.defaultView as WindowWithSelfieSegmentation | null;
  const read = (): SelfieSegmentationConstructor | undefined =>
    typeof win?.SelfieSegmentation === 'function'
      ? (win.SelfieSegmentation as SelfieSegmentationConstructor)
      : undefined;

  scriptLoad ??= new Promise<SelfieSegmentationConstructor>((resolve, reject) => {
    const already = read();
    if (already !== undefined) {
      resolve(already);
      return;
    }
    const src = `${base}${SELFIE_SEGMENTATION_SCRIPT}`;
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      const loaded = read();
      if (loaded === undefined) reject(new Error(`${src} did not define SelfieSegmentation`));
      else resolve(loaded);
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    doc.head.append(script);
  }).catch((error: unknown) => {
    scriptLoad = undefined;
    throw error;
  });
  return scriptLoad;
}

/** For tests: forgets the cached script load. */
export function resetSelfieSegmentationScript(): void {
  scriptLoad = undefined;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function closeQuietly(segmenter: Segmenter | null | undefined): Promise<void> {
  try {
    await segmenter?.close();
  } catch {
    // Closing a half-initialised solution can throw; there is nothing left to release then.
  }
}

/**
 * A ready segmenter: script loaded, wasm compiled, model and graph fetched from our own files.
 * `load` is replaceable for tests.
 */
export async function createSelfieSegmenter(
  load: () => Promise<SelfieSegmentationConstructor> = loadSelfieSegmentationScript,
  base: string = SELFIE_SEGMENTATION_BASE,
  timeoutMs: number = MODEL_LOAD_TIMEOUT_MS,
): Promise<Segmenter> {
  const SelfieSegmentation = await withTimeout(load(), timeoutMs, 'Loading selfie_segmentation.js');
  const segmenter = new SelfieSegmentation({ locateFile: (file) => `${base}${file}` });
  // 1 = the landscape model (256x144): cheaper per frame and made for video calls.
  segmenter.setOptions({ modelSelection: 1, selfieMode: false });
  try {
    await withTimeout(segmenter.initialize(), timeoutMs, 'Initialising the segmentation model');
  } catch (error) {
    await closeQuietly(segmenter);
    throw error;
  }
  return segmenter;
}
