import Fastify, { type FastifyBaseLogger } from 'fastify';
import { restrictFileModes } from './lib/file-modes.js';
import { applyRetentionJob } from './background/apply-retention.job.js';
import { scanInvitationsJob } from './background/scan-invitations.job.js';
import { sweepAccountsJob } from './background/sweep-accounts.job.js';
import { sweepClientLogsJob } from './background/sweep-client-logs.job.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { takeVisibilityProblem } from './config/take-visibility.js';
import { ModelFileError } from './infra/transcription/moonshine/model-files.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createMetrics } from './infra/metrics/metrics.js';
import { startMetricsServer, type MetricsServer } from './infra/metrics/metrics-server.js';
import { createRuntime } from './runtime/runtime.js';

/**
 * `npm run worker`: runs background jobs without serving HTTP. With REDIS_URL it consumes the BullMQ
 * queue; without, it takes jobs from the database alongside (or instead of) the API process.
 */

/** The same logger the API uses (pino through Fastify), so both processes log alike. */
function createLogger(config: Config): { log: FastifyBaseLogger; close: () => Promise<void> } {
  const host = Fastify({ logger: { level: config.logLevel } });
  return { log: host.log, close: () => host.close() };
}

async function start(config: Config): Promise<void> {
  const unseen = takeVisibilityProblem(config, { runsJobs: true });
  if (unseen) throw new ConfigError([unseen]);
  const logger = createLogger(config);
  const log = logger.log.child({ process: 'worker' });
  const database = await createDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect, database.schema);
  } catch (err) {
    await database.destroy();
    throw err;
  }
  const metrics = createMetrics({ process: 'worker' });
  const { queue, jobs, transcriber } = createRuntime({ config, database, log, metrics });
  // A damaged or missing model stops the worker here, naming the file, not at the first answer.
  await transcriber.verify?.().catch(async (err: unknown) => {
    await queue.close();
    await database.destroy();
    throw err;
  });
  metrics.watchQueue(queue);

  // The worker has no public port: its metrics are served on METRICS_PORT only (docs/operations.md).
  let metricsServer: MetricsServer | undefined;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker shutting down: finishing running jobs');
    setTimeout(() => {
      log.error('worker shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    queue
      .close()
      .then(() => transcriber.close?.())
      .then(() => metricsServer?.close())
      .then(() => database.destroy())
      .then(() => logger.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'error during worker shutdown');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await queue.startWorker(metrics.timeJobs(jobs), { concurrency: config.workerConcurrency });
  await queue.schedule(scanInvitationsJob, {}, config.schedulerIntervalMs);
  await queue.schedule(applyRetentionJob, {}, config.schedulerIntervalMs);
  await queue.schedule(sweepAccountsJob, {}, config.schedulerIntervalMs);
  await queue.schedule(sweepClientLogsJob, {}, config.schedulerIntervalMs);
  if (config.metrics.port !== undefined) {
    const { host, port } = config.metrics;
    metricsServer = await startMetricsServer(metrics, { host, port, log });
  }
  log.info(
    {
      queue: queue.kind,
      database: config.database.dialect,
      jobs: jobs.map((job) => job.name),
      concurrency: config.workerConcurrency,
    },
    'worker ready',
  );
}

restrictFileModes();

try {
  await start(loadConfig());
} catch (err) {
  if (err instanceof ConfigError || err instanceof ModelFileError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Video Interviewer worker failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
}
