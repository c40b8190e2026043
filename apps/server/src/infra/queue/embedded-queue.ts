import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { DEFAULT_BACKOFF, DEFAULT_MAX_ATTEMPTS, retryDelayMs, type BackoffPolicy } from './backoff.js';
import {
  claimJob,
  countUnfinishedJobs,
  findDueJobs,
  finishJob,
  insertJob,
  recoverAbandonedJobs,
  releaseJobs,
  renewLeases,
  type StoredJob,
} from './background-job.repository.js';
import { describeError, parseStoredPayload } from './job-payload.js';
import {
  claimSchedulerPeriod,
  ensureSchedulerLease,
  rearmScheduledJob,
} from './scheduler-lease.repository.js';
import type { EnqueueOptions, JobDefinition, JobKind, JobQueue, QueueDepth } from './queue.js';

export interface EmbeddedQueueOptions {
  /** How often idle workers look for due jobs (jobs enqueued in this process start at once). */
  pollIntervalMs?: number;
  /**
   * A running job whose lease is older than this is taken to be abandoned by a dead worker and runs
   * again. Live workers renew their leases every quarter of it, so long jobs are never taken over.
   */
  leaseMs?: number;
  backoff?: BackoffPolicy;
  /**
   * How long close() waits for running handlers before handing their jobs back to the queue (default
   * 5 s: half the default SHUTDOWN_TIMEOUT_MS, so the rest of the shutdown still fits).
   */
  closeTimeoutMs?: number;
}

type Definition = JobDefinition<never>;

/** How many due rows are read per claim; losing a race for one row moves on to the next. */
const CLAIM_CANDIDATES = 8;

/**
 * Jobs as rows of `background_jobs`, run by workers in any process that opens the same database
 * (the API process by default, `npm run worker` processes too). Several workers may poll the same
 * table: a job is claimed with a conditional update, so it runs in one worker at a time.
 */
class EmbeddedQueue implements JobQueue {
  readonly kind = 'embedded' as const;
  private readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly backoff: BackoffPolicy;
  private readonly closeTimeoutMs: number;
  private readonly definitions = new Map<string, Definition>();
  private readonly running = new Map<string, Promise<void>>();
  private concurrency = 1;
  private started = false;
  private stopped = false;
  private filling = false;
  private fillAgain = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private closing: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    options: EmbeddedQueueOptions,
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.closeTimeoutMs = options.closeTimeoutMs ?? 5000;
  }

  async enqueue<P>(job: JobKind<P>, payload: P, options: EnqueueOptions = {}): Promise<string> {
    const id = options.jobId ?? randomUUID();
    const delayMs = Math.max(0, options.delayMs ?? 0);
    await insertJob(this.db, {
      id,
      name: job.name,
      payload: JSON.stringify(job.payload.parse(payload)),
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      runAt: new Date(Date.now() + delayMs).toISOString(),
    });
    if (this.started && !this.stopped) this.wakeAfter(delayMs);
    return id;
  }

  depth(): Promise<QueueDepth[]> {
    return countUnfinishedJobs(this.db, new Date().toISOString());
  }

  async ping(): Promise<void> {
    // The jobs are rows of the application's database: readiness checks that already.
  }

  async schedule<P>(job: JobKind<P>, payload: P, everyMs: number): Promise<void> {
    if (this.stopped) throw new Error('the queue is closed');
    const name = `scheduler:${job.name}`;
    const stored = JSON.stringify(job.payload.parse(payload));
    await ensureSchedulerLease(this.db, name, everyMs);
    const tick = async () => {
      if (this.stopped) return;
      try {
        if (!(await claimSchedulerPeriod(this.db, name, this.workerId, everyMs))) return;
        await rearmScheduledJob(this.db, {
          id: name,
          name: job.name,
          payload: stored,
          maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        });
        if (this.started) this.wakeAfter(0);
      } catch (err) {
        this.log.error({ err, job: job.name }, 'could not run the scheduler; retrying on its next tick');
      }
    };
    // Every process looks often and at most one per period wins the lease, so the task runs on time even
    // when the process that ran it last has stopped.
    this.timers.push(setInterval(() => void tick(), Math.max(20, Math.min(Math.floor(everyMs / 4), 5000))));
    await tick();
  }

  async startWorker(definitions: Definition[], options: { concurrency?: number } = {}): Promise<void> {
    if (this.started) throw new Error('this queue already runs a worker');
    if (this.stopped) throw new Error('the queue is closed');
    for (const definition of definitions) this.definitions.set(definition.name, definition);
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.started = true;
    await this.maintainLeases();
    this.timers.push(
      setInterval(() => void this.fill(), this.pollIntervalMs),
      setInterval(() => void this.maintainLeases(), Math.max(10, Math.floor(this.leaseMs / 4))),
    );
    this.log.info(
      { workerId: this.workerId, jobs: [...this.definitions.keys()], concurrency: this.concurrency },
      'embedded job worker started',
    );
    void this.fill();
  }

  close(): Promise<void> {
    this.closing ??= this.stop();
    return this.closing;
  }

  private async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    if (this.running.size === 0) return;
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      Promise.allSettled(this.running.values()).then(() => false),
      new Promise<boolean>((resolve) => (timeout = setTimeout(() => resolve(true), this.closeTimeoutMs))),
    ]);
    clearTimeout(timeout);
    if (!timedOut) return;
    const ids = [...this.running.keys()];
    this.log.warn({ jobIds: ids }, 'jobs still running at shutdown go back to the queue');
    await releaseJobs(this.db, this.workerId, ids).catch((err: unknown) =>
      this.log.error({ err }, 'could not hand running jobs back; they run again once their lease expires'),
    );
  }

  private wakeAfter(delayMs: number): void {
    if (delayMs === 0) {
      setImmediate(() => void this.fill());
      return;
    }
    // Polling would find the job too; this only makes a delayed job start on time.
    setTimeout(() => void this.fill(), delayMs + 1).unref();
  }

  /** Claims due jobs until every slot is busy or nothing is due. Never runs twice at once. */
  private async fill(): Promise<void> {
    if (this.filling) {
      this.fillAgain = true;
      return;
    }
    this.filling = true;
    try {
      do {
        this.fillAgain = false;
        while (!this.stopped && this.running.size < this.concurrency) {
          const job = await this.claimNext();
          if (!job) break;
          this.track(job);
        }
      } while (this.fillAgain && !this.stopped);
    } catch (err) {
      this.log.error({ err }, 'could not read the job queue; retrying on the next poll');
    } finally {
      this.filling = false;
    }
  }

  private async claimNext(): Promise<StoredJob | undefined> {
    const names = [...this.definitions.keys()];
    const candidates = await findDueJobs(this.db, names, new Date().toISOString(), CLAIM_CANDIDATES);
    for (const candidate of candidates) {
      if (this.stopped) return undefined;
      if (await claimJob(this.db, candidate, this.workerId)) {
        return { ...candidate, attempts: candidate.attempts + 1 };
      }
    }
    return undefined;
  }

  private track(job: StoredJob): void {
    const run = this.execute(job)
      .catch((err: unknown) => this.log.error({ err, jobId: job.id }, 'could not record the job result'))
      .finally(() => {
        this.running.delete(job.id);
        if (!this.stopped) void this.fill();
      });
    this.running.set(job.id, run);
  }

  private async execute(job: StoredJob): Promise<void> {
    const log = this.log.child({ job: job.name, jobId: job.id, attempt: job.attempts });
    const definition = this.definitions.get(job.name);
    if (!definition) return this.failWithoutRetry(job, `no handler for job '${job.name}'`, log);
    const payload = parseStoredPayload(definition, job.payload);
    if (!payload.ok) return this.failWithoutRetry(job, payload.error, log);
    try {
      await definition.handle(payload.value, { attempt: job.attempts, log });
    } catch (err) {
      await this.recordFailure(job, err, log);
      return;
    }
    await this.finish(job, { status: 'done' });
  }

  private async failWithoutRetry(job: StoredJob, error: string, log: FastifyBaseLogger): Promise<void> {
    log.error({ error }, 'job failed without retry');
    await this.finish(job, { status: 'failed', error });
  }

  private async recordFailure(job: StoredJob, err: unknown, log: FastifyBaseLogger): Promise<void> {
    const error = describeError(err);
    if (job.attempts >= job.max_attempts) {
      log.error({ err }, 'job failed; no attempts left');
      await this.finish(job, { status: 'failed', error });
      return;
    }
    const delayMs = retryDelayMs(job.attempts, this.backoff);
    log.warn({ err, retryInMs: delayMs }, 'job failed; it will be retried');
    await this.finish(job, { status: 'queued', error, runAt: new Date(Date.now() + delayMs).toISOString() });
    if (!this.stopped) this.wakeAfter(delayMs);
  }

  private async finish(job: StoredJob, outcome: Parameters<typeof finishJob>[3]): Promise<void> {
    if (!(await finishJob(this.db, job.id, this.workerId, outcome))) {
      this.log.warn({ jobId: job.id }, 'job lease was lost before the run ended; its result is not recorded');
    }
  }

  private async maintainLeases(): Promise<void> {
    try {
      await renewLeases(this.db, this.workerId);
      const cutoff = new Date(Date.now() - this.leaseMs).toISOString();
      const recovered = await recoverAbandonedJobs(this.db, cutoff);
      if (recovered.requeued + recovered.failed > 0) {
        this.log.warn(recovered, 'recovered jobs abandoned by a stopped worker');
        void this.fill();
      }
    } catch (err) {
      this.log.error({ err }, 'could not maintain job leases');
    }
  }
}

export function createEmbeddedQueue(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  options: EmbeddedQueueOptions = {},
): JobQueue {
  return new EmbeddedQueue(db, log, options);
}
