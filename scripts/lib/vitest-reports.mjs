import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const COUNTS = [
  'numTotalTestSuites',
  'numPassedTestSuites',
  'numFailedTestSuites',
  'numPendingTestSuites',
  'numTotalTests',
  'numPassedTests',
  'numFailedTests',
  'numPendingTests',
  'numTodoTests',
];

/**
 * Vitest's JSON reports of several passes as one, so the summary and the slowest files read one report.
 * A pass that wrote no report (it crashed before its end) counts as one failed file named after it, so a
 * missing report can never read as success. `outsideFiles` are the reports of errors no test owns
 * (vitest-outside-errors.mjs): they give a failed file its reason, and an unhandled error a line of its own.
 */
export function mergeVitestReports(files, into, outsideFiles = []) {
  const merged = { success: true, startTime: Infinity, testResults: [] };
  for (const key of COUNTS) merged[key] = 0;
  for (const file of files) {
    if (!existsSync(file)) {
      merged.success = false;
      merged.numFailedTests += 1;
      merged.testResults.push({
        name: file,
        status: 'failed',
        message: `vitest wrote no report (${path.basename(file)}): the pass ended before its summary`,
        assertionResults: [],
      });
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    for (const key of COUNTS) merged[key] += report[key] ?? 0;
    merged.success &&= report.success !== false;
    merged.startTime = Math.min(merged.startTime, report.startTime ?? Infinity);
    merged.testResults.push(...(report.testResults ?? []));
  }
  for (const file of outsideFiles) {
    if (!existsSync(file)) continue;
    for (const error of JSON.parse(readFileSync(file, 'utf8')).errors ?? []) {
      const reason = `${error.where}: ${error.message}`;
      const owner = error.file && merged.testResults.find((result) => result.name === error.file);
      if (owner) {
        owner.status = 'failed';
        if (!owner.message) owner.message = reason;
        continue;
      }
      merged.success = false;
      merged.testResults.push({
        name: error.file ?? 'vitest',
        status: 'failed',
        message: reason,
        assertionResults: [],
      });
    }
  }
  if (merged.startTime === Infinity) delete merged.startTime;
  writeFileSync(into, JSON.stringify(merged));
  return merged;
}
