import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEspeakInstalled } from '../../src/infra/tts/espeak-synthesizer.js';
import { freePort, PROCESS_START_MS, runNode } from '../helpers/process.js';
import { waitFor } from '../helpers/wait-for.js';
// @ts-expect-error -- plain JS build helper shared with npm start; it has no type declarations
import { ensureBuilt, ROOT } from '../../../../scripts/lib/build.mjs';
import { scaled } from '../helpers/time-scale.js';

/**
 * `npm start` on an empty data folder, as a person runs it: the banner names the speech engines and
 * the demo's recorded interviews, which become completed interviews with playable media. Once with
 * this machine's tools, once as on a machine with only Node: nothing on PATH but node, and the ffmpeg and
 * ffprobe npm installs (2018 builds: the demo must use only filters they know).
 */
const MAIN = path.join(ROOT as string, 'apps/server/dist/main.js');
const MEDIA_READY_MS = 300_000;

interface ListedInterview {
  id: string;
  status: string;
  responses: { videoUrl: string | null; audioUrl: string | null }[];
}

const require = createRequire(import.meta.url);
const packaged = (name: string) => (require(name) as { path: string }).path;

/** A PATH with node alone, and the npm-installed media tools (Debian's are found at /usr/bin otherwise). */
function nodeOnly(dir: string): NodeJS.ProcessEnv {
  const bin = path.join(dir, 'bin');
  mkdirSync(bin);
  symlinkSync(process.execPath, path.join(bin, 'node'));
  return {
    PATH: bin,
    FFMPEG_PATH: packaged('@ffmpeg-installer/ffmpeg'),
    FFPROBE_PATH: packaged('@ffprobe-installer/ffprobe'),
  };
}

describe('npm start with the demo', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    dirs.push(mkdtempSync(path.join(tmpdir(), 'vi-demo-proc-')));
    return dirs.at(-1)!;
  };
  beforeAll(() => {
    (ensureBuilt as () => void)();
  }, scaled(240_000));
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it.each([
    { machine: "this machine's tools", env: (): NodeJS.ProcessEnv => ({}), spanish: isEspeakInstalled() },
    // No espeak-ng on that PATH: the Spanish interview alone is left out, and the banner says so.
    { machine: 'only Node and what npm installs', env: () => nodeOnly(tempDir()), spanish: false },
  ])(
    'lists completed demo interviews whose recorded answers play, with $machine',
    async ({ env, spanish }) => {
      const recorded = spanish ? 6 : 5;
      const unvoiced = '; 1 in Spanish not recorded — espeak-ng not found';
      const port = await freePort();
      const started = Date.now();
      const dataDir = tempDir();
      const server = runNode(MAIN, { LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir, ...env() });
      try {
        const recording = `Demo interviews: recording ${recorded} of 6 in the background (each shows as Completed once its answers are stored)${spanish ? '\n' : unvoiced}`;
        await waitFor(() => server.stdout().includes(recording), {
          timeoutMs: PROCESS_START_MS,
          message: () => `the banner (stdout: ${server.stdout()} stderr: ${server.stderr()})`,
        });
        const listening = Date.now() - started;
        // Moonshine ships with npm ci, so a bare machine transcribes as this one does.
        expect(server.stdout()).toContain('Transcription: Moonshine tiny (built in)\n');
        expect(server.stdout()).toContain('Questions read aloud: flite (built in)');

        await waitFor(() => server.stdout().includes(`Demo interviews ready: ${recorded} of 6 completed`), {
          timeoutMs: MEDIA_READY_MS,
          intervalMs: 250,
          message: () => `the demo media (stdout: ${server.stdout()} stderr: ${server.stderr()})`,
        });
        const ready = Date.now() - started;
        expect(server.stdout().includes('1 in Spanish not recorded (espeak-ng not found)')).toBe(!spanish);
        console.info(`demo start: listening after ${listening} ms, media ready after ${ready} ms`);

        const signIn = /(http:\/\/localhost:\d+\/v1\/recruiter\?jtToken=\S+)/.exec(server.stdout())?.[1];
        const token = new URL(signIn!).searchParams.get('jtToken')!;
        const auth = { authorization: `Bearer ${token}` };
        const list = await fetch(`http://127.0.0.1:${port}/api/v1/company/1/interviews?status=Completed`, {
          headers: auth,
        });
        expect(list.status).toBe(200);
        const interviews = ((await list.json()) as { data: ListedInterview[] }).data;
        expect(interviews.filter((i) => i.status === 'Completed').length).toBeGreaterThanOrEqual(4);

        const videoUrl = interviews.flatMap((i) => i.responses).find((r) => r.videoUrl)?.videoUrl;
        expect(videoUrl).toBeTruthy();
        const media = await fetch(`http://127.0.0.1:${port}${videoUrl!}`, {
          headers: { ...auth, range: 'bytes=0-' },
        });
        expect([200, 206]).toContain(media.status);
        expect(media.headers.get('content-type')).toBe('video/webm');
        const bytes = Buffer.from(await media.arrayBuffer());
        expect(bytes.length).toBeGreaterThan(10_000);
        // EBML: the first bytes of every WebM.
        expect(bytes.readUInt32BE(0)).toBe(0x1a45dfa3);
      } finally {
        server.child.kill('SIGINT');
        expect(await server.exited).toBe(0);
      }
    },
    MEDIA_READY_MS + 60_000,
  );
});
