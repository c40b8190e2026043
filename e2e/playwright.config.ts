import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PlaywrightTestProject } from '@playwright/test';
import { FAKE_MEDIA } from './fake-media.js';
import { scaled } from './tests/support/time-scale.js';

const port = Number(process.env.E2E_PORT ?? 3101);
const baseURL = `http://127.0.0.1:${port}`;
const e2eDir = fileURLToPath(new URL('.', import.meta.url));

function chromiumProject(
  name: string,
  audioFile: string,
  match: Pick<PlaywrightTestProject, 'testMatch' | 'testIgnore'>,
): PlaywrightTestProject {
  return {
    name,
    ...match,
    use: {
      browserName: 'chromium',
      headless: true,
      launchOptions: {
        // The Debian package, not a Playwright-downloaded browser: the environment has no browser CDN access.
        // Started niced like the server's media tools (chromium-niced.sh says why).
        executablePath: path.join(e2eDir, 'chromium-niced.sh'),
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          '--autoplay-policy=no-user-gesture-required',
          `--use-file-for-fake-audio-capture=${audioFile}`,
          `--use-file-for-fake-video-capture=${FAKE_MEDIA.camera}`,
        ],
      },
    },
  };
}

export default defineConfig({
  testDir: './tests',
  workers: 1,
  retries: 0,
  // Playwright's own limits (30 s a test, 5 s an expectation), stretched like every explicit one.
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    // A failed test keeps a trace with the page's DOM at every step, but no screencast: recording one
    // for every test was a third of Chromium's CPU (159 CPU-s against 104 for two specs, bench/README.md
    // "CI time"), and the error context and the specs' own screenshots show the screen. Even without it,
    // tracing every test costs a sixth of Chromium's CPU, so `npm test` turns it off (E2E_TRACE=off)
    // unless asked for; a failure still writes its error context (the page's accessibility tree).
    trace:
      process.env.E2E_TRACE === 'off'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
  globalSetup: './global-setup.ts',
  projects: [
    // Default: a camera and a microphone that speaks. Files named *.silent.spec.ts get a silent microphone.
    chromiumProject('chromium', FAKE_MEDIA.speech, { testIgnore: /\.silent\.spec\.ts$/ }),
    chromiumProject('chromium-silent-mic', FAKE_MEDIA.silence, { testMatch: /\.silent\.spec\.ts$/ }),
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    reuseExistingServer: false,
    // The specs start once the demo's interviews are recorded (the server prints this after it listens),
    // not while its ffmpeg jobs fill the queue: a spec that waits for an answer's media would otherwise
    // wait behind the demo's, and two shards on two cores each make a demo at their start. No `url`:
    // Playwright starts the tests at whichever comes first, and the health URL answers before the demo.
    // A server started on a demo recorded once for every shard (E2E_DEMO_FROM) says it is complete at once.
    // The same pattern as DEMO_SETTLED in scripts/lib/e2e-server-env.mjs.
    wait: {
      stdout: /Demo interviews( ready|: \d+ completed| could not be recorded|: \d+ not recorded|: none)/,
    },
    timeout: 300_000,
    cwd: e2eDir,
    env: { E2E_PORT: String(port) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
