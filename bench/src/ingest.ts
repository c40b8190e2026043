import { applicant, percentile, type ApplicantResult } from './lib/ingest-client.js';
import { childCpuSeconds, seedJob, sleep, untilNoChildren } from './lib/ingest-seed.js';
import { processStats } from './lib/processes.js';
import { startProductServer } from './lib/product-server.js';
import { startSharedServices, type SharedServices } from './lib/shared-services.js';
import { sourceRecording, splitRecording } from './lib/source-recording.js';
import {
  speechTrack,
  transcriptsAfter,
  untilTranscribed,
  watchTranscripts,
} from './lib/transcription-load.js';

/**
 * Concurrent recording streams: N simulated applicants each stream a real ~1 Mbit/s WebM (VP8 + Opus,
 * 640x480) in 1 s chunks, the way MediaRecorder's timeslice sends them (on a timer, not waiting for
 * acknowledgements), then send process_recording. Start times are spread over a ramp, as applicants
 * arrive over time; with the default ramp, every applicant is streaming at the peak.
 * Each take store is measured in the same run, one after the other: local (DATA_DIR/staging, SQLite: the
 * embedded mode and the baseline) and shared (chunk objects in s3rver, the take in PostgreSQL: the scaled
 * mode, every ack after the chunk's object is stored and its row committed), both started by the bench
 * in processes of their own.
 * Usage: node scripts/bench.mjs ingest [--clients 200] [--seconds 30] [--ramp 30] [--store both|local|shared]
 *        [--submit 1|0] [--profile <dir>] [--s3-dir <dir>] [--transcribe off|on|both]
 * Targets (2 cores): 0 chunks lost, p99 ack ≤ 100 ms, submit (process_recording → upload_complete) p95 ≤ 300 ms:
 * since decision 0022 the reply does not wait for ffmpeg, whose work runs after it as the process-answer-media job.
 * `--ramp 0` starts (and so submits) every applicant at the same instant.
 * `--transcribe on`: the answers carry real read speech, the applicants consent to transcription and the
 * product transcribes with Moonshine (in its worker thread, beside the channel) while later applicants
 * still stream; `both` measures each store without the engine first (the same speech, consent and
 * polling; TRANSCRIBE_ENGINE=none), then with it: the baseline of the same run.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const CLIENTS = option('clients', 200);
const SECONDS = option('seconds', 30);
const RAMP_SECONDS = option('ramp', SECONDS);
const SUBMIT = option('submit', 1) !== 0;
/** `--profile <dir>`: the product process writes a V8 CPU profile there when it stops (node --cpu-prof). */
const PROFILE_DIR = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : undefined;
/**
 * `--s3-dir <dir>`: where s3rver keeps the shared store's objects (default: the temporary folder, on the
 * disk PostgreSQL commits to). /dev/shm keeps them in memory: the stand-in store's own disk writes out of
 * the measurement, as an object store on machines of its own would be.
 */
const S3_DIR = args.includes('--s3-dir') ? args[args.indexOf('--s3-dir') + 1] : undefined;
const storeArg = args.includes('--store') ? args[args.indexOf('--store') + 1] : 'both';
const STORES = (storeArg === 'both' ? ['local', 'shared'] : [storeArg]) as ('local' | 'shared')[];
if (!STORES.every((s) => s === 'local' || s === 'shared'))
  throw new Error('--store is both, local or shared');
const transcribeArg = args.includes('--transcribe') ? args[args.indexOf('--transcribe') + 1] : 'off';
if (!['off', 'on', 'both'].includes(transcribeArg ?? '')) throw new Error('--transcribe is off, on or both');
/** With transcription in the run: speech in the answers, consent, the transcripts watched. */
const SPEECH = transcribeArg !== 'off';
const ENGINES: ('none' | 'moonshine')[] =
  transcribeArg === 'both' ? ['none', 'moonshine'] : transcribeArg === 'on' ? ['moonshine'] : ['none'];

const METRICS_TOKEN = 'bench-ingest-metrics-token-0123456789abcdef';

/** A quantile of a Prometheus histogram, as the upper bound of the bucket it falls in. */
function histogramQuantile(text: string, name: string, q: number): string {
  const buckets = [
    ...text.matchAll(new RegExp(`^${name}_bucket\\{[^}]*le="([^"]+)"[^}]*\\} (\\d+)`, 'gm')),
  ].map((m) => [Number(m[1]), Number(m[2])] as const);
  const total = buckets.at(-1)?.[1] ?? 0;
  if (total === 0) return 'none';
  const bound = buckets.find(([, count]) => count >= q * total)?.[0] ?? Infinity;
  return Number.isFinite(bound) ? `≤ ${bound * 1000} ms` : 'above the last bucket';
}

/** The server's ack and submit latency from its /metrics (bucket bounds, so an upper estimate). */
async function serverSideLatency(base: string): Promise<string> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!res.ok) return `  (server metrics unavailable: ${res.status})`;
  const text = await res.text();
  return (
    `  server side (message in → reply out): ack p99 ${histogramQuantile(text, 'vi_recording_ack_latency_seconds', 0.99)}, ` +
    `submit p95 ${histogramQuantile(text, 'vi_recording_submit_latency_seconds', 0.95)}`
  );
}

interface Figures {
  store: string;
  engine: string;
  lost: number;
  p50: number;
  p99: number;
  f95: number;
  pass: boolean;
}

async function measure(
  store: 'local' | 'shared',
  engine: 'none' | 'moonshine',
  source: Buffer,
  chunks: Buffer[],
): Promise<Figures> {
  let services: SharedServices | undefined;
  if (store === 'shared') services = await startSharedServices('bench-ingest', S3_DIR);
  const product = await startProductServer(
    {
      TRANSCRIBE_ENGINE: engine,
      RECORDING_TAKE_STORE: store,
      // Every simulated applicant connects from 127.0.0.1: the per-address cap is not what is measured.
      RECORDING_MAX_CONNECTIONS_PER_ADDRESS: String(CLIENTS + 10),
      // The server's own view of the same latencies (/metrics), beside what the clients measured.
      METRICS_TOKEN: METRICS_TOKEN,
      ...services?.env,
    },
    `bench-ingest-${store}-${engine}`,
    PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
  );
  const { base } = product;
  try {
    const token = await product.token();
    const { jobId, guids } = await seedJob(base, token, CLIENTS, { transcriptionConsent: SPEECH });
    // The demo seed renders its interviews' videos with ffmpeg after start-up, and transcribes them: not
    // part of what is measured.
    await untilNoChildren(product.pid, 180_000);
    if (SPEECH) await untilTranscribed(base, token, undefined, 300_000);
    const before = await processStats(product.pid);
    const s3Before = services ? await processStats(services.s3rverPid) : undefined;
    const childrenBefore = await childCpuSeconds(product.pid);
    const where = services
      ? `${services.database}, s3rver${S3_DIR ? ` (objects under ${S3_DIR})` : ''}`
      : 'SQLite, local staging and storage';
    process.stdout.write(
      `\n[${store}, transcription ${engine}] ${CLIENTS} applicants × ${SECONDS} s of ${((source.length * 8) / SECONDS / 1e6).toFixed(2)} Mbit/s WebM ` +
        `in ${chunks.length} chunks of ~${Math.round(chunks[0]!.length / 1024)} KB, starts spread over ${RAMP_SECONDS} s; ${where}\n`,
    );
    const wall = performance.now();
    const watch = SPEECH ? watchTranscripts(base, token, jobId) : undefined;
    const clientCpuBefore = process.cpuUsage();
    const results: ApplicantResult[] = await Promise.all(
      guids.map(async (guid, i) => {
        await sleep((RAMP_SECONDS * 1000 * i) / CLIENTS);
        return applicant(`${base.replace('http://', 'ws://')}/stream`, guid, chunks, SUBMIT);
      }),
    );
    const wallSeconds = (performance.now() - wall) / 1000;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const clientCpuSeconds = (clientCpu.user + clientCpu.system) / 1e6;
    const after = await processStats(product.pid);
    const s3After = services ? await processStats(services.s3rverPid) : undefined;
    const childCpu = (await childCpuSeconds(product.pid)) - childrenBefore;
    await watch?.stop();
    const transcribed = watch ? await transcriptsAfter(base, token, jobId, wallSeconds, watch) : [];

    const sent = results.reduce((s, r) => s + r.sent, 0);
    const acked = results.reduce((s, r) => s + r.acked, 0);
    const lost = sent - acked;
    const latencies = results.flatMap((r) => r.ackLatencies);
    const finalise = results.map((r) => r.finaliseMs).filter((v): v is number => v !== null);
    const durations = results.map((r) => r.duration).filter((v): v is number => v !== null);
    const errors = results.flatMap((r) => r.errors);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const f95 = SUBMIT ? percentile(finalise, 95) : NaN;
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    process.stdout.write(
      [
        `  chunks sent ${sent}, acknowledged ${acked}, lost ${lost}`,
        `  ack latency p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(Math.max(...latencies))}`,
        ...(SUBMIT
          ? [
              `  answers submitted ${finalise.length}/${CLIENTS}; submit p50 ${ms(percentile(finalise, 50))}, p95 ${ms(f95)}, max ${ms(Math.max(...finalise))}`,
              `  upload_complete durations (0 while the media job runs) ${Math.min(...durations).toFixed(2)}–${Math.max(...durations).toFixed(2)} s`,
            ]
          : ['  (--submit 0: no process_recording)']),
        `  server CPU ${(after.cpuSeconds - before.cpuSeconds).toFixed(1)} s + ffmpeg ${childCpu.toFixed(1)} s over ` +
          `${wallSeconds.toFixed(1)} s (${((after.cpuSeconds - before.cpuSeconds + childCpu) / wallSeconds).toFixed(2)} cores), ` +
          `peak RSS ${after.peakRssMb.toFixed(0)} MB` +
          (s3Before && s3After
            ? `; s3rver CPU ${(s3After.cpuSeconds - s3Before.cpuSeconds).toFixed(1)} s`
            : ''),
        `  load generator (this process, ${CLIENTS} sockets) CPU ${clientCpuSeconds.toFixed(1)} s over ${wallSeconds.toFixed(1)} s`,
        ...transcribed,
        await serverSideLatency(base),
        `  errors ${errors.length}${errors.length ? `: ${[...new Set(errors)].slice(0, 5).join('; ')}` : ''}`,
      ].join('\n') + '\n',
    );
    const pass =
      lost === 0 &&
      errors.length === 0 &&
      p99 <= 100 &&
      (!SUBMIT || (finalise.length === CLIENTS && f95 <= 300));
    return { store, engine, lost, p50, p99, f95, pass };
  } finally {
    await product.stop();
    await services?.stop();
  }
}

async function main(): Promise<void> {
  const speech = SPEECH ? await speechTrack() : undefined;
  if (SPEECH && !speech)
    process.stdout.write(
      "(pocketsphinx-testdata is not installed: the answers' sound is a tone, not speech)\n",
    );
  const source = await sourceRecording(
    speech
      ? { name: 'ingest-1mbit-speech', seconds: SECONDS, noise: true, audio: speech }
      : { name: 'ingest-1mbit', seconds: SECONDS, noise: true },
  );
  const chunks = splitRecording(source, SECONDS);
  const figures: Figures[] = [];
  for (const store of STORES)
    for (const engine of ENGINES) figures.push(await measure(store, engine, source, chunks));
  process.stdout.write(`\nTargets: 0 lost, ack p99 ≤ 100 ms${SUBMIT ? ', submit p95 ≤ 300 ms' : ''}\n`);
  for (const f of figures)
    process.stdout.write(
      `  ${f.store.padEnd(6)} ${SPEECH ? `transcription ${f.engine.padEnd(9)} ` : ''}lost ${f.lost}, ack p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms` +
        `${SUBMIT ? `, submit p95 ${f.f95.toFixed(0)} ms` : ''}: ${f.pass ? 'PASS' : 'FAIL'}\n`,
    );
  process.exitCode = figures.every((f) => f.pass) ? 0 : 1;
}

await main();
