import { RecordingErrorCodeSchema, type RecordingErrorCode } from '@vi/contracts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobDefinition, JobQueue } from '../queue/queue.js';

/**
 * The Prometheus figures of one process (docs/operations.md lists them). Each process — and each app a
 * test builds — has its own registry, so nothing is shared through prom-client's global one.
 *
 * Labels hold only fixed vocabularies (channel path, content type, job name, error code, outcome,
 * engine name): never a guid, token, id or free text.
 */
export interface Metrics {
  /** This app's own metrics (the process's default metrics are added at scrape). */
  readonly registry: Registry;
  /** The meter of one recording connection on `path` ('/stream' or '/stream-audio'). */
  channel(path: string, kind: string): ChannelMeter;
  /** The same jobs, each run timed into vi_job_duration_seconds. */
  timeJobs<T extends JobDefinition<never>>(jobs: T[]): T[];
  /** Processing seconds over audio seconds of one transcription. */
  observeTranscription(engine: string, processingSeconds: number, audioSeconds: number): void;
  /** Reads queue depth from `queue` on every scrape. */
  watchQueue(queue: JobQueue): void;
  /** The text exposition (Content-Type: `contentType`). */
  scrape(): Promise<string>;
  readonly contentType: string;
}

/** What one recording connection reports; each method is one line at its point in the session. */
export interface ChannelMeter {
  /** A binary frame arrived (its receive time is kept for the acknowledgement latency). */
  chunkReceived(chunk: Buffer): void;
  /** These chunks were acknowledged just now. */
  chunksAcked(chunks: Buffer[]): void;
  /** process_recording arrived (it waits behind the chunks before it). */
  submitRequested(): void;
  /** The oldest waiting process_recording is being handled now. */
  submitStarted(): void;
  /** answer_submitted was sent for the one being handled. */
  submitAnswered(): void;
  /** An error message with this code was sent. */
  refused(code: RecordingErrorCode): void;
  /** The connection closed (idempotent). */
  closed(): void;
}

/** Acknowledgements are expected in milliseconds; the tail up to the channel's idle timeout. */
const ACK_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const SUBMIT_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];
const RTF_BUCKETS = [0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 4, 8];

/** When each chunk arrived, by the chunk itself: nothing is kept once it is acknowledged or dropped. */
const receivedAt = new WeakMap<Buffer, number>();

const seconds = (fromMs: number) => (performance.now() - fromMs) / 1000;

/**
 * prom-client's default metrics describe the OS process, so they are collected once per process (their
 * collectors start timers and GC observers that are never stopped) and merged into each app's scrape.
 */
let processRegistry: Registry | undefined;
function defaultMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(options: { process: 'api' | 'worker' }): Metrics {
  const registry = new Registry();
  const registers = [registry];

  const channelsOpen = new Gauge({
    name: 'vi_recording_channels_open',
    help: 'Open recording WebSocket connections',
    labelNames: ['path', 'kind'] as const,
    registers,
  });
  const chunks = new Counter({
    name: 'vi_recording_chunks_received_total',
    help: 'Binary chunks received on recording channels',
    labelNames: ['kind'] as const,
    registers,
  });
  const bytes = new Counter({
    name: 'vi_recording_bytes_received_total',
    help: 'Bytes of binary chunks received on recording channels',
    labelNames: ['kind'] as const,
    registers,
  });
  const ackLatency = new Histogram({
    name: 'vi_recording_ack_latency_seconds',
    help: 'From a chunk received to its ack sent (the chunk is on disk)',
    labelNames: ['kind'] as const,
    buckets: ACK_BUCKETS,
    registers,
  });
  const submitLatency = new Histogram({
    name: 'vi_recording_submit_latency_seconds',
    help: 'From process_recording received to answer_submitted sent',
    labelNames: ['kind'] as const,
    buckets: SUBMIT_BUCKETS,
    registers,
  });
  const refusals = new Counter({
    name: 'vi_recording_refused_total',
    help: 'Error messages sent on recording channels, by error code',
    labelNames: ['code'] as const,
    registers,
  });
  // Every code starts at 0, so rate() and alerts see a series before the first refusal.
  for (const code of RecordingErrorCodeSchema.options) refusals.inc({ code }, 0);
  const jobDuration = new Histogram({
    name: 'vi_job_duration_seconds',
    help: 'Background job runs by job type and outcome (success or failure)',
    labelNames: ['job_type', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const rtf = new Histogram({
    name: 'vi_transcription_real_time_factor',
    help: 'Transcription processing seconds per second of audio',
    labelNames: ['engine'] as const,
    buckets: RTF_BUCKETS,
    registers,
  });

  const queues: JobQueue[] = [];
  new Gauge({
    name: 'vi_queue_depth',
    help: 'Background jobs not yet finished, by job type and state (read from the queue on scrape)',
    labelNames: ['job_type', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const queue of queues) {
        for (const row of await queue.depth()) this.inc({ job_type: row.job, state: row.state }, row.count);
      }
    },
  });

  return {
    registry,
    contentType: registry.contentType,
    scrape() {
      const merged = Registry.merge([defaultMetrics(), registry]);
      merged.setDefaultLabels({ process: options.process });
      return merged.metrics();
    },
    watchQueue: (queue) => void queues.push(queue),
    observeTranscription(engine, processingSeconds, audioSeconds) {
      if (audioSeconds > 0) rtf.observe({ engine }, processingSeconds / audioSeconds);
    },
    timeJobs: (jobs) =>
      jobs.map((job) => ({
        ...job,
        async handle(payload: never, context: Parameters<typeof job.handle>[1]) {
          const started = performance.now();
          try {
            await job.handle(payload, context);
            jobDuration.observe({ job_type: job.name, outcome: 'success' }, seconds(started));
          } catch (err) {
            jobDuration.observe({ job_type: job.name, outcome: 'failure' }, seconds(started));
            throw err;
          }
        },
      })),
    channel(path, kind) {
      channelsOpen.inc({ path, kind });
      const submits: number[] = [];
      let submitting: number | undefined;
      let open = true;
      return {
        chunkReceived(chunk) {
          receivedAt.set(chunk, performance.now());
          chunks.inc({ kind });
          bytes.inc({ kind }, chunk.length);
        },
        chunksAcked(acked) {
          for (const chunk of acked) {
            const at = receivedAt.get(chunk);
            if (at !== undefined) ackLatency.observe({ kind }, seconds(at));
          }
        },
        submitRequested: () => void submits.push(performance.now()),
        submitStarted: () => void (submitting = submits.shift()),
        submitAnswered() {
          if (submitting !== undefined) submitLatency.observe({ kind }, seconds(submitting));
          submitting = undefined;
        },
        refused: (code) => refusals.inc({ code }),
        closed() {
          if (open) channelsOpen.dec({ path, kind });
          open = false;
        },
      };
    },
  };
}
