import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ContentType, Job, Questionnaire } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, recruiterToken } from '../support/api.js';
import { openSignInLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';

const uniqueName = (label: string) => `e2e list ${label} ${randomUUID().slice(0, 8)}`;

async function createQuestionnaire(
  request: APIRequestContext,
  name: string,
  options: { contentType?: ContentType; questions?: string[] } = {},
): Promise<Questionnaire> {
  const response = await request.post('/api/v1/questionnaire', {
    headers: authHeaders(),
    data: {
      questionnaireName: name,
      contentType: options.contentType ?? 'Video',
      questions: (options.questions ?? ['Why this role?']).map((questionText) => ({ questionText })),
      active: true,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Questionnaire;
}

/** A new Open job of the demo company with this questionnaire attached (newest first, so on page 1). */
async function createJobUsing(request: APIRequestContext, questionnaireId: string): Promise<string> {
  const title = uniqueName('job');
  const created = await request.post(`/api/v1/company/${DEMO_COMPANY_ID}/jobs`, {
    headers: authHeaders(),
    data: { title, locations: [{ city: 'Austin', region: 'TX', country: 'USA' }] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as Job;
  const attached = await request.post(`/api/v1/job/${id}/questionnaire`, {
    headers: authHeaders(),
    data: { questionnaireId },
  });
  expect(attached.ok()).toBe(true);
  return title;
}

async function readQuestionnaire(request: APIRequestContext, id: string): Promise<Questionnaire> {
  const response = await request.get(`/api/v1/questionnaire/${id}`, { headers: authHeaders() });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Questionnaire;
}

async function countQuestionnaires(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/questionnaire`, {
    headers: authHeaders(),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as unknown[]).length;
}

/** The home with the Questionnaires tab opened (the navigation bar's link does the same). */
async function openList(page: Page) {
  await openSignInLink(page, `/v1/recruiter?tab=questionnaires&jtToken=${recruiterToken()}`);
  await expect(page.getByRole('columnheader', { name: 'Active Jobs' })).toBeVisible();
}

const questionnaireTable = (page: Page) =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Created by' }) });
const rowOf = (page: Page, name: string) =>
  questionnaireTable(page).getByRole('row').filter({ hasText: name });

async function chooseFromMenu(page: Page, name: string, item: string) {
  await rowOf(page, name)
    .getByRole('button', { name: `More actions for ${name}` })
    .click();
  await page.getByRole('button', { name: item, exact: true }).click();
}

test.describe('questionnaire list', () => {
  test('[RECRUITER]: the list shows the demo questionnaires with the spec columns', async ({ page }) => {
    await openList(page);
    // Other suites add questionnaires (newest first): the largest page keeps the demo ones in view.
    await page.getByLabel('Items per page').selectOption('100');

    await expect(questionnaireTable(page).getByRole('columnheader')).toHaveText([
      'Name',
      'Created by',
      'Status',
      'Questions',
      'Active Jobs',
      'Action',
    ]);
    const video = rowOf(page, 'Engineering Video Screen');
    await expect(video).toContainText('Video');
    await expect(video).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(video.getByRole('cell').nth(2)).toHaveText('Active');
    await expect(video.getByRole('cell').nth(4)).toHaveText('2');
    const audio = rowOf(page, 'Support Audio Screen');
    await expect(audio).toContainText('Audio');
    await expect(audio.getByRole('button', { name: 'Add to Job' })).toBeVisible();
    await expect(audio.getByRole('button', { name: 'View', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Eligible Jobs' })).toBeVisible();
  });

  test('[RECRUITER]: changing the page size pages the list again from page 1', async ({ page, request }) => {
    for (let i = 0; i < 11; i++) await createQuestionnaire(request, uniqueName(`paging ${i}`));
    await openList(page);
    const pager = page.getByRole('navigation', { name: 'Questionnaire pages' });

    await page.getByLabel('Items per page').selectOption('10');
    const total = await countQuestionnaires(request);
    await expect(pager).toContainText(`Page 1 of ${Math.ceil(total / 10)}`);
    await expect(questionnaireTable(page).getByRole('row')).toHaveCount(11);

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText(`Page 2 of ${Math.ceil(total / 10)}`);

    await page.getByLabel('Items per page').selectOption('50');
    await expect(pager).toContainText(`Page 1 of ${Math.ceil(total / 50)}`);
    await expect(questionnaireTable(page).getByRole('row')).toHaveCount(Math.min(total, 50) + 1);
  });

  test('[RECRUITER]: View opens the preview with the questions and a way to edit', async ({
    page,
    request,
  }) => {
    const name = uniqueName('preview');
    const created = await createQuestionnaire(request, name, {
      contentType: 'Audio',
      questions: ['Describe your last project.', 'When can you start?'],
    });
    await openList(page);

    await rowOf(page, name).getByRole('button', { name: 'View', exact: true }).click();

    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, '.modal');
    await expect(dialog.getByRole('listitem')).toHaveText([
      'Describe your last project.',
      'When can you start?',
    ]);
    await dialog.getByRole('button', { name: 'Edit Questionnaire' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/v1/recruiter/questionnaire-builder/${created.questionnaireId}$`),
    );
  });

  test('[RECRUITER]: Clone opens the builder with the copy', async ({ page, request }) => {
    const name = uniqueName('clone');
    await createQuestionnaire(request, name);
    await openList(page);

    await chooseFromMenu(page, name, 'Clone');

    await expect(page).toHaveURL(/\/v1\/recruiter\/questionnaire-builder$/);
    await expect(page.getByRole('heading', { name: 'Questionnaire Builder' })).toBeVisible();
    const state = await page.evaluate(
      () =>
        (
          window.history.state as {
            usr?: { cloneData?: { questionnaireName?: string; isCloning?: boolean } };
          }
        )?.usr,
    );
    expect(state?.cloneData).toMatchObject({ questionnaireName: name, isCloning: true });
  });

  test('[RECRUITER]: deactivate asks naming its active job, warns, undoes by keyboard; reactivate shows Active', async ({
    page,
    request,
  }, testInfo) => {
    const name = uniqueName('status');
    const created = await createQuestionnaire(request, name);
    const jobTitle = await createJobUsing(request, created.questionnaireId);
    await openList(page);
    const status = rowOf(page, name).getByRole('cell').nth(2);
    await expect(status).toHaveText('Active');

    await chooseFromMenu(page, name, 'Deactivate');
    const confirm = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await expect(confirm).toContainText('New applicants of this active job get no interview');
    await expect(confirm.getByRole('listitem')).toHaveText([jobTitle]);
    await page.screenshot({ path: testInfo.outputPath('deactivate-confirm.png') });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();

    await expect(
      page.getByText(
        'Inactive questionnaires keep their job associations but no interviews are sent when candidates apply.',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(status).toHaveText('Inactive');
    expect((await readQuestionnaire(request, created.questionnaireId)).active).toBe(false);

    // Undo from the keyboard: Alt+T reaches the toasts (once the Undo toast is there), Tab the Undo button,
    // past the close buttons of the toasts before it.
    // The confirm dialog must be gone first: while it fades out it keeps focus inside itself.
    const undo = page.getByRole('button', { name: `Undo deactivating ${name}` });
    await expect(undo).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Alt+t');
    for (let i = 0; i < 8 && !(await undo.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Deactivation undone: the questionnaire is active again.')).toBeVisible();
    await expect(status).toHaveText('Active');
    expect((await readQuestionnaire(request, created.questionnaireId)).active).toBe(true);

    await chooseFromMenu(page, name, 'Deactivate');
    await page
      .getByRole('dialog', { name: `Deactivate ${name}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(status).toHaveText('Inactive');
    await chooseFromMenu(page, name, 'Reactivate');

    await expect(status).toHaveText('Active');
    expect((await readQuestionnaire(request, created.questionnaireId)).active).toBe(true);
  });

  test('[RECRUITER]: selecting a questionnaire lists the jobs it can be used for', async ({
    page,
    request,
  }) => {
    // Own data: other suites add questionnaires and jobs to the shared server, so the demo ones move pages.
    const name = uniqueName('eligible');
    const created = await createQuestionnaire(request, name);
    const jobTitle = await createJobUsing(request, created.questionnaireId);
    await openList(page);
    const jobs = page.getByRole('region', { name: 'Eligible Jobs' });
    await expect(jobs.getByRole('row').first()).toBeVisible();
    await expect(jobs).not.toContainText('Uses this questionnaire');

    await page.getByRole('radio', { name: `Select ${name}` }).check();

    await expect(jobs.getByText('Uses this questionnaire')).toHaveCount(1);
    await expect(jobs.getByRole('button', { name: `Invite an applicant to ${jobTitle}` })).toHaveCount(1);
    await expect(jobs).not.toContainText('Closed');
  });

  test('[RECRUITER]: inviting from an eligible job preselects it and ends in the confirmation dialog', async ({
    page,
    request,
  }) => {
    const name = uniqueName('invite');
    const created = await createQuestionnaire(request, name);
    const jobTitle = await createJobUsing(request, created.questionnaireId);
    await openList(page);
    await page.getByRole('radio', { name: `Select ${name}` }).check();
    const jobs = page.getByRole('region', { name: 'Eligible Jobs' });
    const inviteButton = jobs.getByRole('button', { name: `Invite an applicant to ${jobTitle}` });

    await inviteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Invite Applicant' });
    await expect(dialog.getByText(jobTitle)).toBeVisible();
    const email = `e2e-list-${randomUUID().slice(0, 8)}@example.test`;
    await dialog.getByLabel(/First name/).fill('Katherine');
    await dialog.getByLabel(/Last name/).fill('Johnson');
    await dialog.getByLabel(/Email/).fill(email);
    await dialog.getByRole('button', { name: 'Send Invite' }).click();

    // No mail server in the e2e setup: the confirmation tells the truth and offers the link.
    const confirmation = page.getByRole('dialog', { name: 'Applicant invited' });
    await expect(confirmation).toContainText(`${email} is invited and the interview is ready.`);
    await expect(confirmation).toContainText(
      'The invitation was not sent by email — no mail server is set up.',
    );
    await expect(confirmation).toContainText(`Job: ${jobTitle}`);
    await confirmation.getByRole('button', { name: 'OK' }).click();
    await expect(confirmation).toBeHidden();
    await expect(inviteButton).toBeFocused();
  });
});
