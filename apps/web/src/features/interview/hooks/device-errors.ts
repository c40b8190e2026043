import {
  DEVICE_ERROR_TITLES,
  DEVICE_MESSAGES,
  cantAccessMessage,
  deviceNotAvailableMessage,
  type MediaKinds,
} from './device-messages';

// Chrome's pre-standard names sit beside the standard ones; old Chromium still reports them.
const PERMISSION_ERRORS = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);
const MISSING_DEVICE_ERRORS = new Set([
  'NotFoundError',
  'DevicesNotFoundError',
  'OverconstrainedError',
  'ConstraintNotSatisfiedError',
]);
// The device exists but another application holds it (FIELD-NOTES: camera in use elsewhere).
const BUSY_DEVICE_ERRORS = new Set(['NotReadableError', 'TrackStartError']);

function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('name' in error)) return undefined;
  return typeof error.name === 'string' ? error.name : undefined;
}

/** Spec §8 device message for a failed getUserMedia, worded for the kinds that were requested. */
export function deviceErrorMessage(error: unknown, requested: MediaKinds): string {
  const name = errorName(error);
  if (name === undefined) return DEVICE_MESSAGES.couldNotAccess;
  if (PERMISSION_ERRORS.has(name) || BUSY_DEVICE_ERRORS.has(name)) return cantAccessMessage(requested);
  if (MISSING_DEVICE_ERRORS.has(name)) return deviceNotAvailableMessage(requested);
  return DEVICE_MESSAGES.couldNotAccess;
}

/** Dialog title for a device error: Camera Error / Microphone Error, or Device Error for both. */
export function deviceErrorTitle({ audio, video }: MediaKinds): string {
  if (audio && video) return DEVICE_ERROR_TITLES.device;
  return video ? DEVICE_ERROR_TITLES.camera : DEVICE_ERROR_TITLES.microphone;
}
