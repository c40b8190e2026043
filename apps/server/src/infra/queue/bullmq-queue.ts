import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_BACKOFF, DEFAULT_MAX_ATTEMPTS, retryDelayMs, type BackoffPolicy } from './backoff.js';
import { parsePayload } from './job-payload.js';
import type { EnqueueOptions, JobDefinition, JobKind, JobQueue, QueueDepth } from './queue.js';

export interface BullmqQueueOptions {
  redisUrl: string;
  /** Namespace of every Redis key; tests use one per file so parallel files never share jobs. */
  prefix?: string;
  queueName?: string;
  backoff?: BackoffPolicy;
  /**
   * A job whose worker stopped renewing its lock for this long is taken to be abandoned and runs
   * again (BullMQ's stalled-job check).
   */
  leaseMs?: number;
  /**
   * How long close() waits for running handlers before letting go of them (default 5 s: half the
   * default SHUTDOWN_TIMEOUT_MS, so the rest of the shutdown still fits).
   */
  closeTimeoutMs?: number;
}

type Definition = JobDefinition<never>;

/** Our own strategy name, so BullMQ asks the worker's strategy instead of its built-in exponential. */
const BACKOFF_TYPE = 'vi-exponential-jitter';

/**
 * BullMQ refuses ids that look like integers or contain ':'; encoding keeps every caller's id usable
 * and distinct ones distinct.
 */
export const toBullmqJobId = (jobId: string): string => `id.${encodeURIComponent(jobId)}`;

/** One Redis-backed queue for every job name; any number of `npm run worker` processes consume it. */
class BullmqQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private readonly running = new Set<Promise<void>>();
  private closing: Promise<void> | undefined;

  constructor(
    private readonly options: BullmqQueueOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.queue = new Queue(this.queueName, {
      connection: { url: options.redisUrl },
      ...(options.prefix ? { prefix: options.prefix } : {}),
    });
    // Without a listener an unreachable Redis would throw from the event emitter and end the process.
    this.queue.on('error', (err) => this.log.error({ err }, 'job queue: Redis connection error'));
  }

  private get queueName(): string {
    return this.options.queueName ?? 'vi-jobs';
  }

  async enqueue<P>(job: JobKind<P>, payload: P, options: EnqueueOptions = {}): Promise<string> {
    const added = await this.queue.add(job.name, job.payload.parse(payload), {
      ...(options.jobId ? { jobId: toBullmqJobId(options.jobId) } : {}),
      delay: Math.max(0, options.delayMs ?? 0),
      attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      backoff: { type: BACKOFF_TYPE },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
    return options.jobId ?? String(added.id);
  }

  async schedule<P>(job: JobKind<P>, payload: P, everyMs: number): Promise<void> {
    // One scheduler per job name in Redis: every process upserts the same one, and BullMQ keeps exactly one
    // job of it delayed until its next period, whichever process added it.
    await this.queue.upsertJobScheduler(
      `scheduler:${job.name}`,
      { every: everyMs },
      {
        name: job.name,
        data: job.payload.parse(payload),
        opts: { attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, removeOnComplete: 100, removeOnFail: 100 },
      },
    );
  }

  async startWorker(definitions: Definition[], options: { concurrency?: number } = {}): Promise<void> {
    if (this.worker) throw new Error('this queue already runs a worker');
    if (this.closing) throw new Error('the queue is closed');
    const byName = new Map(definitions.map((d) => [d.name, d]));
    const backoff = this.options.backoff ?? DEFAULT_BACKOFF;
    const leaseMs = this.options.leaseMs ?? 30_000;
    this.worker = new Worker(this.queueName, (job) => this.track(this.process(job, byName)), {
      // A worker blocks on Redis waiting for jobs; BullMQ needs commands to wait for a reconnect.
      connection: { url: this.options.redisUrl, maxRetriesPerRequest: null },
      ...(this.options.prefix ? { prefix: this.options.prefix } : {}),
      concurrency: Math.max(1, options.concurrency ?? 1),
      lockDuration: leaseMs,
      stalledInterval: leaseMs,
      settings: { backoffStrategy: (attemptsMade: number) => retryDelayMs(attemptsMade, backoff) },
    });
    this.worker.on('error', (err) => this.log.error({ err }, 'job worker: Redis connection error'));
    this.worker.on('failed', (job, err) => {
      if (!job) return;
      const retries = job.attemptsMade < (job.opts.attempts ?? 1) && !(err instanceof UnrecoverableError);
      this.log[retries ? 'warn' : 'error'](
        { err, job: job.name, jobId: job.id, attempt: job.attemptsMade },
        retries ? 'job failed; it will be retried' : 'job failed; no attempts left',
      );
    });
    await this.worker.waitUntilReady();
    this.log.info({ jobs: [...byName.keys()], queue: this.queueName }, 'BullMQ job worker started');
  }

  private async process(job: Job, definitions: Map<string, Definition>): Promise<void> {
    const definition = definitions.get(job.name);
    if (!definition) throw new UnrecoverableError(`no handler for job '${job.name}'`);
    const payload = parsePayload(definition, job.data);
    // Retrying cannot make a payload valid, so it fails at once.
    if (!payload.ok) throw new UnrecoverableError(payload.error);
    const attempt = job.attemptsMade + 1;
    const log = this.log.child({ job: job.name, jobId: job.id, attempt });
    await definition.handle(payload.value, { attempt, log });
  }

  async depth(): Promise<QueueDepth[]> {
    // BullMQ keeps counts per state, not per job name: totals under job 'all'.
    const counts = await this.queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active');
    return [
      { job: 'all', state: 'waiting', count: (counts.waiting ?? 0) + (counts.prioritized ?? 0) },
      { job: 'all', state: 'delayed', count: counts.delayed ?? 0 },
      { job: 'all', state: 'running', count: counts.active ?? 0 },
    ];
  }

  async ping(): Promise<void> {
    // Any command proves Redis answers; an unreachable one leaves this waiting (readiness times it out).
    await this.queue.getJobCounts('active');
  }

  private track(run: Promise<void>): Promise<void> {
    this.running.add(run);
    const forget = () => this.running.delete(run);
    run.then(forget, forget);
    return run;
  }

  close(): Promise<void> {
    this.closing ??= this.stop();
    return this.closing;
  }

  private async stop(): Promise<void> {
    const worker = this.worker;
    if (worker) {
      await worker.pause(true).catch(() => undefined);
      const finished = await this.waitForRunning(this.options.closeTimeoutMs ?? 5000);
      if (!finished) this.log.warn('jobs still running at shutdown run again once their lock expires');
      await worker.close(!finished);
    }
    await this.queue.close();
  }

  private async waitForRunning(timeoutMs: number): Promise<boolean> {
    if (this.running.size === 0) return true;
    let timeout: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      Promise.allSettled(this.running).then(() => true),
      new Promise<boolean>((resolve) => (timeout = setTimeout(() => resolve(false), timeoutMs))),
    ]);
    clearTimeout(timeout);
    return finished;
  }
}

export function createBullmqQueue(options: BullmqQueueOptions, log: FastifyBaseLogger): JobQueue {
  return new BullmqQueue(options, log);
}
