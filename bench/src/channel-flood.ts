import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'node:net';
import WebSocket from 'ws';
import { recordConsent } from './lib/consent.js';
import { startProductServer } from './lib/product-server.js';
import { ffmpegBinary } from './lib/source-recording.js';

/**
 * The red team's floods of the recording channel against the production build in its own process
 * (docs/security.md): 100,000 one-byte frames without a guid, and four clients that never read while each
 * sends 800,000 pings, with an applicant beside them recording at a chunk a second through a dropped
 * connection. Prints the server's resident memory beside its idle baseline, the log it wrote, how each
 * flooder was closed and what the applicant met.
 * Usage: npm run bench:flood   (node scripts/bench.mjs channel-flood)
 * Targets: every flooder closed, RSS within 50 MB of idle, the applicant's answer stored with no refusal.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PINGS_PER_CLIENT = 800_000;
const NON_READERS = 4;
const TINY_FRAMES = 100_000;
const APPLICANT_SECONDS = 10;

/** A small WebM the applicant streams, in 1 s chunks (made once, cached). */
function applicantChunks(): Buffer[] {
  const file = path.join(tmpdir(), `vi-bench-flood-${APPLICANT_SECONDS}s.webm`);
  if (!existsSync(file)) {
    const made = spawnSync(ffmpegBinary(), [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=15'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(APPLICANT_SECONDS)],
      ...['-c:v', 'libvpx', '-b:v', '300k', '-deadline', 'realtime', '-threads', '1'],
      ...['-c:a', 'libopus', file],
    ]);
    if (made.status !== 0) throw new Error(`ffmpeg failed: ${made.stderr.toString()}`);
  }
  const data = readFileSync(file);
  const size = Math.ceil(data.length / APPLICANT_SECONDS);
  return Array.from({ length: APPLICANT_SECONDS }, (_, i) => data.subarray(i * size, (i + 1) * size));
}

async function rssMb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function connect(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

const closeOf = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));

function drainedOrClosed(raw: Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      raw.off('drain', done);
      raw.off('close', done);
      resolve();
    };
    raw.on('drain', done);
    raw.on('close', done);
  });
}

/** A client that stops reading and writes `count` pings, framed and masked as a browser frames them. */
async function nonReader(url: string, count: number): Promise<number> {
  const socket = await connect(url);
  const closed = closeOf(socket);
  socket.pause();
  const ping = Buffer.from(JSON.stringify({ type: 'ping' }));
  const frame = Buffer.concat([Buffer.from([0x81, 0x80 | ping.length, 0, 0, 0, 0]), ping]);
  const slice = Buffer.concat(Array.from({ length: 10_000 }, () => frame));
  const raw = (socket as unknown as { _socket: Socket })._socket;
  for (let sent = 0; sent < count && !raw.destroyed; sent += 10_000) {
    // The server closes a flooder while it writes (that is what is measured): a closed socket never
    // drains, so its close ends the wait too, or the bench would wait for good.
    if (!raw.write(slice)) await drainedOrClosed(raw);
  }
  // Reads again only now, to learn how the server closed it.
  socket.resume();
  return closed;
}

async function tinyFrames(url: string): Promise<number> {
  const socket = await connect(url);
  const closed = closeOf(socket);
  const frame = Buffer.alloc(1);
  for (let i = 0; i < TINY_FRAMES && socket.readyState === WebSocket.OPEN; i++)
    socket.send(frame, { binary: true });
  return closed;
}

async function seedApplicant(base: string, token: string): Promise<string> {
  const api = async (method: string, url: string, body: unknown) => {
    const res = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const questionnaire = await api('POST', '/questionnaire', {
    questionnaireName: `Flood benchmark ${Date.now()}`,
    contentType: 'Video',
    questions: [{ questionText: 'Tell us about yourself.' }],
  });
  const job = await api('POST', '/company/1/jobs', { title: 'Flood benchmark' });
  const jobId = String(job.id ?? job.jobId);
  await api('POST', `/job/${jobId}/questionnaire`, { questionnaireId: questionnaire.questionnaireId });
  const form = new FormData();
  form.set('jobId', jobId);
  form.set('firstName', 'Bench');
  form.set('lastName', 'Applicant');
  form.set('email', `flood-${Date.now()}@example.com`);
  const res = await fetch(`${base}/api/v1/invite/create-application`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${await res.text()}`);
  const guid = ((await res.json()) as { data: { applicationGuid: string } }).data.applicationGuid;
  await recordConsent(base, guid);
  return guid;
}

type Message = { type: string; chunks?: number; recordingId?: string; code?: string };

/** One connection of the applicant: every message it received, and a way to wait for one. */
async function applicantConnection(url: string, errors: string[]) {
  const socket = await connect(url);
  const waiters: { type: string; resolve: (m: Message) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Message;
    if (message.type === 'error') errors.push(message.code ?? 'error');
    const i = waiters.findIndex((w) => w.type === message.type);
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(message);
  });
  // A reply that never comes is a failure to report, not a bench that waits for good.
  const next = (type: string) =>
    new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`applicant: no ${type} within 60 s`)), 60_000);
      waiters.push({
        type,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  return { socket, next };
}

/** A real applicant: a chunk a second, the connection drops at half time, resume and resend. */
async function realApplicant(url: string, guid: string, chunks: Buffer[]) {
  const errors: string[] = [];
  const metadata = { type: 'metadata', applicantGuid: guid, questionId: 'question-1', isLastQuestion: true };
  const first = await applicantConnection(url, errors);
  first.socket.send(JSON.stringify(metadata));
  const { recordingId } = await first.next('metadata_received');
  const half = Math.floor(chunks.length / 2);
  for (let i = 0; i < half; i++) {
    first.socket.send(chunks[i]!, { binary: true });
    await sleep(1000);
  }
  // Two more go out and the connection drops under them, before their acknowledgements.
  first.socket.send(chunks[half]!, { binary: true });
  first.socket.send(chunks[half + 1]!, { binary: true });
  first.socket.terminate();
  await sleep(1000);
  const second = await applicantConnection(url, errors);
  second.socket.send(JSON.stringify({ ...metadata, resume: true, recordingId }));
  const resumed = await second.next('metadata_received');
  for (let i = resumed.chunks ?? 0; i < chunks.length; i++) {
    second.socket.send(chunks[i]!, { binary: true });
    if (i >= half + 2) await sleep(1000);
  }
  second.socket.send(JSON.stringify({ type: 'process_recording' }));
  const submitted = await Promise.race([
    second.next('answer_submitted').catch(() => null),
    sleep(30_000).then(() => null),
  ]);
  second.socket.close();
  return { stored: submitted !== null, errors, held: resumed.chunks ?? 0, sent: half + 2 };
}

async function main(): Promise<void> {
  const chunks = applicantChunks();
  const product = await startProductServer({ TRANSCRIBE_ENGINE: 'none', LOG_LEVEL: 'info' }, 'bench-flood');
  let logLines = 0;
  let logBytes = 0;
  product.stdout?.on('data', (d: Buffer) => {
    logBytes += d.length;
    logLines += d.toString().split('\n').length - 1;
  });
  const url = `${product.base.replace('http://', 'ws://')}/stream`;
  try {
    const guid = await seedApplicant(product.base, await product.token());
    await sleep(2000);
    const idle = await rssMb(product.pid);
    process.stdout.write(`Channel flood benchmark (production build, SQLite, own process)\n`);
    process.stdout.write(`  idle RSS ${idle.toFixed(1)} MB\n`);

    const linesBefore = logLines;
    const bytesBefore = logBytes;
    const tinyStart = performance.now();
    const tinyCode = await tinyFrames(url);
    await sleep(500);
    process.stdout.write(
      `  ${TINY_FRAMES.toLocaleString('en')} one-byte frames, no guid: closed ${tinyCode} after ` +
        `${(performance.now() - tinyStart).toFixed(0)} ms; log ${logLines - linesBefore} lines, ${logBytes - bytesBefore} bytes\n`,
    );

    let peak = idle;
    const sampler = setInterval(() => {
      void rssMb(product.pid).then((mb) => (peak = Math.max(peak, mb)));
    }, 50);
    const floodLines = logLines;
    const applicant = realApplicant(url, guid, chunks);
    const codes = await Promise.all(
      Array.from({ length: NON_READERS }, () => nonReader(url, PINGS_PER_CLIENT)),
    );
    const result = await applicant;
    await sleep(1000);
    clearInterval(sampler);
    const after = await rssMb(product.pid);
    process.stdout.write(
      `  ${NON_READERS} non-reading clients × ${PINGS_PER_CLIENT.toLocaleString('en')} pings: closed ${codes.join(', ')}; ` +
        `log ${logLines - floodLines} lines (with the applicant's)\n` +
        `  RSS idle ${idle.toFixed(1)} MB, peak ${peak.toFixed(1)} MB (+${(peak - idle).toFixed(1)}), after ${after.toFixed(1)} MB\n` +
        `  applicant beside them (1 chunk/s; dropped with ${result.sent} sent, the server held ${result.held}, the rest resent): ` +
        `${result.stored ? 'answer stored' : 'NOT stored'}, refusals ${result.errors.length}${result.errors.length ? ` (${result.errors.join(', ')})` : ''}\n`,
    );
    const pass =
      codes.every((code) => code >= 4011 && code <= 4013) &&
      tinyCode >= 4011 &&
      peak - idle <= 50 &&
      result.stored &&
      result.errors.length === 0;
    process.stdout.write(
      `  targets: every flooder closed, RSS within 50 MB of idle, applicant stored without refusal: ${pass ? 'PASS' : 'FAIL'}\n`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    await product.stop();
  }
}

await main();
