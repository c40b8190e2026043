import { expect, test, type Frame, type Page } from '@playwright/test';
import type { PublicConfig } from '@vi/contracts';
import { inviteApplicant } from '../support/api.js';

/*
 * The product embedded in a host page (spec §6 iframe helper). The host page is served by route
 * interception from an origin the e2e server allows (ALLOWED_EMBED_ORIGINS, read from /api/v1/config);
 * a second frame from a foreign origin plays the attacker.
 *
 * Chromium's Local Network Access lets a page on the public web frame a local server (our 127.0.0.1) only
 * from a secure context and with the local-network-access permission, so the host origin must be https
 * (route interception needs no certificate) and the test grants that permission as a user would.
 * The frame learns its host from document.referrer; from https to this plain-http test server the default
 * referrer policy would send none (a downgrade), so the host page asks for its origin to be sent, as a host
 * embedding an https deployment gets by default.
 */
const FOREIGN_ORIGIN = 'https://foreign-host.test';

type Received = { origin: string; data: { type?: string; height?: number; success?: boolean } };

function hostPage(frameUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Careers host</title></head>
<body>
<h1>Careers host</h1>
<iframe id="vi" title="Video interview" src="${frameUrl}" allow="camera; microphone" referrerpolicy="origin" style="width:100%;border:0;height:300px"></iframe>
<iframe id="foreign" title="Foreign frame" src="${FOREIGN_ORIGIN}/frame.html"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', function (event) {
    window.received.push({ origin: event.origin, data: event.data });
    if (event.data && event.data.type === 'IFRAME_HEIGHT') {
      document.getElementById('vi').style.height = event.data.height + 'px';
    }
  });
</script>
</body>
</html>`;
}

const FOREIGN_FRAME = `<!doctype html><html lang="en"><head><title>Foreign</title></head><body>
<script>
  window.replies = [];
  window.addEventListener('message', function (event) { window.replies.push(event.data); });
</script></body></html>`;

async function openHost(page: Page, frameUrl: string, hostOrigin: string): Promise<Frame> {
  await page.route(`${hostOrigin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: hostPage(frameUrl) }),
  );
  await page.route(`${FOREIGN_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: FOREIGN_FRAME }),
  );
  await page.goto(`${hostOrigin}/careers/apply.html`);
  const frame = page.frame({ url: (url) => url.pathname.startsWith('/v1/interview/onboarding/') });
  if (!frame)
    throw new Error(
      `the interview frame did not load: ${page
        .frames()
        .map((f) => f.url())
        .join(' | ')}`,
    );
  return frame;
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Received[] }).received);

test.describe('embedding in a host page', () => {
  let hostOrigin: string;
  let frameUrl: string;
  let serverOrigin: string;

  test.beforeEach(async ({ request, baseURL, context }) => {
    const config = (await (await request.get('/api/v1/config')).json()) as PublicConfig;
    const allowed = config.allowedEmbedOrigins.find((origin) => origin.startsWith('https://'));
    if (!allowed) {
      throw new Error(
        `the e2e server allows no https embedding origin (ALLOWED_EMBED_ORIGINS is ${JSON.stringify(
          config.allowedEmbedOrigins,
        )}); start it with E2E_EMBED_ORIGIN=https://embed-host.test`,
      );
    }
    hostOrigin = allowed;
    await context.grantPermissions(['local-network-access']);
    serverOrigin = new URL(baseURL ?? '').origin;
    const applicant = await inviteApplicant(request, { contentType: 'Audio' });
    frameUrl = `${serverOrigin}${new URL(applicant.interviewUrl).pathname}`;
  });

  test('[APPLICANT]: the host receives IFRAME_HEIGHT with the frame height and a token request', async ({
    page,
  }) => {
    const frame = await openHost(page, frameUrl, hostOrigin);
    // The onboarding itself works in the frame (session values, devices): the job card and Start show.
    await expect(frame.getByRole('button', { name: 'Start Interview' })).toBeVisible();

    await expect
      .poll(async () => (await received(page)).filter((m) => m.data.type === 'IFRAME_HEIGHT').length)
      .toBeGreaterThan(0);
    const messages = await received(page);
    const heights = messages.filter((m) => m.data.type === 'IFRAME_HEIGHT');
    for (const message of heights) {
      expect(message.origin).toBe(serverOrigin);
      expect(message.data.height).toBeGreaterThan(0);
    }
    // Without a stored token the frame asks the host for one.
    expect(messages.some((m) => m.data.type === 'request_auth_token' && m.origin === serverOrigin)).toBe(
      true,
    );

    // The reported height follows the content: the last report is the frame document's height.
    const last = heights.at(-1)?.data.height;
    await expect
      .poll(async () => {
        const all = (await received(page)).filter((m) => m.data.type === 'IFRAME_HEIGHT');
        const height = await frame.evaluate(() => Math.ceil(document.documentElement.scrollHeight));
        return all.at(-1)?.data.height === height;
      })
      .toBe(true);
    expect(last).toBeGreaterThan(0);
  });

  test("[APPLICANT]: the host's auth_token is answered with auth_token_received; a foreign origin's is ignored", async ({
    page,
  }) => {
    const frame = await openHost(page, frameUrl, hostOrigin);
    await expect
      .poll(async () => (await received(page)).some((m) => m.data.type === 'request_auth_token'))
      .toBe(true);

    const foreign = page.frame({ url: `${FOREIGN_ORIGIN}/frame.html` });
    if (!foreign) throw new Error('the foreign frame did not load');
    // The foreign frame can reach the interview frame through the host's frame list, and tries to plant a token.
    await foreign.evaluate(() => {
      const target = window.parent.frames[0];
      target?.postMessage({ type: 'auth_token', token: 'foreign.planted.token' }, '*');
    });
    // Messages are handled in order: once the host's reply is back, the foreign one has been dealt with.
    await page.evaluate(() => {
      const target = (document.getElementById('vi') as HTMLIFrameElement).contentWindow;
      target?.postMessage({ type: 'auth_token', token: 'host.issued.token' }, '*');
    });

    await expect
      .poll(async () => (await received(page)).filter((m) => m.data.type === 'auth_token_received'))
      .toEqual([{ origin: serverOrigin, data: { type: 'auth_token_received', success: true } }]);
    // The accepted token rides on the frame's next API call (this browser denies the frame storage, so
    // the request is where it can be seen); the planted one is nowhere.
    const consent = page.waitForRequest((req) => req.url().endsWith('/consent') && req.method() === 'POST');
    await frame.getByRole('checkbox', { name: /Terms of Use/ }).check();
    await frame.getByRole('button', { name: 'Start Interview' }).click();
    const headers = (await consent).headers();
    expect(headers['x-iframe-token']).toBe('host.issued.token');
    expect(headers.authorization).toBe('Bearer host.issued.token');
    expect(await foreign.evaluate(() => (window as unknown as { replies: unknown[] }).replies)).toEqual([]);
  });
});
