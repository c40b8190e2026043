import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API_BASE_URL } from '../shared/api/http-client';

/*
 * The one mock server of the web tests. It answers the app's real axios calls (jsdom's XMLHttpRequest,
 * which msw/node intercepts) so a test exercises the API modules, the query options and the components
 * together, and breaks if a URL, a method or a body changes. Each test says which answers it needs with
 * mockApi() or server.use(), so a request nobody expected is an error.
 */

/** The address of an API path as the http client sends it: '/company/1/jobs' → '/api/v1/company/1/jobs'. */
export function api(path: string): string {
  return `${API_BASE_URL}${path}`;
}

/*
 * The standing handlers: GET /config is asked for by almost every page (title, support contact), often
 * by an effect that runs after its test has ended. It finds no server, as it did before msw, and the app
 * falls back to its defaults; a test that cares serves a config with mockApi or mockPublicConfig.
 * GET /auth/me likewise: every recruiter screen that hides what a role may not use asks who is signed in;
 * unanswered, the role is the browser session's (the identity given to the test) or unknown, and nothing
 * is hidden. A test about roles serves a session identity or mocks /auth/me.
 */
const standing = [
  http.get(api('/config'), () => HttpResponse.error()),
  http.get(api('/auth/me'), () => HttpResponse.error()),
];

export const server = setupServer(...standing);

const unhandled: string[] = [];

/**
 * Started by the setup file: every request to the app's own origin without a handler is remembered and
 * fails the test after it. Requests elsewhere go through untouched: some tests run a real local server
 * (http://127.0.0.1:port, e.g. for streaming) and talk to it on purpose.
 */
export function startServer(): void {
  server.listen({
    onUnhandledRequest(request, print) {
      // Files under `@vitest-environment node` have no page, hence no origin of their own.
      if (typeof location === 'undefined' || new URL(request.url).origin !== location.origin) return;
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
}

/**
 * Called after each test: handlers added with server.use() go away, and a request that had no handler
 * fails the test. msw's own 'error' strategy only turns such a request into a network error, which a
 * component may well swallow (an error banner, a fallback) while the test still passes.
 */
export function resetServer(): void {
  server.resetHandlers();
  const missed = unhandled.splice(0);
  if (missed.length > 0) {
    throw new Error(`Requests without a test handler (add mockApi or server.use):\n${missed.join('\n')}`);
  }
}
