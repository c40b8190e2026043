import { expect, test, type Page } from '@playwright/test';
import { prepareInterview, uploadArea } from '../support/interview-flow.js';
import { scaled } from '../support/time-scale.js';

/**
 * Relays the audio channel to the real server; `intercept` may answer a page message itself (return
 * true) instead of forwarding it, and `inject` sends a server message to the page.
 */
async function relayChannel(page: Page, intercept: (message: string | Buffer) => boolean) {
  let toPage: ((message: string) => void) | undefined;
  await page.routeWebSocket(/\/stream-audio$/, (ws) => {
    const server = ws.connectToServer();
    toPage = (message) => ws.send(message);
    ws.onMessage((message) => {
      if (!intercept(message)) server.send(message);
    });
    server.onMessage((message) => ws.send(message));
  });
  return {
    inject(message: object) {
      if (!toPage) throw new Error('no channel open');
      toPage(JSON.stringify(message));
    },
  };
}

async function startTake(page: Page) {
  await page.getByRole('button', { name: 'Start Recording' }).click();
  // After the 3-2-1 count-in.
  await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({ timeout: scaled(15_000) });
  await expect
    .poll(async () => Number(await uploadArea(page).getAttribute('data-acknowledged')), {
      timeout: scaled(20_000),
    })
    .toBeGreaterThanOrEqual(1);
}

test.describe('recording errors', () => {
  test('[APPLICANT]: a failed submit keeps the applicant on the question, and a retry goes on', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(60_000));
    const prepared = await prepareInterview(page, request, 'Audio');
    let failNextSubmit = true;
    const channel = await relayChannel(page, (message) => {
      if (typeof message !== 'string' || !message.includes('"process_recording"') || !failNextSubmit)
        return false;
      failNextSubmit = false;
      channel.inject({
        type: 'error',
        code: 'FINALIZE_FAILED',
        message:
          'Failed to submit recording. Please check your microphone or internet connection and try again.',
      });
      return true;
    });
    await page.goto(prepared.questionsPath);
    await startTake(page);
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Recording Error' });
    await expect(dialog).toContainText(
      'Failed to submit recording. Please check your microphone or internet connection and try again.',
    );
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Question 1 of / })).toBeVisible();
    await expect(page.getByText('2 tries left')).toBeVisible();

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: /^Question 2 of / })).toBeVisible({
      timeout: scaled(30_000),
    });
  });

  test('[APPLICANT]: a server error while recording ends the take in the Recording Error dialog', async ({
    page,
    request,
  }) => {
    const prepared = await prepareInterview(page, request, 'Audio');
    const channel = await relayChannel(page, () => false);
    await page.goto(prepared.questionsPath);
    await startTake(page);

    channel.inject({ type: 'error', code: 'SUPERSEDED', message: 'Recording failed. Please try again.' });
    const dialog = page.getByRole('dialog', { name: 'Recording Error' });
    await expect(dialog).toContainText('Recording failed. Please try again.');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Start Recording' })).toBeVisible();
    await expect(page.getByText('2 tries left')).toBeVisible();
  });

  test('[APPLICANT]: a microphone unplugged while recording stops it with the device message', async ({
    page,
    request,
  }) => {
    // The fake microphone cannot be unplugged; the device list the watcher reads can lose it.
    await page.addInitScript(() => {
      const devices = navigator.mediaDevices;
      const original = devices.enumerateDevices.bind(devices);
      devices.enumerateDevices = async () => {
        const list = await original();
        const unplugged = (window as unknown as { unplugged?: boolean }).unplugged === true;
        return unplugged ? list.filter((device) => device.kind !== 'audioinput') : list;
      };
    });
    const prepared = await prepareInterview(page, request, 'Audio');
    await page.goto(prepared.questionsPath);
    await startTake(page);

    await page.evaluate(() => {
      (window as unknown as { unplugged?: boolean }).unplugged = true;
      navigator.mediaDevices.dispatchEvent(new Event('devicechange'));
    });
    const deviceError = page.getByRole('dialog', { name: 'Device Error' });
    await expect(deviceError).toContainText(
      'Your microphone has been disconnected. Please reconnect your device and try again.',
    );
    await deviceError.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Stop Recording' })).toHaveCount(0);
    await expect(page.getByText('2 tries left')).toBeVisible();

    // Plugged back: the pending device error is shown once before recording may start again.
    await page.evaluate(() => {
      (window as unknown as { unplugged?: boolean }).unplugged = false;
      navigator.mediaDevices.dispatchEvent(new Event('devicechange'));
    });
    await page.getByRole('button', { name: 'Start Recording' }).click();
    const recordingError = page.getByRole('dialog', { name: 'Recording Error' });
    await expect(recordingError).toContainText('Your microphone has been disconnected.');
    await recordingError.getByRole('button', { name: 'Close', exact: true }).click();
    await startTake(page);
  });
});
