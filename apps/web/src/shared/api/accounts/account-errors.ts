import { isAxiosError } from 'axios';
import { errorMessage } from '../http-client';

/*
 * Reading the server's refusals ({statusCode, error, message, code?, fields?}, with Retry-After on a 429)
 * for the account screens: which field a message belongs to, which code, how long to wait.
 */

export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

export function errorCode(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  return typeof data.code === 'string' ? data.code : undefined;
}

/**
 * The validation messages by field name: the server names a field `body.email` (its request part, then
 * the field), and the screens name it `email`. The first message of a field wins.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isAxiosError(error)) return {};
  const data: unknown = error.response?.data;
  if (typeof data !== 'object' || data === null || !('fields' in data) || !Array.isArray(data.fields)) {
    return {};
  }
  const result: Record<string, string> = {};
  for (const field of data.fields as unknown[]) {
    if (typeof field !== 'object' || field === null) continue;
    const { path, message } = field as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const name = path.replace(/^(body|query|params)\.?/, '').split('.')[0] ?? '';
    if (name !== '' && result[name] === undefined) result[name] = message;
  }
  return result;
}

/** Seconds from a 429's Retry-After (whole seconds, at least 1), or undefined when it is no 429. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (errorStatus(error) !== 429 || !isAxiosError(error)) return undefined;
  const header: unknown = error.response?.headers['retry-after'];
  const seconds = typeof header === 'string' ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 1;
}

export const TOO_MANY_ATTEMPTS = (seconds: number) =>
  `Too many attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/** The sentence to show for a failed account call: the wait for a 429, else the server's message. */
export function accountErrorMessage(error: unknown): string {
  const wait = retryAfterSeconds(error);
  return wait === undefined ? errorMessage(error) : TOO_MANY_ATTEMPTS(wait);
}
