import { expect, test, type WebSocketRoute } from '@playwright/test';
import { fetchInterviewView, prepareInterview, uploadArea } from '../support/interview-flow.js';
import { scaled } from '../support/time-scale.js';

/*
 * A dropped network mid-answer. context.setOffline() makes the page offline (navigator.onLine, the health
 * probe), and the recording channel is cut through page.routeWebSocket, which relays every frame to the
 * real server until the test drops both ends; while "offline" new connections are refused the same way.
 */
test.describe('connection lost while recording', () => {
  test('[APPLICANT]: keeps recording offline, resumes on reconnect and loses no chunk', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(scaled(90_000));
    const prepared = await prepareInterview(page, request, 'Audio');

    let isCut = false;
    const open: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    // What the server said it holds: an ack after each chunk, and on each (re)connection the count in
    // metadata_received. A chunk stored just before a connection is replaced has its ack lost with that
    // connection and is confirmed by the next one's metadata_received instead.
    const confirmed: number[] = [];
    let binaryFrames = 0;
    await page.routeWebSocket(/\/stream-audio$/, (ws) => {
      if (isCut) {
        void ws.close({ code: 1006 });
        return;
      }
      const server = ws.connectToServer();
      open.push({ page: ws, server });
      ws.onMessage((message) => {
        if (typeof message !== 'string') binaryFrames += 1;
        server.send(message);
      });
      server.onMessage((message) => {
        if (typeof message === 'string') {
          const parsed = JSON.parse(message) as { type: string; chunks?: number };
          const isConfirmation = parsed.type === 'ack' || parsed.type === 'metadata_received';
          if (isConfirmation && parsed.chunks !== undefined) confirmed.push(parsed.chunks);
        }
        ws.send(message);
      });
    });

    await page.goto(prepared.questionsPath);
    await page.getByRole('button', { name: 'Start Recording' }).click();
    const produced = async () => Number(await uploadArea(page).getAttribute('data-produced'));
    const acknowledged = async () => Number(await uploadArea(page).getAttribute('data-acknowledged'));
    const storedChunks = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('vi-recording');
            open.onerror = () => reject(new Error('IndexedDB did not open'));
            open.onsuccess = () => {
              const count = open.result.transaction('chunks').objectStore('chunks').count();
              count.onsuccess = () => {
                resolve(count.result);
                open.result.close();
              };
              count.onerror = () => reject(new Error('count failed'));
            };
          }),
      );
    await expect.poll(acknowledged, { timeout: scaled(20_000) }).toBeGreaterThanOrEqual(2);

    // The network goes: the page learns it, and the open connection dies with it.
    isCut = true;
    await context.setOffline(true);
    for (const { page: client, server } of open.splice(0)) {
      await server.close();
      await client.close({ code: 1006 });
    }
    // One banner says it; no dialog interrupts the take.
    const banner = page.locator('.offline-banner');
    await expect(banner).toContainText('You are offline. Please reconnect to continue.');
    await expect(page.getByRole('dialog', { name: 'Connection Lost' })).toHaveCount(0);
    await expect(uploadArea(page).getByRole('status')).toHaveText('Reconnecting…');

    // Recording goes on: chunks pile up in the browser's store.
    const ackedBeforeDrop = await acknowledged();
    await expect.poll(produced, { timeout: scaled(20_000) }).toBeGreaterThanOrEqual(ackedBeforeDrop + 3);
    await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
    // … in IndexedDB, not only in memory.
    expect(await storedChunks()).toBeGreaterThanOrEqual(3);

    isCut = false;
    await context.setOffline(false);
    await expect(banner).toBeHidden({ timeout: scaled(15_000) });
    // Resumed: every chunk produced so far reaches the server.
    await expect
      .poll(async () => (await acknowledged()) === (await produced()), { timeout: scaled(20_000) })
      .toBe(true);

    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(uploadArea(page).getByRole('status')).toHaveText('All recorded data saved');
    const total = await produced();
    // Acknowledged chunks stay on this device until the take is submitted (a reload offers it back).
    expect(await storedChunks()).toBe(total);
    expect(Math.max(...confirmed)).toBe(total);
    // Each chunk crossed at most twice (sent before the drop without an ack, resent after it).
    expect(binaryFrames).toBeGreaterThanOrEqual(total);
    expect(binaryFrames).toBeLessThanOrEqual(total + 2);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: /^Question 2 of / })).toBeVisible({
      timeout: scaled(30_000),
    });
    await expect(page.getByText('3 tries left')).toBeVisible();
    // Submitted: nothing of it is kept any more.
    await expect.poll(storedChunks).toBe(0);

    const view = await fetchInterviewView(request, prepared.interviewId);
    const [answer] = view.responses;
    expect(answer?.audioUrl).not.toBeNull();
    // The stored answer is as long as what was recorded, gap included (one chunk per second).
    expect(answer?.duration ?? 0).toBeGreaterThanOrEqual(total - 1.5);
  });

  test('[APPLICANT]: offline, a new take cannot start and Submit waits; back online the take is submitted by itself', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(scaled(60_000));
    const prepared = await prepareInterview(page, request, 'Audio');
    await page.goto(prepared.questionsPath);
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect
      .poll(async () => Number(await uploadArea(page).getAttribute('data-acknowledged')), {
        timeout: scaled(20_000),
      })
      .toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();

    await context.setOffline(true);
    const banner = page.locator('.offline-banner');
    await expect(banner).toContainText('You are offline. Please reconnect to continue.');
    const lost = page.getByRole('dialog', { name: 'Connection Lost' });
    await expect(lost).toHaveCount(0);

    // Rerecord cannot start offline (spec §5): Connection Lost says why, and no try is used.
    await page.getByRole('button', { name: 'Rerecord' }).click();
    await expect(lost).toContainText('You are offline. Please reconnect to continue.');
    await lost.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(lost).toBeHidden();
    await expect(page.getByRole('button', { name: 'Stop Recording' })).toHaveCount(0);
    await expect(page.getByText('2 tries left')).toBeVisible();

    // Submit is not sent offline: it waits, and says so.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(banner).toContainText('Your answer will be submitted as soon as the connection is back.');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: /^Question 1 of / })).toBeVisible();
    const [pending] = (await fetchInterviewView(request, prepared.interviewId)).responses;
    expect(pending).toBeUndefined();

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: /^Question 2 of / })).toBeVisible({
      timeout: scaled(30_000),
    });
    const view = await fetchInterviewView(request, prepared.interviewId);
    expect(view.responses).toHaveLength(1);
  });
});
