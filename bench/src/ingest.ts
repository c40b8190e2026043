import { recordConsent } from './lib/consent.js';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { processStats } from './lib/processes.js';
import { startProductServer } from './lib/product-server.js';

/**
 * Concurrent recording streams: N simulated applicants each stream a real ~1 Mbit/s WebM (VP8 + Opus,
 * 640x480) in 1 s chunks, the way MediaRecorder's timeslice sends them (on a timer, not waiting for
 * acknowledgements), then send process_recording. Start times are spread over a ramp, as applicants
 * arrive over time; with the default ramp, every applicant is streaming at the peak.
 * Usage: node scripts/bench.mjs ingest [--clients 200] [--seconds 30] [--ramp 30]
 * Targets (2 cores): 0 chunks lost, p99 ack ≤ 100 ms, finalise p95 ≤ 2 s (transcription excluded).
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const CLIENTS = option('clients', 200);
const SECONDS = option('seconds', 30);
const RAMP_SECONDS = option('ramp', SECONDS);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ffmpegBinary(): string {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  if (existsSync('/usr/bin/ffmpeg')) return '/usr/bin/ffmpeg';
  return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/** A MediaRecorder-like WebM (written to a pipe: no duration, no index), made once and cached. */
async function sourceRecording(): Promise<Buffer> {
  const file = path.join(tmpdir(), `vi-bench-ingest-${SECONDS}s-1mbit.webm`);
  if (existsSync(file)) return readFileSync(file);
  process.stdout.write(`Encoding a ${SECONDS} s 640x480 ~1 Mbit/s WebM (once; cached in ${file})…\n`);
  const out: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    // Noise keeps the test pattern from compressing to nothing, so the stream really is ~1 Mbit/s.
    const child = spawn(
      ffmpegBinary(),
      [
        ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x480:rate=30'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(SECONDS)],
        ...['-vf', 'noise=alls=12:allf=t', '-c:v', 'libvpx', '-b:v', '900k', '-deadline', 'realtime'],
        ...['-cpu-used', '8', '-c:a', 'libopus', '-b:a', '64k', '-f', 'webm', 'pipe:1'],
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
  });
  const data = Buffer.concat(out);
  writeFileSync(file, data);
  return data;
}

function split(data: Buffer, count: number): Buffer[] {
  const size = Math.ceil(data.length / count);
  return Array.from({ length: count }, (_, i) => data.subarray(i * size, (i + 1) * size));
}

async function api(base: string, token: string, method: string, url: string, body: unknown) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** One Video questionnaire on a new job of the demo company, and N invited applicants. */
async function seed(base: string, token: string, count: number): Promise<string[]> {
  const questionnaire = await api(base, token, 'POST', '/questionnaire', {
    questionnaireName: `Ingest benchmark ${Date.now()}`,
    contentType: 'Video',
    questions: [{ questionText: 'Tell us about a project you are proud of.' }],
  });
  const job = await api(base, token, 'POST', '/company/1/jobs', { title: 'Ingest benchmark' });
  const jobId = String(job.id ?? job.jobId);
  await api(base, token, 'POST', `/job/${jobId}/questionnaire`, {
    questionnaireId: questionnaire.questionnaireId,
  });
  const guids: string[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, async (_, j) => {
      const form = new FormData();
      form.set('jobId', jobId);
      form.set('firstName', 'Bench');
      form.set('lastName', 'Applicant');
      form.set('email', `bench-${Date.now()}-${start + j}@example.com`);
      const res = await fetch(`${base}/api/v1/invite/create-application`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${await res.text()}`);
      const guid = ((await res.json()) as { data: { applicationGuid: string } }).data.applicationGuid;
      await recordConsent(base, guid);
      return guid;
    });
    guids.push(...(await Promise.all(batch)));
  }
  return guids;
}

interface ApplicantResult {
  sent: number;
  acked: number;
  ackLatencies: number[];
  finaliseMs: number | null;
  duration: number | null;
  errors: string[];
}

type Message = { type: string; chunks?: number; message?: string; code?: string; duration?: number };

/** One applicant: metadata, a chunk every second on a timer, process_recording. */
async function applicant(url: string, guid: string, chunks: Buffer[]): Promise<ApplicantResult> {
  const result: ApplicantResult = {
    sent: 0,
    acked: 0,
    ackLatencies: [],
    finaliseMs: null,
    duration: null,
    errors: [],
  };
  const socket = new WebSocket(url);
  const sentAt: number[] = [];
  let finaliseSentAt = 0;
  const waiters = new Map<string, () => void>();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Message;
    const now = performance.now();
    if (message.type === 'ack' && message.chunks !== undefined) {
      result.acked = Math.max(result.acked, message.chunks);
      result.ackLatencies.push(now - sentAt[message.chunks - 1]!);
    } else if (message.type === 'upload_complete') result.duration = message.duration ?? null;
    else if (message.type === 'answer_submitted') result.finaliseMs = now - finaliseSentAt;
    else if (message.type === 'error') result.errors.push(`${message.code}: ${message.message}`);
    waiters.get(message.type)?.();
  });
  const next = (type: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
      waiters.set(type, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const received = next('metadata_received', 10_000);
    socket.send(
      JSON.stringify({
        type: 'metadata',
        applicantGuid: guid,
        questionId: 'question-1',
        questionText: 'Tell us about a project you are proud of.',
        isLastQuestion: true,
        totalQuestions: 1,
        mimeType: 'video/webm;codecs=vp8,opus',
      }),
    );
    await received;
    const started = performance.now();
    for (let k = 0; k < chunks.length; k++) {
      await sleep(Math.max(0, started + k * 1000 - performance.now()));
      sentAt[k] = performance.now();
      socket.send(chunks[k]!, { binary: true });
      result.sent++;
    }
    const submitted = next('answer_submitted', 120_000);
    finaliseSentAt = performance.now();
    socket.send(JSON.stringify({ type: 'process_recording' }));
    await submitted;
  } catch (err) {
    result.errors.push(err instanceof Error ? err.message : String(err));
  } finally {
    socket.close();
  }
  return result;
}

/** CPU of the server's finished child processes (ffmpeg), which processStats does not count. */
async function childCpuSeconds(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(stat[13]) + Number(stat[14])) / 100;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function main(): Promise<void> {
  const source = await sourceRecording();
  const chunks = split(source, SECONDS);
  const product = await startProductServer({ TRANSCRIBE_ENGINE: 'none' }, 'bench-ingest');
  const { base } = product;
  try {
    const token = await product.token();
    const guids = await seed(base, token, CLIENTS);
    const before = await processStats(product.pid);
    const childrenBefore = await childCpuSeconds(product.pid);
    process.stdout.write(
      `Ingest benchmark: ${CLIENTS} applicants × ${SECONDS} s of ${((source.length * 8) / SECONDS / 1e6).toFixed(2)} Mbit/s WebM ` +
        `in ${chunks.length} chunks of ~${Math.round(chunks[0]!.length / 1024)} KB, starts spread over ${RAMP_SECONDS} s, SQLite, local storage\n`,
    );
    const wall = performance.now();
    const results = await Promise.all(
      guids.map(async (guid, i) => {
        await sleep((RAMP_SECONDS * 1000 * i) / CLIENTS);
        return applicant(`${base.replace('http://', 'ws://')}/stream`, guid, chunks);
      }),
    );
    const wallSeconds = (performance.now() - wall) / 1000;
    const after = await processStats(product.pid);
    const childCpu = (await childCpuSeconds(product.pid)) - childrenBefore;

    const sent = results.reduce((s, r) => s + r.sent, 0);
    const acked = results.reduce((s, r) => s + r.acked, 0);
    const lost = sent - acked;
    const latencies = results.flatMap((r) => r.ackLatencies);
    const finalise = results.map((r) => r.finaliseMs).filter((v): v is number => v !== null);
    const durations = results.map((r) => r.duration).filter((v): v is number => v !== null);
    const errors = results.flatMap((r) => r.errors);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const f95 = percentile(finalise, 95);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    process.stdout.write(
      [
        `  chunks sent ${sent}, acknowledged ${acked}, lost ${lost}`,
        `  ack latency p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(Math.max(...latencies))}`,
        `  answers finalised ${finalise.length}/${CLIENTS}; finalise p50 ${ms(percentile(finalise, 50))}, p95 ${ms(f95)}, max ${ms(Math.max(...finalise))}`,
        `  stored durations ${Math.min(...durations).toFixed(2)}–${Math.max(...durations).toFixed(2)} s`,
        `  server CPU ${(after.cpuSeconds - before.cpuSeconds).toFixed(1)} s + ffmpeg ${childCpu.toFixed(1)} s over ` +
          `${wallSeconds.toFixed(1)} s (${((after.cpuSeconds - before.cpuSeconds + childCpu) / wallSeconds).toFixed(2)} cores), ` +
          `peak RSS ${after.peakRssMb.toFixed(0)} MB`,
        `  errors ${errors.length}${errors.length ? `: ${[...new Set(errors)].slice(0, 5).join('; ')}` : ''}`,
      ].join('\n') + '\n',
    );
    const pass =
      lost === 0 && errors.length === 0 && finalise.length === CLIENTS && p99 <= 100 && f95 <= 2000;
    process.stdout.write(
      `  targets: 0 lost, p99 ack ≤ 100 ms, finalise p95 ≤ 2000 ms, every answer finalised: ${pass ? 'PASS' : 'FAIL'}\n`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    await product.stop();
  }
}

await main();
