import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { InterviewDetail, InterviewList } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, inviteApplicant, recruiterToken } from '../support/api.js';
import { completeInterview } from '../support/complete-interview.js';
import { openSignInLink } from '../support/sign-in.js';
import { shotPath } from '../support/shots.js';
import { scaled } from '../support/time-scale.js';

/*
 * Automatic captions in the review: a real video interview (flite speech recorded over the recording
 * channel) is transcribed by the server, which then serves its captions as WebVTT; the recruiter turns
 * them on with the CC toggle and the browser's own track shows the words, on a desktop and on a phone.
 */

test.describe.configure({ timeout: scaled(300_000) });

const lettersOnly = () =>
  randomUUID()
    .replace(/-/g, '')
    .slice(0, 10)
    .replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x');

async function detail(request: APIRequestContext, id: string): Promise<InterviewDetail> {
  const response = await request.get(`/api/v1/interviews/${id}`, { headers: authHeaders() });
  expect(response.ok()).toBe(true);
  return (await response.json()) as InterviewDetail;
}

async function captionedInterview(request: APIRequestContext, baseURL: string | undefined) {
  const lastName = `Captions${lettersOnly()}`;
  const invited = await inviteApplicant(request, { contentType: 'Video', firstName: 'Ada', lastName });
  await completeInterview(request, invited.applicationGuid, { baseURL });
  const list = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews?limit=100`, {
    headers: authHeaders(),
  });
  const row = ((await list.json()) as InterviewList).data.find(
    (item) => item.applicationGuid === invited.applicationGuid,
  );
  if (!row) throw new Error('the completed interview is not listed');
  // Transcription runs in the background; the captions address appears once the transcript has words.
  await expect
    .poll(async () => (await detail(request, row.id)).responses[0]?.captionsUrl ?? null, {
      timeout: scaled(180_000),
      intervals: [1000],
    })
    .not.toBeNull();
  return { id: row.id, name: `Ada ${lastName}` };
}

/** The first answer's caption track as the browser holds it. */
const trackState = (page: Page) =>
  page
    .getByRole('group', { name: 'Answer to question 1' })
    .locator('video')
    .evaluate((video: HTMLVideoElement) => {
      const track = video.textTracks[0];
      return {
        label: track?.label ?? null,
        kind: track?.kind ?? null,
        mode: track?.mode ?? null,
        cues: track?.cues?.length ?? 0,
        firstCue: (track?.cues?.[0] as VTTCue | undefined)?.startTime ?? null,
      };
    });

test('[RECRUITER]: turns on automatic captions in the review and sees the track (desktop and phone)', async ({
  page,
  request,
  baseURL,
}) => {
  const interview = await captionedInterview(request, baseURL);
  const captionsUrl = (await detail(request, interview.id)).responses[0]!.captionsUrl!;
  const vtt = await request.get(captionsUrl, { headers: authHeaders() });
  expect(vtt.status()).toBe(200);
  expect(vtt.headers()['content-type']).toContain('text/vtt');
  expect(await vtt.text()).toMatch(/^WEBVTT - Automatic captions\n/);

  await openSignInLink(page, `/v1/recruiter?jtToken=${recruiterToken()}`);
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'jtToken'))
    .toBe(true);

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 375, height: 812 },
  ]) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/v1/recruiter/interviews/${interview.id}`);
    await expect(page.getByRole('heading', { level: 2, name: interview.name })).toBeVisible();
    const player = page.getByRole('group', { name: 'Answer to question 1' });
    const cc = player.getByRole('button', { name: 'Automatic captions' });
    // The answer has sound: captions wait for the reviewer.
    await expect(cc).toHaveAttribute('aria-pressed', 'false');
    expect(await trackState(page)).toMatchObject({ label: 'Automatic captions', kind: 'captions' });

    await cc.focus();
    await page.keyboard.press('Enter');
    await expect(cc).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await trackState(page)).mode).toBe('showing');
    await expect
      .poll(async () => (await trackState(page)).cues, { timeout: scaled(15_000) })
      .toBeGreaterThan(0);

    // Stop on a cue's moment so the browser draws it over the picture.
    const firstCue = (await trackState(page)).firstCue ?? 0;
    const video = player.locator('video');
    await video.evaluate(async (v: HTMLVideoElement, at: number) => {
      v.muted = true;
      v.currentTime = at + 0.2;
      await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
    }, firstCue);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.activeCues?.length ?? 0))
      .toBeGreaterThan(0);
    await player.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(`captions-on-${viewport.name}`) });

    await cc.click();
    await expect(cc).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await trackState(page)).mode).toBe('disabled');
  }
});
