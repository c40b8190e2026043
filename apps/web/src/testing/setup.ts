import { cleanup, configure } from '@testing-library/react';
import { DEFAULT_LANGUAGE } from '@vi/contracts';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetUiThemeScripts } from '../app/layouts/recruiter/ui-theme';
import { resetPublicConfigCache } from '../shared/api/public-config';
import { showApplicantLanguage } from '../shared/i18n/applicant-i18n';
import { resetRecruiterLanguage } from '../shared/i18n/recruiter-i18n';
import { forgetFormBodies, tagFormBodies } from './form-bodies';
import { signOut } from './identity';
import { resetServer, server, startServer } from './server';

// findBy*/waitFor give up after 1 s by default; with Vitest running files in parallel on 2 cores a
// lazy import or a chain of effects can take longer without anything being wrong. TEST_TIME_SCALE stretches
// it when npm test runs Vitest at low priority beside the browser shards (apps/server/vitest.config.ts).
configure({ asyncUtilTimeout: 5000 * Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1) });

// jsdom's Blob has no stream(), and Node's fetch classes, which msw builds its answers with, read a blob
// through it: without this a response the app asks for as a blob (CSV exports, resumes) never arrives.
if (typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      start: async (controller) => {
        controller.enqueue(new Uint8Array(await this.arrayBuffer()));
        controller.close();
      },
    });
  };
}

/**
 * Most files share their worker's modules and document with the files before them (the `web` project runs
 * without isolation: vitest.projects.ts), so each starts as a fresh browser would: nothing stored, no
 * cookie, English, no cached configuration, at `/`, and with no spy, stubbed global or fake clock left
 * over. What a page cannot undo (a replaced module, a defined custom element) isolates a file instead.
 */
async function freshBrowser(): Promise<void> {
  if (typeof document === 'undefined') return; // a file run in Node's environment has no browser
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // Module caches a page load would start without: the public configuration and the theme's scripts.
  resetPublicConfigCache();
  resetUiThemeScripts();
  await resetRecruiterLanguage();
  await showApplicantLanguage(DEFAULT_LANGUAGE);
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.title = '';
  window.history.replaceState(null, '', '/');
}

// The network of every web test is msw's: a test's handlers go after it, and so does its signed-in token.
beforeAll(async () => {
  await freshBrowser();
  tagFormBodies();
  startServer();
});
// One hook, in this order: the test's screen is unmounted (Vitest globals are off, so Testing Library
// cannot register its own cleanup) while its handlers still answer whatever the unmount or a last render
// asks for; only then do the handlers go and an unexpected request fail the test.
afterEach(() => {
  cleanup();
  signOut();
  forgetFormBodies();
  resetServer();
});
afterAll(() => {
  server.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
