import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Job, JobQuestionnaireCheck } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, recruiterToken } from '../support/api.js';
import { openSignInLink } from '../support/sign-in.js';
import { scaled } from '../support/time-scale.js';

/*
 * The issue's own check, as a recruiter does it: sign in with the link, open the Questionnaires tab, build a
 * questionnaire (the empty-name message, the 8-question limit), find it on the home, attach it to a job
 * with Add to Job → Select, and see the server hold it all.
 */
test.describe('recruiter walkthrough', () => {
  test('[RECRUITER]: from the sign-in link to a questionnaire attached to a job', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(90_000));
    const name = `Walkthrough ${randomUUID().slice(0, 8)}`;
    const jobTitle = `Walkthrough job ${randomUUID().slice(0, 8)}`;
    const created = await request.post(`/api/v1/company/${DEMO_COMPANY_ID}/jobs`, {
      headers: authHeaders(),
      data: { title: jobTitle, locations: [{ city: 'Porto', region: 'Porto', country: 'PT' }] },
    });
    expect(created.status()).toBe(201);
    const { id: jobId } = (await created.json()) as Job;

    await openSignInLink(page, `/v1/recruiter?jtToken=${recruiterToken()}`);
    await expect(page.getByRole('region', { name: 'Work waiting' })).toBeVisible();
    await page.getByRole('tab', { name: 'Questionnaires' }).click();
    await page.getByRole('button', { name: /Create Questionnaire/ }).click();
    await expect(page.getByRole('heading', { name: 'Questionnaire Builder' })).toBeVisible();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required!', { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: /Questionnaire Name/ }).fill(name);
    await page.getByRole('radio', { name: 'Video' }).check();
    const add = page.getByRole('button', { name: /Add Question/ });
    const texts = Array.from({ length: 8 }, (_, i) => `Walkthrough question ${i + 1}?`);
    for (const text of texts) {
      await add.click();
      await page
        .getByRole('textbox', { name: /^Question \d+$/ })
        .last()
        .fill(text);
    }
    await expect(add).toBeDisabled();
    await expect(page.getByText('Maximum number of questions reached.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/v1\/recruiter(\?.*)?$/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Add to Job' }).click();
    const panel = page.getByRole('dialog');
    await panel.getByLabel('Search jobs').fill(jobTitle);
    await panel
      .getByRole('listitem')
      .filter({ hasText: jobTitle })
      .getByRole('button', { name: 'Select' })
      .click();
    await expect(page.getByText(`Questionnaire successfully associated with job ID: ${jobId}`)).toBeVisible();

    const link = await request.get(`/api/v1/job/${jobId}/questionnaire`, { headers: authHeaders() });
    const body = (await link.json()) as JobQuestionnaireCheck;
    expect(body.hasQuestionnaire).toBe(true);
    expect(body.data?.questionnaireName).toBe(name);
    expect(body.data?.contentType).toBe('Video');
    expect(body.data?.questions.map((q) => q.questionText)).toEqual(texts);
  });
});
