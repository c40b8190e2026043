/** Question-screen texts of the applicant spec (§2, §5, §8) that @vi/contracts MESSAGES does not hold. */
export const QUESTION_TEXTS = {
  maxLength: 'Maximum Answer Length: 2 Minutes',
  idleHint: 'Click "Start Recording" to begin',
  // The same hint on a touch screen (pointer: coarse), where nothing is clicked.
  idleHintTouch: 'Tap "Start Recording" to begin',
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
  // Not worded by the spec (docs/decisions/0015-interview-settings-and-accommodations.md).
  recordingBadge: 'REC',
  answerTime: 'Answer time',
  countInAnnounced: 'Recording starts in',
  thinkHint: 'Take a moment to think about your answer.',
  startNow: 'Start now',
  audioOnly: 'Answering with audio only',
  replayQuestion: 'Replay question',
  muteQuestion: 'Mute question audio',
  unmuteQuestion: 'Unmute question audio',
  offlineBanner: 'Anything you record is kept on this device and sent when the connection is back.',
  noTriesLeft: 'No tries left for this question, so Rerecord is unavailable. You can still Submit your take.',
  confirmRerecordTitle: 'Record again?',
  discardAndRecord: 'Discard and record again',
  keepTake: 'Keep this take',
  recoveredTitle: 'Continue with your recorded take',
  recoveredText:
    'This is the take you recorded before the page was reloaded. Play it back, Submit it, or Rerecord.',
  recoveryFailed: 'Your recorded take could not be recovered. Please record your answer again.',
  backToStart: 'Go to the start page',
  cameraPreview: 'Camera preview',
} as const;

export const DIALOG_TITLES = {
  connectionLost: 'Connection Lost',
  recordingError: 'Recording Error',
  deviceError: 'Device Error',
  silence: 'Are you talking?',
  error: 'Error',
  consentRequired: 'Consent Required',
} as const;

/** "3 tries left", "1 try left" (English plural rules; the spec's words otherwise). */
export function triesLabel(triesLeft: number): string {
  return `${triesLeft} ${new Intl.PluralRules('en').select(triesLeft) === 'one' ? 'try' : 'tries'} left`;
}

export function confirmRerecordMessage(triesLeft: number): string {
  return `Discard this take and record again? You have ${triesLabel(triesLeft)}.`;
}

export function timeUpMessage(clock: string): string {
  return `Time's up: your answer was stopped at ${clock}`;
}

export function thinkCountdown(clock: string): string {
  return `Recording starts in ${clock}`;
}

export function questionCounter(index: number, total: number): string {
  return `Question ${index + 1} of ${total}`;
}

export function waitingCount(count: number): string {
  return `${count} ${count === 1 ? 'chunk' : 'chunks'} waiting`;
}

export function chunksWaiting(count: number): string {
  return `Uploading… ${waitingCount(count)}`;
}
