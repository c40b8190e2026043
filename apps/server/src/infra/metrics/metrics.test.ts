import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { silentWav } from '../../../test/fixtures/wav.js';
import { parsePrometheus, sumOf } from '../../../test/helpers/prometheus.js';
import type { JobDefinition } from '../queue/queue.js';
import type { Transcriber } from '../transcription/transcriber.js';
import { createMetrics } from './metrics.js';
import { timedTranscriber, wavSeconds } from './timed-transcriber.js';

const dir = mkdtempSync(path.join(tmpdir(), 'vi-metrics-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A 16 kHz mono 16-bit PCM WAV of `seconds` of silence. */
function writeWav(file: string, seconds: number): void {
  writeFileSync(file, silentWav(seconds));
}

const log = Fastify({ logger: false }).log;

describe('metrics', () => {
  it('times each job run by type and outcome, and passes failures on', async () => {
    const metrics = createMetrics({ process: 'worker' });
    const jobs: JobDefinition<never>[] = [
      { name: 'works', payload: z.never(), handle: () => sleep(20) },
      {
        name: 'breaks',
        payload: z.never(),
        handle: () => Promise.reject(new Error('broken')),
      },
    ];
    const [works, breaks] = metrics.timeJobs(jobs);
    expect(works!.name).toBe('works');
    await works!.handle(undefined as never, { attempt: 1, log });
    await expect(breaks!.handle(undefined as never, { attempt: 1, log })).rejects.toThrow('broken');
    const samples = parsePrometheus(await metrics.scrape());
    const count = (job_type: string, outcome: string) =>
      sumOf(samples, 'vi_job_duration_seconds_count', { job_type, outcome, process: 'worker' });
    expect(count('works', 'success')).toBe(1);
    expect(count('works', 'failure')).toBe(0);
    expect(count('breaks', 'failure')).toBe(1);
    expect(sumOf(samples, 'vi_job_duration_seconds_sum', { job_type: 'works' })).toBeGreaterThanOrEqual(
      0.015,
    );
  });

  it('reads a WAV file’s length from its header and size', async () => {
    const file = path.join(dir, 'four.wav');
    writeWav(file, 4);
    expect(await wavSeconds(file)).toBeCloseTo(4, 5);
    const notWav = path.join(dir, 'not.wav');
    writeFileSync(notWav, 'hello');
    expect(await wavSeconds(notWav)).toBeUndefined();
  });

  it('observes the real-time factor of each transcription: processing seconds per audio second', async () => {
    const metrics = createMetrics({ process: 'worker' });
    const file = path.join(dir, 'two.wav');
    writeWav(file, 2);
    // An engine that takes 0.2 s for 2 s of audio: a factor of about 0.1.
    const engine: Transcriber = {
      engine: 'test-engine',
      available: async () => true,
      transcribe: async () => {
        await sleep(200);
        return { text: 'hello', segments: [], engine: 'test-engine' };
      },
    };
    const timed = timedTranscriber(engine, metrics);
    expect(timed.engine).toBe('test-engine');
    expect(await timed.available()).toBe(true);
    expect((await timed.transcribe(file)).text).toBe('hello');
    const samples = parsePrometheus(await metrics.scrape());
    const labels = { engine: 'test-engine' };
    expect(sumOf(samples, 'vi_transcription_real_time_factor_count', labels)).toBe(1);
    const factor = sumOf(samples, 'vi_transcription_real_time_factor_sum', labels);
    expect(factor).toBeGreaterThanOrEqual(0.09);
    expect(factor).toBeLessThan(1);
    expect(sumOf(samples, 'vi_transcription_real_time_factor_bucket', { ...labels, le: '0.05' })).toBe(0);
    expect(sumOf(samples, 'vi_transcription_real_time_factor_bucket', { ...labels, le: '1' })).toBe(1);
  });

  it('keeps the channel gauge right when a connection reports its close twice', async () => {
    const metrics = createMetrics({ process: 'api' });
    const meter = metrics.channel('/stream', 'Video');
    metrics.channel('/stream-audio', 'Audio');
    meter.closed();
    meter.closed();
    const samples = parsePrometheus(await metrics.scrape());
    expect(sumOf(samples, 'vi_recording_channels_open', { path: '/stream' })).toBe(0);
    expect(sumOf(samples, 'vi_recording_channels_open', { path: '/stream-audio', kind: 'Audio' })).toBe(1);
  });
});
