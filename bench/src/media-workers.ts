import type { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import WebSocket from 'ws';
import { recordConsent } from './lib/consent.js';
import { startProcess } from './lib/processes.js';
import { ROOT, startProductServer, type ProductServer } from './lib/product-server.js';
import { sourceRecording } from './lib/source-recording.js';

/**
 * Media workers (docs/decisions/0022-media-off-the-submit-path.md): how many submitted answers a minute `npm run worker` processes turn
 * into media (remux, 16 kHz WAV, thumbnail: the process-answer-media job), with one worker process and
 * with two on the same queue, in the same run. Scaled mode: PostgreSQL + Redis (BullMQ); the API process
 * runs no jobs. Each round: N applicants submit a video answer while no worker runs (submit does not
 * wait for media), then the workers start and the clock runs until every answer is ready.
 * Usage: node scripts/bench.mjs media-workers [--answers 40] [--seconds 20]
 *   env BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_REDIS_URL
 *   (default redis://127.0.0.1:6379). Each round uses its own database schema; the Redis queue is the
 *   default one (nothing else may consume it while this runs).
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const ANSWERS = option('answers', 120);
const SECONDS = option('seconds', 20);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api(server: ProductServer, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.base}/api/v1${url}`, {
    method,
    headers: {
      authorization: `Bearer ${await server.token()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** One Video questionnaire on a new job of the demo company, and N invited applicants who consented. */
async function seed(server: ProductServer, count: number): Promise<string[]> {
  const questionnaire = await api(server, 'POST', '/questionnaire', {
    questionnaireName: `Worker benchmark ${Date.now()}`,
    contentType: 'Video',
    questions: [{ questionText: 'Tell us about a project you are proud of.' }],
  });
  const job = await api(server, 'POST', '/company/1/jobs', { title: 'Worker benchmark' });
  const jobId = String(job.id ?? job.jobId);
  await api(server, 'POST', `/job/${jobId}/questionnaire`, {
    questionnaireId: questionnaire.questionnaireId,
  });
  const guids: string[] = [];
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.set('jobId', jobId);
    form.set('firstName', 'Bench');
    form.set('lastName', 'Applicant');
    form.set('email', `bench-workers-${Date.now()}-${i}@example.com`);
    const res = await fetch(`${server.base}/api/v1/invite/create-application`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await server.token()}` },
      body: form,
    });
    if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${await res.text()}`);
    const guid = ((await res.json()) as { data: { applicationGuid: string } }).data.applicationGuid;
    await recordConsent(server.base, guid);
    guids.push(guid);
  }
  return guids;
}

/** One applicant's answer: metadata, the chunks (as fast as acknowledged), process_recording. */
async function submit(wsBase: string, guid: string, chunks: Buffer[]): Promise<void> {
  const socket = new WebSocket(`${wsBase}/stream`);
  const waiting = new Map<string, (m: Record<string, unknown>) => void>();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Record<string, unknown>;
    if (message.type === 'error') throw new Error(`recording refused: ${String(message.code)}`);
    waiting.get(String(message.type))?.(message);
  });
  const next = (type: string) =>
    new Promise<Record<string, unknown>>((resolve) => waiting.set(type, resolve));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const received = next('metadata_received');
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
  let acked = 0;
  const allAcked = new Promise<void>((resolve) =>
    waiting.set('ack', (m) => {
      acked = Number(m.chunks);
      if (acked === chunks.length) resolve();
    }),
  );
  for (const chunk of chunks) socket.send(chunk, { binary: true });
  await allAcked;
  const submitted = next('answer_submitted');
  socket.send(JSON.stringify({ type: 'process_recording' }));
  await submitted;
  socket.close();
}

/** Answers of the demo company ready (media made), read through the recruiters' list. */
async function countReady(server: ProductServer): Promise<{ ready: number; failed: number }> {
  let ready = 0;
  let failed = 0;
  for (let page = 1; ; page++) {
    const body = await api(server, 'GET', `/company/1/interviews?limit=100&page=${page}`);
    const data = body.data as { applicantName: string; responses: { mediaStatus?: string }[] }[];
    for (const interview of data) {
      if (interview.applicantName !== 'Bench Applicant') continue;
      for (const r of interview.responses) {
        if (r.mediaStatus === 'ready') ready++;
        if (r.mediaStatus === 'failed') failed++;
      }
    }
    if (page * 100 >= Number(body.total)) return { ready, failed };
  }
}

interface Round {
  workers: number;
  answers: number;
  /** From starting the worker processes to the last answer ready. */
  seconds: number;
  /** Answers a minute between 10 % and 100 % ready (the workers' steady rate). */
  perMinute: number;
  /** Answers a minute over the whole round, start-up included. */
  wallPerMinute: number;
}

async function round(workers: number, recording: Buffer): Promise<Round> {
  const schema = `bench_workers_${randomBytes(4).toString('hex')}`;
  const env = {
    DATABASE_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    TRANSCRIBE_ENGINE: 'none',
    // No demo: its answers would be media jobs too. The token's company is provisioned on first use.
    DEMO_SEED: 'false',
    RUN_WORKER: 'false',
    // The workers run on this machine with the server's DATA_DIR, so they see its local take store; the
    // server refuses a shared queue with local takes unless that is declared (docs/deployment.md).
    RECORDING_TAKE_STORE: 'local',
  };
  const server = await startProductServer(env, 'bench-workers');
  const started: ReturnType<typeof spawn>[] = [];
  try {
    const guids = await seed(server, ANSWERS);
    const wsBase = server.base.replace(/^http/, 'ws');
    const chunks = Array.from({ length: SECONDS }, (_, i) => {
      const size = Math.ceil(recording.length / SECONDS);
      return recording.subarray(i * size, (i + 1) * size);
    });
    // Submitted before any worker runs: the queue holds every media job when the clock starts.
    for (let i = 0; i < guids.length; i += 10)
      await Promise.all(guids.slice(i, i + 10).map((guid) => submit(wsBase, guid, chunks)));
    const workerEnv = {
      ...env,
      NODE_ENV: 'production',
      DATA_DIR: server.dataDir,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
      DEMO_SEED: 'false',
      // "worker ready" is an info line: the process is awaited on it.
      LOG_LEVEL: 'info',
    };
    // The workers start side by side; the rate is taken between 10 % and 100 % of the answers ready, so
    // a process's start-up (a second or two) does not count against the round with more processes.
    const clock = performance.now();
    started.push(
      ...(await Promise.all(
        Array.from({ length: workers }, () =>
          startProcess([path.join(ROOT, 'apps/server/dist/worker.js')], workerEnv, 'worker ready'),
        ),
      )),
    );
    // Their log (an info line per answer) is drained, or a full pipe would stall them.
    for (const child of started) child.stdout?.resume();
    const firstTenth = Math.ceil(ANSWERS / 10);
    let tenthAt: { at: number; ready: number } | undefined;
    for (;;) {
      const { ready, failed } = await countReady(server);
      if (failed > 0) throw new Error(`${failed} answers failed`);
      if (!tenthAt && ready >= firstTenth) tenthAt = { at: performance.now(), ready };
      if (ready >= ANSWERS) break;
      await sleep(100);
    }
    const done = performance.now();
    const seconds = (done - clock) / 1000;
    const steady =
      tenthAt && done > tenthAt.at ? ((ANSWERS - tenthAt.ready) / (done - tenthAt.at)) * 60_000 : 0;
    return { workers, answers: ANSWERS, seconds, perMinute: steady, wallPerMinute: (ANSWERS / seconds) * 60 };
  } finally {
    for (const child of started) child.kill('SIGTERM');
    await Promise.all(started.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    await server.stop();
  }
}

const recording = await sourceRecording({ name: 'workers', seconds: SECONDS });
process.stdout.write(
  `Media workers: ${ANSWERS} answers of ${SECONDS} s video each, PostgreSQL + Redis, API process runs no jobs\n`,
);
const results: Round[] = [];
for (const workers of [1, 2]) {
  const result = await round(workers, recording);
  results.push(result);
  process.stdout.write(
    `  ${workers} worker process${workers > 1 ? 'es' : ''}: ${result.perMinute.toFixed(0)} answers/min steady ` +
      `(${result.answers} answers in ${result.seconds.toFixed(1)} s from start-up = ${result.wallPerMinute.toFixed(0)}/min)\n`,
  );
}
const [one, two] = results;
if (one && two)
  process.stdout.write(`  2 workers / 1 worker: ${(two.perMinute / one.perMinute).toFixed(2)}x\n`);
