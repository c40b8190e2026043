import { describe, expect, it } from 'vitest';
import { deviceErrorMessage, deviceErrorTitle } from './device-errors';
import { DEVICE_MESSAGES, deviceDisconnectedMessage, type MediaKinds } from './device-messages';

const BOTH: MediaKinds = { audio: true, video: true };
const MIC: MediaKinds = { audio: true, video: false };
const CAMERA: MediaKinds = { audio: false, video: true };

function domError(name: string): DOMException {
  return new DOMException('browser text', name);
}

const CANT_BOTH =
  "Can't access your camera and microphone. Please check your browser permissions and try again.";
const CANT_MIC = "Can't access your microphone. Please check your browser permissions and try again.";
const CANT_CAMERA = "Can't access your camera. Please check your browser permissions and try again.";
const MISSING_BOTH =
  'Your selected device for camera and microphone is not available. Please try to reconnect your device and try again.';
const MISSING_MIC =
  'Your selected device for microphone is not available. Please try to reconnect your device and try again.';
const MISSING_CAMERA =
  'Your selected device for camera is not available. Please try to reconnect your device and try again.';
const GENERIC = 'Could not access microphone/camera. Please check your browser permissions and try again.';

describe('deviceErrorMessage', () => {
  it.each<[string, unknown, MediaKinds, string]>([
    ['NotAllowedError, both', domError('NotAllowedError'), BOTH, CANT_BOTH],
    ['NotAllowedError, microphone', domError('NotAllowedError'), MIC, CANT_MIC],
    ['NotAllowedError, camera', domError('NotAllowedError'), CAMERA, CANT_CAMERA],
    ['SecurityError (permissions policy)', domError('SecurityError'), MIC, CANT_MIC],
    ['legacy PermissionDeniedError', { name: 'PermissionDeniedError' }, CAMERA, CANT_CAMERA],
    ['NotReadableError (in use elsewhere)', domError('NotReadableError'), CAMERA, CANT_CAMERA],
    ['legacy TrackStartError', { name: 'TrackStartError' }, BOTH, CANT_BOTH],
    ['NotFoundError, both', domError('NotFoundError'), BOTH, MISSING_BOTH],
    ['NotFoundError, microphone', domError('NotFoundError'), MIC, MISSING_MIC],
    ['NotFoundError, camera', domError('NotFoundError'), CAMERA, MISSING_CAMERA],
    ['OverconstrainedError', { name: 'OverconstrainedError', constraint: 'deviceId' }, MIC, MISSING_MIC],
    ['legacy DevicesNotFoundError', { name: 'DevicesNotFoundError' }, CAMERA, MISSING_CAMERA],
    ['AbortError', domError('AbortError'), BOTH, GENERIC],
    ['TypeError (bad constraints)', new TypeError('no constraints'), BOTH, GENERIC],
    ['a plain string', 'boom', MIC, GENERIC],
    ['undefined', undefined, MIC, GENERIC],
    ['null', null, CAMERA, GENERIC],
    ['a non-string name', { name: 42 }, CAMERA, GENERIC],
  ])('%s', (_label, error, kinds, expected) => {
    expect(deviceErrorMessage(error, kinds)).toBe(expected);
  });

  it('keeps the generic text equal to the shared constant', () => {
    expect(DEVICE_MESSAGES.couldNotAccess).toBe(GENERIC);
  });
});

describe('deviceErrorTitle', () => {
  it.each<[MediaKinds, string]>([
    [BOTH, 'Device Error'],
    [MIC, 'Microphone Error'],
    [CAMERA, 'Camera Error'],
  ])('%o → %s', (kinds, title) => {
    expect(deviceErrorTitle(kinds)).toBe(title);
  });
});

describe('deviceDisconnectedMessage', () => {
  it.each<[MediaKinds, string]>([
    [MIC, 'Your microphone has been disconnected. Please reconnect your device and try again.'],
    [CAMERA, 'Your camera has been disconnected. Please reconnect your device and try again.'],
    [BOTH, 'Your camera or microphone device has been disconnected during recording.'],
  ])('%o', (kinds, message) => {
    expect(deviceDisconnectedMessage(kinds)).toBe(message);
  });
});
