import { isAxiosError } from 'axios';
import { API_ERROR_CODES, DEFAULT_LANGUAGE, MESSAGES, type MessageKey } from '@vi/contracts';
import { activeRecruiterLanguage } from '../../i18n/recruiter-i18n';
import { ERROR_MESSAGES, RESEND_WAIT_TEXTS } from './error-texts';

/** Each MESSAGES wording and its key: the server sends the English text, the screen shows the key's. */
const MESSAGE_KEYS = new Map<string, MessageKey>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/** The `message`, `code` and Retry-After of a refused call's JSON error, if it has a message. */
function serverError(error: unknown): { message: string; code?: string; retryAfter?: number } | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (!data || typeof data !== 'object' || !('message' in data)) return undefined;
  if (typeof data.message !== 'string' || !data.message) return undefined;
  const code = 'code' in data && typeof data.code === 'string' ? data.code : undefined;
  const retryAfter = Number(error.response?.headers['retry-after']);
  return {
    message: data.message,
    ...(code ? { code } : {}),
    ...(retryAfter > 0 ? { retryAfter } : {}),
  };
}

/** A resend's wait as the server counts it (resend-throttle.ts): minutes below 90, else hours. */
function resendWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 90
    ? RESEND_WAIT_TEXTS.waitMinutes(minutes)
    : RESEND_WAIT_TEXTS.waitHours(Math.ceil(minutes / 60));
}

/**
 * What to tell the recruiter about a refused call, in their language. A message the contracts word
 * (MESSAGES) is shown from the catalogue; a refused resend says its wait. Any other server message is
 * English only: shown as is to a recruiter reading English, else the caller's own (translated) fallback,
 * which is also the answer when the server said nothing usable.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const server = serverError(error);
  if (!server) return fallback;
  const key = MESSAGE_KEYS.get(server.message);
  if (key) return ERROR_MESSAGES[key];
  if (activeRecruiterLanguage() === DEFAULT_LANGUAGE) return server.message;
  if (server.code === API_ERROR_CODES.resendThrottled && server.retryAfter !== undefined)
    return resendWait(server.retryAfter);
  return fallback;
}
