import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a Node process and resolves once its stdout contains `readyText`. With `stdoutFile` its standard
 * output is that file, as `node … > file` makes it (a service manager's log file): no process of the
 * bench copies its lines, so a process that logs every request pays only its own write.
 */
export async function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  readyText: string,
  timeoutMs = 60_000,
  stdoutFile?: string,
): Promise<ChildProcess> {
  const fd = stdoutFile === undefined ? undefined : openSync(stdoutFile, 'a');
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', fd ?? 'pipe', 'inherit'],
  });
  if (fd !== undefined) closeSync(fd);
  await new Promise<void>((resolve, reject) => {
    if (stdoutFile !== undefined) {
      const started = Date.now();
      const poll = setInterval(() => {
        if (readFileSync(stdoutFile, 'utf8').includes(readyText)) {
          clearInterval(poll);
          resolve();
        } else if (Date.now() - started > timeoutMs) {
          clearInterval(poll);
          reject(new Error(`process did not start: ${args.join(' ')}`));
        }
      }, 100);
      child.once('exit', (code) => {
        clearInterval(poll);
        reject(new Error(`process exited early (${code}): ${args.join(' ')}`));
      });
      return;
    }
    let out = '';
    const timer = setTimeout(() => reject(new Error(`process did not start: ${args.join(' ')}`)), timeoutMs);
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes(readyText)) {
        clearTimeout(timer);
        // Stop collecting: a process that logs every request would grow this string without end.
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`process exited early (${code}): ${args.join(' ')}`)));
  });
  return child;
}

/** CPU seconds and peak RSS of a process, from /proc (Linux). */
export async function processStats(pid: number): Promise<{ cpuSeconds: number; peakRssMb: number }> {
  const { readFile } = await import('node:fs/promises');
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const hwm = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  return { cpuSeconds: ticks / 100, peakRssMb: hwm ? Number(hwm) / 1024 : 0 };
}
