import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import type { ProductServer } from './product-server.js';

/*
 * bench:web's applicant side: the speech the fake microphone plays, the take the bare channel sends, and
 * the two Submit measurements (the bare channel's and the real applicant UI's).
 */

/** A speaking microphone for Chromium's fake device (Debian's flite), made once. */
export function speechWav(): string {
  const dir = path.join(tmpdir(), 'vi-bench-web');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'speech.wav');
  if (!existsSync(file)) {
    execFileSync('flite', ['-voice', 'slt', '-t', 'I have worked on robots for five years.', '-o', file]);
  }
  return file;
}

/** The bare channel: metadata, one chunk, process_recording → answer_submitted (the server's part of Submit). */
export async function bareSubmit(
  product: ProductServer,
  guid: string,
  questionIds: string[],
): Promise<number[]> {
  const chunk = readFileSync(path.join(tmpdir(), 'vi-bench-web', 'take.webm'));
  const timings: number[] = [];
  for (const [index, questionId] of questionIds.entries()) {
    const socket = new WebSocket(`${product.base.replace('http', 'ws')}/stream-audio`);
    const waiters = new Map<string, () => void>();
    socket.on('message', (data: Buffer) =>
      waiters.get((JSON.parse(data.toString()) as { type: string }).type)?.(),
    );
    const next = (type: string) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type}`)), 60_000);
        waiters.set(type, () => {
          clearTimeout(timer);
          resolve();
        });
      });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const received = next('metadata_received');
    socket.send(
      JSON.stringify({
        type: 'metadata',
        applicantGuid: guid,
        questionId,
        questionText: `Benchmark question ${index + 1}?`,
        isLastQuestion: index === questionIds.length - 1,
        totalQuestions: questionIds.length,
        mimeType: 'audio/webm;codecs=opus',
      }),
    );
    await received;
    const acked = next('ack');
    socket.send(chunk, { binary: true });
    await acked;
    const submitted = next('answer_submitted');
    const started = performance.now();
    socket.send(JSON.stringify({ type: 'process_recording' }));
    await submitted;
    timings.push(performance.now() - started);
    socket.close();
  }
  return timings;
}

export function encodeTake(wav: string): void {
  const out = path.join(tmpdir(), 'vi-bench-web', 'take.webm');
  if (existsSync(out)) return;
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '64k', out]);
}

/** The 3-2-1 count-in, the channel and the server's new attempt all come before Stop appears. */
const TAKE_START_TIMEOUT_MS = 20_000;

/**
 * Waits, as the e2e tests' recordTake does, until the take is really recording (after the count-in) and
 * the server has acknowledged a chunk of it, and for at least 1.2 s of speech. Stop pressed on a fixed
 * timer after Start (or right after the count-in on a busy machine) can leave nothing on the server, and
 * Submit then opens an error dialog instead of the next question.
 */
async function recordAnswer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Stop Recording' }).waitFor({ timeout: TAKE_START_TIMEOUT_MS });
  const speech = sleep(1200);
  await page
    .getByTestId('recording-status')
    .filter({ hasText: /^Recording$/ })
    .waitFor();
  await page.waitForFunction(
    () => Number(document.querySelector('.answer-upload')?.getAttribute('data-acknowledged') ?? 0) >= 1,
    undefined,
    { timeout: 20_000 },
  );
  await speech;
}

/** Submit → next question in the real applicant UI, for every question of every applicant. */
export async function uiSubmit(
  browser: Browser,
  product: ProductServer,
  guids: string[],
  questions: number,
): Promise<number[]> {
  const timings: number[] = [];
  for (const guid of guids) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${product.base}/v1/interview/onboarding/${guid}`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Start Interview' }).click();
    // The practice question comes first (on by default); it is not what this bench measures.
    await page.waitForURL(/\/interview\/(practice|questions\/audio)$/);
    if (page.url().endsWith('/interview/practice')) {
      await page.getByRole('button', { name: 'Start the interview' }).click();
    }
    await page.waitForURL('**/interview/questions/audio');
    for (let n = 1; n <= questions; n++) {
      await page.getByText(`Question ${n} of ${questions}`).waitFor();
      await page.getByRole('button', { name: 'Start Recording' }).click();
      await recordAnswer(page);
      await page.getByRole('button', { name: 'Stop Recording' }).click();
      const submit = page.getByRole('button', { name: 'Submit' });
      await submit.waitFor();
      const target = n < questions ? `Question ${n + 1} of ${questions}` : 'Interview Successfully Completed';
      // Timed inside the page: from the click's event to the first frame that shows the next question.
      await submit.evaluate((button) => {
        button.addEventListener(
          'click',
          () => ((window as unknown as { t0: number }).t0 = performance.now()),
          {
            capture: true,
            once: true,
          },
        );
      });
      await submit.click({ timeout: 15_000 }).catch(async (error: unknown) => {
        // An error dialog over the screen means the take failed: say which error instead of a click timeout.
        const dialog = page.locator('#answer-error');
        if ((await dialog.count()) > 0) throw new Error(`Question ${n}: ${await dialog.innerText()}`);
        throw error;
      });
      const elapsed = await page.waitForFunction(
        (text) =>
          document.body.innerText.includes(text)
            ? performance.now() - (window as unknown as { t0: number }).t0
            : false,
        target,
        { polling: 'raf', timeout: 60_000 },
      );
      timings.push((await elapsed.jsonValue()) as number);
    }
    await context.close();
  }
  return timings;
}
