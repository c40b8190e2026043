import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { InterviewDetail, InterviewList, Job, Questionnaire } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, recruiterToken } from '../support/api.js';
import { completeInterview } from '../support/complete-interview.js';
import { openSignInLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations, waitForModalShown } from '../support/applicant-pages.js';
import { shotPath } from '../support/shots.js';
import { scaled } from '../support/time-scale.js';

/*
 * Interview settings, the recruiter's side (docs/decisions/0015-interview-settings-and-accommodations.md): a questionnaire's interview settings in the builder, an applicant's
 * accommodations in the invite form and on the review screen. Each flow checks what the server stored, at a
 * desktop and at a phone width, and leaves screenshots in the test's output folder for a person to look at.
 */

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'mobile', width: 375, height: 812 },
] as const;

const unique = (label: string) => `e2e settings ${label} ${randomUUID().slice(0, 8)}`;

async function expectNoSeriousAxeViolations(page: Page, include?: string): Promise<void> {
  await waitForModalShown(page);
  await expectNoSeriousA11yViolations(page, include);
}

async function readJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: authHeaders() });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Saves the builder and returns the stored questionnaire's id from the create/update response. */
async function saveBuilder(page: Page): Promise<string> {
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

/** The three controls sit side by side on a wide screen and one under another on a phone. */
async function expectLayout(controls: Locator[], stacked: boolean): Promise<void> {
  const boxes = [];
  for (const control of controls) {
    const box = await control.boundingBox();
    if (box === null) throw new Error('a control has no box');
    boxes.push(box);
  }
  for (let i = 1; i < boxes.length; i += 1) {
    const [before, box] = [boxes[i - 1]!, boxes[i]!];
    if (stacked) {
      expect(box.x).toBeCloseTo(before.x, 0);
      expect(box.y).toBeGreaterThan(before.y + before.height - 1);
    } else {
      expect(box.y).toBeCloseTo(before.y, 0);
      expect(box.x).toBeGreaterThan(before.x + before.width - 1);
    }
  }
}

/** A new Open job with a new questionnaire of this format attached: a unique title to search for. */
async function createJobWith(request: APIRequestContext, contentType: 'Audio' | 'Video') {
  const questionnaire = await request.post('/api/v1/questionnaire', {
    headers: authHeaders(),
    data: {
      questionnaireName: unique(`${contentType} questionnaire`),
      contentType,
      questions: [{ questionText: 'Why this role?' }],
      active: true,
    },
  });
  expect(questionnaire.status()).toBe(201);
  const { questionnaireId } = (await questionnaire.json()) as Questionnaire;
  const title = unique('job');
  const created = await request.post(`/api/v1/company/${DEMO_COMPANY_ID}/jobs`, {
    headers: authHeaders(),
    data: { title, locations: [{ city: 'Austin', region: 'TX', country: 'USA' }] },
  });
  expect(created.status()).toBe(201);
  const { id: jobId } = (await created.json()) as Job;
  const attached = await request.post(`/api/v1/job/${jobId}/questionnaire`, {
    headers: authHeaders(),
    data: { questionnaireId },
  });
  expect(attached.ok()).toBe(true);
  return { jobId, title };
}

async function findInterview(request: APIRequestContext, jobId: number, email: string) {
  const list = await readJson<InterviewList>(
    request,
    `/api/v1/company/${DEMO_COMPANY_ID}/interviews?limit=100&jobId=${jobId}`,
  );
  const row = list.data.find((item) => item.applicantEmail === email);
  if (!row) throw new Error(`no interview for ${email}`);
  return row;
}

for (const viewport of VIEWPORTS) {
  test.describe(`interview settings and accommodations at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Two full screens with axe scans each; a loaded machine needs more than the default 30 s.
    test.describe.configure({ timeout: scaled(120_000) });

    test(`[RECRUITER]: the builder stores, loads and edits a questionnaire's interview settings (${viewport.label})`, async ({
      page,
      request,
    }) => {
      const name = unique('builder');
      await openSignInLink(page, `/v1/recruiter/questionnaire-builder?jtToken=${recruiterToken()}`);
      await page.getByRole('textbox', { name: /Questionnaire Name/ }).fill(name);
      await page.getByRole('radio', { name: 'Video' }).check();
      await page.getByRole('button', { name: /Add Question/ }).click();
      await page.getByRole('textbox', { name: 'Question 1', exact: true }).fill('Why this role?');

      const settings = page.getByRole('group', { name: 'Interview settings' });
      const thinkTime = settings.getByRole('combobox', { name: 'Think time before each answer' });
      const answerTime = settings.getByRole('spinbutton', { name: 'Answer time limit (seconds)' });
      const tries = settings.getByRole('spinbutton', { name: 'Tries per question' });
      const practice = settings.getByRole('checkbox', { name: 'Practice question' });
      // A new questionnaire shows the defaults.
      await expect(thinkTime).toHaveValue('0');
      await expect(answerTime).toHaveValue('120');
      await expect(tries).toHaveValue('3');
      await expect(practice).toBeChecked();
      await expectLayout([thinkTime, answerTime, tries], viewport.label === 'mobile');

      // Out of range: said under the field once it is left, in the contract's words.
      await answerTime.fill('20');
      await answerTime.blur();
      await expect(answerTime).toHaveAccessibleDescription('Answer time must be at least 30');
      await expect(answerTime).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(answerTime).toBeFocused();
      await page.screenshot({ path: shotPath(`recruiter-builder-settings-error-${viewport.label}`) });

      await thinkTime.selectOption({ label: '30 s' });
      await answerTime.fill('180');
      await expect(answerTime).toHaveAccessibleDescription('Between 30 and 600 seconds (3 min).');
      await tries.fill('5');
      await practice.uncheck();
      await expectNoSeriousAxeViolations(page);
      await settings.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shotPath(`recruiter-builder-settings-${viewport.label}`) });

      const id = await saveBuilder(page);
      const stored = await readJson<Questionnaire>(request, `/api/v1/questionnaire/${id}`);
      expect(stored.settings).toEqual({
        thinkTimeSeconds: 30,
        answerTimeSeconds: 180,
        triesPerQuestion: 5,
        practiceQuestion: false,
        // The screening settings (docs/questions.md), off unless switched on.
        showRequirements: false,
        endAfterKnockout: false,
      });

      // The list shows what differs from the defaults on the questionnaire's row.
      await openSignInLink(page, `/v1/recruiter?tab=questionnaires&jtToken=${recruiterToken()}`);
      await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
        '3 min answers · 5 tries · think 30 s · no practice question',
      );
      await page.screenshot({ path: shotPath(`recruiter-list-settings-${viewport.label}`) });

      // Editing loads the stored settings; Save PUTs the changed ones.
      await openSignInLink(page, `/v1/recruiter/questionnaire-builder/${id}?jtToken=${recruiterToken()}`);
      await expect(thinkTime).toHaveValue('30');
      await expect(answerTime).toHaveValue('180');
      await expect(tries).toHaveValue('5');
      await expect(practice).not.toBeChecked();
      await thinkTime.selectOption({ label: 'None' });
      await tries.fill('2');
      await practice.check();
      expect(await saveBuilder(page)).toBe(id);
      const edited = await readJson<Questionnaire>(request, `/api/v1/questionnaire/${id}`);
      expect(edited.settings).toEqual({
        thinkTimeSeconds: 0,
        answerTimeSeconds: 180,
        triesPerQuestion: 2,
        practiceQuestion: true,
        showRequirements: false,
        endAfterKnockout: false,
      });
    });

    test(`[RECRUITER]: an invite carries accommodations; the review screen shows and edits them (${viewport.label})`, async ({
      page,
      request,
    }) => {
      const { jobId, title } = await createJobWith(request, 'Video');
      const email = `e2e-accommodations-${randomUUID().slice(0, 8)}@example.test`;

      await openSignInLink(page, `/v1/recruiter?tab=questionnaires&jtToken=${recruiterToken()}`);
      await page.getByRole('button', { name: 'Invite Applicant' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite Applicant' });
      await dialog.getByLabel('Search jobs').fill(title);
      await dialog
        .getByRole('list', { name: 'Jobs' })
        .getByRole('button', { name: new RegExp(`^${title}`) })
        .click();
      await expect(dialog.locator('.questionnaire-preview li').first()).toBeVisible();
      await dialog.getByLabel(/First name/).fill('Grace');
      await dialog.getByLabel(/Last name/).fill('Hopper');
      await dialog.getByLabel(/Email/).fill(email);

      // Folded until asked for.
      const toggle = dialog.getByRole('button', { name: 'Accommodations (optional)' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(dialog.getByRole('combobox', { name: 'Extra time' })).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await dialog.getByRole('combobox', { name: 'Extra time' }).selectOption({ label: '+50 %' });
      const extraTries = dialog.getByRole('spinbutton', { name: 'Extra tries' });
      await extraTries.fill('7');
      await extraTries.blur();
      await expect(extraTries).toHaveAccessibleDescription('Extra tries must be a whole number from 0 to 5');
      await extraTries.fill('1');
      await dialog.getByRole('checkbox', { name: 'May answer with audio only' }).check();
      await expectNoSeriousAxeViolations(page, '.modal');
      await toggle.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shotPath(`recruiter-invite-accommodations-${viewport.label}`) });

      await dialog.getByRole('button', { name: 'Send Invite' }).click();
      const confirmation = page.getByRole('dialog', { name: 'Applicant invited' });
      await expect(confirmation).toContainText(email);
      await confirmation.getByRole('button', { name: 'OK' }).click();

      const invited = await findInterview(request, jobId, email);
      const stored = await readJson<InterviewDetail>(request, `/api/v1/interviews/${invited.id}`);
      expect(stored.accommodations).toEqual({ extraTimePercent: 50, extraTries: 1, audioOnlyAllowed: true });

      // The review screen lists them and, the interview not being completed, edits them in a dialog.
      await page.goto(`/v1/recruiter/interviews/${invited.id}`);
      await expect(page.getByText('Accommodations: +50 % time, +1 try, audio only allowed')).toBeVisible();
      const edit = page.getByRole('button', { name: 'Edit accommodations' });
      await edit.click();
      const editor = page.getByRole('dialog', { name: 'Edit accommodations' });
      await expect(editor.getByRole('combobox', { name: 'Extra time' })).toHaveValue('50');
      await expect(editor.getByRole('spinbutton', { name: 'Extra tries' })).toHaveValue('1');
      // Escape closes it and focus returns to the button.
      await page.keyboard.press('Escape');
      await expect(editor).toBeHidden();
      await expect(edit).toBeFocused();

      await edit.click();
      await expect(editor).toBeVisible();
      // Focus stays inside: Shift+Tab from the first control does not reach the page behind.
      await editor.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect
        .poll(() => editor.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      await expectNoSeriousAxeViolations(page, '.modal');
      await page.screenshot({ path: shotPath(`recruiter-edit-accommodations-${viewport.label}`) });

      await editor
        .getByRole('combobox', { name: 'Extra time' })
        .selectOption({ label: '+100 % (double time)' });
      await editor.getByRole('spinbutton', { name: 'Extra tries' }).fill('2');
      await editor.getByRole('checkbox', { name: 'May answer with audio only' }).uncheck();
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Accommodations saved.')).toBeVisible();
      await expect(editor).toBeHidden();
      await expect(page.getByText('Accommodations: +100 % time, +2 tries')).toBeVisible();
      // The toast has slid in and fits the screen before the picture is taken.
      await expect
        .poll(async () => {
          const box = await page
            .getByRole('alert')
            .filter({ hasText: 'Accommodations saved.' })
            .boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= viewport.width;
        })
        .toBe(true);
      await page.screenshot({ path: shotPath(`recruiter-review-accommodations-${viewport.label}`) });
      const edited = await readJson<InterviewDetail>(request, `/api/v1/interviews/${invited.id}`);
      expect(edited.accommodations).toEqual({
        extraTimePercent: 100,
        extraTries: 2,
        audioOnlyAllowed: false,
      });
    });
  });
}

test('[RECRUITER]: accommodations cannot change once the interview is completed', async ({
  page,
  request,
  baseURL,
}) => {
  // Records a whole (one-question) interview over the recording channel on the way.
  test.setTimeout(scaled(180_000));
  const { jobId } = await createJobWith(request, 'Audio');
  const email = `e2e-locked-${randomUUID().slice(0, 8)}@example.test`;
  const invite = await request.post('/api/v1/invite/create-application', {
    headers: authHeaders(),
    multipart: { jobId: String(jobId), firstName: 'Ada', lastName: 'Lovelace', email, extraTries: '2' },
  });
  expect(invite.status()).toBe(201);
  const invited = await findInterview(request, jobId, email);

  await openSignInLink(page, `/v1/recruiter/interviews/${invited.id}?jtToken=${recruiterToken()}`);
  await expect(page.getByText('Accommodations: +2 tries')).toBeVisible();
  await page.getByRole('button', { name: 'Edit accommodations' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit accommodations' });
  await expect(editor).toBeVisible();

  // The applicant finishes while the recruiter has the dialog open.
  await completeInterview(request, invited.applicationGuid, { baseURL, transcriptionConsent: false });
  await editor.getByRole('spinbutton', { name: 'Extra tries' }).fill('3');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Accommodations cannot change once the interview is completed.')).toBeVisible();
  await expect(editor).toBeHidden();
  // The refreshed screen: completed, the accommodations listed, nothing left to edit.
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('Accommodations: +2 tries')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit accommodations' })).toHaveCount(0);
  const stored = await readJson<InterviewDetail>(request, `/api/v1/interviews/${invited.id}`);
  expect(stored.accommodations.extraTries).toBe(2);
});
