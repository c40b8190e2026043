/**
 * Business constants of both specs. The web app and the server import these; the server re-checks
 * every one of them, the client's checks are only a convenience.
 */
export const LIMITS = {
  triesPerQuestion: 3,
  maxAnswerSeconds: 120,
  countdownFromSeconds: 90,
  timerTickMs: 1000,
  silenceTimeoutSeconds: 10,
  silenceLevelThreshold: 1,
  mediaChunkIntervalMs: 1000,
  audioBitsPerSecond: 128_000,
  videoPreferred: { width: 640, height: 480, frameRate: 30 },
  connectivityCheckMs: 4000,
  connectivityProbeTimeoutMs: 8000,
  audioDeviceRefreshMs: 4000,
  sessionValuesTtlMs: 24 * 60 * 60 * 1000,
  startDelayMs: 250,
  registerDelayMs: 250,
  chunkLoadTimeoutMs: 120_000,
  spinnerOverlayZIndex: 1000,
  audioLabelMaxChars: 30,
  cameraLabelMaxCharsMobile: 20,
  explainerPlaybackRate: { min: 0.25, max: 2 },
  thumbnailJpegQuality: 0.7,
  audioLevelGain: 3 / 255,
  maxQuestionsPerQuestionnaire: 8,
  questionnairePageSizes: [10, 20, 50, 100] as const,
  questionnaireDefaultPageSize: 20,
  interviewPageSize: 20,
  jobPagerMaxLinks: 5,
  videoGridMaxCards: 9,
  videoGridColumns: 3,
  resumeMaxBytes: 10_485_760,
  deactivationToastMs: 10_000,
  processingSafetyMs: 10_000,
  homeToastMs: 3000,
  userCacheMs: 1_800_000,
  storedCompanyIdMs: 86_400_000,
  jobQuestionnaireCheckBatch: 5,
} as const;

/** Spec breakpoints (applicant shell); the recruiter spec's mobile breakpoint is separate. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 831, lg: 992, xl: 1200, xxl: 1400 } as const;
export const MOBILE_THRESHOLD_PX = 831;
export const RECRUITER_MOBILE_BREAKPOINT_PX = 768;

export const BUILD_TAG = 'v1.4.1a';
export const PRODUCT_TITLE = 'Video Interviewer';

/** Storage key and URL parameter of the embedding host's token. */
export const IFRAME_TOKEN_STORAGE_KEY = 'iframe_jwt_token';
export const TOKEN_URL_PARAM = 'jtToken';
/** Cookie carrying a recruiter token (set by the web app from the URL parameter). */
export const TOKEN_COOKIE = 'jtToken';
/** Double-submit anti-forgery cookie and header (axios' defaults, which the spec's HTTP client uses). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

export const DEFAULT_COMPANY_ID = 1;
export const DEFAULT_USER_ID = 1;
