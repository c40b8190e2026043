/**
 * Where the app serves @mediapipe/selfie_segmentation's own files (loader script, wasm, model, graph),
 * relative to the app's base. The Vite plugin copies them there and the loader reads them from there, so
 * both sides import this one constant.
 */
export const SELFIE_SEGMENTATION_DIR = 'mediapipe/selfie_segmentation';

/** The package's entry script; it defines `window.SelfieSegmentation` when it runs. */
export const SELFIE_SEGMENTATION_SCRIPT = 'selfie_segmentation.js';
