import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Questionnaire } from '@vi/contracts';
import { authHeaders, recruiterToken } from '../support/api.js';
import { openSignInLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { shotPath } from '../support/shots.js';

/* The builder's optional scorecard: criteria added, renamed, reordered and removed, stored in order. */

async function readQuestionnaire(request: APIRequestContext, id: string): Promise<Questionnaire> {
  const response = await request.get(`/api/v1/questionnaire/${id}`, { headers: authHeaders() });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Questionnaire;
}

const criterionInputs = (page: Page) => page.getByRole('textbox', { name: /^Criterion \d+$/ });

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

test('[RECRUITER]: scorecard criteria added in the builder are stored in order and kept on an edit', async ({
  page,
  request,
}) => {
  const name = `e2e scorecard ${randomUUID().slice(0, 8)}`;
  await openSignInLink(page, `/v1/recruiter/questionnaire-builder?jtToken=${recruiterToken()}`);
  await page.getByRole('textbox', { name: /Questionnaire Name/ }).fill(name);
  await page.getByRole('radio', { name: 'Video' }).check();
  await page.getByRole('button', { name: /Add Question/ }).click();
  await page.getByRole('textbox', { name: 'Question 1', exact: true }).fill('Tell us about a hard ticket.');

  for (const label of ['Communication', 'Empathy', 'Ownership']) {
    await page.getByRole('button', { name: /Add criterion/ }).click();
    await expect(criterionInputs(page).last()).toBeFocused();
    await page.keyboard.type(label);
  }
  // Reorder by keyboard: Ownership up one place; rename Empathy; a blank one is refused on Save.
  await page.getByRole('button', { name: 'Move criterion 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ownership moved to position 2 of 3.')).toBeAttached();
  await criterionInputs(page).nth(2).fill('Care for customers');
  await page.getByRole('button', { name: /Add criterion/ }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('A criterion needs a label')).toBeVisible();
  await expect(criterionInputs(page).nth(3)).toBeFocused();

  await expectNoSeriousA11yViolations(page, '.builder-page');
  await page.screenshot({ path: shotPath('builder-scorecard-1280'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: shotPath('builder-scorecard-375'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Remove criterion 4' }).click();
  const id = await saveAndReadId(page);
  const created = await readQuestionnaire(request, id);
  expect(created.criteria.map((c) => c.label)).toEqual(['Communication', 'Ownership', 'Care for customers']);

  // Edit: rename one, remove another; the kept ones keep their ids.
  await page.goto(`/v1/recruiter/questionnaire-builder/${id}`);
  await expect(criterionInputs(page)).toHaveCount(3);
  await criterionInputs(page).nth(0).fill('Clear communication');
  await page.getByRole('button', { name: 'Remove criterion 2' }).click();
  await saveAndReadId(page);
  const edited = await readQuestionnaire(request, id);
  expect(edited.criteria).toEqual([
    { criterionId: created.criteria[0]!.criterionId, label: 'Clear communication' },
    { criterionId: created.criteria[2]!.criterionId, label: 'Care for customers' },
  ]);
});
