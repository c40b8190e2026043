import { CSRF_COOKIE, CSRF_HEADER, MESSAGES } from '@vi/contracts';
import axios, { isAxiosError } from 'axios';

export const API_BASE_URL = '/api/v1';

/**
 * The one HTTP client of the web app. No time-out (spec §9: 0), cookies sent, and axios' double-submit
 * anti-forgery handling pointed at the server's cookie and header names.
 */
export const httpClient = axios.create({
  baseURL: API_BASE_URL,
  timeout: 0,
  withCredentials: true,
  xsrfCookieName: CSRF_COOKIE,
  xsrfHeaderName: CSRF_HEADER,
});

export const IFRAME_TOKEN_HEADER = 'X-Iframe-Token';

/** Spec §6 iframe helper: the embedding host's token goes on every later request; null removes it. */
export function setAuthToken(token: string | null): void {
  const common = httpClient.defaults.headers.common;
  if (token === null || token === '') {
    delete common.Authorization;
    delete common[IFRAME_TOKEN_HEADER];
    return;
  }
  common.Authorization = `Bearer ${token}`;
  common[IFRAME_TOKEN_HEADER] = token;
}

function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * Text for a failed call: the server's `{message}` when it sent one, else axios' own wording, which the
 * spec lists verbatim ("Network Error", "timeout of {n}ms exceeded", "Request failed with status code {n}").
 */
export function errorMessage(error: unknown, fallback: string = MESSAGES.somethingWentWrong): string {
  if (isAxiosError(error)) {
    return serverMessage(error.response?.data) ?? (error.message || fallback);
  }
  if (error instanceof Error && error.message !== '') return error.message;
  return fallback;
}
