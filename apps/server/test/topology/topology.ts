import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from '../../src/db/database.js';
import { freePort, PROCESS_START_MS } from '../helpers/process.js';
import { claimRedisDb, redisUrlFor, releaseRedisDb } from '../helpers/redis-db.js';
import { waitFor } from '../helpers/wait-for.js';
import { RecordingClient } from '../helpers/ws-client.js';
import { startS3rver, type S3rverFixture } from '../s3rver-fixture.js';
// @ts-expect-error -- plain JS build helper shared with npm start; it has no type declarations
import { ROOT } from '../../../../scripts/lib/build.mjs';
import { runIsolated, type IsolatedProcess } from './isolated-process.js';
import { startNginx, upstreamPortOf, type RunningNginx } from './nginx.js';

/**
 * The reference topology of docs/deployment.md ("Many machines") on one machine: two API nodes and a
 * worker, each in its own mount namespace with its own DATA_DIR (as apart as separate machines), over one
 * PostgreSQL schema, one Redis database and one s3rver bucket made for this run, behind nginx as a
 * round-robin WebSocket proxy without stickiness. `close()` ends every process and removes every
 * temporary thing (schema, Redis keys, bucket, folders), also after a failure.
 */
const MAIN = path.join(ROOT as string, 'apps/server/dist/main.js');
const WORKER = path.join(ROOT as string, 'apps/server/dist/worker.js');
export const TOPOLOGY_JWT_SECRET = 'topology-test-secret-that-is-long-enough-0123456789';
const SHUTDOWN_TIMEOUT_MS = 15_000;

export type NodeName = 'a' | 'b';

export interface ApiNode {
  name: NodeName;
  port: number;
  dataDir: string;
  process: IsolatedProcess | undefined;
  /** The node's process before its last stop, for its output. */
  previous?: IsolatedProcess;
}

export interface TopologyOptions {
  pgUrl: string;
  redisUrl: string;
  nginx: string;
}

export class Topology {
  readonly nodes: Record<NodeName, ApiNode>;
  worker: IsolatedProcess | undefined;
  proxy: RunningNginx | undefined;
  s3: S3rverFixture | undefined;
  /** The test's own connection to the run's schema (seeding, reading answers). */
  database: Database | undefined;
  private redisDb: number | undefined;
  /** Set once close() begins: clients still retrying give up. */
  isClosed = false;

  private constructor(
    private readonly options: TopologyOptions,
    readonly root: string,
    readonly schema: string,
    ports: [number, number],
  ) {
    this.nodes = {
      a: { name: 'a', port: ports[0], dataDir: path.join(root, 'node-a'), process: undefined },
      b: { name: 'b', port: ports[1], dataDir: path.join(root, 'node-b'), process: undefined },
    };
  }

  static async start(options: TopologyOptions): Promise<Topology> {
    const root = mkdtempSync(path.join(tmpdir(), 'vi-topology-'));
    const topology = new Topology(options, root, `topo_${randomBytes(6).toString('hex')}`, [
      await restartablePort(),
      await restartablePort(),
    ]);
    try {
      await topology.boot();
    } catch (err) {
      await topology.close();
      throw err;
    }
    return topology;
  }

  private async boot(): Promise<void> {
    this.redisDb = await claimRedisDb(this.options.redisUrl, 'topology');
    this.s3 = await startS3rver();
    // Node A migrates the fresh schema alone; then B and the worker start on the migrated database.
    await this.startNode('a');
    await Promise.all([this.startNode('b'), this.startWorker()]);
    this.database = await createDatabase({
      dialect: 'postgres',
      url: this.options.pgUrl,
      schema: this.schema,
    });
    this.proxy = await startNginx(this.options.nginx, path.join(this.root, 'nginx'), await freePort(), [
      this.nodes.a.port,
      this.nodes.b.port,
    ]);
  }

  /** The environment of every process: the shared services, and nothing of any other process. */
  private env(): NodeJS.ProcessEnv {
    const s3 = this.s3!.config;
    const redisUrl = redisUrlFor(this.options.redisUrl, this.redisDb!);
    return {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      JWT_SECRET: TOPOLOGY_JWT_SECRET,
      DEMO_SEED: 'false',
      DATABASE_URL: this.options.pgUrl,
      DATABASE_SCHEMA: this.schema,
      REDIS_URL: redisUrl,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint!,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
      RECORDING_TAKE_STORE: 'shared',
      TRANSCRIBE_ENGINE: 'none',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      // Every applicant of the test comes through nginx from 127.0.0.1.
      TRUST_PROXY: 'true',
      RECORDING_MAX_CONNECTIONS_PER_ADDRESS: '500',
      RATE_LIMIT_PER_MINUTE: '100000',
      WEB_DIST_DIR: path.join(this.root, 'no-web-build'),
    };
  }

  get proxyUrl(): string {
    return this.proxy!.url;
  }

  async startNode(name: NodeName): Promise<IsolatedProcess> {
    const node = this.nodes[name];
    const url = `http://127.0.0.1:${node.port}`;
    const child = runIsolated(MAIN, node.dataDir, {
      ...this.env(),
      PORT: String(node.port),
      PUBLIC_URL: url,
    });
    node.process = child;
    await waitFor(
      async () => {
        if (child.child.exitCode !== null) throw new Error(`node ${name} exited: ${child.stderr()}`);
        const response = await fetch(`${url}/api/v1/health/ready`).catch(() => undefined);
        return response?.status === 200;
      },
      {
        timeoutMs: PROCESS_START_MS,
        intervalMs: 100,
        message: () => `node ${name} ready (${child.stderr()})`,
      },
    );
    return child;
  }

  private async startWorker(): Promise<void> {
    const worker = runIsolated(WORKER, path.join(this.root, 'worker'), this.env());
    this.worker = worker;
    await waitFor(() => worker.stdout().includes('"msg":"worker ready"'), {
      timeoutMs: PROCESS_START_MS,
      message: () => `the worker ready (${worker.stderr()})`,
    });
  }

  /** SIGTERM (a drain) or SIGKILL (a crash); resolves with the exit code (null when killed). */
  async stopNode(name: NodeName, signal: 'SIGTERM' | 'SIGKILL'): Promise<number | null> {
    const running = this.nodes[name].process;
    if (!running) return null;
    running.child.kill(signal);
    const code = await running.exited;
    this.nodes[name].process = undefined;
    this.nodes[name].previous = running;
    return code;
  }

  /** A node's log lines (JSON, one a line) that match. */
  logLines(name: NodeName, pattern: RegExp): string[] {
    return (this.nodes[name].process?.stdout() ?? '').split('\n').filter((line) => pattern.test(line));
  }

  /** The node a client's connection reached through the proxy (nginx's X-Upstream). */
  nodeOf(client: RecordingClient): NodeName | undefined {
    const port = upstreamPortOf(client.upgradeHeaders['x-upstream']);
    return (['a', 'b'] as const).find((name) => this.nodes[name].port === port);
  }

  /**
   * A recording connection through the proxy. With `landOn`, connections that round robin gives to the
   * other node are closed again until one lands there (each is a new request, nginx alternates).
   */
  async connect(landOn?: NodeName): Promise<RecordingClient> {
    for (let tries = 0; ; tries++) {
      const client = await RecordingClient.connect(this.proxyUrl, 'video');
      if (!landOn || this.nodeOf(client) === landOn) return client;
      await client.close();
      if (tries >= 5) throw new Error(`no connection through the proxy landed on node ${landOn}`);
    }
  }

  async close(): Promise<void> {
    this.isClosed = true;
    const processes = [this.nodes.a.process, this.nodes.b.process, this.worker].filter(
      (p): p is IsolatedProcess => p !== undefined,
    );
    await Promise.all(
      processes.map(async (p) => {
        if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
        await p.exited;
      }),
    );
    await this.proxy?.stop();
    await this.database?.destroy();
    await this.s3?.close();
    if (this.redisDb !== undefined) await releaseRedisDb(this.options.redisUrl, this.redisDb);
    const client = new pg.Client({ connectionString: this.options.pgUrl });
    await client.connect();
    try {
      await client.query(`drop schema if exists "${this.schema}" cascade`);
    } finally {
      await client.end();
    }
    // The tmpfs mounts went with the processes' namespaces: what is left are empty mount points.
    rmSync(this.root, { recursive: true, force: true });
  }
}

/**
 * A port a node can be restarted on. Not from the ephemeral range (freePort's): while a node restarts,
 * the machine's outgoing connections (nginx to the other node, the test's clients) take local ports
 * from that range, and one of them taking the node's port makes its restart fail with EADDRINUSE.
 */
async function restartablePort(): Promise<number> {
  const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  const below = Math.min(low ?? 32768, 32768);
  for (let tries = 0; tries < 50; tries++) {
    const port = 10_000 + Math.floor(Math.random() * (below - 10_000));
    if (await canListen(port)) return port;
  }
  throw new Error('no free port below the ephemeral range');
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
