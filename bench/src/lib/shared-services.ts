import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startProcess } from './processes.js';
import { ROOT } from './product-server.js';

export interface SharedServices {
  /** The product's environment for the scaled mode's shared take store. */
  env: NodeJS.ProcessEnv;
  /** What the database is (for the report). */
  database: string;
  /** The object store's process (its CPU is reported beside the product's). */
  s3rverPid: number;
  stop(): Promise<void>;
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
const pg = createRequire(import.meta.url)('pg') as {
  Client: new (o: { connectionString: string }) => PgClient;
};

function run(command: string, args: string[], asPostgres: boolean): void {
  const [cmd, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

/**
 * PostgreSQL for the shared store: BENCH_DATABASE_URL's server in a schema of its own when set, else a
 * throw-away cluster (initdb + pg_ctl, as the postgres user when run as root) with fsync on.
 */
async function startPostgres(
  label: string,
): Promise<Omit<SharedServices, 'env' | 's3rverPid'> & { url: string; schema?: string }> {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    const schema = `bench_${Date.now().toString(36)}`;
    return {
      url: external,
      schema,
      database: `PostgreSQL at BENCH_DATABASE_URL, schema ${schema}`,
      async stop() {
        const client = new pg.Client({ connectionString: external });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `vi-${label}-pg-`));
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout.toString()), 0);
  const port = await freePort();
  run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync'], asPostgres);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  run('pg_ctl', ['start', '-w', '-D', dir, '-l', path.join(dir, 'log'), '-o', options], asPostgres);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    database: `a throw-away PostgreSQL cluster (fsync on) on port ${port}`,
    async stop() {
      run('pg_ctl', ['stop', '-D', dir, '-m', 'fast'], asPostgres);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL and an S3-compatible server (s3rver), each in its own process. s3rver keeps its objects in a
 * new folder under `objectRoot` (the temporary folder, on the same disk as PostgreSQL, unless given).
 */
export async function startSharedServices(
  label: string,
  objectRoot: string = tmpdir(),
): Promise<SharedServices> {
  const postgres = await startPostgres(label);
  const s3Dir = mkdtempSync(path.join(objectRoot, `vi-${label}-s3-`));
  const s3Port = await freePort();
  const bucket = 'bench-takes';
  let s3rver;
  try {
    s3rver = await startProcess(
      [path.join(ROOT, 'bench/dist/s3rver-server.js'), String(s3Port), s3Dir, bucket],
      {},
      'ready',
    );
  } catch (err) {
    await postgres.stop();
    throw err;
  }
  return {
    database: postgres.database,
    s3rverPid: s3rver.pid!,
    env: {
      DATABASE_URL: postgres.url,
      ...(postgres.schema ? { DATABASE_SCHEMA: postgres.schema } : {}),
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      RECORDING_TAKE_STORE: 'shared',
      // An API node of the reference topology (docs/deployment.md) runs no jobs: the media work waits for
      // workers, whose throughput `npm run bench:workers` measures on its own.
      RUN_WORKER: 'false',
    },
    async stop() {
      s3rver.kill('SIGTERM');
      await postgres.stop();
      rmSync(s3Dir, { recursive: true, force: true });
    },
  };
}
