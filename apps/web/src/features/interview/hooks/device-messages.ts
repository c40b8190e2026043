import { applicantText as t, applicantTexts } from '../../../shared/i18n/applicant-i18n';

/**
 * Device texts of the applicant spec §8, from the catalogue (sections `devices`, `deviceTitles`) in the
 * interview's language.
 */
export type MediaKinds = { audio: boolean; video: boolean };

export const DEVICE_MESSAGES = applicantTexts('devices');

export const DEVICE_ERROR_TITLES = applicantTexts('deviceTitles');

/** "camera and microphone" / "camera" / "microphone", as the spec's variants name them (an ICU select). */
function kindsOf({ audio, video }: MediaKinds): string {
  if (audio && video) return 'both';
  return video ? 'camera' : 'microphone';
}

export function cantAccessMessage(kinds: MediaKinds): string {
  return t('devices.cantAccess', { kinds: kindsOf(kinds) });
}

export function deviceNotAvailableMessage(kinds: MediaKinds): string {
  return t('devices.notAvailable', { kinds: kindsOf(kinds) });
}

/** The text for a selected device that vanished; both at once gets the spec's combined sentence. */
export function deviceDisconnectedMessage(kinds: MediaKinds): string {
  if (kinds.audio && kinds.video) return DEVICE_MESSAGES.disconnectedDuringRecording;
  return kinds.video ? DEVICE_MESSAGES.cameraDisconnected : DEVICE_MESSAGES.microphoneDisconnected;
}
