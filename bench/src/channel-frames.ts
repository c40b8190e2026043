import WebSocket from 'ws';
import { startProductServer } from './lib/product-server.js';

/**
 * The red team's large-frame flood (docs/security.md): 30 connections from one address, each sending
 * 4 MiB binary frames, against the production build in its own process. Prints the server's resident
 * memory idle, at its peak and a while after, and how each connection was closed.
 * Usage: npm run bench:frames   (node scripts/bench.mjs channel-frames)
 * Target: every connection closed by the server at its first oversized frame (1009, or 1006 when the
 * close reached a client still writing), peak RSS within 50 MB of idle.
 */

const CONNECTIONS = 30;
const FRAMES_PER_CONNECTION = 5;
const FRAME_BYTES = 4 * 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rssMb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** One flooder: opens, sends its frames as fast as the socket takes them, and reports its close code. */
async function flooder(url: string, frame: Buffer): Promise<number> {
  const socket = new WebSocket(url);
  const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => {
    socket.once('open', () => resolve());
    socket.once('close', () => resolve());
  });
  for (let i = 0; i < FRAMES_PER_CONNECTION && socket.readyState === WebSocket.OPEN; i++)
    socket.send(frame, { binary: true });
  return closed;
}

async function main(): Promise<void> {
  const product = await startProductServer({ TRANSCRIBE_ENGINE: 'none', LOG_LEVEL: 'info' }, 'bench-frames');
  const url = `${product.base.replace('http://', 'ws://')}/stream`;
  try {
    await sleep(2000);
    const idle = await rssMb(product.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      void rssMb(product.pid).then((mb) => (peak = Math.max(peak, mb)));
    }, 20);
    const frame = Buffer.alloc(FRAME_BYTES, 7);
    const started = performance.now();
    const codes = await Promise.all(Array.from({ length: CONNECTIONS }, () => flooder(url, frame)));
    const took = performance.now() - started;
    await sleep(3000);
    clearInterval(sampler);
    const after = await rssMb(product.pid);
    const byCode = new Map<number, number>();
    for (const code of codes) byCode.set(code, (byCode.get(code) ?? 0) + 1);
    process.stdout.write(
      `Large-frame flood (production build, SQLite, own process)\n` +
        `  ${CONNECTIONS} connections × ${FRAMES_PER_CONNECTION} frames of ${FRAME_BYTES / 1024 / 1024} MiB from one address, ` +
        `${took.toFixed(0)} ms; closed: ${[...byCode].map(([code, n]) => `${code} × ${n}`).join(', ')}\n` +
        `  RSS idle ${idle.toFixed(1)} MB, peak ${peak.toFixed(1)} MB (+${(peak - idle).toFixed(1)}), ` +
        `3 s after ${after.toFixed(1)} MB (+${(after - idle).toFixed(1)})\n`,
    );
    const pass = codes.every((code) => code === 1009 || code === 1006) && peak - idle <= 50;
    process.stdout.write(
      `  targets: every connection closed by the server, peak within 50 MB of idle: ${pass ? 'PASS' : 'FAIL'}\n`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    await product.stop();
  }
}

await main();
