// `npm test`: every suite. Unit and medium suites (Vitest; SQLite always, PostgreSQL and Redis when
// TEST_DATABASE_URL / TEST_REDIS_URL are set) and the browser suites (Playwright in Debian's Chromium
// against the real server). Ends with one plain summary line for CI.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ROOT } from './lib/build.mjs';
import { recordShardDemo, runBrowserSuites } from './lib/e2e-shards.mjs';
import { formatSlowest, slowestFiles } from './lib/test-durations.mjs';
import { runRelayed } from './lib/relay.mjs';
import { listFailures } from './lib/test-failures.mjs';
import { mergeVitestReports } from './lib/vitest-reports.mjs';

const results = path.join(ROOT, 'test-results');
mkdirSync(results, { recursive: true });
const vitestJson = path.join(results, 'vitest.json');
const e2eJson = path.join(results, 'e2e.json');
for (const file of readdirSync(results)) {
  if (/^(vitest|e2e)(\.[\w.-]+)?\.json$/.test(file)) rmSync(path.join(results, file), { force: true });
}
// E2E_SHARDS: how many browser shards run side by side, each with its own server. Two by default: a
// browser test's time is mostly real time (a take is recorded at the camera's pace), so two halve the
// phase on two cores. Their Chromiums run niced like the servers' ffmpeg and each shard starts after its
// demo is recorded (e2e/playwright.config.ts), or the media jobs starve (bench/README.md, "CI time").
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);

ensureBuilt();

// Three parts, one after the other: Vitest's main pass (the server's files, three workers), the browser
// shards with the web app's Vitest files beside them, and the topology suite (two API nodes, a worker,
// nginx and s3rver through a rolling restart under 50 applicants), which measures what survives a restart
// on a machine under load of its own making, so it runs alone.
// The main pass keeps both cores busy on its own (85-99 % in bench/README.md, "CI time"), so running it
// beside the shards saved little, and it starved one of them: at nice 19 beside the shards' Chromiums the
// pass got almost no CPU until they ended, and on a slow machine its files ran past even fourfold time
// limits (a 0.5 s recording test past 120 s). The shards leave about a sixth of the cores idle while their
// pages wait on real time (a take is recorded at the camera's pace); the web app's files (jsdom, no real
// time, no media) fill that, in one worker at the shards' Chromiums' niceness. TEST_OVERLAP=1 still runs
// the whole main pass beside the shards, at the lowest priority, for a machine with cores to spare.
const overlap = process.env.TEST_OVERLAP === '1';
const NICE = '/usr/bin/nice';
/** One Vitest run over the parts named (VITEST_PART, vitest.config.ts), its report named `name`. */
const vitestPass = (name, part, args, { niceness = 0, label = '' } = {}) => {
  const command = [
    process.execPath,
    path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.join(results, `vitest.${name}.json`)}`,
    '--reporter=./scripts/lib/vitest-outside-errors.mjs',
    ...args,
  ];
  const niced = niceness > 0 && existsSync(NICE) ? [NICE, '-n', String(niceness), ...command] : command;
  // Time limits catch hangs and measure no speed, so they stretch with the machine: threefold like the
  // browser shards', fourfold for a pass run niced beside them, where a file can go seconds without a
  // core. A developer's own TEST_TIME_SCALE wins.
  const stretch = process.env.TEST_TIME_SCALE ? {} : { TEST_TIME_SCALE: niceness > 0 ? '4' : '3' };
  return runRelayed(label, niced[0], niced.slice(1), {
    cwd: ROOT,
    env: {
      ...process.env,
      ...stretch,
      VITEST_PART: part,
      VITEST_OUTSIDE_ERRORS: path.join(results, `vitest.${name}.outside.json`),
    },
  });
};
// Three workers for two cores: the server's files wait on real time now and then (a scheduler's period,
// a child process starting), and a third worker fills that: 226 s against 247 s alone, 95 % busy against
// 66 % (bench/README.md, "CI time").
const workers = process.env.VITEST_MAX_WORKERS ?? '3';
let passes;
let mainStatus;
let e2e;
if (overlap) {
  passes = ['parallel', 'alone'];
  [mainStatus, e2e] = await Promise.all([
    vitestPass('parallel', 'server,web', ['--maxWorkers', workers], {
      niceness: 19,
      label: '[vitest] ',
    }),
    runBrowserSuites(ROOT, shards, e2eJson),
  ]);
} else {
  passes = ['parallel', 'web', 'alone'];
  // The shards' shared demo is recorded beside the Vitest pass (a server making six interviews, ~25 s),
  // so the shards start as soon as the pass ends.
  const demo = recordShardDemo(ROOT, shards);
  const serverStatus = await vitestPass('parallel', 'server', ['--maxWorkers', workers]);
  let webStatus;
  [webStatus, e2e] = await Promise.all([
    vitestPass('web', 'web', ['--maxWorkers', '1'], {
      niceness: 10,
      label: '[vitest web] ',
    }),
    runBrowserSuites(ROOT, shards, e2eJson, demo),
  ]);
  mainStatus = serverStatus === 0 && webStatus === 0 ? 0 : 1;
}
const aloneStatus = await vitestPass('alone', 'topology', ['--maxWorkers', '1']);
const vitest = { status: mainStatus === 0 && aloneStatus === 0 ? 0 : 1 };
mergeVitestReports(
  passes.map((name) => path.join(results, `vitest.${name}.json`)),
  vitestJson,
  passes.map((name) => path.join(results, `vitest.${name}.outside.json`)),
);

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const v = read(vitestJson);
const p = e2e.report;
// A file can fail with no failed test (a describe's afterAll, an import error): it counts as one failure,
// so the summary line never says 0 failed beside a failing exit code.
const failedOutsideTests = (v?.testResults ?? []).filter(
  (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
).length;
const unit = {
  passed: v?.numPassedTests ?? 0,
  failed: v ? v.numFailedTests + failedOutsideTests : 1,
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
