import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
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

// The network of every web test is msw's: a test's handlers go after it, and so does its signed-in token.
beforeAll(() => {
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
afterAll(() => server.close());
