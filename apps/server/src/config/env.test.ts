import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './env.js';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    parseEnv(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('parseEnv', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = parseEnv({});
    expect(config.port).toBe(3001);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3001');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.resolve('./data/video-interviewer.db') });
    expect(config.demoSeed).toBe(true);
    expect(config.demoPrintLinks).toBe(false);
    expect(config.allowedEmbedOrigins).toEqual([]);
    expect(config.features).toEqual({ interview: false, mobileBlur: false });
    expect(config.jwt.secret).toBeUndefined();
    // Submit must not wait for speech recognition: the applicant moves on, the transcript follows.
    expect(config.recording.transcriptWaitMs).toBe(0);
  });

  it('serves the API docs by default outside production only (API_DOCS overrides)', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    expect(parseEnv({}).surface.apiDocs).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production', ...secret }).surface.apiDocs).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', API_DOCS: 'true', ...secret }).surface.apiDocs).toBe(true);
    expect(parseEnv({ API_DOCS: 'off' }).surface.apiDocs).toBe(false);
  });

  it('seeds the demo by default outside production only, and prints its links on every start only when asked', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(parseEnv({ NODE_ENV: 'production', ...secret }).demoSeed).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', DEMO_SEED: 'true', ...secret }).demoSeed).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }).demoSeed).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development', DEMO_SEED: 'false' }).demoSeed).toBe(false);
    // An empty value is unset: production stays without the demo.
    expect(parseEnv({ NODE_ENV: 'production', DEMO_SEED: '', ...secret }).demoSeed).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', ...secret }).demoPrintLinks).toBe(false);
    expect(parseEnv({ DEMO_PRINT_LINKS: 'true' }).demoPrintLinks).toBe(true);
    expect(problemsOf({ DEMO_PRINT_LINKS: 'always' })).toEqual([
      "DEMO_PRINT_LINKS: must be true or false (got 'always')",
    ]);
  });

  it('lets RECORDING_TRANSCRIPT_WAIT_MS hold Submit for a quick transcript, up to a minute', () => {
    expect(parseEnv({ RECORDING_TRANSCRIPT_WAIT_MS: '3000' }).recording.transcriptWaitMs).toBe(3000);
    expect(() => parseEnv({ RECORDING_TRANSCRIPT_WAIT_MS: '600000' })).toThrow(
      /RECORDING_TRANSCRIPT_WAIT_MS/,
    );
  });

  it('switches to PostgreSQL when DATABASE_URL says so', () => {
    const config = parseEnv({ DATABASE_URL: 'postgres://u@db:5432/vi', DATABASE_SCHEMA: 'tenant_a' });
    expect(config.database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u@db:5432/vi',
      schema: 'tenant_a',
    });
  });

  it('puts the SQLite file where DATABASE_URL says', () => {
    const config = parseEnv({ DATABASE_URL: 'sqlite:/var/lib/vi/app.db' });
    expect(config.database).toEqual({ dialect: 'sqlite', file: '/var/lib/vi/app.db' });
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(parseEnv({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(parseEnv({ PUBLIC_URL: 'https://interviews.example.com/' }).publicUrl).toBe(
      'https://interviews.example.com',
    );
  });

  it('listens on every interface in production unless HOST is set', () => {
    expect(parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).host).toBe('0.0.0.0');
    expect(parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), HOST: '10.0.0.5' }).host).toBe(
      '10.0.0.5',
    );
  });

  it('parses boolean words and comma-separated origins', () => {
    const config = parseEnv({
      DEMO_SEED: 'no',
      FEATURE_INTERVIEW: 'TRUE',
      FEATURE_MOBILE_BLUR: '1',
      ALLOWED_EMBED_ORIGINS: 'https://careers.example.com, http://localhost:8080',
    });
    expect(config.demoSeed).toBe(false);
    expect(config.features).toEqual({ interview: true, mobileBlur: true });
    expect(config.allowedEmbedOrigins).toEqual(['https://careers.example.com', 'http://localhost:8080']);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '', JWT_SECRET: '' }).port).toBe(3001);
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT: .*'abc'/],
    [{ PORT: '70000' }, /^PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: must start with sqlite: .* or postgres:\/\//],
    [{ DEMO_SEED: 'maybe' }, /^DEMO_SEED: must be true or false/],
    [
      { ALLOWED_EMBED_ORIGINS: 'careers.example.com' },
      /^ALLOWED_EMBED_ORIGINS: must be a comma-separated list of origins/,
    ],
    [{ ALLOWED_EMBED_ORIGINS: 'https://a.example.com/path' }, /^ALLOWED_EMBED_ORIGINS: /],
    [{ PUBLIC_URL: 'ftp://x' }, /^PUBLIC_URL: must be an http\(s\) URL/],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET: must be at least 32 characters$/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL: /],
    [{ DATABASE_SCHEMA: 'Robert"); drop' }, /^DATABASE_SCHEMA: must be a lower-case SQL identifier/],
    [
      { SMTP_URL: 'http://mail.example.com' },
      /^SMTP_URL: must be a URL starting with smtp:\/\/ or smtps:\/\//,
    ],
    [{ SMTP_URL: 'mail.example.com:25' }, /^SMTP_URL: /],
    [{ MAIL_FROM: 'x' }, /^MAIL_FROM: /],
  ])('names the bad variable: %o', (env, expected) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
  });

  it('never prints a secret value in its message', () => {
    const [problem] = problemsOf({ JWT_SECRET: 'hunter2' });
    expect(problem).not.toContain('hunter2');
  });

  it('sends mail over SMTP only when SMTP_URL is set, from MAIL_FROM', () => {
    expect(parseEnv({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Video Interviewer <no-reply@localhost>',
    });
    expect(
      parseEnv({ SMTP_URL: 'smtps://user:pw@mail.example.com:465', MAIL_FROM: 'Jobs <jobs@example.com>' })
        .mail,
    ).toEqual({ smtpUrl: 'smtps://user:pw@mail.example.com:465', from: 'Jobs <jobs@example.com>' });
    expect(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mail.smtpUrl).toBe('smtp://127.0.0.1:2525');
  });

  it('never prints an SMTP password in its message', () => {
    const [problem] = problemsOf({ SMTP_URL: 'ftp://user:hunter2@mail.example.com' });
    expect(problem).toMatch(/^SMTP_URL: /);
    expect(problem).not.toContain('hunter2');
  });

  it('serves metrics nowhere by default, on METRICS_HOST:METRICS_PORT or for a METRICS_TOKEN when set', () => {
    expect(parseEnv({}).metrics).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
    const token = 'm'.repeat(32);
    expect(parseEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token }).metrics).toEqual(
      {
        port: 9464,
        host: '0.0.0.0',
        token,
      },
    );
    expect(problemsOf({ METRICS_PORT: '70000' })[0]).toMatch(/^METRICS_PORT: /);
    const [short] = problemsOf({ METRICS_TOKEN: 'short-secret' });
    expect(short).toMatch(/^METRICS_TOKEN: must be at least 32 characters$/);
    expect(short).not.toContain('short-secret');
  });

  it('reports every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', DEMO_SEED: 'maybe' })).toHaveLength(2);
  });

  it('requires JWT_SECRET (or a JWKS) in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: is required when NODE_ENV=production (or set JWT_JWKS_URL)',
    ]);
    expect(
      parseEnv({ NODE_ENV: 'production', JWT_JWKS_URL: 'https://idp.example.com/jwks.json' }).jwt.jwksUrl,
    ).toBe('https://idp.example.com/jwks.json');
  });

  it('shows the whole list in the error message', () => {
    expect(() => parseEnv({ PORT: 'x' })).toThrow(/^Invalid configuration:\n {2}- PORT: /);
  });
});

describe('loadConfig', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates DATA_DIR and keeps one generated development secret across restarts', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vi-config-'));
    const dataDir = path.join(dir, 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwt.secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(second.jwt.secret).toBe(first.jwt.secret);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwt.secret);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('uses JWT_SECRET when given and writes no secret file', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vi-config-'));
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(40) });
    expect(config.jwt.secret).toBe('s'.repeat(40));
    expect(() => statSync(path.join(dir, 'jwt-secret'))).toThrow();
  });
});
