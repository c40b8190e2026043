import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuditList, Division, Job, JobQuestionnaireCheck, Questionnaire, User } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, recruiterToken } from '../support/api.js';
import { openSignInLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';

const unique = (label: string) => `e2e panel ${label} ${randomUUID().slice(0, 8)}`;

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function createQuestionnaire(request: APIRequestContext, name: string): Promise<string> {
  const created = await json<Questionnaire>(
    await request.post('/api/v1/questionnaire', {
      headers: authHeaders(),
      data: { questionnaireName: name, contentType: 'Audio', questions: [{ questionText: 'Why us?' }] },
    }),
  );
  return created.questionnaireId;
}

async function createJob(
  request: APIRequestContext,
  body: { title: string; divisionId?: number; recruiterId?: number; description?: string },
): Promise<number> {
  const job = await json<Job>(
    await request.post(`/api/v1/company/${DEMO_COMPANY_ID}/jobs`, {
      headers: authHeaders(),
      data: { status: 'Open', locations: [{ city: 'Lisbon', region: 'PT' }], ...body },
    }),
  );
  return job.id;
}

/** Jobs made here leave again so suites that count the demo jobs see the seed. */
async function deleteJob(request: APIRequestContext, jobId: number) {
  await request.delete(`/api/v1/company/${DEMO_COMPANY_ID}/jobs/${jobId}`, { headers: authHeaders() });
}

async function linkedQuestionnaire(request: APIRequestContext, jobId: number): Promise<string | null> {
  const check = await json<JobQuestionnaireCheck>(
    await request.get(`/api/v1/job/${jobId}/questionnaire`, { headers: authHeaders() }),
  );
  return check.hasQuestionnaire ? (check.data?.questionnaireId ?? null) : null;
}

async function divisionsAndActiveUser(request: APIRequestContext) {
  const divisions = await json<Division[]>(
    await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/division`, { headers: authHeaders() }),
  );
  const users = await json<User[]>(
    await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/user`, { headers: authHeaders() }),
  );
  const active = users.filter((user) => user.active);
  const inactive = users.find((user) => !user.active);
  const [first, second] = divisions;
  const [user, otherUser] = active;
  if (!first || !second || !user || !otherUser) throw new Error('demo company lacks divisions or users');
  const nameOf = (u: typeof user) => `${u.contactInfo.firstName} ${u.contactInfo.lastName}`;
  return {
    division: first,
    otherDivision: second,
    user: { id: user.id, name: nameOf(user) },
    otherUser: { id: otherUser.id, name: nameOf(otherUser) },
    inactiveName: inactive ? nameOf(inactive) : null,
  };
}

/** The home's questionnaire list (newest first), then Add to Job on the questionnaire's row. */
async function openPanelFor(page: Page, questionnaireName: string) {
  await openSignInLink(page, `/v1/recruiter?tab=questionnaires&jtToken=${recruiterToken()}`);
  const row = page.getByRole('row').filter({ hasText: questionnaireName });
  await row.getByRole('button', { name: 'Add to Job' }).click();
  const panel = page.getByRole('dialog', { name: 'Select Job' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(`For questionnaire: ${questionnaireName}`)).toBeVisible();
  // The panel's name follows its view (Select Job / Job Details); it is the only dialog open.
  return page.getByRole('dialog');
}

test.describe('Select Job side panel', () => {
  test('[RECRUITER]: filters by keyword, division and posted by; attaches and detaches, checked through the API', async ({
    page,
    request,
  }, testInfo) => {
    const questionnaireName = unique('questionnaire');
    const questionnaireId = await createQuestionnaire(request, questionnaireName);
    const people = await divisionsAndActiveUser(request);
    const title = unique('job');
    const jobId = await createJob(request, {
      title,
      divisionId: people.division.id,
      recruiterId: people.user.id,
    });
    try {
      const panel = await openPanelFor(page, questionnaireName);
      const jobs = panel.getByRole('list', { name: 'Jobs' });
      const row = jobs.getByRole('listitem').filter({ hasText: title });

      // Keyword, case-insensitively: only this job's title matches.
      await panel.getByLabel('Search jobs').fill(title.toUpperCase());
      await expect(jobs.getByRole('listitem')).toHaveCount(1);
      await expect(row).toContainText('Lisbon, PT');
      await expect(row.getByText('Open', { exact: true })).toBeVisible();

      await panel.getByLabel('Division').selectOption(people.otherDivision.name);
      await expect(panel.getByText('No jobs found matching the selected filters.')).toBeVisible();
      await panel.getByLabel('Division').selectOption(people.division.name);
      await expect(row).toBeVisible();

      const postedBy = panel.getByLabel('Posted By');
      // The demo company has an inactive user; Posted By offers active users only.
      expect(people.inactiveName).not.toBeNull();
      await expect(postedBy.getByRole('option', { name: people.inactiveName ?? '' })).toHaveCount(0);
      await expect(postedBy.getByRole('option', { name: people.user.name })).toHaveCount(1);
      await postedBy.selectOption(people.otherUser.name);
      await expect(panel.getByText('No jobs found matching the selected filters.')).toBeVisible();
      await postedBy.selectOption(people.user.name);
      await expect(row).toBeVisible();

      await row.getByRole('button', { name: 'Select' }).click();
      await expect(
        page.getByText(`Questionnaire successfully associated with job ID: ${jobId}`),
      ).toBeVisible();
      await expect(row.getByRole('button', { name: 'Detach' })).toBeVisible();
      expect(await linkedQuestionnaire(request, jobId)).toBe(questionnaireId);

      // The toast names the job and leaves the panel's Close button uncovered.
      await expect(page.getByText(`job ID: ${jobId} (${title})`)).toBeVisible();
      const toastBox = await page.locator('.Toastify__toast').first().boundingBox();
      const closeBox = await panel.getByRole('button', { name: 'Close' }).boundingBox();
      expect(toastBox !== null && closeBox !== null).toBe(true);
      expect(
        toastBox!.y >= closeBox!.y + closeBox!.height || toastBox!.y + toastBox!.height <= closeBox!.y,
      ).toBe(true);
      await page.screenshot({ path: testInfo.outputPath('attach-toast.png') });

      await row.getByRole('button', { name: 'Detach' }).click();
      const confirm = page.getByRole('dialog', { name: `Detach the questionnaire from ${title}?` });
      await expect(confirm).toContainText(`${title} is an active job`);
      await confirm.getByRole('button', { name: 'Detach' }).click();
      await expect(page.getByText(`Questionnaire successfully detached from job ID: ${jobId}`)).toBeVisible();
      await expect(row.getByRole('button', { name: 'Select' })).toBeVisible();
      expect(await linkedQuestionnaire(request, jobId)).toBeNull();

      // Undo puts it back, and the audit log says it was an undo.
      await page.getByRole('button', { name: `Undo detaching from ${title}` }).click();
      await expect(row.getByRole('button', { name: 'Detach' })).toBeVisible();
      expect(await linkedQuestionnaire(request, jobId)).toBe(questionnaireId);
      const audit = await json<AuditList>(
        await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/audit?type=questionnaire_attached&limit=200`, {
          headers: authHeaders(),
        }),
      );
      expect(
        audit.data.filter((entry) => entry.details.jobId === jobId).map((entry) => entry.details.undo),
      ).toEqual([true, false]);
    } finally {
      await deleteJob(request, jobId);
    }
  });

  test('[RECRUITER]: a job held by another questionnaire cannot be selected; Clear Filters brings the list back', async ({
    page,
    request,
  }) => {
    const questionnaireName = unique('questionnaire');
    await createQuestionnaire(request, questionnaireName);
    const otherId = await createQuestionnaire(request, unique('other'));
    const title = unique('held');
    const jobId = await createJob(request, { title });
    try {
      const attached = await request.post(`/api/v1/job/${jobId}/questionnaire`, {
        headers: authHeaders(),
        data: { questionnaireId: otherId },
      });
      expect(attached.ok()).toBe(true);
      const panel = await openPanelFor(page, questionnaireName);
      await panel.getByLabel('Search jobs').fill(title);
      const row = panel.getByRole('listitem').filter({ hasText: title });
      await expect(row.getByRole('button', { name: 'Attached elsewhere' })).toBeDisabled();
      await expect(row).toContainText('Another questionnaire is attached to this job.');

      await panel.getByLabel('Search jobs').fill(`${title} nothing like it`);
      await expect(panel.getByText('No jobs found matching the selected filters.')).toBeVisible();
      await panel.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(panel.getByLabel('Search jobs')).toHaveValue('');
      await expect(panel.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first()).toBeVisible();
      // Closed jobs are not listed (the demo company has two).
      await expect(
        panel.getByRole('list', { name: 'Jobs' }).getByText('Closed', { exact: true }),
      ).toHaveCount(0);
    } finally {
      await request.delete(`/api/v1/job/${jobId}/questionnaire`, { headers: authHeaders() });
      await deleteJob(request, jobId);
    }
  });

  test('[RECRUITER]: job details with sanitised HTML, Back and Close; focus returns; no serious axe findings', async ({
    page,
    request,
  }) => {
    const questionnaireName = unique('questionnaire');
    await createQuestionnaire(request, questionnaireName);
    const title = unique('details');
    const jobId = await createJob(request, {
      title,
      description: '<p>Build <strong>great</strong> things</p>',
    });
    try {
      const panel = await openPanelFor(page, questionnaireName);
      await panel.getByLabel('Search jobs').fill(title);
      await expect(panel.getByRole('button', { name: title })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '.offcanvas');

      const box = await panel.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport ? Math.round((box.width / viewport.width) * 100) : 0).toBe(50);

      // By keyboard: the title is a button; Enter opens the details and focus moves to Back.
      await panel.getByRole('button', { name: title }).focus();
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('heading', { name: 'Job Details' })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Back' })).toBeFocused();
      const details = panel.getByRole('article', { name: title });
      await expect(details.locator('strong')).toHaveText('great');
      await expect
        .poll(async () => {
          const wide = await panel.boundingBox();
          return wide && viewport ? Math.round((wide.width / viewport.width) * 100) : 0;
        })
        .toBe(60);

      await page.keyboard.press('Enter');
      await expect(panel.getByRole('button', { name: title })).toBeFocused();

      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: questionnaireName })
          .getByRole('button', { name: 'Add to Job' }),
      ).toBeFocused();
    } finally {
      await deleteJob(request, jobId);
    }
  });

  test('[RECRUITER]: the panel takes the whole width on a 375 px screen', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const questionnaireName = unique('narrow');
    await createQuestionnaire(request, questionnaireName);
    const panel = await openPanelFor(page, questionnaireName);
    await expect.poll(async () => Math.round((await panel.boundingBox())?.width ?? 0)).toBe(375);
    await expect(panel.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first()).toBeVisible();
  });

  test('[RECRUITER]: when jobs cannot load, labelled demo jobs appear that never reach the server; Try Again recovers', async ({
    page,
    request,
  }) => {
    const questionnaireName = unique('fallback');
    await createQuestionnaire(request, questionnaireName);
    let failJobs = true;
    const linkCalls: string[] = [];
    await page.route('**/api/v1/company/*/jobs', async (route) => {
      if (failJobs) await route.fulfill({ status: 503, json: { message: 'down' } });
      else await route.continue();
    });
    await page.route('**/api/v1/job/*/questionnaire', async (route) => {
      linkCalls.push(route.request().url());
      await route.continue();
    });
    const panel = await openPanelFor(page, questionnaireName);
    await expect(panel.getByRole('heading', { name: 'Error Loading Jobs' })).toBeVisible();
    await expect(panel.getByText('Using demo data as fallback.')).toBeVisible();
    const demo = panel.getByRole('listitem').filter({ hasText: 'Demo Job (active)' });
    await expect(demo.getByText('Demo', { exact: true })).toBeVisible();
    await expect(demo.getByRole('button', { name: 'Select' })).toBeDisabled();
    const closed = panel.getByRole('listitem').filter({ hasText: 'Demo Job (closed)' });
    await expect(closed.getByRole('button', { name: 'Inactive' })).toBeDisabled();
    await closed.getByRole('button', { name: 'Inactive' }).click({ force: true });
    expect(linkCalls).toEqual([]);
    // A click on the disabled button does not open the row's details either.
    await expect(panel.getByRole('heading', { name: 'Select Job' })).toBeVisible();

    // A click elsewhere on the row opens its details.
    await demo.getByText('Example City, EX').click();
    await expect(panel.getByRole('article', { name: 'Demo Job (active)' })).toBeVisible();
    await panel.getByRole('button', { name: 'Back' }).click();

    failJobs = false;
    await panel.getByRole('button', { name: 'Try Again' }).click();
    await expect(panel.getByText('Using demo data as fallback.')).toBeHidden();
    await expect(panel.getByRole('list', { name: 'Jobs' }).getByText('Demo', { exact: true })).toHaveCount(0);
  });
});
