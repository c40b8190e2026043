// Spec §8: the info text the screens show when blur cannot be used on this device.
export const BLUR_UNAVAILABLE_MESSAGE =
  'Background blur is not supported on this device. You can still record your interview normally.';

/** Accessible name of the blurred preview canvas. */
export const BLURRED_PREVIEW_LABEL = 'Camera preview with background blur';
