import { expect, test } from '@playwright/test';
import { prepareInterview, recordTake, uploadArea } from '../support/interview-flow.js';
import { scaled } from '../support/time-scale.js';

test.describe('tries and the answer timer', () => {
  test('[APPLICANT]: Rerecord replaces the take, three stops use the three tries, and the server keeps count', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(90_000));
    const prepared = await prepareInterview(page, request, 'Audio');
    await page.goto(prepared.questionsPath);
    await expect(page.getByText('3 tries left')).toBeVisible();

    await recordTake(page, 1);
    await expect(page.getByText('2 tries left')).toBeVisible();

    // Rerecord asks first, then throws the take away and records a new one after the 3-2-1.
    await page.getByRole('button', { name: 'Rerecord' }).click();
    await page
      .getByRole('dialog', { name: 'Record again?' })
      .getByRole('button', { name: 'Discard and record again' })
      .click();
    await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({
      timeout: scaled(15_000),
    });
    await expect(page.getByRole('button', { name: 'Play recording' })).toHaveCount(0);
    await expect
      .poll(async () => Number(await uploadArea(page).getAttribute('data-acknowledged')))
      .toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(page.getByText('1 try left')).toBeVisible();

    await recordTake(page, 1);
    await expect(page.getByText('0 tries left')).toBeVisible();
    const rerecord = page.getByRole('button', { name: 'Rerecord' });
    await expect(rerecord).toBeDisabled();
    await expect(rerecord).toHaveClass(/answer-controls__greyed/);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();

    // At 0 tries the page says why Rerecord is off, tied to the button.
    const why = page.getByText('No tries left for this question, so Rerecord is unavailable.', {
      exact: false,
    });
    await expect(why).toBeVisible();
    await expect(rerecord).toHaveAttribute('aria-describedby', (await why.getAttribute('id')) ?? '');

    // A reload offers the kept take back, still with no tries left.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Continue with your recorded take' })).toBeVisible();
    await expect(page.getByText('0 tries left')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rerecord' })).toBeDisabled();

    // The server is the truth: with the take gone from this device, the question is unanswered with no
    // tries left.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('vi-recording');
          open.onerror = () => reject(new Error('IndexedDB did not open'));
          open.onsuccess = () => {
            const transaction = open.result.transaction(['chunks', 'takes'], 'readwrite');
            transaction.objectStore('chunks').clear();
            transaction.objectStore('takes').clear();
            transaction.oncomplete = () => {
              open.result.close();
              resolve();
            };
          };
        }),
    );
    await page.reload();
    await expect(page.getByText('0 tries left')).toBeVisible();
    await page.getByRole('button', { name: 'Start Recording' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recording Error' });
    await expect(dialog).toContainText('No more recording attempts remaining.');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Start Recording' })).toBeFocused();
  });

  test('[APPLICANT]: the countdown appears at 90 s and the recording stops by itself at 120 s', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(60_000));
    const prepared = await prepareInterview(page, request, 'Audio');
    await page.clock.install();
    await page.goto(prepared.questionsPath);
    const start = page.getByRole('button', { name: 'Start Recording' });
    await expect(start).toBeEnabled();

    // From here the page's clock moves only when the test moves it: on a slow machine the real seconds
    // spent between the click and the first fast-forward must not count as recorded time.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await start.click();
    const stop = page.getByRole('button', { name: 'Stop Recording' });
    // The 3-2-1 count-in and the start wait on the page's timers: the clock moves on in 250 ms steps
    // until it records, so at most a quarter of a second of the take has passed when this returns.
    await expect
      .poll(
        async () => {
          if (await stop.isVisible()) return true;
          await page.clock.runFor(250);
          return false;
        },
        { timeout: scaled(30_000), intervals: [50] },
      )
      .toBe(true);
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText('');

    await page.clock.fastForward(89_000);
    await expect(timer).toHaveText('');
    await page.clock.fastForward(1_000);
    await expect(timer).toHaveText('Time remaining 0:30');
    await page.clock.fastForward(20_000);
    await expect(timer).toHaveText('Time remaining 0:10');

    await page.clock.fastForward(10_000);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Stop Recording' })).toHaveCount(0);
    await expect(page.getByText('2 tries left')).toBeVisible();
    await expect(timer).toHaveText('');
  });
});
