import { expect, test } from '@playwright/test';

test.describe('shell', () => {
  test('[SHELL]: the base path shows the product shell', async ({ page }) => {
    await page.goto('/v1/');

    await expect(page).toHaveTitle('Video Interviewer');
    await expect(
      page.getByRole('banner').getByRole('heading', { level: 1, name: 'Video Interviewer' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('[SHELL]: an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/v1/some/unknown/path');

    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText('The page you are looking for does not exist.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });

  test('[SHELL]: /unauthorized shows the 401 page', async ({ page }) => {
    await page.goto('/v1/unauthorized');

    await expect(page.getByText('401', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
    await expect(page.getByText('Authorization required.', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });

  test('[SHELL]: keyboard focus reaches a link and shows a visible outline', async ({ page }) => {
    await page.goto('/v1/');
    const link = page.getByRole('link', { name: 'Recruiter area' });
    await expect(link).toBeVisible();

    await page.keyboard.press('Tab');

    await expect(link).toBeFocused();
    await expect(link).toHaveCSS('outline-style', 'solid');
    await expect(link).toHaveCSS('outline-width', /^[1-9]\d*(\.\d+)?px$/);
  });
});
