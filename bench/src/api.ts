import { createReadStream, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { seedCompany } from './lib/api-seed.js';
import { formatProfile, nowUs, type Window } from './lib/cpu-profile.js';
import { freePort, processStats, startProcess } from './lib/processes.js';
import { ROOT, startProductServer } from './lib/product-server.js';
import { findWrk, runWrk, writeReportScript, type WrkResult } from './lib/wrk.js';

/**
 * API throughput with `wrk` as the load generator (its own process): the product's questionnaire list
 * (100 questionnaires × 8 questions) and public job card, each plain and as a conditional GET
 * (If-None-Match → 304), against a bare Fastify process sending the same bytes, measured in the same run.
 * The product is the production build in its own process with request logging on (LOG_LEVEL=info).
 * Usage: npm run bench:api [-- --duration 10 --connections 50 --threads 1 --rounds 1 --only list|card --profile]
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const DURATION = option('duration', 10);
const CONNECTIONS = option('connections', 50);
const THREADS = option('threads', 1);
const ROUNDS = option('rounds', 1);
const WARMUP = option('warmup', 2);
const QUESTIONNAIRES = option('questionnaires', 100);
const PROFILE = args.includes('--profile');
const onlyAt = args.indexOf('--only');
/** `--only list` or `--only card`: measure one read (both its lines), e.g. to profile it alone. */
const ONLY = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
if (ONLY !== undefined && ONLY !== 'list' && ONLY !== 'card') throw new Error('--only takes list or card');

interface Target {
  name: string;
  productUrl: string;
  bareUrl: string;
  headers: Record<string, string>;
  /** The goal this line is held to; conditional lines only have to answer 304. */
  goal?: { ratio: number; p99?: number };
  expect: 200 | 304;
  /** The body's size: every 200 must carry at least this much. */
  bodyBytes: number;
  read: 'list' | 'card';
}

/** A wrk run and the server's own CPU time per request in it (user + system, from /proc). */
interface Measured extends WrkResult {
  cpuUsPerRequest: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
function medianOf(results: Measured[]): Measured {
  const pick = (key: keyof Measured) => median(results.map((r) => r[key]));
  return {
    requests: pick('requests'),
    rps: pick('rps'),
    p50: pick('p50'),
    p99: pick('p99'),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    bytesPerResponse: pick('bytesPerResponse'),
    cpuUsPerRequest: pick('cpuUsPerRequest'),
  };
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

async function probe(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body}`);
  return { body, contentType: res.headers.get('content-type') ?? '', etag: res.headers.get('etag') ?? '' };
}

async function main(): Promise<void> {
  const wrk = findWrk();
  if (!wrk) {
    process.stdout.write(
      'bench:api skipped: wrk is not installed (Debian: apt-get install wrk). A Node load generator on ' +
        'the same cores would measure itself, not the server.\n',
    );
    return;
  }
  const work = mkdtempSync(path.join(tmpdir(), 'vi-bench-api-'));
  const profileDir = path.join(work, 'profile');
  // Request logging on, as in production: the log goes to a file, as from a service manager.
  const logFile = path.join(work, 'product.log');
  const product = await startProductServer(
    { DEMO_SEED: 'false', LOG_LEVEL: 'info', TRANSCRIBE_ENGINE: 'none' },
    'bench-api',
    PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    logFile,
  );
  const barePort = await freePort();
  let bare: Awaited<ReturnType<typeof startProcess>> | undefined;
  let ok = true;
  let stopped = false;
  try {
    const authorization = `Bearer ${await product.token()}`;
    const { base } = product;
    const { jobId } = await seedCompany(base, authorization, { questionnaires: QUESTIONNAIRES, jobs: 20 });
    const listUrl = `${base}/api/v1/company/1/questionnaire`;
    const jobUrl = `${base}/api/v1/job/${jobId}`;
    const list = await probe(listUrl, { authorization });
    const job = await probe(jobUrl, {});
    const payloadFile = path.join(work, 'payloads.json');
    writeFileSync(payloadFile, JSON.stringify({ questionnaires: list, job }));
    bare = await startProcess(
      [path.join(ROOT, 'bench/dist/bare-server.js'), payloadFile, String(barePort)],
      {},
      'ready',
    );
    const bareBase = `http://127.0.0.1:${barePort}`;
    const all: Target[] = [
      {
        name: 'GET /company/1/questionnaire',
        productUrl: listUrl,
        bareUrl: `${bareBase}/bare/questionnaires`,
        headers: { authorization },
        goal: { ratio: 0.25, p99: 60 },
        expect: 200,
        bodyBytes: Buffer.byteLength(list.body),
        read: 'list',
      },
      {
        name: '  list, If-None-Match → 304',
        productUrl: listUrl,
        bareUrl: `${bareBase}/bare/questionnaires`,
        headers: { authorization, 'if-none-match': list.etag },
        expect: 304,
        bodyBytes: 0,
        read: 'list',
      },
      {
        name: `GET /job/${jobId} (public card)`,
        productUrl: jobUrl,
        bareUrl: `${bareBase}/bare/job`,
        headers: {},
        goal: { ratio: 0.3 },
        expect: 200,
        bodyBytes: Buffer.byteLength(job.body),
        read: 'card',
      },
      {
        name: '  card, If-None-Match → 304',
        productUrl: jobUrl,
        bareUrl: `${bareBase}/bare/job`,
        headers: { 'if-none-match': job.etag },
        expect: 304,
        bodyBytes: 0,
        read: 'card',
      },
    ];

    // Before ETags existed (the "before" figures) there is no conditional GET to measure.
    const targets = all.filter(
      (t) => (t.expect === 200 || t.headers['if-none-match']) && (ONLY === undefined || t.read === ONLY),
    );
    const script = writeReportScript(work);
    const run = (url: string, headers: Record<string, string>, seconds: number) =>
      runWrk({
        wrk,
        script,
        url,
        headers,
        connections: CONNECTIONS,
        threads: THREADS,
        durationSeconds: seconds,
      });
    const measure = async (url: string, headers: Record<string, string>, pid: number): Promise<Measured> => {
      const before = await processStats(pid);
      const result = await run(url, headers, DURATION);
      const after = await processStats(pid);
      const cpuUsPerRequest = ((after.cpuSeconds - before.cpuSeconds) * 1e6) / Math.max(1, result.requests);
      return { ...result, cpuUsPerRequest };
    };
    const barePid = bare.pid!;
    process.stdout.write(
      `API benchmark: wrk ${THREADS} thread(s), ${CONNECTIONS} connections, ${DURATION} s per line, ` +
        `${ROUNDS} round(s) (median), SQLite, request logging on\n` +
        `  list ${Buffer.byteLength(list.body)} bytes (${QUESTIONNAIRES} questionnaires × 8 questions), ` +
        `job card ${Buffer.byteLength(job.body)} bytes; ETags: list ${list.etag || 'none'}, card ${job.etag || 'none'}\n` +
        `  load average before: ${load()}\n\n`,
    );
    if (WARMUP > 0) {
      for (const t of targets) {
        await run(t.productUrl, t.headers, WARMUP);
        await run(t.bareUrl, t.headers, WARMUP);
      }
    }
    const row = (name: string, r: Measured) =>
      `  ${name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms` +
      `   p99 ${r.p99.toFixed(1).padStart(6)} ms   errors ${r.errors}   ${r.bytesPerResponse.toFixed(0)} B/resp` +
      `   CPU ${r.cpuUsPerRequest.toFixed(0).padStart(4)} µs/req`;
    const windows = new Map<string, Window[]>();
    for (const t of targets) {
      const productRuns: Measured[] = [];
      const bareRuns: Measured[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const from = nowUs();
        productRuns.push(await measure(t.productUrl, t.headers, product.pid));
        windows.set(t.name, [...(windows.get(t.name) ?? []), [from, nowUs()]]);
        bareRuns.push(await measure(t.bareUrl, t.headers, barePid));
      }
      const p = medianOf(productRuns);
      const b = medianOf(bareRuns);
      const ratio = p.rps / b.rps;
      // A 304 is headers only: well under 2 KB; a 200 carries at least the body.
      const answered =
        t.expect === 304 ? p.bytesPerResponse < 2048 : p.bytesPerResponse >= t.bodyBytes && p.errors === 0;
      let verdict = answered ? '' : `MISS (not answered with ${t.expect})`;
      if (answered && t.goal) {
        const pass =
          ratio >= t.goal.ratio && (t.goal.p99 === undefined || p.p99 <= t.goal.p99) && p.errors === 0;
        ok &&= pass;
        verdict =
          `goal ratio ≥ ${t.goal.ratio}` +
          (t.goal.p99 !== undefined ? `, p99 ≤ ${t.goal.p99} ms` : '') +
          `: ${pass ? 'PASS' : 'MISS'}`;
      } else if (!answered) ok = false;
      process.stdout.write(
        `${row(t.name, p)}\n${row('bare, same bytes', b)}\n  ratio product/bare ${ratio.toFixed(2)}` +
          ` (CPU per request ${(b.cpuUsPerRequest / p.cpuUsPerRequest).toFixed(2)})` +
          `${verdict ? `   ${verdict}` : ''}\n\n`,
      );
    }
    process.stdout.write(`  load average after: ${load()}\n`);
    bare.kill('SIGTERM');
    bare = undefined;
    await product.stop();
    stopped = true;
    const logged = await countLinesWith(logFile, '"request completed"');
    process.stdout.write(`  product log: ${logged} "request completed" lines (request logging on)\n`);
    if (PROFILE) {
      const file = path.join(profileDir, readdirSync(profileDir)[0]!);
      for (const t of targets) {
        const title = `CPU profile of the product under "${t.name.trim()}"`;
        process.stdout.write(`\n${formatProfile(file, title, windows.get(t.name))}\n`);
      }
      process.stdout.write(`  (profile kept in ${file})\n`);
    }
    process.exitCode = ok ? 0 : 1;
  } finally {
    bare?.kill('SIGTERM');
    if (!stopped) await product.stop();
    if (!PROFILE) rmSync(work, { recursive: true, force: true });
  }
}

/** Lines of a file holding `text`, read as a stream: a fast run's request log outgrows one string (512 MB). */
async function countLinesWith(file: string, text: string): Promise<number> {
  let count = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity }))
    if (line.includes(text)) count += 1;
  return count;
}

await main();
