import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * nginx from Debian's package as the load balancer in front of the API nodes, run as a plain child
 * process from a folder of its own (no system service, nothing installed by the test).
 */
const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

export function findNginx(): string | undefined {
  const fromPath = (process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx'));
  return [...fromPath, ...CANDIDATES].find((file) => existsSync(file));
}

/**
 * The proxy configuration of docs/deployment.md ("Many machines"), with this run's paths and ports:
 * round robin over the nodes, no ip_hash or sticky cookie, WebSocket upgrades passed on, long reads
 * (a recording channel is quiet between chunks), and a request a node cannot take (refused connection,
 * 502, or 503 while it drains) tried on the next node. X-Upstream names the node that answered, for the
 * test to know where each connection landed.
 */
export function nginxConfig(dir: string, listenPort: number, upstreamPorts: number[]): string {
  const servers = upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n');
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }
  upstream api {
${servers}
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 60m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export interface RunningNginx {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  /** The last lines of nginx's error log (why a request found no node, say). */
  errorLog(lines?: number): string;
  stop(): Promise<void>;
}

export async function startNginx(
  binary: string,
  dir: string,
  listenPort: number,
  upstreamPorts: number[],
): Promise<RunningNginx> {
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, listenPort, upstreamPorts));
  const child = spawn(binary, ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${stderr}`);
    const up = await fetch(`${url}/nginx-probe`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${listenPort}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url,
    stderr: () => stderr,
    errorLog: (lines = 20) =>
      (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '')
        .split('\n')
        .slice(-lines - 1)
        .join('\n'),
    async stop() {
      // SIGTERM: the master stops its workers too (a SIGKILL would leave them behind).
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The node that answered, from X-Upstream ("addr" or, after a retry, "addr1, addr2": the last one). */
export function upstreamPortOf(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header.join(', ') : header;
  const last = value?.split(',').at(-1)?.trim();
  const port = last ? Number(last.split(':').at(-1)) : NaN;
  return Number.isInteger(port) ? port : undefined;
}
