import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/**
 * A kind of background job, all a producer needs to queue one: a name, a payload schema (payloads are
 * checked when the job runs, not only when it is queued) and how often it may be tried.
 */
export interface JobKind<P = unknown> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  /** Attempts before the job is marked failed (default 5), with exponential backoff between them. */
  readonly maxAttempts?: number;
}

/**
 * A job kind with its handler, what a worker runs: built where the worker is, from that process's
 * adapters, and safe to run twice (jobs are retried after failures and restarts).
 */
export interface JobDefinition<P = unknown> extends JobKind<P> {
  /**
   * May run more than once for one job: after it threw, and when its worker stopped in the middle of
   * it (crash, deploy, lost lease) — so every write must be idempotent (upserts, status checks).
   * `attempt` is 1 on the first run.
   */
  handle(payload: P, context: { attempt: number; log: FastifyBaseLogger }): Promise<void>;
}

export interface EnqueueOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** Idempotency key: a second job with the same id while the first exists is not added. */
  jobId?: string;
}

/** Jobs of one type in one state (queue depth, read by the metrics on every scrape). */
export interface QueueDepth {
  job: string;
  state: 'waiting' | 'delayed' | 'running';
  count: number;
}

/** One interface, two implementations: jobs in the database (embedded) or BullMQ on Redis (scaled). */
export interface JobQueue {
  readonly kind: 'embedded' | 'bullmq';
  enqueue<P>(job: JobKind<P>, payload: P, options?: EnqueueOptions): Promise<string>;
  /**
   * Runs `job` every `everyMs` milliseconds once per period across every process that shares this queue,
   * not once per process: BullMQ's job scheduler on Redis, a leased row in the database when embedded.
   * Processes that run a worker call it at start; calling it again (another process, a restart) is harmless.
   */
  schedule<P>(job: JobKind<P>, payload: P, everyMs: number): Promise<void>;
  /** Processes the given jobs in this process until close(). */
  startWorker(definitions: JobDefinition<never>[], options?: { concurrency?: number }): Promise<void>;
  /** Jobs not yet finished, by type and state (BullMQ: totals with job 'all', see docs/operations.md). */
  depth(): Promise<QueueDepth[]>;
  /** Throws when the queue's store (the database, or Redis) cannot be reached. */
  ping(): Promise<void>;
  /** Stops taking new jobs, waits for running ones, releases connections. */
  close(): Promise<void>;
}
