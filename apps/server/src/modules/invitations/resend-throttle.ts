import { INVITATION_LIMITS } from '@vi/contracts';
import { AppError } from '../../lib/app-error.js';

const MINUTE_MS = 60_000;
const INTERVAL_MS = INVITATION_LIMITS.resendMinIntervalMinutes * MINUTE_MS;
const WINDOW_MS = INVITATION_LIMITS.resendWindowHours * 60 * MINUTE_MS;

/** An application's resend columns (migration 0018). */
export interface ResendState {
  last_resent_at: string | null;
  resend_window_start: string | null;
  resend_window_count: number;
}

export type ResendDecision = { allowed: true; next: ResendState } | { allowed: false; error: AppError };

const inWords = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  if (minutes < 90) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
};

function throttled(reason: string, waitMs: number): AppError {
  return new AppError('RESEND_THROTTLED', {
    message: `${reason} You can resend it in ${inWords(waitMs)}.`,
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  });
}

/**
 * Whether the invitation may be mailed again at `now`, and the columns after it is. The limits protect
 * the applicant's inbox (and the sender's reputation) from a recruiter's repeated clicks or a script: at
 * most one resend per interval, and a number per day-long window counted from its first resend.
 */
export function decideResend(state: ResendState, now: number): ResendDecision {
  const last = state.last_resent_at === null ? undefined : Date.parse(state.last_resent_at);
  if (last !== undefined && now - last < INTERVAL_MS) {
    return {
      allowed: false,
      error: throttled(
        `This invitation was sent again less than ${INVITATION_LIMITS.resendMinIntervalMinutes} minutes ago.`,
        last + INTERVAL_MS - now,
      ),
    };
  }
  const windowStart = state.resend_window_start === null ? undefined : Date.parse(state.resend_window_start);
  const isWindowOpen = windowStart !== undefined && now - windowStart < WINDOW_MS;
  const count = isWindowOpen ? state.resend_window_count : 0;
  if (isWindowOpen && count >= INVITATION_LIMITS.resendMaxPerWindow) {
    return {
      allowed: false,
      error: throttled(
        `This invitation has already been sent again ${count} times in ${INVITATION_LIMITS.resendWindowHours} hours.`,
        windowStart + WINDOW_MS - now,
      ),
    };
  }
  const at = new Date(now).toISOString();
  return {
    allowed: true,
    next: {
      last_resent_at: at,
      resend_window_start: isWindowOpen ? state.resend_window_start : at,
      resend_window_count: count + 1,
    },
  };
}
