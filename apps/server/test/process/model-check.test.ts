import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findMoonshineModelDir,
  MOONSHINE_MODEL_FILES,
} from '../../src/infra/transcription/moonshine/model-files.js';
import { silentWav } from '../fixtures/wav.js';
import { freePort, PROCESS_START_MS, runNode } from '../helpers/process.js';
import { waitFor } from '../helpers/wait-for.js';
// @ts-expect-error -- plain JS build helper shared with npm start; it has no type declarations
import { ensureServerBuilt, ROOT } from '../../../../scripts/lib/build.mjs';
import { scaled } from '../helpers/time-scale.js';

/**
 * The speech model as an operator meets it: the server and the worker check Moonshine's two files
 * against their pinned sha256 sums before they serve or take a job. A damaged file (one byte changed,
 * same size) or a missing one stops the start with exit code 1 and a message naming the file, instead
 * of a crash, or quietly worse transcripts, at the first answer. The files are copies in a folder of the
 * test's own (MOONSHINE_MODEL_DIR), so the installed package is never touched.
 */
const MAIN = path.join(ROOT as string, 'apps/server/dist/main.js');
const WORKER = path.join(ROOT as string, 'apps/server/dist/worker.js');
const { encoder, decoder } = MOONSHINE_MODEL_FILES;

describe('the Moonshine model check at start', () => {
  const dirs: string[] = [];
  const tmp = () => {
    dirs.push(mkdtempSync(path.join(tmpdir(), 'vi-model-')));
    return dirs.at(-1)!;
  };

  /** A copy of the installed model files, with `damage` done to it. */
  function modelCopy(damage: (dir: string) => void = () => undefined): string {
    const installed = findMoonshineModelDir();
    if (!installed) throw new Error('@moonshine-ai/moonshine-js is not installed (npm ci installs it)');
    const dir = path.join(tmp(), 'model');
    mkdirSync(dir);
    for (const { name } of [encoder, decoder]) copyFileSync(path.join(installed, name), path.join(dir, name));
    damage(dir);
    return dir;
  }

  /** Flips one byte in the middle of the file: the size stays, only the sum can tell. */
  function flipByte(file: string): void {
    const fd = openSync(file, 'r+');
    try {
      const at = 1_000_000;
      const byte = Buffer.alloc(1);
      readSync(fd, byte, 0, 1, at);
      byte[0] = byte[0]! ^ 0xff;
      writeSync(fd, byte, 0, 1, at);
    } finally {
      closeSync(fd);
    }
  }

  beforeAll(() => {
    (ensureServerBuilt as () => void)();
  }, scaled(240_000));
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  const env = (modelDir: string, port: number) => ({
    LOG_LEVEL: 'warn',
    DEMO_SEED: 'false',
    PORT: String(port),
    DATA_DIR: tmp(),
    MOONSHINE_MODEL_DIR: modelDir,
  });

  it('the server stops before listening when a model file is damaged, naming it', async () => {
    const modelDir = modelCopy((dir) => flipByte(path.join(dir, decoder.name)));
    const port = await freePort();
    const server = runNode(MAIN, env(modelDir, port));
    expect(await server.exited).toBe(1);
    const file = path.join(modelDir, decoder.name);
    expect(server.stderr()).toContain(`Moonshine model file ${file} does not match its pinned sha256`);
    expect(server.stderr()).toContain('reinstall it with `npm ci` or set TRANSCRIBE_ENGINE');
    // A message for a person, not a crash's stack trace.
    expect(server.stderr()).not.toMatch(/\n\s+at /);
    expect(server.stdout()).not.toContain('is running at');
    await expect(fetch(`http://127.0.0.1:${port}/api/v1/health`)).rejects.toThrow();
  });

  it('the server names a missing model file too', async () => {
    const modelDir = modelCopy((dir) => rmSync(path.join(dir, encoder.name)));
    const server = runNode(MAIN, env(modelDir, await freePort()));
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain(`Moonshine model file ${path.join(modelDir, encoder.name)} is missing`);
  });

  it('the worker process stops on a damaged model file the same way', async () => {
    const modelDir = modelCopy((dir) => flipByte(path.join(dir, encoder.name)));
    const worker = runNode(WORKER, { ...env(modelDir, await freePort()), LOG_LEVEL: 'info' });
    expect(await worker.exited).toBe(1);
    expect(worker.stderr()).toContain(
      `Moonshine model file ${path.join(modelDir, encoder.name)} does not match its pinned sha256`,
    );
    expect(worker.stdout()).not.toContain('worker ready');
  });

  it('starts with Moonshine from an intact copy of the files', async () => {
    const port = await freePort();
    const server = runNode(MAIN, env(modelCopy(), port));
    try {
      await waitFor(() => server.stdout().includes('is running at'), {
        timeoutMs: PROCESS_START_MS,
        message: () => `the banner (stdout: ${server.stdout()} stderr: ${server.stderr()})`,
      });
      expect(server.stdout()).toContain('Transcription: Moonshine tiny (built in)');
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });

  it(
    'a program that transcribes and awaits close() ends by itself once the thread has stopped',
    async () => {
      // An idle engine thread does not hold the process, but close() waits for the thread to end: that
      // wait must hold it, or a program awaiting close() (a benchmark, a CLI) exits unsettled with code 13.
      const dir = tmp();
      const script = path.join(dir, 'transcribe-and-close.mjs');
      const transcriber = path.join(
        ROOT as string,
        'apps/server/dist/infra/transcription/moonshine/moonshine-transcriber.js',
      );
      const wav = path.join(dir, 'silence.wav');
      writeFileSync(wav, silentWav(1));
      writeFileSync(
        script,
        [
          `import { createMoonshineTranscriber } from ${JSON.stringify(transcriber)};`,
          'const engine = createMoonshineTranscriber();',
          `await engine.transcribe(${JSON.stringify(wav)});`,
          'await engine.close();',
          "process.stdout.write('closed\\n');",
        ].join('\n'),
      );
      const run = runNode(script, {});
      expect(await run.exited, run.stderr()).toBe(0);
      expect(run.stdout()).toBe('closed\n');
    },
    scaled(60_000),
  );
});
