import path from 'node:path';

/**
 * Where the test time went, from Vitest's and Playwright's JSON reports (either may be missing): the
 * slowest files, each with its runner and seconds. A file's time in Vitest is its own wall time (files run
 * side by side in workers); a spec's time in Playwright is the sum of its tests' runs.
 */
export function slowestFiles(vitest, playwright, root, count = 10) {
  const files = [];
  for (const file of vitest?.testResults ?? []) {
    if (typeof file.startTime !== 'number' || typeof file.endTime !== 'number') continue;
    files.push({
      runner: 'vitest',
      file: path.relative(root, file.name ?? ''),
      ms: file.endTime - file.startTime,
    });
  }
  const specs = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? [])
        .flatMap((t) => t.results ?? [])
        .reduce((sum, result) => sum + (result.duration ?? 0), 0);
      specs.set(spec.file, (specs.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwright?.suites ?? []) walk(suite);
  for (const [file, ms] of specs)
    files.push({ runner: 'playwright', file: path.join('e2e/tests', file), ms });
  return files.sort((a, b) => b.ms - a.ms).slice(0, count);
}

export function formatSlowest(files) {
  if (files.length === 0) return '';
  const rows = files.map(
    (f) => `  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.runner.padEnd(10)} ${f.file}`,
  );
  return `\nSlowest ${files.length} test files:\n${rows.join('\n')}\n`;
}
