// The browser suites as parallel shards, each against a server of its own (its own port, data folder and
// demo company), so no shard sees another's changes: the state each spec meets is what a serial run
// gives it. Most of a browser test's time is real time (a take is recorded at the camera's pace), so
// two shards on two cores take about half as long as one.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { recordDemoOnce } from './e2e-demo.mjs';
import { runRelayed } from './relay.mjs';

/**
 * The spec files split into `count` lists of about equal time: longest first, each to the shard with the
 * least so far, by the seconds in e2e/spec-weights.json (a measured run's; only their ratios matter). A
 * spec not listed there counts as the median. Playwright's own --shard splits by test count, which put
 * the recording-heavy specs on one shard and left the other idle for minutes.
 */
export function splitSpecs(e2eDir, count) {
  const testsDir = path.join(e2eDir, 'tests');
  const specs = readdirSync(testsDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  const weightsFile = path.join(e2eDir, 'spec-weights.json');
  const weights = existsSync(weightsFile) ? JSON.parse(readFileSync(weightsFile, 'utf8')) : {};
  const known = Object.values(weights).sort((a, b) => a - b);
  const median = known.length > 0 ? known[Math.floor(known.length / 2)] : 1;
  const shards = Array.from({ length: count }, () => ({ seconds: 0, specs: [] }));
  const byWeight = specs
    .map((spec) => ({ spec, seconds: weights[spec] ?? median }))
    .sort((a, b) => b.seconds - a.seconds || a.spec.localeCompare(b.spec));
  for (const { spec, seconds } of byWeight) {
    const lightest = shards.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
    lightest.seconds += seconds;
    lightest.specs.push(`tests/${spec}`);
  }
  return shards.filter((shard) => shard.specs.length > 0);
}

function runShard(root, index, count, specs, jsonFile, demoFrom) {
  return runRelayed(
    `[e2e ${index}/${count}] `,
    process.execPath,
    [
      path.join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '--reporter=list,json',
      // Each shard keeps its own traces and screenshots: Playwright empties its output folder at start.
      `--output=test-results/shard-${index}`,
      ...specs,
    ],
    {
      cwd: path.join(root, 'e2e'),
      env: {
        ...process.env,
        // Shard i listens on E2E_PORT + i - 1 (3101 by default), so a run can be moved off another's ports.
        E2E_PORT: String(Number(process.env.E2E_PORT ?? 3101) + index - 1),
        // The shards share two cores with each other, their servers' media work and Vitest: a page can go
        // seconds without a core on a slower machine, so every wait's limit stretches threefold (limits
        // catch hangs; they measure no speed). A developer's own TEST_TIME_SCALE wins.
        TEST_TIME_SCALE: process.env.TEST_TIME_SCALE ?? '3',
        // Tracing every test to keep a failure's costs a sixth of Chromium's CPU (e2e/playwright.config.ts);
        // E2E_TRACE=on keeps the traces of failed tests.
        E2E_TRACE: process.env.E2E_TRACE ?? 'off',
        PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile,
        ...(demoFrom ? { E2E_DEMO_FROM: demoFrom } : {}),
      },
    },
  );
}

/** Merges the shards' JSON reports into one of the same shape (suites, stats). */
function mergeReports(files) {
  const reports = files.map((file) =>
    existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined,
  );
  if (reports.some((report) => report === undefined)) return undefined;
  return {
    suites: reports.flatMap((report) => report.suites ?? []),
    stats: {
      expected: reports.reduce((sum, r) => sum + (r.stats?.expected ?? 0), 0),
      unexpected: reports.reduce((sum, r) => sum + (r.stats?.unexpected ?? 0), 0),
      flaky: reports.reduce((sum, r) => sum + (r.stats?.flaky ?? 0), 0),
      skipped: reports.reduce((sum, r) => sum + (r.stats?.skipped ?? 0), 0),
    },
  };
}

/** The shards' shared demo (a data folder), or undefined when one shard records its own. */
export function recordShardDemo(root, count) {
  return count > 1 ? recordDemoOnce(root, Number(process.env.E2E_PORT ?? 3101)) : Promise.resolve(undefined);
}

/**
 * Runs `count` shards side by side; resolves to { status, report } with the merged report. `demo`: the
 * shared demo if the caller started recording it earlier (recordShardDemo), beside other work.
 */
export async function runBrowserSuites(root, count, jsonFile, demo) {
  const shards = splitSpecs(path.join(root, 'e2e'), count);
  const files = shards.map((_, i) => jsonFile.replace(/\.json$/, `.${i + 1}.json`));
  // One demo for all shards, recorded before they start; each server starts on a copy of it.
  const demoFrom = await (demo ?? recordShardDemo(root, shards.length));
  const codes = await Promise.all(
    shards.map((shard, i) => runShard(root, i + 1, shards.length, shard.specs, files[i], demoFrom)),
  );
  if (demoFrom) rmSync(demoFrom, { recursive: true, force: true });
  return { status: codes.every((code) => code === 0) ? 0 : 1, report: mergeReports(files) };
}
