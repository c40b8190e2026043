import { fileURLToPath } from 'node:url';
import { defineConfig, type PlaywrightTestProject } from '@playwright/test';
import { FAKE_MEDIA } from './fake-media.js';

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
        executablePath: '/usr/bin/chromium',
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
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  globalSetup: './global-setup.ts',
  projects: [
    // Default: a camera and a microphone that speaks. Files named *.silent.spec.ts get a silent microphone.
    chromiumProject('chromium', FAKE_MEDIA.speech, { testIgnore: /\.silent\.spec\.ts$/ }),
    chromiumProject('chromium-silent-mic', FAKE_MEDIA.silence, { testMatch: /\.silent\.spec\.ts$/ }),
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    cwd: e2eDir,
    env: { E2E_PORT: String(port) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
