import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Questionnaire } from '@vi/contracts';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { authHeaders, recruiterToken } from '../support/api.js';
import { shotPath } from '../support/shots.js';
import { openSignInLink } from '../support/sign-in.js';

/*
 * A choice question's options reorder like the questions (docs/questions.md): by dragging the handle and by
 * the handle's keys (Space, arrows, Space), announced by position, focus kept on the moved option. The
 * saved order comes back on a reload, ids and knockout marks with their labels.
 */

const QUESTION = 'May you work in Norway without a visa?';

async function createSelect(request: APIRequestContext): Promise<Questionnaire> {
  const response = await request.post('/api/v1/questionnaire', {
    headers: authHeaders(),
    data: {
      questionnaireName: `e2e options ${randomUUID().slice(0, 8)}`,
      contentType: 'Video',
      active: true,
      questions: [
        {
          questionText: QUESTION,
          type: 'Select',
          options: [{ label: 'Yes' }, { label: 'No', knockout: true }, { label: 'Not sure' }],
        },
      ],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Questionnaire;
}

async function readOptions(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/v1/questionnaire/${id}`, { headers: authHeaders() });
  expect(response.ok()).toBe(true);
  const stored = (await response.json()) as Questionnaire;
  return stored.questions[0]?.options?.map((o) => [o.optionId, o.label, o.knockout]);
}

const builderUrl = (id: string) => `/v1/recruiter/questionnaire-builder/${id}?jtToken=${recruiterToken()}`;
const handle = (page: Page, option: number) =>
  page.getByRole('button', { name: `Move option ${option} of question 1`, exact: true });
const labels = (page: Page) =>
  page
    .getByRole('textbox', { name: /^Question 1, option \d+$/ })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
const knockouts = (page: Page) =>
  page
    .getByRole('checkbox', { name: /^Question 1, option \d+: does not meet requirements$/ })
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked));

async function openBuilder(page: Page, id: string) {
  await openSignInLink(page, builderUrl(id));
  await expect.poll(() => labels(page)).toEqual(['Yes', 'No', 'Not sure']);
}

/** Space lifts, each arrow moves one place, Space drops; the drop is announced and the handle keeps focus. */
async function moveByKeyboard(page: Page, from: number, to: number) {
  // At once, while focus still scrolls the page and a dropped row may still slide: a keyboard move is a move
  // in the list, whatever the page is doing.
  await handle(page, from).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Picked up option ${from} of question 1.`)).toBeAttached();
  // One place per arrow, each announced; the next arrow waits for it, as a person hears it.
  const step = to < from ? -1 : 1;
  for (let over = from + step; over !== to + step; over += step) {
    await page.keyboard.press(step < 0 ? 'ArrowUp' : 'ArrowDown');
    await expect(page.getByText(`Option ${from} is over position ${over} of 3.`)).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(page.getByText(`Option ${from} was moved to position ${to} of 3.`)).toBeAttached();
  await expect(handle(page, to)).toBeFocused();
}

async function saveAndReload(page: Page) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/questionnaire/'),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page).toHaveURL(/\/v1\/recruiter$/);
}

async function dragBelow(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + to.height, { steps: 12 });
  await page.mouse.up();
}

test.describe('reordering a choice question’s options in the builder', () => {
  test('[RECRUITER]: by mouse and by keyboard at 1280 px, saved and seen again after a reload', async ({
    page,
    request,
  }) => {
    const questionnaire = await createSelect(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openBuilder(page, questionnaire.questionnaireId);

    // Mouse: "Yes" goes below "Not sure".
    await dragBelow(page, handle(page, 1), page.getByRole('textbox', { name: 'Question 1, option 3' }));
    await expect.poll(() => labels(page)).toEqual(['No', 'Not sure', 'Yes']);
    await expect(page.getByText('Option 1 was moved to position 3 of 3.')).toBeAttached();
    // Keyboard, right after the drag and with the page at its top: "Yes" up one place.
    await moveByKeyboard(page, 3, 2);
    await expect.poll(() => labels(page)).toEqual(['No', 'Yes', 'Not sure']);
    // The knockout mark stayed with "No".
    expect(await knockouts(page)).toEqual([true, false, false]);
    await page
      .getByTestId('builder-question-row')
      .first()
      .screenshot({ path: shotPath('options-1280') });

    await saveAndReload(page);
    expect(await readOptions(request, questionnaire.questionnaireId)).toEqual([
      ['option-2', 'No', true],
      ['option-1', 'Yes', false],
      ['option-3', 'Not sure', false],
    ]);
    await openSignInLink(page, builderUrl(questionnaire.questionnaireId));
    await expect.poll(() => labels(page)).toEqual(['No', 'Yes', 'Not sure']);
    expect(await knockouts(page)).toEqual([true, false, false]);
  });

  test('[RECRUITER]: by keyboard and by touch at 375 px, usable and without serious accessibility findings', async ({
    page,
    request,
  }) => {
    const questionnaire = await createSelect(request);
    await page.setViewportSize({ width: 375, height: 800 });
    await openBuilder(page, questionnaire.questionnaireId);

    await moveByKeyboard(page, 1, 3);
    await expect.poll(() => labels(page)).toEqual(['No', 'Not sure', 'Yes']);

    // Touch: the handle takes the gesture (touch-action: none), so the page does not scroll instead.
    await page.getByRole('group', { name: 'Options' }).scrollIntoViewIfNeeded();
    const from = (await handle(page, 3).boundingBox())!;
    const to = (await page.getByRole('textbox', { name: 'Question 1, option 1' }).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    // A phone's screen: touches become touch pointers, as on a real device.
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const x = from.x + from.width / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', from.y + from.height / 2);
    for (let step = 1; step <= 12; step += 1) {
      await touch(
        'touchMove',
        from.y + from.height / 2 + ((to.y - 4 - (from.y + from.height / 2)) * step) / 12,
      );
    }
    await touch('touchEnd', to.y);
    await expect.poll(() => labels(page)).toEqual(['Yes', 'No', 'Not sure']);
    expect(await knockouts(page)).toEqual([false, true, false]);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page
      .getByTestId('builder-question-row')
      .first()
      .screenshot({ path: shotPath('options-375') });

    await saveAndReload(page);
    await openSignInLink(page, builderUrl(questionnaire.questionnaireId));
    await expect.poll(() => labels(page)).toEqual(['Yes', 'No', 'Not sure']);
    expect(await readOptions(request, questionnaire.questionnaireId)).toEqual([
      ['option-1', 'Yes', false],
      ['option-2', 'No', true],
      ['option-3', 'Not sure', false],
    ]);
  });
});
