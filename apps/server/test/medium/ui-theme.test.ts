import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../src/config/env.js';
import { createTestApp, type TestApp } from '../helper.js';

/*
 * The external UI theme platform (recruiter navigation bar and footer): its addresses come from the
 * environment, reach the web app through GET /api/v1/config, and open the CSP to exactly their origins.
 */

function cspDirective(header: string | string[] | number | undefined, name: string): string[] {
  const policy = String(header ?? '');
  const directive = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
  return directive === undefined ? [] : directive.split(/\s+/).slice(1);
}

describe('UI theme platform configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      UI_THEME_STYLESHEET_URL: 'https://theme.example.com/css/theme.css',
      UI_THEME_SCRIPT_URL: 'https://theme.example.com/js/theme.js',
      UI_KIT_SCRIPT_URL: 'https://kit.example.net:8443/kit.js?v=2',
    });
  });
  afterAll(() => t.close());

  it('publishes the three addresses in the public configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uiThemeStylesheetUrl: 'https://theme.example.com/css/theme.css',
      uiThemeScriptUrl: 'https://theme.example.com/js/theme.js',
      uiKitScriptUrl: 'https://kit.example.net:8443/kit.js?v=2',
    });
  });

  it('allows scripts from the theme and kit origins only, and styles, fonts and images from them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = res.headers['content-security-policy'];

    expect(cspDirective(csp, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://theme.example.com',
      'https://kit.example.net:8443',
    ]);
    for (const name of ['style-src', 'font-src', 'img-src']) {
      expect(cspDirective(csp, name)).toEqual(
        expect.arrayContaining(['https://theme.example.com', 'https://kit.example.net:8443']),
      );
    }
    // Origins, never the full addresses: a path in a CSP source would not match the theme's other files.
    expect(String(csp)).not.toContain('/js/theme.js');
    expect(cspDirective(csp, 'connect-src')).not.toContain('https://theme.example.com');
  });
});

describe('UI theme platform not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('publishes null addresses and keeps scripts and styles to our own origin', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(config.json()).toMatchObject({
      uiThemeStylesheetUrl: null,
      uiThemeScriptUrl: null,
      uiKitScriptUrl: null,
    });

    const csp = config.headers['content-security-policy'];
    expect(cspDirective(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(cspDirective(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('UI theme environment variables', () => {
  it('take http(s) URLs and leave the others unset', () => {
    const config = parseEnv({ UI_THEME_SCRIPT_URL: 'https://theme.example.com/theme.js' });
    expect(config.uiTheme).toEqual({
      stylesheetUrl: undefined,
      scriptUrl: 'https://theme.example.com/theme.js',
      kitScriptUrl: undefined,
    });
  });

  it.each(['UI_THEME_STYLESHEET_URL', 'UI_THEME_SCRIPT_URL', 'UI_KIT_SCRIPT_URL'])(
    'refuses a %s that is not an http(s) URL, naming the variable',
    (name) => {
      expect(() => parseEnv({ [name]: 'javascript:alert(1)' })).toThrow(ConfigError);
      expect(() => parseEnv({ [name]: 'not a url' })).toThrow(
        new RegExp(`${name}: must be an http\\(s\\) URL`),
      );
    },
  );
});
