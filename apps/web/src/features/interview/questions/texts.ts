/** Question-screen texts of the applicant spec (§2, §5, §8) that @vi/contracts MESSAGES does not hold. */
export const QUESTION_TEXTS = {
  maxLength: 'Maximum Answer Length: 2 Minutes',
  idleHint: 'Click "Start Recording" to begin',
  startRecording: 'Start Recording',
  stopRecording: 'Stop Recording',
  rerecord: 'Rerecord',
  submit: 'Submit',
  applyBlur: 'Apply Background Blur',
  removeBlur: 'Remove Background Blur',
  needAssistance: 'Need Assistance? Please email us at',
  unableToPlayRecording: 'Unable to play recording.',
  unableToPlayAudio: 'Unable to play audio.',
  unableToMuteAudio: 'Unable to mute audio.',
  checkMicrophone: 'Please check your microphone and try again.',
  invalidAudioDevice: 'Invalid audio device',
  cannotSubmitNoRecording: 'Cannot submit: No recording available',
  silenceWarning: "We can't hear you, please double check your audio devices.",
  offline: 'You are offline. Please reconnect to continue.',
  // Not worded by the spec: the question routes carry no guid, so a direct visit has no interview.
  sessionMissing:
    'We could not find your interview session. Please open the interview link from your invitation again.',
  loadFailed: 'There was an error fetching the application data. Please try again later.',
  backToOnboarding: 'Back to the interview start',
  // Screen-reader announcements of the recording state (not worded by the spec).
  recordingNow: 'Recording',
  takeReady: 'Recording stopped. You can play it back, Rerecord or Submit.',
  // Upload state (not worded by the spec).
  uploading: 'Uploading…',
  reconnecting: 'Reconnecting…',
  allSaved: 'All recorded data saved',
} as const;

export const DIALOG_TITLES = {
  connectionLost: 'Connection Lost',
  recordingError: 'Recording Error',
  deviceError: 'Device Error',
  silence: 'Are you talking?',
  error: 'Error',
} as const;

export function questionCounter(index: number, total: number): string {
  return `Question ${index + 1} of ${total}`;
}

export function waitingCount(count: number): string {
  return `${count} ${count === 1 ? 'chunk' : 'chunks'} waiting`;
}

export function chunksWaiting(count: number): string {
  return `Uploading… ${waitingCount(count)}`;
}
