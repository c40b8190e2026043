// SKELETON (being built for issue 5): the real hook loads @mediapipe/selfie_segmentation from served files.
export type BackgroundBlur = {
  /** Every condition of spec §5 holds (width ≥ 831, WebGL, canvas capture, modern browser, model loaded). */
  supported: boolean;
  /** The support check or the model is still loading. */
  checking: boolean;
  /** When enabled and ready: a stream whose video track is the blurred canvas (input audio kept); else null. */
  output: MediaStream | null;
  /** The canvas being drawn, for showing the blurred preview; null when blur is off. */
  canvas: HTMLCanvasElement | null;
  error: string | null;
};

export function useBackgroundBlur(_input: MediaStream | null, _enabled: boolean): BackgroundBlur {
  return { supported: false, checking: false, output: null, canvas: null, error: null };
}
