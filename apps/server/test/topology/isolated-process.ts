import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Running } from '../helpers/process.js';

/**
 * A process as apart from its siblings as a separate machine: it runs in its own mount namespace with a
 * fresh tmpfs on its DATA_DIR, so what it writes there exists only for it (not for the host, not for
 * another node), and is gone when it exits, as a replaced machine's disk is. The process started is the
 * node process itself (unshare and sh exec into it), so signals reach it directly.
 */
export interface IsolatedProcess extends Running {
  pid: number;
  dataDir: string;
}

const UNSHARE = ['unshare', '--mount', '--propagation', 'private'];
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function runIsolated(script: string, dataDir: string, env: NodeJS.ProcessEnv): IsolatedProcess {
  mkdirSync(dataDir, { recursive: true });
  const command = `mount -t tmpfs -o size=256m tmpfs ${shellQuote(dataDir)} && exec ${shellQuote(process.execPath)} ${shellQuote(script)}`;
  const child = spawn(UNSHARE[0]!, [...UNSHARE.slice(1), 'sh', '-c', command], {
    env: { PATH: process.env.PATH, ...env, DATA_DIR: dataDir },
    stdio: 'pipe',
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ? null : code)),
  );
  return { child, stdout: () => out, stderr: () => err, exited, pid: child.pid!, dataDir };
}

/** Runs `sh -c command` inside the mount namespace of process `pid` (as `nsenter --mount` does). */
export function inNamespaceOf(pid: number, command: string): { status: number | null; stdout: string } {
  const result = spawnSync('nsenter', ['--target', String(pid), '--mount', 'sh', '-c', command], {
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout };
}

/** Every file under `dir`, as the process `pid` (or the host, for undefined) sees them. */
export function filesUnder(dir: string, pid?: number): string[] {
  const command = `find ${shellQuote(dir)} -type f 2>/dev/null | sort`;
  const stdout =
    pid === undefined
      ? spawnSync('sh', ['-c', command], { encoding: 'utf8' }).stdout
      : inNamespaceOf(pid, command).stdout;
  return stdout.split('\n').filter(Boolean);
}

/**
 * Why processes cannot be isolated here (undefined: they can). Mounting needs root (or a user namespace
 * that maps it); the check mounts and unmounts a tmpfs in a throw-away namespace exactly as runIsolated does.
 */
export function isolationUnavailable(): Promise<string | undefined> {
  const probe = mkdtempSync(path.join(tmpdir(), 'vi-unshare-probe-'));
  return new Promise((resolve) => {
    const child = spawn(
      UNSHARE[0]!,
      [
        ...UNSHARE.slice(1),
        'sh',
        '-c',
        `mount -t tmpfs tmpfs ${shellQuote(probe)} && touch ${shellQuote(probe)}/x`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const done = (reason: string | undefined) => {
      rmSync(probe, { recursive: true, force: true });
      resolve(reason);
    };
    child.once('error', (err) => done(`unshare could not be run (${err.message}); it is in util-linux`));
    child.once('exit', (code) =>
      done(
        code === 0
          ? undefined
          : `'unshare --mount' with 'mount -t tmpfs' is not permitted for this user (uid ${process.getuid?.()}; ` +
              `run as root): ${stderr.trim()}`,
      ),
    );
  });
}
