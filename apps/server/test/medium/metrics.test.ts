import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RecordingErrorCodeSchema } from '@vi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcribeAnswerJob } from '../../src/background/transcribe-answer.job.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { makeAudioWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createIntegrationApp } from '../helpers/integration-app.js';
import { has, parsePrometheus, sumOf, type Sample } from '../helpers/prometheus.js';
import { waitFor } from '../helpers/wait-for.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';

/**
 * The Prometheus figures (docs/operations.md), scraped over HTTP from the METRICS_PORT listener while an
 * applicant records over the real WebSocket channel.
 */
const fixtures = mkdtempSync(path.join(tmpdir(), 'vi-metrics-fixtures-'));
let audioChunks: Buffer[];
const METRICS_TOKEN = 'metrics-token-that-is-long-enough-0123456789';

beforeAll(async () => {
  audioChunks = splitIntoChunks(await makeAudioWebm(path.join(fixtures, 'audio.webm'), { seconds: 3 }), 4);
});
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

describe.each(DIALECTS)('metrics on METRICS_PORT (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let metricsUrl: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRANSCRIBE_ENGINE: 'none', METRICS_PORT: '0' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    metricsUrl = `${t.app.metricsServer!.url}/metrics`;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function scrape(): Promise<Sample[]> {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheus(await response.text());
  }

  async function newAudioInterview() {
    const { companyId, userId } = await createCompany(t.database.db);
    const jobId = await createJob(t.database.db, companyId);
    const { questionnaireId, questionIds } = await createQuestionnaire(t.database.db, companyId, userId, {
      contentType: 'Audio',
      questions: ['Why us?'],
    });
    const application = await createApplication(t.database.db, companyId, jobId, questionnaireId);
    return { guid: application.guid, questionId: questionIds[0]! };
  }

  it('counts an answer recorded over the channel: chunks, bytes, acks, submit, open channels', async () => {
    const { guid, questionId } = await newAudioInterview();
    const before = await scrape();
    const kind = { kind: 'Audio' };

    const client = await RecordingClient.connect(base, 'audio');
    await waitFor(
      async () => sumOf(await scrape(), 'vi_recording_channels_open', { path: '/stream-audio' }) === 1,
      {
        message: 'the open channel to be counted',
      },
    );
    await client.recordAnswer(metadataFor(guid, questionId), audioChunks);
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string> = kind) =>
      sumOf(after, name, labels) - sumOf(before, name, labels);
    const bytes = audioChunks.reduce((sum, chunk) => sum + chunk.length, 0);
    expect(moved('vi_recording_chunks_received_total')).toBe(audioChunks.length);
    expect(moved('vi_recording_bytes_received_total')).toBe(bytes);
    expect(moved('vi_recording_ack_latency_seconds_count')).toBe(audioChunks.length);
    expect(moved('vi_recording_ack_latency_seconds_sum')).toBeGreaterThan(0);
    // Every ack fits the largest finite bucket (5 s) here; +Inf holds them all.
    expect(moved('vi_recording_ack_latency_seconds_bucket', { ...kind, le: '+Inf' })).toBe(
      audioChunks.length,
    );
    expect(moved('vi_recording_submit_latency_seconds_count')).toBe(1);
    expect(moved('vi_recording_submit_latency_seconds_sum')).toBeGreaterThan(0);
    // Nothing was refused on the way.
    expect(moved('vi_recording_refused_total', {})).toBe(0);
    // The video path saw nothing.
    expect(moved('vi_recording_chunks_received_total', { kind: 'Video' })).toBe(0);

    await client.close();
    await waitFor(
      async () => sumOf(await scrape(), 'vi_recording_channels_open', { path: '/stream-audio' }) === 0,
      {
        message: 'the closed channel to leave the gauge',
      },
    );
  });

  it('counts a refused recording under its error code, every code listed from zero', async () => {
    const before = await scrape();
    for (const code of RecordingErrorCodeSchema.options)
      expect(has(before, 'vi_recording_refused_total', { code })).toBe(true);

    const client = await RecordingClient.connect(base, 'video');
    client.send({ type: 'process_recording' });
    expect((await client.nextError()).code).toBe('NO_RECORDING');
    client.send({ type: 'metadata', ...metadataFor('5b0e8a4e-8f3c-4c1e-9d7a-2f1b6c3d4e5f', 'q') });
    expect((await client.nextError()).code).toBe('NO_APPLICATION');
    await client.close();

    const after = await scrape();
    const moved = (code: string) =>
      sumOf(after, 'vi_recording_refused_total', { code }) -
      sumOf(before, 'vi_recording_refused_total', { code });
    expect(moved('NO_RECORDING')).toBe(1);
    expect(moved('NO_APPLICATION')).toBe(1);
    expect(sumOf(after, 'vi_recording_refused_total') - sumOf(before, 'vi_recording_refused_total')).toBe(2);
    // No label anywhere holds the guid the applicant sent.
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes('5b0e8a4e')))).toBe(false);
  });

  it('reads queue depth on scrape and times the jobs this process runs', async () => {
    await t.app.queue.enqueue(transcribeAnswerJob, { answerId: 'metrics-depth' }, { delayMs: 3_600_000 });
    const samples = await scrape();
    expect(sumOf(samples, 'vi_queue_depth', { job_type: 'transcribe-answer', state: 'delayed' })).toBe(1);
    expect(sumOf(samples, 'vi_queue_depth', { job_type: 'transcribe-answer', state: 'waiting' })).toBe(0);
    // A job due now runs in this process (embedded mode) and its run is timed, whatever its outcome.
    await t.app.queue.enqueue(transcribeAnswerJob, { answerId: 'no-such-answer' });
    const timed = await waitFor(
      async () => {
        const count = sumOf(await scrape(), 'vi_job_duration_seconds_count', {
          job_type: 'transcribe-answer',
        });
        return count >= 1 && count;
      },
      { message: 'a timed transcribe-answer run' },
    );
    expect(timed).toBeGreaterThanOrEqual(1);
  });

  it("serves the process's default metrics, labelled as the API process", async () => {
    const samples = await scrape();
    expect(has(samples, 'process_cpu_user_seconds_total', { process: 'api' })).toBe(true);
    expect(has(samples, 'nodejs_heap_size_used_bytes')).toBe(true);
    const other = await fetch(metricsUrl.replace(/\/metrics$/, '/other'));
    expect(other.status).toBe(404);
  });

  it('keeps the metrics off the public port', async () => {
    const response = await fetch(`${base}/metrics`);
    expect(await response.text()).not.toContain('vi_recording_chunks_received_total');
  });
});

describe('metrics on the public port with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { METRICS_TOKEN });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers only the bearer token, and starts no listener of its own', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${'x'.repeat(44)}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('vi_');
    const right = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers['cache-control']).toBe('no-store');
    expect(sumOf(parsePrometheus(right.body), 'vi_recording_channels_open')).toBe(0);
    expect(has(parsePrometheus(right.body), 'vi_recording_refused_total', { code: 'INTERNAL' })).toBe(true);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect(t.app.metricsServer).toBeUndefined();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)(
  'queue depth from BullMQ (skipped without TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    it("reads BullMQ's counts on scrape, as totals under job_type 'all'", async () => {
      // No worker here (an API node of the scaled mode): jobs stay where they are queued.
      const t = await createIntegrationApp('postgres+bullmq', { METRICS_TOKEN, RUN_WORKER: 'false' });
      try {
        const depth = async (state: string) => {
          const response = await t.app.inject({
            url: '/metrics',
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          });
          return sumOf(parsePrometheus(response.body), 'vi_queue_depth', { job_type: 'all', state });
        };
        expect(await depth('waiting')).toBe(0);
        expect(await depth('delayed')).toBe(0);
        await t.app.queue.enqueue(transcribeAnswerJob, { answerId: 'metrics-later' }, { delayMs: 3_600_000 });
        await t.app.queue.enqueue(transcribeAnswerJob, { answerId: 'metrics-now-1' });
        await t.app.queue.enqueue(transcribeAnswerJob, { answerId: 'metrics-now-2' });
        expect(await depth('waiting')).toBe(2);
        expect(await depth('delayed')).toBe(1);
        expect(await depth('running')).toBe(0);
      } finally {
        await t.close();
      }
    });
  },
);
