/**
 * Timings, sizes and thresholds of the screens alone (the specs' values): nothing the server checks, so
 * they live beside the screens, not in packages/contracts.
 */
export const UI_LIMITS = {
  timerTickMs: 1000,
  silenceTimeoutSeconds: 10,
  silenceLevelThreshold: 1,
  audioBitsPerSecond: 128_000,
  videoPreferred: { width: 640, height: 480, frameRate: 30 },
  connectivityCheckMs: 4000,
  connectivityProbeTimeoutMs: 8000,
  audioDeviceRefreshMs: 4000,
  sessionValuesTtlMs: 24 * 60 * 60 * 1000,
  startDelayMs: 250,
  registerDelayMs: 250,
  audioLabelMaxChars: 30,
  cameraLabelMaxCharsMobile: 20,
  explainerPlaybackRate: { min: 0.25, max: 2 },
  audioLevelGain: 3 / 255,
  questionnairePageSizes: [10, 20, 50, 100] as const,
  questionnaireDefaultPageSize: 20,
  jobPagerMaxLinks: 5,
  videoGridMaxCards: 9,
  deactivationToastMs: 10_000,
  /** A toast offering Undo stays long enough to reach it by keyboard (Alt+T, then Tab). */
  undoToastMs: 10_000,
  processingSafetyMs: 10_000,
  homeToastMs: 3000,
  userCacheMs: 1_800_000,
} as const;

/** The applicant shell's phone breakpoint (spec): below it, shorter device labels and no blur by default. */
export const MOBILE_THRESHOLD_PX = 831;
