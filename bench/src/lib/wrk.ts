import { spawn } from 'node:child_process';
import { accessSync, constants, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * HTTP load from `wrk` (Debian's package) in its own process: a Node client on the same cores tops out
 * before a bare Fastify server does and hides the real ratio (docs/decisions/0020-api-read-path.md).
 */
export interface WrkResult {
  requests: number;
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Socket errors, timeouts and answers with a status above 399, as wrk counts them. */
  errors: number;
  /** Bytes read per response, headers included: tells a 304 from a 200 without a Lua response hook. */
  bytesPerResponse: number;
}

/** The path of `wrk` on this machine, or undefined when it is not installed. */
export function findWrk(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, 'wrk');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

// Only `done` is defined, so wrk keeps its fast path (no Lua per request or response).
const REPORT_SCRIPT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"errors":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, summary.bytes,
    e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50.0), latency:percentile(99.0)))
end
`;

export function writeReportScript(dir: string): string {
  const file = path.join(dir, 'wrk-report.lua');
  writeFileSync(file, REPORT_SCRIPT);
  return file;
}

export interface WrkRun {
  wrk: string;
  script: string;
  url: string;
  connections: number;
  threads: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

export function parseWrkReport(stdout: string): WrkResult {
  const line = stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
  if (!line) throw new Error(`wrk printed no report:\n${stdout}`);
  const r = JSON.parse(line.slice('WRK_JSON '.length)) as {
    requests: number;
    durationUs: number;
    bytes: number;
    errors: number;
    p50Us: number;
    p99Us: number;
  };
  return {
    requests: r.requests,
    rps: r.requests / (r.durationUs / 1e6),
    p50: r.p50Us / 1000,
    p99: r.p99Us / 1000,
    errors: r.errors,
    bytesPerResponse: r.requests > 0 ? r.bytes / r.requests : 0,
  };
}

export function runWrk(run: WrkRun): Promise<WrkResult> {
  const args = [
    '-t',
    String(run.threads),
    '-c',
    String(run.connections),
    '-d',
    `${run.durationSeconds}s`,
    '--timeout',
    '5s',
    '-s',
    run.script,
  ];
  for (const [name, value] of Object.entries(run.headers ?? {})) args.push('-H', `${name}: ${value}`);
  args.push(run.url);
  return new Promise((resolve, reject) => {
    const child = spawn(run.wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`wrk exited with ${code}: ${err}${out}`));
      else {
        try {
          resolve(parseWrkReport(out));
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      }
    });
  });
}
