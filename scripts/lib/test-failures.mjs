import path from 'node:path';

// Terminal colour codes (ESC [ … m), which Playwright's messages carry.
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const firstLine = (text) =>
  String(text ?? '')
    .replace(COLOUR, '')
    .split('\n')[0]
    .slice(0, 300);

/**
 * Each failed test as one line, `where > name: first line of the error`, from Vitest's and Playwright's
 * JSON reports (either may be missing): the names `npm test` prints beside its summary.
 */
export function listFailures(vitest, playwright, root) {
  const failures = [];
  for (const file of vitest?.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    // A file that failed before any test ran (an import error, a hook) has no failed test to name.
    if (failed.length === 0 && file.status === 'failed')
      failures.push(`${where}: ${firstLine(file.message)}`);
    for (const t of failed) failures.push(`${where} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const run of spec.tests ?? []) {
        if (run.status !== 'unexpected') continue;
        const error = run.results?.at(-1)?.error?.message;
        failures.push(`${spec.file}:${spec.line} > ${spec.title} [${run.projectName}]: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwright?.suites ?? []) walk(suite);
  return failures;
}
