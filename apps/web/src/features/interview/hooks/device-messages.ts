/**
 * Device texts of the applicant spec §8. `@vi/contracts` MESSAGES has none of them yet, so they live
 * here; move them there if the server ever needs to say the same words.
 */
export type MediaKinds = { audio: boolean; video: boolean };

const CHECK_PERMISSIONS = 'Please check your browser permissions and try again.';

export const DEVICE_MESSAGES = {
  couldNotAccess: `Could not access microphone/camera. ${CHECK_PERMISSIONS}`,
  microphoneDisconnected:
    'Your microphone has been disconnected. Please reconnect your device and try again.',
  cameraDisconnected: 'Your camera has been disconnected. Please reconnect your device and try again.',
  disconnectedDuringRecording: 'Your camera or microphone device has been disconnected during recording.',
} as const;

export const DEVICE_ERROR_TITLES = {
  device: 'Device Error',
  camera: 'Camera Error',
  microphone: 'Microphone Error',
  disconnected: 'Device Disconnected',
} as const;

/** "camera and microphone" / "camera" / "microphone", as the spec's variants name them. */
function describeKinds({ audio, video }: MediaKinds): string {
  if (audio && video) return 'camera and microphone';
  return video ? 'camera' : 'microphone';
}

export function cantAccessMessage(kinds: MediaKinds): string {
  return `Can't access your ${describeKinds(kinds)}. ${CHECK_PERMISSIONS}`;
}

export function deviceNotAvailableMessage(kinds: MediaKinds): string {
  return `Your selected device for ${describeKinds(kinds)} is not available. Please try to reconnect your device and try again.`;
}

/** The text for a selected device that vanished; both at once gets the spec's combined sentence. */
export function deviceDisconnectedMessage(kinds: MediaKinds): string {
  if (kinds.audio && kinds.video) return DEVICE_MESSAGES.disconnectedDuringRecording;
  return kinds.video ? DEVICE_MESSAGES.cameraDisconnected : DEVICE_MESSAGES.microphoneDisconnected;
}
