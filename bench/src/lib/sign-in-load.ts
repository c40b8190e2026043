/**
 * The sign-in load generator of bench:sign-in, run as its own process (node bench/dist/lib/sign-in-load.js)
 * so that its timers and JSON parsing never share the event loop of the applicants it is measured beside.
 * Open loop: a timer every 20 ms sends the attempts that are due by then, without waiting for answers,
 * as independent people signing in would; a slow server therefore meets more requests, not fewer.
 * Every attempt comes from the one address the bench runs on, so the throttle's per-address and
 * per-pair limits block it after a few wrong passwords: those 429s are part of what is reported.
 * Told to stop (a "stop" line on stdin, or SIGTERM), it waits briefly for answers still in flight and
 * writes one JSON line to stdout: counts by status and latency percentiles.
 * Usage: node sign-in-load.js <base> <email> <password> <rate per s> <wrong fraction>
 */
import { percentile } from './ingest-client.js';

const [base, email, password, rateArg, wrongArg] = process.argv.slice(2);
if (!base || !email || !password)
  throw new Error('usage: sign-in-load <base> <email> <password> <rate> <wrong>');
const RATE = Number(rateArg ?? 50);
const WRONG = Number(wrongArg ?? 0.2);
const TICK_MS = 20;

type Outcome = '200' | '401' | '429' | 'other';
const counts: Record<Outcome, number> = { '200': 0, '401': 0, '429': 0, other: 0 };
/** The hasher's queue and the failure throttle both answer 429; their messages tell them apart. */
const tooMany = { hasherQueue: 0, throttle: 0 };
const statuses: Record<string, number> = {};
const latencies: number[] = [];
const okLatencies: number[] = [];
const errors = new Set<string>();
let sent = 0;
let inFlight = 0;

async function attempt(wrong: boolean): Promise<void> {
  const started = performance.now();
  inFlight++;
  try {
    const res = await fetch(`${base}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: wrong ? `${password}-wrong` : password }),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    latencies.push(ms);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const key = String(res.status);
    if (key === '200' || key === '401' || key === '429') counts[key]++;
    else counts.other++;
    if (res.status === 200) okLatencies.push(ms);
    if (res.status === 429) {
      if (text.includes('at once')) tooMany.hasherQueue++;
      else tooMany.throttle++;
    }
    if (res.status >= 500) errors.add(`${res.status}: ${text.slice(0, 200)}`);
  } catch (err) {
    counts.other++;
    const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
    errors.add(err instanceof Error ? `${err.message}${cause}` : String(err));
  } finally {
    inFlight--;
  }
}

const startedAt = performance.now();
// Due counts from the start time, not one per tick: a late timer catches up instead of drifting low.
const timer = setInterval(() => {
  const due = Math.floor(((performance.now() - startedAt) / 1000) * RATE);
  while (sent < due) {
    sent++;
    // Every fifth (with the default 0.2) is wrong, spread evenly rather than at random: runs compare.
    const wrong = WRONG > 0 && Math.floor(sent * WRONG) !== Math.floor((sent - 1) * WRONG);
    void attempt(wrong);
  }
}, TICK_MS);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  clearInterval(timer);
  const seconds = (performance.now() - startedAt) / 1000;
  const until = Date.now() + 10_000;
  while (inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  const cpu = process.cpuUsage();
  process.stdout.write(
    `${JSON.stringify({
      sent,
      seconds,
      unanswered: inFlight,
      counts,
      statuses,
      tooMany,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      okP50: percentile(okLatencies, 50),
      okP99: percentile(okLatencies, 99),
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      errors: [...errors].slice(0, 5),
    })}\n`,
  );
  process.exit(0);
}

process.on('SIGTERM', () => void stop());
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d: string) => {
  if (d.includes('stop')) void stop();
});
