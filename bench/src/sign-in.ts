import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applicant, percentile, type ApplicantResult } from './lib/ingest-client.js';
import { childCpuSeconds, seed, sleep, untilNoChildren } from './lib/ingest-seed.js';
import { processStats } from './lib/processes.js';
import { startProductServer } from './lib/product-server.js';
import { sourceRecording, splitRecording } from './lib/source-recording.js';

/**
 * Sign-ins beside streaming applicants: argon2id runs on the libuv pool the local media folder's chunk
 * writes share, so password sign-ins must not delay the recording channel's acks. One product server
 * (SQLite, local media, the demo seed: as `npm start` runs), two phases one after the other:
 * (a) baseline: N applicants stream as bench:ingest's do, no sign-ins;
 * (b) the same with sign-ins at --rate per second for the whole streaming period, from a generator in a
 *     process of its own (lib/sign-in-load.ts), as the demo owner, one in five with a wrong password.
 * Usage: node scripts/bench.mjs sign-in [--clients 200] [--seconds 20] [--ramp <seconds>] [--rate 50]
 *        [--wrong 0.2]
 * PASS: 0 chunks lost in both phases, ack p99 ≤ 100 ms in phase (b), and the sign-in endpoint answering
 * (some 200s, no 5xx, no failed requests). 429s are expected: the hasher's queue is bounded and the
 * throttle blocks the one address after its wrong passwords.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const CLIENTS = option('clients', 200);
const SECONDS = option('seconds', 20);
const RAMP_SECONDS = option('ramp', SECONDS);
const RATE = option('rate', 50);
const WRONG = option('wrong', 0.2);
const LOAD_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib', 'sign-in-load.js');

interface SignInFigures {
  sent: number;
  seconds: number;
  unanswered: number;
  counts: { '200': number; '401': number; '429': number; other: number };
  statuses: Record<string, number>;
  tooMany: { hasherQueue: number; throttle: number };
  p50: number;
  p99: number;
  okP50: number;
  okP99: number;
  cpuSeconds: number;
  errors: string[];
}

interface Phase {
  name: string;
  sent: number;
  acked: number;
  lost: number;
  p50: number;
  p99: number;
  submit95: number;
  submitted: number;
  errors: string[];
  serverCpu: number;
  ffmpegCpu: number;
  wallSeconds: number;
  load: string;
  signIns?: SignInFigures;
}

/** Starts the generator; the returned function stops it and resolves with its report. */
function startSignIns(base: string, email: string, password: string): () => Promise<SignInFigures> {
  const child = spawn(process.execPath, [LOAD_SCRIPT, base, email, password, String(RATE), String(WRONG)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (d: string) => (out += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return async () => {
    child.stdin.write('stop\n');
    await exited;
    return JSON.parse(out.trim().split('\n').at(-1)!) as SignInFigures;
  };
}

const loadAverage = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');

async function phase(
  name: string,
  product: { base: string; pid: number },
  guids: string[],
  chunks: Buffer[],
  signIn?: { email: string; password: string },
): Promise<Phase> {
  // The previous phase's media jobs (ffmpeg) and the demo seed's renders finish first.
  await untilNoChildren(product.pid, 300_000);
  process.stdout.write(
    `\n[${name}] ${guids.length} applicants × ${SECONDS} s, starts over ${RAMP_SECONDS} s` +
      `${signIn ? `; sign-ins ${RATE}/s (${WRONG * 100}% wrong) from their own process` : ''} (load ${await loadAverage()})\n`,
  );
  const before = await processStats(product.pid);
  const childrenBefore = await childCpuSeconds(product.pid);
  const stopSignIns = signIn ? startSignIns(product.base, signIn.email, signIn.password) : undefined;
  const wall = performance.now();
  const results: ApplicantResult[] = await Promise.all(
    guids.map(async (guid, i) => {
      await sleep((RAMP_SECONDS * 1000 * i) / guids.length);
      return applicant(`${product.base.replace('http://', 'ws://')}/stream`, guid, chunks, true);
    }),
  );
  const signIns = await stopSignIns?.();
  const wallSeconds = (performance.now() - wall) / 1000;
  const after = await processStats(product.pid);
  const latencies = results.flatMap((r) => r.ackLatencies);
  const finalise = results.map((r) => r.finaliseMs).filter((v): v is number => v !== null);
  const sent = results.reduce((s, r) => s + r.sent, 0);
  const acked = results.reduce((s, r) => s + r.acked, 0);
  return {
    name,
    sent,
    acked,
    lost: sent - acked,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    submit95: percentile(finalise, 95),
    submitted: finalise.length,
    errors: results.flatMap((r) => r.errors),
    serverCpu: after.cpuSeconds - before.cpuSeconds,
    ffmpegCpu: (await childCpuSeconds(product.pid)) - childrenBefore,
    wallSeconds,
    load: await loadAverage(),
    signIns,
  };
}

function report(a: Phase, b: Phase): void {
  const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '–' : `${v.toFixed(1)} ms`);
  const s = b.signIns;
  const rows: [string, string, string][] = [
    [
      'chunks sent / acked / lost',
      `${a.sent} / ${a.acked} / ${a.lost}`,
      `${b.sent} / ${b.acked} / ${b.lost}`,
    ],
    ['ack p50 / p99', `${ms(a.p50)} / ${ms(a.p99)}`, `${ms(b.p50)} / ${ms(b.p99)}`],
    ['submitted, submit p95', `${a.submitted}, ${ms(a.submit95)}`, `${b.submitted}, ${ms(b.submit95)}`],
    ['applicant errors', String(a.errors.length), String(b.errors.length)],
    [
      'sign-ins sent (s)',
      '–',
      s ? `${s.sent} (${s.seconds.toFixed(1)} s, ${(s.sent / s.seconds).toFixed(1)}/s)` : '–',
    ],
    [
      '  200 / 401 / 429 / other',
      '–',
      s ? `${s.counts['200']} / ${s.counts['401']} / ${s.counts['429']} / ${s.counts.other}` : '–',
    ],
    ['  429: hasher queue / throttle', '–', s ? `${s.tooMany.hasherQueue} / ${s.tooMany.throttle}` : '–'],
    ['  latency p50 / p99 (all)', '–', s ? `${ms(s.p50)} / ${ms(s.p99)}` : '–'],
    ['  latency p50 / p99 (200s)', '–', s ? `${ms(s.okP50)} / ${ms(s.okP99)}` : '–'],
    ['  generator CPU', '–', s ? `${s.cpuSeconds.toFixed(1)} s` : '–'],
    [
      'server CPU (+ ffmpeg) / wall',
      `${a.serverCpu.toFixed(1)} s (+${a.ffmpegCpu.toFixed(1)}) / ${a.wallSeconds.toFixed(1)} s`,
      `${b.serverCpu.toFixed(1)} s (+${b.ffmpegCpu.toFixed(1)}) / ${b.wallSeconds.toFixed(1)} s`,
    ],
    ['load average at the end', a.load, b.load],
  ];
  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length), 14);
  process.stdout.write(`\n${''.padEnd(w0)}  ${'(a) baseline'.padEnd(w1)}  (b) + sign-ins\n`);
  for (const [label, x, y] of rows) process.stdout.write(`${label.padEnd(w0)}  ${x.padEnd(w1)}  ${y}\n`);
  for (const p of [a, b])
    if (p.errors.length)
      process.stdout.write(`  ${p.name} errors: ${[...new Set(p.errors)].slice(0, 5).join('; ')}\n`);
  if (s?.errors.length) process.stdout.write(`  sign-in errors: ${s.errors.join('; ')}\n`);
  if (s && Object.keys(s.statuses).some((k) => !['200', '401', '429'].includes(k)))
    process.stdout.write(`  sign-in statuses: ${JSON.stringify(s.statuses)}\n`);
}

async function main(): Promise<void> {
  const source = await sourceRecording({ name: 'ingest-1mbit', seconds: SECONDS, noise: true });
  const chunks = splitRecording(source, SECONDS);
  const product = await startProductServer(
    {
      TRANSCRIBE_ENGINE: 'none',
      RECORDING_TAKE_STORE: 'local',
      // Every simulated applicant connects from 127.0.0.1: the per-address cap is not what is measured.
      RECORDING_MAX_CONNECTIONS_PER_ADDRESS: String(CLIENTS + 10),
    },
    'bench-sign-in',
  );
  try {
    // The demo start writes the owner's password there (apps/server/src/modules/demo/demo-owner.ts).
    const password = (await readFile(path.join(product.dataDir, 'demo-owner-password'), 'utf8')).trim();
    const email = 'owner@demo.example';
    const probe = await fetch(`${product.base}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (probe.status !== 200)
      throw new Error(`the demo owner cannot sign in: ${probe.status} ${await probe.text()}`);
    // Each applicant answers once: both phases' applicants are invited up front.
    const guids = await seed(product.base, await product.token(), 2 * CLIENTS);
    const a = await phase('a: baseline', product, guids.slice(0, CLIENTS), chunks);
    const b = await phase('b: + sign-ins', product, guids.slice(CLIENTS), chunks, { email, password });
    report(a, b);
    const s = b.signIns!;
    const checks: [string, boolean][] = [
      ['0 chunks lost in both phases', a.lost === 0 && b.lost === 0],
      [
        'every answer submitted, no applicant errors',
        a.errors.length + b.errors.length === 0 && b.submitted === CLIENTS,
      ],
      ['ack p99 ≤ 100 ms in phase (b)', b.p99 <= 100],
      [
        'sign-in answering (200s, no 5xx, no failed requests)',
        s.counts['200'] > 0 && s.counts.other === 0 && s.unanswered === 0,
      ],
    ];
    process.stdout.write('\n');
    for (const [label, ok] of checks) process.stdout.write(`  ${ok ? 'ok  ' : 'MISS'} ${label}\n`);
    const pass = checks.every(([, ok]) => ok);
    process.stdout.write(`${pass ? 'PASS' : 'FAIL'}\n`);
    process.exitCode = pass ? 0 : 1;
  } finally {
    await product.stop();
  }
}

await main();
