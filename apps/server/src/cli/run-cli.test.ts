import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { createTokenService } from '../modules/auth/token.service.js';
import { CliError, runCli, USAGE } from './run-cli.js';

const SECRET = 'cli-test-secret-that-is-long-enough-0123456789';

describe('cli', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vi-cli-'));
    env = { DATA_DIR: dataDir, JWT_SECRET: SECRET, PUBLIC_URL: 'http://localhost:4000' };
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints usage for help and no command', async () => {
    expect(await runCli([], env)).toBe(USAGE);
    expect(await runCli(['help'], env)).toContain('token --company <id> --user <id>');
  });

  it('creates a company and a user, then mints a sign-in link that the server accepts', async () => {
    expect(await runCli(['create-company', '--name', 'Acme'], env)).toBe('Created company 1.');
    expect(
      await runCli(
        [
          'create-user',
          '--company',
          '1',
          '--first',
          'Ada',
          '--last',
          'Lovelace',
          '--email',
          'ada@acme.example',
        ],
        env,
      ),
    ).toBe('Created user 1 in company 1.');
    const url = new URL(await runCli(['token', '--company', '1', '--user', '1', '--days', '2'], env));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:4000/v1/recruiter');
    const token = url.searchParams.get('jtToken');
    expect(token).toBeTruthy();
    const identity = await createTokenService({
      secret: SECRET,
      jwksUrl: undefined,
      issuer: undefined,
      audience: undefined,
    }).verify(token!);
    expect(identity.companyId).toBe(1);
    expect(identity.userId).toBe(1);
    const days = (identity.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(1.99);
    expect(days).toBeLessThanOrEqual(2);
  });

  it('refuses a token for a user of another company or an inactive user', async () => {
    await runCli(['create-company', '--name', 'A'], env);
    await runCli(['create-company', '--name', 'B'], env);
    await runCli(['create-user', '--company', '1', '--first', 'A', '--last', 'One'], env);
    await runCli(['create-user', '--company', '1', '--first', 'I', '--last', 'Nactive', '--inactive'], env);
    await expect(runCli(['token', '--company', '2', '--user', '1'], env)).rejects.toThrow(
      'User 1 does not belong to company 2.',
    );
    await expect(runCli(['token', '--company', '1', '--user', '2'], env)).rejects.toThrow(
      'User 2 is inactive.',
    );
  });

  it('deactivates and reactivates a user, and a running server refuses and admits them at once', async () => {
    await runCli(['create-company', '--name', 'Acme'], env);
    await runCli(['create-user', '--company', '1', '--first', 'Ada', '--last', 'Lovelace'], env);
    const link = new URL(await runCli(['token', '--company', '1', '--user', '1'], env));
    const token = link.searchParams.get('jtToken')!;
    const config = loadConfig({
      ...env,
      LOG_LEVEL: 'silent',
      DEMO_SEED: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    const app = await buildApp({ config, logger: false });
    try {
      const me = async () =>
        (await app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } }))
          .statusCode;
      expect(await me()).toBe(200);
      expect(await runCli(['users', 'deactivate', '1'], env)).toBe(
        'User 1 (Ada Lovelace, company 1) is deactivated: their sign-in links, sessions and API keys are' +
          ' refused from now on.',
      );
      expect(await me()).toBe(403);
      await expect(runCli(['token', '--company', '1', '--user', '1'], env)).rejects.toThrow('inactive');
      expect(await runCli(['users', 'activate', '1'], env)).toBe(
        'User 1 (Ada Lovelace, company 1) is active again.',
      );
      expect(await me()).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('explains bad arguments', async () => {
    await expect(runCli(['users', 'deactivate', '7'], env)).rejects.toThrow('User 7 does not exist.');
    await expect(runCli(['users', 'deactivate', 'x'], env)).rejects.toThrow('<userId> must be a number');
    await expect(runCli(['users', 'remove', '1'], env)).rejects.toThrow('Usage: users deactivate');
    await expect(runCli(['users', 'deactivate', '1', '2'], env)).rejects.toThrow('Usage: users deactivate');
    await expect(runCli(['create-company'], env)).rejects.toThrow('--name is required');
    await expect(runCli(['token', '--company', 'x', '--user', '1'], env)).rejects.toThrow(CliError);
    await expect(
      runCli(['create-user', '--company', '9', '--first', 'A', '--last', 'B'], env),
    ).rejects.toThrow('Company 9 does not exist.');
    await expect(runCli(['launch-rockets'], env)).rejects.toThrow("Unknown command 'launch-rockets'");
    await expect(runCli(['create-company', '--nmae', 'typo'], env)).rejects.toThrow(
      /Unknown option '--nmae'/,
    );
  });

  /** A server on the same data folder, as a second process would run it. */
  async function server() {
    const config = loadConfig({
      ...env,
      LOG_LEVEL: 'silent',
      DEMO_SEED: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    return buildApp({ config, logger: false });
  }

  it('prints the set-up code on its last line while set-up is needed, the one the server takes', async () => {
    const first = await runCli(['setup-code'], env);
    expect(first).toContain('http://localhost:4000/v1/setup');
    const code = first.split('\n').at(-1)!;
    expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    expect((await runCli(['setup-code'], env)).split('\n').at(-1)).toBe(code);
    const app = await server();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/setup',
        payload: {
          setupCode: code.toLowerCase(),
          companyName: 'Acme Robotics',
          name: 'Ada Lovelace',
          email: 'ada@acme.example',
          password: 'violet-lantern-orbit-93',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      await app.close();
    }
    await expect(runCli(['setup-code'], env)).rejects.toThrow(/Set-up is done/);
  });

  it('creates a member with a one-time password link, changes roles, and resets a password ending the sessions', async () => {
    await runCli(['create-company', '--name', 'Acme'], env);
    const created = await runCli(
      [
        'users',
        'create',
        '--company',
        '1',
        '--email',
        'Bo@Acme.example',
        '--name',
        'Bo Diddley',
        '--role',
        'reviewer',
      ],
      env,
    );
    expect(created).toMatch(/^Created user 1 \(Bo Diddley, reviewer, company 1\)\./);
    const url = created.split('\n').at(-1)!;
    expect(url).toMatch(/^http:\/\/localhost:4000\/v1\/password-reset\/[A-Za-z0-9_-]{43}$/);
    await expect(
      runCli(
        [
          'users',
          'create',
          '--company',
          '1',
          '--email',
          'bo@acme.example',
          '--name',
          'Bo',
          '--role',
          'admin',
        ],
        env,
      ),
    ).rejects.toThrow('bo@acme.example already signs in');
    await expect(
      runCli(
        ['users', 'create', '--company', '1', '--email', 'x@acme.example', '--name', 'X', '--role', 'boss'],
        env,
      ),
    ).rejects.toThrow('--role must be owner, admin, recruiter or reviewer');
    expect(await runCli(['users', 'set-role', '1', 'admin'], env)).toBe(
      'User 1 (Bo Diddley, company 1) is now admin.',
    );

    const app = await server();
    try {
      const token = url.split('/').at(-1)!;
      const tokenHash = createHash('sha256').update(token).digest('hex');
      const stored = await app.db.selectFrom('account_tokens').selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        token_hash: tokenHash,
        purpose: 'password_reset',
        user_id: 1,
        used_at: null,
      });
      const minutes = (Date.parse(stored[0]!.expires_at) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);
      const user = await app.db.selectFrom('users').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
      expect(user).toMatchObject({ sign_in_email: 'bo@acme.example', role: 'admin', password_hash: null });

      // As if Bo had set a password and signed in: the reset ends that session.
      const password = 'violet-lantern-orbit-93';
      await app.db
        .updateTable('users')
        .set({ password_hash: await app.services.passwords.hash(password) })
        .where('id', '=', 1)
        .execute();
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: 'bo@acme.example', password },
      });
      expect(signIn.statusCode).toBe(200);
      const session = signIn.cookies.find((c) => c.name === 'vi_session')!.value;
      const me = async () =>
        (await app.inject({ url: '/api/v1/auth/me', cookies: { vi_session: session } })).statusCode;
      expect(await me()).toBe(200);
      const reset = await runCli(['users', 'reset-password', 'bo@acme.example'], env);
      expect(reset).toContain('User 1 (bo@acme.example): 1 session(s) ended.');
      expect(reset.split('\n').at(-1)).toMatch(/\/v1\/password-reset\/[A-Za-z0-9_-]{43}$/);
      expect(await me()).toBe(401);
      expect(await runCli(['users', 'reset-password', '1'], env)).toContain('0 session(s) ended.');
      await expect(runCli(['users', 'reset-password', '9'], env)).rejects.toThrow('No user 9.');
    } finally {
      await app.close();
    }
  });

  it('seeds the demo into an empty database only, unless forced', async () => {
    const banner = await runCli(['seed-demo'], env);
    expect(banner).toContain('http://localhost:4000/v1/recruiter?jtToken=');
    expect(banner.match(/http:\/\/localhost:4000\/v1\/interview\/onboarding\/[0-9a-f-]{36}/g)).toHaveLength(
      2,
    );
    expect(banner).toContain('email:    owner@demo.example');
    expect(banner).toContain(
      `password: ${readFileSync(path.join(dataDir, 'demo-owner-password'), 'utf8').trim()}`,
    );
    expect(statSync(path.join(dataDir, 'demo-owner-password')).mode & 0o777).toBe(0o600);
    await expect(runCli(['setup-code'], env)).rejects.toThrow(/Set-up is done/);
    await expect(runCli(['seed-demo'], env)).rejects.toThrow(/already has data/);
    expect(await runCli(['seed-demo', '--force'], env)).toContain('/v1/recruiter?jtToken=');
  });
});
