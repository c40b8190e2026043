import { createContext, useContext } from 'react';
import type { BlurUnsupportedReason } from '../lib/blur-support';

export type BackgroundBlur = {
  /** Every condition of spec §5 holds (width ≥ 831, WebGL, canvas capture, modern browser, model loaded). */
  supported: boolean;
  /** The support check or the model is still loading. */
  checking: boolean;
  /** When enabled and ready: a stream whose video track is the blurred canvas (input audio kept); else null. */
  output: MediaStream | null;
  /** The canvas being drawn, for showing the blurred preview; null when blur is off. */
  canvas: HTMLCanvasElement | null;
  /** The spec's info text once the model failed to load or run on this device; null otherwise. */
  error: string | null;
  /** Why blur is not offered (for logs); null while supported or not yet known. */
  reason?: BlurUnsupportedReason | null;
  /**
   * Settles once blur has decided about `input` (the hook's input, once it has reached the hook): the
   * blurred stream, or null when blur turned out unsupported or failed. Pending while the model loads.
   */
  whenOutputReady: (input: MediaStream) => Promise<MediaStream | null>;
};

/** Background blur of a camera stream while `enabled`; the model loads only once there is a camera stream. */
export type UseBackgroundBlur = (input: MediaStream | null, enabled: boolean) => BackgroundBlur;

const NO_BLUR: BackgroundBlur = {
  supported: false,
  checking: false,
  output: null,
  canvas: null,
  error: null,
  reason: null,
  whenOutputReady: () => Promise.resolve(null),
};

function useNoBackgroundBlur(): BackgroundBlur {
  return NO_BLUR;
}

/**
 * The blur implementation (features/blur: the segmentation model and its drawing loop) is provided by app/
 * around the screens that use the camera, so it loads with them and no feature imports another. Outside a
 * provider blur is never offered.
 */
export const BackgroundBlurContext = createContext<UseBackgroundBlur>(useNoBackgroundBlur);

export function useBackgroundBlur(input: MediaStream | null, enabled: boolean): BackgroundBlur {
  const useProvidedBlur = useContext(BackgroundBlurContext);
  return useProvidedBlur(input, enabled);
}
