// `npm test`: every suite. Unit and medium suites (Vitest; SQLite always, PostgreSQL and Redis when
// TEST_DATABASE_URL / TEST_REDIS_URL are set), then the browser suites (Playwright in Debian's
// Chromium against the real server). Ends with one plain summary line for CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ROOT } from './lib/build.mjs';
import { runBrowserSuites } from './lib/e2e-shards.mjs';
import { formatSlowest, slowestFiles } from './lib/test-durations.mjs';
import { listFailures } from './lib/test-failures.mjs';

const results = path.join(ROOT, 'test-results');
mkdirSync(results, { recursive: true });
const vitestJson = path.join(results, 'vitest.json');
const e2eJson = path.join(results, 'e2e.json');
for (const file of readdirSync(results)) {
  if (/^(vitest|e2e)(\.\d+)?\.json$/.test(file)) rmSync(path.join(results, file), { force: true });
}
// E2E_SHARDS: how many browser shards run side by side, each with its own server. One by default: with
// two on two cores, each server's media jobs (ffmpeg, PocketSphinx) and each Chromium's video encoding
// compete for the cores, and two specs that wait for an answer's media timed out (bench/README.md).
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1) || 1);

ensureBuilt();

const vitest = spawnSync(
  process.execPath,
  [
    path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${vitestJson}`,
  ],
  { cwd: ROOT, stdio: 'inherit' },
);

const e2e = await runBrowserSuites(ROOT, shards, e2eJson);

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const v = read(vitestJson);
const p = e2e.report;
const unit = {
  passed: v?.numPassedTests ?? 0,
  failed: v ? v.numFailedTests : 1,
  skipped: (v?.numPendingTests ?? 0) + (v?.numTodoTests ?? 0),
};
const browser = {
  passed: (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0),
  failed: p ? p.stats.unexpected : 1,
  skipped: p?.stats?.skipped ?? 0,
};
const line = (label, r) =>
  `${label}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
const total = {
  passed: unit.passed + browser.passed,
  failed: unit.failed + browser.failed,
  skipped: unit.skipped + browser.skipped,
};
const suites = [
  process.env.TEST_DATABASE_URL
    ? 'SQLite + PostgreSQL'
    : 'SQLite only (set TEST_DATABASE_URL for PostgreSQL)',
];
// Where the time went, so a slower CI points at its file rather than at the suite.
process.stdout.write(formatSlowest(slowestFiles(v, p, ROOT)));
// The failures by name, beside the summary: a CI log is often read from its tail only.
const failures = listFailures(v, p, ROOT);
if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);

process.stdout.write(
  `\n${line('vitest', unit)}\n${line('playwright', browser)}\n(database suites: ${suites.join(', ')})\n`,
);
process.stdout.write(`${line('tests', total)}\n`);
process.exit(vitest.status === 0 && e2e.status === 0 && total.failed === 0 ? 0 : 1);
