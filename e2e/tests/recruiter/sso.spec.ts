import { expect, test, type Browser } from '@playwright/test';
import type { SessionResponse } from '@vi/contracts';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { startOpenIdProvider, type E2eOpenIdProvider } from '../support/oidc-provider.js';
import { ownServer } from '../support/own-server.js';
import { shotPath } from '../support/shots.js';

/*
 * Single sign-on end to end: a real OpenID Provider (oidc-provider) on a free port of 127.0.0.1, a server
 * of this suite's own (a fresh company and owner: the shared e2e server's demo company has no IdP), the
 * owner configuring single sign-on on its page, then a colleague who never had an account signing in
 * through the sign-in page's single sign-on button and the IdP's own login and consent pages.
 */
const own = ownServer({ name: 'sso', portOffset: 14 });
own.configure({ SMTP_HOST: '' });
const BASE = own.base;

const OWNER = {
  companyName: 'Contoso Labs',
  name: 'Owen Owner',
  email: 'owen@contoso.test',
  password: 'a long owner passphrase for sso',
};

let idp: E2eOpenIdProvider | undefined;
let owner: SessionResponse | undefined;

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await own.start();
});

test.afterAll(async () => {
  await idp?.close();
  own.stop();
});

/** `npm run cli -- setup-code` on this suite's data: the code is alone on the last line. */
function setupCode(): string {
  const out = own.cli('setup-code');
  return out.trim().split('\n').at(-1)!.trim();
}

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

test('[SSO]: the owner sets up single sign-on with the identity provider on its page', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser, 1280);
  // The owner, made through the first run's API (the set-up page has its own test): the cookie it sets
  // signs this browser in.
  const created = await page.request.post('/api/v1/setup', {
    data: {
      setupCode: setupCode(),
      companyName: OWNER.companyName,
      name: OWNER.name,
      email: OWNER.email,
      password: OWNER.password,
    },
  });
  expect(created.status()).toBe(201);
  owner = (await created.json()) as SessionResponse;
  const redirectUri = `${BASE}/api/v1/auth/sso/${owner.companyId}/callback`;
  idp = await startOpenIdProvider(redirectUri);

  await page.goto('/v1/recruiter/sso');
  await expect(page.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
  // The redirect URI to register at the IdP, shown ready to copy before anything is saved.
  await expect(page.getByRole('textbox', { name: 'Redirect URI' })).toHaveValue(redirectUri);
  await expect(page.getByRole('switch', { name: 'Allow sign-in with single sign-on' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Issuer URL' }).fill(idp.issuer);
  await page.getByRole('textbox', { name: 'Client ID' }).fill(idp.clientId);
  await page.getByLabel('Client secret').fill(idp.clientSecret);
  await page.getByRole('textbox', { name: 'Allowed email domains' }).fill('contoso.test');
  await page.getByRole('combobox', { name: 'Role of new members' }).selectOption('recruiter');
  await page.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByText('Single sign-on saved.')).toBeVisible();
  await expect(page.getByText('A secret is stored.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shotPath('sso-settings-1280'), fullPage: true });
  await context.close();
});

const COLLEAGUES = [
  { width: 1280, login: 'casey', given: 'Casey', family: 'Colleague' },
  { width: 375, login: 'morgan', given: 'Morgan', family: 'Mobile' },
];

for (const person of COLLEAGUES) {
  test(`[SSO]: a colleague signs in through the identity provider and lands in the recruiter area (${person.width} px)`, async ({
    browser,
  }) => {
    const email = `${person.login}@contoso.test`;
    idp!.setAccount(person.login, {
      email,
      email_verified: true,
      given_name: person.given,
      family_name: person.family,
    });
    const { context, page } = await newPage(browser, person.width);
    await page.goto('/v1/recruiter');
    await page.waitForURL(/\/v1\/sign-in/);
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await page.getByRole('textbox', { name: 'Work email' }).fill(email);
    await page.screenshot({ path: shotPath(`sso-sign-in-${person.width}`), fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();

    // The identity provider's own pages: its login, then its consent.
    await page.waitForURL(`${idp!.issuer}/**`);
    await page.getByPlaceholder('Enter any login').fill(person.login);
    await page.getByPlaceholder('and password').fill('any password');
    await page.screenshot({ path: shotPath(`idp-login-${person.width}`), fullPage: true });
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/v1\/recruiter(\?|$)/);
    // On a phone the navigation, Sign out with it, is behind the Menu button.
    if (person.width < 768) await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByText(`${person.given} ${person.family}`)).toBeVisible();
    await page.screenshot({ path: shotPath(`sso-landed-${person.width}`), fullPage: true });
    // Made just in time with the default role, signed in by single sign-on.
    const me = (await (await page.request.get('/api/v1/auth/me')).json()) as {
      email: string;
      role: string;
      companyId: number;
    };
    expect(me).toMatchObject({ email, role: 'recruiter', companyId: owner!.companyId });
    await context.close();
  });
}
