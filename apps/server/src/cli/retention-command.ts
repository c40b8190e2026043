import Fastify from 'fastify';
import type { Config } from '../config/env.js';
import type { Database } from '../db/database.js';
import type { RetentionRun } from '../modules/privacy/index.js';
import { createRuntime } from '../runtime/runtime.js';

/** A date (2027-05-20) or a date and time (2027-05-20T08:00:00Z); anything else is refused. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The moment `--as-of` names, or undefined when it is not an ISO date (the caller says so). */
export function parseAsOf(value: string | undefined): Date | undefined {
  if (value === undefined) return new Date();
  const text = value.trim();
  if (!ISO_DATE.test(text)) return undefined;
  const ms = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

/** What the command prints: ids, jobs and dates only, never an applicant's name or address. */
export function describeRun(run: RetentionRun): string {
  const verb = run.dryRun ? 'would be deleted' : 'deleted';
  const lines = run.items.map(
    (item) =>
      `  ${item.interviewId}  company ${item.companyId}  job ${item.jobId} (${JSON.stringify(item.jobTitle)})  ${item.basis} ${item.basisAt}  due ${item.deleteAt}`,
  );
  const notes = [
    run.resumed > 0 ? `${run.resumed} interrupted erasure(s) finished.` : '',
    run.busy > 0 ? `${run.busy} interview(s) were being erased by another process.` : '',
    run.failed > 0 ? `${run.failed} interview(s) could not be erased yet (see the log); run again.` : '',
  ].filter(Boolean);
  const count = `${run.items.length} interview(s) ${verb}`;
  return [`Retention as of ${run.asOf}${run.dryRun ? ' (dry run)' : ''}: ${count}.`, ...lines, ...notes].join(
    '\n',
  );
}

/**
 * `retention [--as-of <ISO date>] [--dry-run]`: applies every company's rule as of that moment through the
 * same erasure core as the scheduled pass (and safely beside it).
 */
export async function runRetentionCommand(
  config: Config,
  database: Database,
  options: { asOf: Date; dryRun: boolean },
): Promise<{ output: string; run: RetentionRun }> {
  // Log lines go to stderr, so stdout holds only the report.
  const host = Fastify({ logger: { level: config.logLevel, stream: process.stderr } });
  const log = host.log.child({ process: 'cli' });
  const { queue, services } = createRuntime({ config, database, log });
  try {
    const run = await services.retention.apply(options);
    return { output: describeRun(run), run };
  } finally {
    await queue.close();
    await host.close();
  }
}
