import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import type { InterviewDetail, InterviewList } from '@vi/contracts';
import { DEMO_COMPANY_ID, E2E_JWT_SECRET, authHeaders, inviteApplicant } from '../support/api.js';
import { completeInterview } from '../support/complete-interview.js';
import { recordTake, startFromOnboarding, submitAnswer } from '../support/interview-flow.js';
import { openSignInLink } from '../support/sign-in.js';
import { scaled } from '../support/time-scale.js';

/*
 * The start-up log (docs/security.md), end to end: a production server (NODE_ENV=production, DEMO_SEED unset) with its whole
 * output captured serves a recruiter's browser session (sign-in link, an interview reviewed, its answer
 * played) and an applicant's (the invitation link, consent, an answer recorded). Afterwards the output
 * holds no JWT (`eyJ`), no `jtToken=` value and no guid: tokens and capabilities are redacted from every
 * logged URL, and the start prints none (docs/security.md).
 */
test.describe.configure({ timeout: scaled(300_000) });

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let dataDir: string;
let baseURL: string;
let env: NodeJS.ProcessEnv;
let server: ChildProcessWithoutNullStreams;
let output = '';
let exited: Promise<number | null>;
let api: APIRequestContext;

/** The CLI an administrator runs beside the server (its output is the administrator's, not the log). */
const cli = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(ROOT, 'apps/server/dist/cli.js'), ...args], {
    env,
    encoding: 'utf8',
  }).trim();

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vi-prod-log-'));
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  const webOut = process.env.E2E_WEB_OUT;
  env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    // The e2e secret, so the suites' helpers (which sign as the CLI does) work against this server too.
    JWT_SECRET: E2E_JWT_SECRET,
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...(webOut ? { WEB_DIST_DIR: path.resolve(webOut) } : {}),
  };
  // The demo's jobs and questionnaires, added by the CLI: the server itself seeds nothing in production.
  cli('seed-demo');
  server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], { env, stdio: 'pipe' });
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  await expect
    .poll(() => output.includes('is running at'), { timeout: scaled(60_000), message: 'the start-up banner' })
    .toBe(true);
  api = await apiRequest.newContext({ baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

test('[RECRUITER]: after a recruiter’s and an applicant’s browser sessions the log holds no token and no guid', async ({
  browser,
}) => {
  // An interview to review, recorded over the real channel.
  const reviewed = await inviteApplicant(api, { contentType: 'Video', firstName: 'Logan', lastName: 'Reed' });
  await completeInterview(api, reviewed.applicationGuid, { baseURL });

  // The applicant's session: the invitation link, consent, one answer recorded and submitted.
  const applicantContext = await browser.newContext({ baseURL });
  const applicantPage = await applicantContext.newPage();
  const applicant = await startFromOnboarding(applicantPage, api, 'Video');
  await recordTake(applicantPage, 2);
  await submitAnswer(applicantPage);
  await expect
    .poll(
      async () => {
        const view = await api.get(`/api/v1/interviews/${applicant.interviewId}`, { headers: authHeaders() });
        return ((await view.json()) as InterviewDetail).responses.length;
      },
      { timeout: scaled(90_000), message: "the applicant's submitted answer, stored" },
    )
    .toBeGreaterThanOrEqual(1);
  await applicantContext.close();

  // The recruiter's session: the sign-in link the CLI mints, the review screen, the answer played.
  const signInLink = cli('token', '--company', String(DEMO_COMPANY_ID), '--user', '1');
  expect(signInLink).toContain('jtToken=eyJ');
  const recruiterContext = await browser.newContext({ baseURL });
  const page = await recruiterContext.newPage();
  await openSignInLink(page, signInLink);
  const list = await api.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews?status=Completed`, {
    headers: authHeaders(),
  });
  const interview = ((await list.json()) as InterviewList).data[0];
  expect(interview).toBeDefined();
  const played = page.waitForResponse(
    (response) => response.url().includes('/api/v1/media/answers/') && [200, 206].includes(response.status()),
  );
  await page.goto(`/v1/recruiter/interviews/${interview!.id}`);
  const video = page.locator('video').first();
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await played;
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  await recruiterContext.close();

  // Every application's guid on this server: the two above and the demo's invitations.
  const all = await api.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews?limit=100`, {
    headers: authHeaders(),
  });
  const guids = ((await all.json()) as InterviewList).data.map((row) => row.applicationGuid);
  expect(guids).toEqual(expect.arrayContaining([reviewed.applicationGuid, applicant.applicationGuid]));

  server.kill('SIGTERM');
  expect(await exited).toBe(0);
  await test.info().attach('server output', { body: output, contentType: 'text/plain' });

  // The log did record the sessions (redacted), so its silence about secrets means something.
  expect(output).toContain('/v1/interview/onboarding/[redacted]');
  expect(output).toContain('/v1/recruiter?jtToken=[redacted]');
  expect(output).toMatch(/"url":"\/api\/v1\/media\/answers\/[^"]+\/video"/);
  expect(output).toContain('/stream');

  expect(output).not.toContain('eyJ');
  expect(output).not.toMatch(/jtToken=(?!\[redacted\])/);
  // Ids of answers, jobs and mails are UUIDs too but open nothing; the guids are the capabilities.
  expect(guids.filter((guid) => output.includes(guid))).toEqual([]);
});
