/**
 * Business constants that both sides know: the server re-checks every one of them, the client's checks
 * are only a convenience. Constants of the screens alone live in the web app (shared/lib/ui-limits.ts).
 */
export const LIMITS = {
  triesPerQuestion: 3,
  maxAnswerSeconds: 120,
  mediaChunkIntervalMs: 1000,
  maxQuestionsPerQuestionnaire: 8,
  interviewPageSize: 20,
  resumeMaxBytes: 10_485_760,
} as const;

/**
 * Question types beyond a recording (docs/questions.md). A written answer's length is counted in Unicode
 * code points (`[...text].length`), on the server as in the applicant's character count.
 */
export const QUESTION_LIMITS = {
  minOptions: 2,
  maxOptions: 20,
  optionLabelMaxChars: 200,
  minWrittenCharacters: 50,
  maxWrittenCharacters: 5000,
  defaultWrittenCharacters: 1000,
} as const;

/** Version of the terms the applicant consents to; kept with each consent record. */
export const TERMS_VERSION = '2026-11-27';

/** Review, notes, stages and share links (docs/review-and-sharing.md): the server enforces each; screens may show them. */
export const REVIEW_LIMITS = {
  /** Scorecard criteria per questionnaire. */
  maxCriteria: 6,
  criterionLabelMaxChars: 80,
  noteMaxChars: 2000,
  guestCommentMaxChars: 2000,
  /** Interviews per bulk stage change and per share link. */
  maxBulkInterviews: 100,
  maxSharedInterviews: 100,
  shareLinkMinDays: 1,
  shareLinkMaxDays: 30,
  /** One "media played" entry per answer per recruiter per this many minutes. */
  mediaPlayDedupeMinutes: 10,
  /**
   * A share link's page is logged (audit and activity) at most once per interview per this many minutes,
   * in fixed slots: every view still counts in the link's view counter, but a reloading or scripted
   * viewer cannot fill the append-only logs.
   */
  sharedViewLogMinutes: 60,
  /** Requests per address and minute to a share link's page, resume, review and "played" routes. */
  sharedRequestsPerMinute: 60,
  /** Range requests per address and minute to a share link's media (a player asks for many). */
  sharedMediaRequestsPerMinute: 600,
  /** Rows of one CSV export. */
  maxExportRows: 10_000,
} as const;

/** Invitation lifecycle (docs/invitations.md): deadlines, personal messages, extension requests and reminders. */
export const INVITATION_LIMITS = {
  /** The recruiter's personal message in the invitation mail (plain text). */
  messageMaxChars: 1000,
  /** The applicant's note with a request for more time (plain text). */
  extensionMessageMaxChars: 1000,
  /** A deadline is in the future when it is set, and at most this far ahead. */
  deadlineMaxDaysAhead: 365,
  /** A questionnaire's default deadline, in days after the invitation. */
  defaultDeadlineDays: { min: 1, max: 90 },
  /** One request for more time per application in this many hours. */
  extensionRequestCooldownHours: 24,
  /**
   * The resend throttle, per application: a resent invitation mail at most once in this many minutes,
   * and at most resendMaxPerWindow of them in a window of resendWindowHours from the first (429
   * RESEND_THROTTLED with Retry-After; docs/invitations.md).
   */
  resendMinIntervalMinutes: 10,
  resendMaxPerWindow: 5,
  resendWindowHours: 24,
  /** Reminder offsets a company may choose, in hours. */
  reminderHours: { min: 1, max: 720 },
  /** The reminders a company has until it changes them: 48 h after the invitation, 24 h before the deadline. */
  defaultReminders: { afterInviteHours: 48, beforeDeadlineHours: 24 },
} as const;

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
