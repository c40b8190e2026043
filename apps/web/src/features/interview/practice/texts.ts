/** Texts of the practice question (not worded by the applicant spec; docs/decisions/0015-interview-settings-and-accommodations.md). */
export const PRACTICE_TEXTS = {
  heading: 'Practice question',
  prompt: 'Practice: tell us what you had for breakfast. This answer is not saved or sent.',
  startRecording: 'Start Recording',
  stopRecording: 'Stop Recording',
  tryAgain: 'Try again',
  startInterview: 'Start the interview',
  startInterviewHint: 'The real questions start when you press "Start the interview".',
  recordingNow: 'Recording your practice answer',
  takeReady: 'Practice recording stopped. You can play it back, try again or start the interview.',
  loading: 'Loading the practice question',
  cameraPreview: 'Camera preview',
  clockLabel: 'Practice recording time',
  levelLabel: 'Microphone level',
  playbackLabel: 'Your practice answer',
  sessionMissing:
    'We could not find your interview session. Please open the interview link from your invitation again.',
  loadFailed: 'There was an error fetching the application data. Please try again later.',
  backToOnboarding: 'Back to the interview start',
  recordingFailed: 'Recording failed. Please try again.',
} as const;

export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "Up to 2 minutes" / "Up to 1 minute 30 seconds": the applicant's own answer time. */
export function answerTimeNote(answerTimeSeconds: number): string {
  const minutes = Math.floor(answerTimeSeconds / 60);
  const seconds = answerTimeSeconds % 60;
  const parts = [
    minutes > 0 ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : '',
    seconds > 0 ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}` : '',
  ].filter(Boolean);
  return `Up to ${parts.join(' ')}, as in the real questions.`;
}
