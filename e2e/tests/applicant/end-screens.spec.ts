import { expect, test } from '@playwright/test';

test.describe('applicant end screens', () => {
  test('[END]: success shows the completion text naming the provider and no register button without a site', async ({
    page,
  }) => {
    const config = page.waitForResponse('**/api/v1/config');
    await page.goto('/v1/interview/success');
    const { productTitle } = (await (await config).json()) as { productTitle: string };

    await expect(
      page.getByRole('heading', { level: 2, name: 'Interview Successfully Completed' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        `Thank you! You can close this tab, or please consider registering as a Jobseeker with ${productTitle}'s job board!`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register as a Jobseeker' })).toHaveCount(0);
  });

  test('[END]: Register as a Jobseeker opens the configured site in a new tab', async ({ page, context }) => {
    await page.route('**/api/v1/config', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...body, jobseekerSiteUrl: 'https://jobs.example.test/register' },
      });
    });
    await context.route('https://jobs.example.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Jobs</title><h1>Jobs</h1>' }),
    );
    await page.goto('/v1/interview/success');

    const button = page.getByRole('button', { name: 'Register as a Jobseeker' });
    const newPage = context.waitForEvent('page');
    await button.click();
    await expect(button).toBeDisabled();

    const opened = await newPage;
    await opened.waitForLoadState();
    expect(opened.url()).toBe('https://jobs.example.test/register');
    expect(await opened.evaluate(() => window.opener === null)).toBe(true);
    await expect(button).toBeEnabled();
  });

  test('[END]: already-completed shows the support contact and Close this tab', async ({ page }) => {
    const config = page.waitForResponse('**/api/v1/config');
    await page.goto('/v1/interview/already-completed');
    const { supportContact } = (await (await config).json()) as { supportContact: string };

    await expect(
      page.getByText(
        'This interview has already been completed, if you feel that this is an error please reach out to',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: supportContact })).toHaveAttribute(
      'href',
      `mailto:${supportContact}`,
    );
    await expect(page.getByRole('button', { name: 'Close this tab' })).toBeVisible();
  });

  test('[GUARD]: the recruiter area without a token shows the 401 page', async ({ page }) => {
    await page.goto('/v1/recruiter');

    await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
    await expect(page.getByText('Authorization required.', { exact: true })).toBeVisible();
  });
});
