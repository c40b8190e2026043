import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startProcess } from './lib/processes.js';
import { ROOT, startProductServer } from './lib/product-server.js';

/**
 * API throughput: the product's questionnaire list (100 questionnaires × 8 questions) and job card,
 * each against a bare Fastify route returning the same JSON, measured in the same run.
 * Usage: npm run bench:api [-- --duration 10 --connections 50]
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const DURATION = option('duration', 10);
const CONNECTIONS = option('connections', 50);
const QUESTIONNAIRES = option('questionnaires', 100);

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function main(): Promise<void> {
  const product = await startProductServer({}, 'bench-api');
  const { base, dataDir } = product;
  const barePort = await freePort();
  let bare: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    const token = await product.token();
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    // The demo company has 2 questionnaires; fill it up to the benchmark's size through the API.
    const existing = (await (
      await fetch(`${base}/api/v1/company/1/questionnaire`, { headers: auth })
    ).json()) as unknown[];
    for (let i = existing.length; i < QUESTIONNAIRES; i++) {
      const res = await fetch(`${base}/api/v1/questionnaire`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          questionnaireName: `Benchmark questionnaire ${i}`,
          contentType: i % 2 ? 'Audio' : 'Video',
          questions: Array.from({ length: 8 }, (_, q) => ({
            questionText: `Question ${q + 1} of questionnaire ${i}?`,
          })),
        }),
      });
      if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
    }
    const listUrl = `${base}/api/v1/company/1/questionnaire`;
    const jobUrl = `${base}/api/v1/job/1`;
    const list = (await (await fetch(listUrl, { headers: auth })).json()) as unknown;
    const job = (await (await fetch(jobUrl)).json()) as unknown;
    const payloadFile = path.join(dataDir, 'payloads.json');
    writeFileSync(payloadFile, JSON.stringify({ questionnaires: list, job }));
    bare = await startProcess(
      [path.join(ROOT, 'bench/dist/bare-server.js'), payloadFile, String(barePort)],
      {},
      'ready',
    );

    const bareBase = `http://127.0.0.1:${barePort}`;
    process.stdout.write(
      `API benchmark: ${CONNECTIONS} connections, ${DURATION} s each, ${(list as unknown[]).length} questionnaires × 8 questions, SQLite\n`,
    );
    const pairs: [Result, Result][] = [];
    pairs.push([
      await load('GET /company/1/questionnaire', listUrl, { authorization: auth.authorization }),
      await load('bare, same JSON', `${bareBase}/bare/questionnaires`),
    ]);
    pairs.push([
      await load('GET /job/1 (public card)', jobUrl),
      await load('bare, same JSON', `${bareBase}/bare/job`),
    ]);
    // Where the product's own request stack (helmet headers, rate limit, zod serialiser) tops out with no
    // database at all: a ceiling for any small-JSON route, to read the job card's ratio against.
    const floor = await load('GET /config (no database)', `${base}/api/v1/config`);

    const row = (r: Result) =>
      `  ${r.name.padEnd(32)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
    let ok = true;
    for (const [product, baseline] of pairs) {
      const ratio = product.rps / baseline.rps;
      const pass = ratio >= 0.5 && product.p99 <= 25 && product.errors + product.non2xx === 0;
      ok &&= pass;
      process.stdout.write(
        `${row(product)}\n${row(baseline)}\n  ratio product/bare ${ratio.toFixed(2)} (target ≥ 0.50), p99 target ≤ 25 ms: ${pass ? 'PASS' : 'FAIL'}\n\n`,
      );
    }
    process.stdout.write(
      `${row(floor)}\n  ratio of the request stack alone to bare (job card): ${(floor.rps / pairs[1]![1].rps).toFixed(2)}\n`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    bare?.kill('SIGTERM');
    await product.stop();
  }
}

await main();
