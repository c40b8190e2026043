import { expect, test, type Page, type Response } from '@playwright/test';
import { inviteApplicant } from '../support/api.js';
import { scaled } from '../support/time-scale.js';

/*
 * Background blur against the real build: MediaPipe's selfie segmentation is served by the app itself
 * and must work with no other host reachable.
 */

const MODEL_DIR = '/v1/mediapipe/selfie_segmentation/';

/** Fails every request that leaves the app's own origin, and remembers it. */
async function goOffline(page: Page): Promise<string[]> {
  const external: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1') return route.fallback();
    external.push(url.href);
    return route.abort('internetdisconnected');
  });
  return external;
}

/**
 * Swaps the camera's picture for a moving checkerboard: blur is measured by how much sharp detail it
 * removes, so the picture must have some whatever the fake capture device shows.
 */
async function useSharpCamera(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      const [camera] = stream.getVideoTracks();
      if (camera === undefined) return stream;
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const ctx = canvas.getContext('2d');
      let offset = 0;
      const draw = () => {
        if (!ctx) return;
        offset = (offset + 4) % 80;
        for (let y = 0; y < 480; y += 40) {
          for (let x = -80; x < 640; x += 40) {
            ctx.fillStyle = ((x + y) / 40) % 2 === 0 ? '#000' : '#fff';
            ctx.fillRect(x + offset, y, 40, 40);
          }
        }
      };
      draw();
      const timer = setInterval(draw, 50);
      const [pattern] = canvas.captureStream(20).getVideoTracks();
      if (pattern === undefined) return stream;
      pattern.addEventListener('ended', () => clearInterval(timer));
      stream.removeTrack(camera);
      camera.stop();
      stream.addTrack(pattern);
      return stream;
    };
  });
}

function modelResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith(MODEL_DIR)) responses.push(response);
  });
  return responses;
}

/**
 * Mean squared difference between horizontally adjacent pixels of the blurred canvas and of a raw camera
 * frame at the same size: blurring removes most of that detail. Also reports whether the canvas is drawn.
 */
async function measureSharpness(page: Page): Promise<{ painted: boolean; blurred: number; raw: number }> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[role="img"]');
    if (!canvas) throw new Error('no blurred canvas on the page');
    const { width, height } = canvas;
    const read = (source: CanvasImageSource) => {
      const copy = document.createElement('canvas');
      copy.width = width;
      copy.height = height;
      const ctx = copy.getContext('2d', { willReadFrequently: true });
      if (!ctx) throw new Error('no 2d context');
      ctx.drawImage(source, 0, 0, width, height);
      return ctx.getImageData(0, 0, width, height).data;
    };
    const detail = (data: Uint8ClampedArray) => {
      let sum = 0;
      let count = 0;
      for (let y = 0; y < height; y += 4) {
        for (let x = 1; x < width; x += 1) {
          const i = (y * width + x) * 4;
          // Squared, because blurring an edge spreads it without changing its summed steps.
          for (let c = 0; c < 3; c += 1) sum += ((data[i + c] ?? 0) - (data[i - 4 + c] ?? 0)) ** 2;
          count += 1;
        }
      }
      return sum / count;
    };

    const blurredPixels = read(canvas);
    let opaque = 0;
    for (let i = 3; i < blurredPixels.length; i += 4) if (blurredPixels[i] === 255) opaque += 1;

    // The screen keeps its plain camera preview (hidden while blurred) on the same stream.
    const video = document.querySelector<HTMLVideoElement>('video[aria-label="Camera preview"]');
    if (!video) throw new Error('no camera preview video');
    const rawPixels = read(video);

    return {
      painted: opaque > (blurredPixels.length / 4) * 0.99,
      blurred: detail(blurredPixels),
      raw: detail(rawPixels),
    };
  });
}

test.describe('background blur', () => {
  test('[APPLICANT]: the blur model files are served by the app with their content types', async ({
    request,
  }) => {
    const expected: Array<[string, string]> = [
      ['selfie_segmentation.js', 'javascript'],
      ['selfie_segmentation_solution_simd_wasm_bin.js', 'javascript'],
      ['selfie_segmentation_solution_wasm_bin.js', 'javascript'],
      ['selfie_segmentation_solution_simd_wasm_bin.wasm', 'application/wasm'],
      ['selfie_segmentation_solution_wasm_bin.wasm', 'application/wasm'],
      ['selfie_segmentation_landscape.tflite', 'application/octet-stream'],
      ['selfie_segmentation.tflite', 'application/octet-stream'],
      ['selfie_segmentation.binarypb', 'application/octet-stream'],
    ];
    for (const [file, type] of expected) {
      const response = await request.get(`${MODEL_DIR}${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toContain(type);
      expect((await response.body()).length, file).toBeGreaterThan(0);
    }
    // Only the package's runtime files are published, not its metadata.
    expect((await request.get(`${MODEL_DIR}package.json`)).status()).toBe(404);
  });

  test('[APPLICANT]: on a wide screen the camera test offers blur, which blurs the preview with no other host reachable', async ({
    page,
    request,
  }) => {
    test.slow(); // compiling the ~6 MB model on a shared CI core
    await page.setViewportSize({ width: 1280, height: 900 });
    const external = await goOffline(page);
    const responses = modelResponses(page);
    await useSharpCamera(page);
    const { interviewUrl } = await inviteApplicant(request, { contentType: 'Video' });

    await page.goto(new URL(interviewUrl).pathname);
    await page.getByRole('button', { name: 'Test Camera' }).click();
    const toggle = page.getByRole('switch', { name: 'Background blur' });
    // The switch waits for the model: blur counts as supported only once it has loaded.
    await expect(toggle).toBeEnabled({ timeout: scaled(60_000) });
    await expect(toggle).not.toBeChecked();

    await toggle.check();
    const preview = page.getByRole('img', { name: 'Camera preview' });
    await expect(preview).toBeVisible({ timeout: scaled(30_000) });
    // The picture holds no person, so the mask leaves the whole frame to the blurred background.
    await expect
      .poll(async () => {
        const { painted, blurred, raw } = await measureSharpness(page);
        return painted && blurred < raw / 4;
      })
      .toBe(true);

    // Off shows the plain camera again; on again loads a fresh model and blurs again.
    await toggle.uncheck();
    await expect(preview).toBeHidden();
    await toggle.check();
    await expect(preview).toBeVisible({ timeout: scaled(30_000) });
    await expect.poll(async () => (await measureSharpness(page)).painted).toBe(true);

    const served = responses.map((response) => ({
      path: new URL(response.url()).pathname.slice(MODEL_DIR.length),
      status: response.status(),
      type: response.headers()['content-type'] ?? '',
    }));
    expect(served).toEqual(
      expect.arrayContaining([
        { path: 'selfie_segmentation.js', status: 200, type: expect.stringContaining('javascript') },
        { path: 'selfie_segmentation_landscape.tflite', status: 200, type: expect.any(String) },
        { path: 'selfie_segmentation.binarypb', status: 200, type: expect.any(String) },
        { path: expect.stringMatching(/_wasm_bin\.wasm$/), status: 200, type: 'application/wasm' },
      ]),
    );
    expect(external).toEqual([]);
  });

  test('[APPLICANT]: below 831 px blur is not offered and the model is never downloaded', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 830, height: 900 });
    const responses = modelResponses(page);
    const { interviewUrl } = await inviteApplicant(request, { contentType: 'Video' });

    await page.goto(new URL(interviewUrl).pathname);
    await page.getByRole('button', { name: 'Test Camera' }).click();
    await expect(page.getByRole('button', { name: 'Stop Camera' })).toBeVisible();
    await expect(page.locator('video[aria-label="Camera preview"]')).toBeVisible();
    // Give a wrongly offered switch the time it would take to appear before asserting its absence.
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return video !== null && video.readyState >= 2;
    });
    await expect(page.getByRole('switch', { name: 'Background blur' })).toHaveCount(0);
    expect(responses).toEqual([]);
  });

  test('[APPLICANT]: when the model cannot be loaded, blur is withdrawn and the failure is logged once', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route(`**${MODEL_DIR}**`, (route) => route.abort('failed'));
    const logs: string[] = [];
    const modelRequests: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname === '/api/v1/logger/log') logs.push(sent.postData() ?? '');
      if (pathname.startsWith(MODEL_DIR)) modelRequests.push(pathname);
    });
    const { interviewUrl } = await inviteApplicant(request, { contentType: 'Video' });

    await page.goto(new URL(interviewUrl).pathname);
    await page.getByRole('button', { name: 'Test Camera' }).click();
    await expect(page.locator('video[aria-label="Camera preview"]')).toBeVisible();
    await expect
      .poll(() => logs.filter((body) => body.includes('Background blur unavailable')).length)
      .toBe(1);
    await expect(page.getByRole('switch', { name: 'Background blur' })).toHaveCount(0);

    // A second camera test on the same page neither retries the download nor logs again.
    await page.getByRole('button', { name: 'Stop Camera' }).click();
    await page.getByRole('button', { name: 'Test Camera' }).click();
    await expect(page.locator('video[aria-label="Camera preview"]')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Background blur' })).toHaveCount(0);
    expect(logs.filter((body) => body.includes('Background blur unavailable'))).toHaveLength(1);
    expect(modelRequests).toEqual([`${MODEL_DIR}selfie_segmentation.js`]);
  });
});
