import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, PROCESS_START_MS, runNode } from '../helpers/process.js';
import { waitFor } from '../helpers/wait-for.js';
// @ts-expect-error -- plain JS build helper shared with npm start; it has no type declarations
import { ensureBuilt, ROOT } from '../../../../scripts/lib/build.mjs';

/**
 * `npm start` on an empty data folder, as a person runs it: the banner names the speech engines and
 * the demo's recorded interviews, which become completed interviews with playable media.
 */
const MAIN = path.join(ROOT as string, 'apps/server/dist/main.js');
const MEDIA_READY_MS = 300_000;

interface ListedInterview {
  id: string;
  status: string;
  responses: { videoUrl: string | null; audioUrl: string | null }[];
}

describe('npm start with the demo', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vi-demo-proc-'));
  beforeAll(() => {
    (ensureBuilt as () => void)();
  }, 240_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'lists completed demo interviews whose recorded answers play',
    async () => {
      const port = await freePort();
      const started = Date.now();
      const server = runNode(MAIN, { LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir });
      try {
        await waitFor(() => server.stdout().includes('Demo interviews: recording 5 of 5'), {
          timeoutMs: PROCESS_START_MS,
          message: () => `the banner (stdout: ${server.stdout()} stderr: ${server.stderr()})`,
        });
        const listening = Date.now() - started;
        expect(server.stdout()).toMatch(
          /Transcription: (PocketSphinx|off — install Debian's pocketsphinx and pocketsphinx-en-us, or set TRANSCRIBE_URL)\n/,
        );
        expect(server.stdout()).toContain('Questions read aloud: flite (built in)');

        await waitFor(() => server.stdout().includes('Demo interviews ready: 5 of 5 completed'), {
          timeoutMs: MEDIA_READY_MS,
          intervalMs: 250,
          message: () => `the demo media (stdout: ${server.stdout()} stderr: ${server.stderr()})`,
        });
        const ready = Date.now() - started;
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
