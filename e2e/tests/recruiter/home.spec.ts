import { expect, test } from '@playwright/test';
import { recruiterToken } from '../support/api.js';
import { openSignInLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';

const homeUrl = () => `/v1/recruiter?jtToken=${recruiterToken()}`;

test.describe('recruiter home', () => {
  test('[RECRUITER]: the home with an expired token shows the 401 page', async ({ page }) => {
    await page.goto(`/v1/recruiter?jtToken=${recruiterToken({ ttlSeconds: -60 })}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
    await expect(page.getByText('Authorization required.', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Questionnaires' })).toHaveCount(0);
  });

  test('[RECRUITER]: the home without a token or a session leads to the sign-in page', async ({ page }) => {
    await page.goto('/v1/recruiter');

    await page.waitForURL(/\/v1\/sign-in\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/v1/recruiter');
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Questionnaires' })).toHaveCount(0);
  });

  test('[RECRUITER]: the home shows its bars and the work waiting, and opens the lazy Questionnaires tab by keyboard', async ({
    page,
  }, testInfo) => {
    const questionnaireCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/company\/\d+\/questionnaire$/.test(request.url()))
        questionnaireCalls.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignInLink(page, homeUrl());

    await expect(page).toHaveTitle('Video Interviewer');
    await expect(page.getByRole('navigation', { name: 'Recruiter' })).toBeVisible();
    // A wide screen shows the links themselves; the Menu button is for phones.
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByText('Signed in as')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('v1.4.1a');
    // Work waiting, without a click: the demo's completed interviews are new on a first visit.
    const homeTab = page.getByRole('tab', { name: 'Home' });
    await expect(homeTab).toHaveAttribute('aria-selected', 'true');
    const work = page.getByRole('region', { name: 'Work waiting' });
    await expect(work.getByText(/new completed interviews? in the last 7 days/)).toBeVisible();
    await expect(work.getByText(/invitations? expires? unanswered within 72 hours/)).toBeVisible();
    await expect(
      work.getByText(/Every open job has a questionnaire|open jobs? ha(s|ve) no questionnaire/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Click to Load Questionnaires' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('home-1280.png'), fullPage: true });
    // The Questionnaires tab is fetched only when it is opened (spec: lazy).
    expect(questionnaireCalls).toEqual([]);

    const questionnairesTab = page.getByRole('tab', { name: 'Questionnaires' });
    const interviewsTab = page.getByRole('tab', { name: 'Interviews' });
    await homeTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(questionnairesTab).toBeFocused();
    await page.keyboard.press('End');
    await expect(interviewsTab).toBeFocused();
    await page.keyboard.press('Home');
    await expect(homeTab).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(interviewsTab).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(questionnairesTab).toBeFocused();
    await expect(questionnairesTab).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 2, name: 'Questionnaires' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Active Jobs' })).toBeVisible();
    await expect(page.getByText('Questionnaire data will load when you click this tab')).toHaveCount(0);
    expect(questionnaireCalls).toHaveLength(1);

    // Remembered as loaded: switching tabs and back neither shows the placeholder nor refetches at once.
    await interviewsTab.click();
    await expect(interviewsTab).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Recruiter' }).getByRole('link', { name: 'Interviews' }),
    ).toHaveAttribute('aria-current', 'page');
    await questionnairesTab.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Questionnaires' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Click to Load Questionnaires' })).toHaveCount(0);
  });

  test('[RECRUITER]: a work-waiting link leads to the list to act on', async ({ page }) => {
    await openSignInLink(page, homeUrl());
    const work = page.getByRole('region', { name: 'Work waiting' });
    await work.getByRole('link', { name: 'Review them' }).click();
    await expect(page).toHaveURL(/\/v1\/recruiter\?tab=interviews$/);
    await expect(page.getByRole('tab', { name: 'Interviews' })).toHaveAttribute('aria-selected', 'true');
  });

  test('[RECRUITER]: the navigation bar opens the Questionnaires tab', async ({ page }) => {
    await openSignInLink(page, homeUrl());
    await expect(page.getByRole('region', { name: 'Work waiting' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Recruiter' })
      .getByRole('link', { name: 'Questionnaires' })
      .click();

    await expect(page).toHaveURL(/\/v1\/recruiter\?tab=questionnaires$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Questionnaires' })).toBeVisible();
  });

  test('[RECRUITER]: the home has no serious accessibility violations, on Home or on Questionnaires', async ({
    page,
  }) => {
    await openSignInLink(page, homeUrl());
    await expect(page.getByRole('region', { name: 'Work waiting' }).getByRole('list')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Questionnaires' }).click();
    await expect(page.getByRole('columnheader', { name: 'Active Jobs' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Eligible Jobs' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('[RECRUITER]: at 375 px the navigation is one Menu button, and the header buttons show icons only', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openSignInLink(page, homeUrl());
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Recruiter' });
    await expect(nav).toBeHidden();
    // The header takes one row of controls, not three rows of links.
    const header = await page.locator('header').first().boundingBox();
    expect(header?.height ?? 999).toBeLessThan(140);
    await expect(page.getByRole('region', { name: 'Work waiting' }).getByRole('list')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('home-375.png'), fullPage: true });

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Questionnaires' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('home-375-menu.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await nav.getByRole('link', { name: 'Questionnaires' }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    const invite = page.getByRole('button', { name: 'Invite Applicant' });
    const create = page.getByRole('button', { name: 'Create Questionnaire' });
    await expect(invite).toBeVisible();
    await expect(create).toBeVisible();
    // Icon-only: narrow buttons (the label is visually hidden).
    expect((await invite.boundingBox())?.width).toBeLessThan(80);
    expect((await create.boundingBox())?.width).toBeLessThan(80);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('[RECRUITER]: a configured theme platform draws the bars, told not to handle logout', async ({
    page,
    baseURL,
  }) => {
    // The server's CSP admits a theme's origins only when configured (its own tests cover that); here the
    // theme is served from our origin so the browser runs it under the default policy.
    const theme = {
      uiThemeStylesheetUrl: `${baseURL}/e2e-theme/theme.css`,
      uiThemeScriptUrl: `${baseURL}/e2e-theme/theme.js`,
      uiKitScriptUrl: `${baseURL}/e2e-theme/kit.js`,
    };
    await page.route('**/api/v1/config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), ...theme } });
    });
    await page.route('**/e2e-theme/kit.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.e2eKitLoaded = true;' }),
    );
    await page.route('**/e2e-theme/theme.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `
          if (!window.e2eKitLoaded) throw new Error('kit must load first');
          customElements.define('theme-navbar', class extends HTMLElement {
            connectedCallback() {
              this.innerHTML = '<nav aria-label="Theme navigation">Theme bar</nav>';
              document.title = 'Renamed by the theme';
            }
          });
          customElements.define('theme-footer', class extends HTMLElement {
            connectedCallback() { this.innerHTML = '<p>Theme footer</p>'; }
          });`,
      }),
    );
    await page.route('**/e2e-theme/theme.css', (route) =>
      route.fulfill({ contentType: 'text/css', body: 'theme-navbar { display: block; }' }),
    );

    await openSignInLink(page, homeUrl());

    await expect(page.getByRole('navigation', { name: 'Theme navigation' })).toBeVisible();
    await expect(page.locator('theme-navbar')).toHaveAttribute('handle-logout', 'false');
    await expect(page.getByText('Theme footer')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Recruiter' })).toHaveCount(0);
    await expect(page.locator('link[rel="stylesheet"][data-ui-theme]')).toHaveAttribute(
      'href',
      theme.uiThemeStylesheetUrl,
    );
    await expect(page).toHaveTitle('Video Interviewer');
    await expect(page.getByRole('region', { name: 'Work waiting' })).toBeVisible();
  });

  test('[RECRUITER]: a theme script that fails to load leaves our own bars', async ({ page, baseURL }) => {
    await page.route('**/api/v1/config', async (route) => {
      const response = await route.fetch();
      const config = {
        ...((await response.json()) as object),
        uiThemeScriptUrl: `${baseURL}/e2e-theme/missing.js`,
      };
      await route.fulfill({ response, json: config });
    });
    await page.route('**/e2e-theme/missing.js', (route) => route.fulfill({ status: 404, body: '' }));

    await openSignInLink(page, homeUrl());

    await expect(page.getByRole('navigation', { name: 'Recruiter' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('v1.4.1a');
    await expect(page.locator('theme-navbar')).toHaveCount(0);
  });
});
