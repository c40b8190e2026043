import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Questionnaire } from '@vi/contracts';
import { authHeaders, recruiterToken } from '../support/api.js';
import { openSignInLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';

const uniqueName = (label: string) => `e2e builder ${label} ${randomUUID().slice(0, 8)}`;
const builderUrl = (path = '/v1/recruiter/questionnaire-builder') => `${path}?jtToken=${recruiterToken()}`;

async function createQuestionnaire(
  request: APIRequestContext,
  name: string,
  texts: string[],
): Promise<Questionnaire> {
  const response = await request.post('/api/v1/questionnaire', {
    headers: authHeaders(),
    data: {
      questionnaireName: name,
      contentType: 'Video',
      questions: texts.map((questionText) => ({ questionText, required: true, type: 'Text', options: null })),
      active: true,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Questionnaire;
}

async function readQuestionnaire(request: APIRequestContext, id: string): Promise<Questionnaire> {
  const response = await request.get(`/api/v1/questionnaire/${id}`, { headers: authHeaders() });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Questionnaire;
}

const questionInput = (page: Page, position: number) =>
  page.getByRole('textbox', { name: `Question ${position}`, exact: true });
const addButton = (page: Page) => page.getByRole('button', { name: /Add Question/ });

async function addQuestions(page: Page, texts: string[]) {
  for (const text of texts) {
    await addButton(page).click();
    await page
      .getByRole('textbox', { name: /^Question \d+$/ })
      .last()
      .fill(text);
  }
}

async function questionTexts(page: Page): Promise<string[]> {
  const inputs = page.getByRole('textbox', { name: /^Question \d+$/ });
  return inputs.evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value));
}

/** Saves and returns the stored questionnaire's id from the create/update response. */
async function saveAndReadId(page: Page): Promise<string> {
  const saved = page.waitForResponse(
    (response) =>
      /\/api\/v1\/questionnaire(\/[^/]+)?$/.test(new URL(response.url()).pathname) &&
      ['POST', 'PUT'].includes(response.request().method()),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await saved;
  expect(response.ok()).toBe(true);
  await expect(page).toHaveURL(/\/v1\/recruiter$/);
  return ((await response.json()) as Questionnaire).questionnaireId;
}

test.describe('questionnaire builder', () => {
  test('[RECRUITER]: Save on an empty builder shows every validation message and focuses the name', async ({
    page,
  }) => {
    await openSignInLink(page, builderUrl());
    await expect(page.getByRole('heading', { name: 'Questionnaire Builder' })).toBeVisible();
    const name = page.getByRole('textbox', { name: /Questionnaire Name/ });
    await expect(name).toHaveAttribute('placeholder', 'Untitled');

    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page.getByText('This field is required!', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Please select an Answer Format (audio or video)', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Atleast one question is required!', { exact: true })).toBeVisible();
    await expect(name).toBeFocused();

    await addButton(page).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Question text is required!', { exact: true })).toBeVisible();
    await expect(page.getByText('Atleast one question is required!', { exact: true })).toBeHidden();
  });

  test('[RECRUITER]: Add Question stops at 8 with the alert and the inline text', async ({ page }) => {
    await openSignInLink(page, builderUrl());
    for (let i = 0; i < 7; i += 1) await addButton(page).click();
    await expect(addButton(page)).toBeEnabled();
    await addButton(page).click();

    await expect(page.getByRole('textbox', { name: /^Question \d+$/ })).toHaveCount(8);
    await expect(addButton(page)).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText('Maximum number of questions (8) reached.');
    await expect(page.getByText('Maximum number of questions reached.', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Remove question 8' }).click();
    await expect(addButton(page)).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('[RECRUITER]: questions reordered by mouse and by keyboard are stored in the new order', async ({
    page,
    request,
  }) => {
    const name = uniqueName('reorder');
    await openSignInLink(page, builderUrl());
    await page.getByRole('textbox', { name: /Questionnaire Name/ }).fill(name);
    await page.getByRole('radio', { name: 'Audio' }).check();
    await addQuestions(page, ['First', 'Second', 'Third']);

    // Mouse: drag question 1's handle below question 3.
    const handle = page.getByRole('button', { name: 'Move question 1', exact: true });
    const target = questionInput(page, 3);
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + to.height, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => questionTexts(page)).toEqual(['Second', 'Third', 'First']);

    // Keyboard: Space lifts question 3 ('First'), ArrowUp moves it, Space drops it in position 2.
    await page.getByRole('button', { name: 'Move question 3', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Picked up question 3.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Question 3 is over position 2 of 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect.poll(() => questionTexts(page)).toEqual(['Second', 'First', 'Third']);
    await expect(page.getByText('Question 3 was moved to position 2 of 3.')).toBeAttached();

    const id = await saveAndReadId(page);
    const stored = await readQuestionnaire(request, id);
    expect(stored.questionnaireName).toBe(name);
    expect(stored.contentType).toBe('Audio');
    expect(stored.questions.map((q) => q.questionText)).toEqual(['Second', 'First', 'Third']);
  });

  test('[RECRUITER]: editing keeps question ids and stores the changed text', async ({ page, request }) => {
    const original = await createQuestionnaire(request, uniqueName('edit'), ['Alpha', 'Beta']);
    await openSignInLink(page, builderUrl(`/v1/recruiter/questionnaire-builder/${original.questionnaireId}`));

    await expect(page.getByRole('textbox', { name: /Questionnaire Name/ })).toHaveValue(
      original.questionnaireName,
    );
    await expect(page.getByRole('radio', { name: 'Video' })).toBeChecked();
    await questionInput(page, 2).fill('Beta, reworded');
    await addQuestions(page, ['Gamma']);

    const id = await saveAndReadId(page);
    expect(id).toBe(original.questionnaireId);
    const stored = await readQuestionnaire(request, id);
    expect(stored.questions.map((q) => q.questionText)).toEqual(['Alpha', 'Beta, reworded', 'Gamma']);
    expect(stored.questions.slice(0, 2).map((q) => q.questionId)).toEqual(
      original.questions.map((q) => q.questionId),
    );
    await expect(page.getByText('Questionnaire saved successfully.')).toBeVisible();
  });

  test('[RECRUITER]: Clone from the questionnaire list prefills a copy and saves it as a new questionnaire', async ({
    page,
    request,
  }) => {
    const original = await createQuestionnaire(request, uniqueName('clone'), ['Alpha', 'Beta']);
    await openSignInLink(page, `/v1/recruiter?jtToken=${recruiterToken()}`);
    await page.getByRole('tab', { name: 'Questionnaires' }).click();
    await page.getByRole('button', { name: `More actions for ${original.questionnaireName}` }).click();
    await page.getByRole('button', { name: 'Clone', exact: true }).click();

    await expect(page).toHaveURL(/\/v1\/recruiter\/questionnaire-builder$/);
    await expect(page.getByRole('textbox', { name: /Questionnaire Name/ })).toHaveValue(
      `Copy of ${original.questionnaireName}`,
    );
    await expect(page.getByRole('radio', { name: 'Video' })).toBeChecked();
    await expect.poll(() => questionTexts(page)).toEqual(['Alpha', 'Beta']);

    const id = await saveAndReadId(page);
    expect(id).not.toBe(original.questionnaireId);
    const copy = await readQuestionnaire(request, id);
    expect(copy.questionnaireName).toBe(`Copy of ${original.questionnaireName}`);
    expect(copy.questions.map((q) => q.questionText)).toEqual(['Alpha', 'Beta']);
    expect((await readQuestionnaire(request, original.questionnaireId)).questionnaireName).toBe(
      original.questionnaireName,
    );
  });

  test('[RECRUITER]: a duplicate name gets the already-exists alert', async ({ page, request }) => {
    const existing = await createQuestionnaire(request, uniqueName('duplicate'), ['Only']);
    await openSignInLink(page, builderUrl());
    await page.getByRole('textbox', { name: /Questionnaire Name/ }).fill(existing.questionnaireName);
    await page.getByRole('radio', { name: 'Video' }).check();
    await addQuestions(page, ['Another']);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page.getByRole('alert')).toHaveText(
      'The questionnaire already exists. Would you like to modify it instead?',
    );
    await expect(page).toHaveURL(/questionnaire-builder/);
  });

  test('[RECRUITER]: Cancel asks before leaving and returns focus when the user stays', async ({ page }) => {
    await openSignInLink(page, builderUrl());
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to leave?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();

    await cancel.click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/v1\/recruiter$/);
  });

  test('[RECRUITER]: the builder answers at all three route readings', async ({ page, request }) => {
    const existing = await createQuestionnaire(request, uniqueName('routes'), ['Q']);
    await openSignInLink(page, builderUrl('/v1/questionnaire'));
    await expect(page.getByRole('heading', { name: 'Questionnaire Builder' })).toBeVisible();

    await page.goto('/v1/recruiter/questionnaire-builder');
    await expect(page.getByRole('heading', { name: 'Questionnaire Builder' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Questionnaire Name/ })).toHaveValue('');

    await page.goto(`/v1/interview/questionnaire-builder/${existing.questionnaireId}`);
    await expect(page.getByRole('heading', { name: 'Questionnaire Builder' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Questionnaire Name/ })).toHaveValue(
      existing.questionnaireName,
    );

    await page.goto('/v1/questionnaire/no-such-questionnaire');
    await expect(page.getByRole('alert')).toHaveText('Failed to load questionnaire data.');
  });

  test('[RECRUITER]: the builder has no serious accessibility violations, at 375 px too', async ({
    page,
  }) => {
    await openSignInLink(page, builderUrl());
    await addQuestions(page, ['One', '']);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('This field is required!', { exact: true })).toBeVisible();

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSeriousA11yViolations(page);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
