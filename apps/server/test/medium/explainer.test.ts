import { readdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTools } from '../../src/infra/media/ffmpeg.js';
import { readWavInfo } from '../../src/infra/transcription/wav-audio.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';

describe.each(DIALECTS)('explainer media (%s)', (dialect) => {
  let t: TestApp;
  const get = (kind: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/media/explainer/${kind}`, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('narrates the explainer with the TTS engine on first request and keeps it in DATA_DIR', async () => {
    const started = performance.now();
    const res = await get('audio');
    console.log(`[${dialect}] explainer audio made in ${(performance.now() - started).toFixed(0)} ms`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['accept-ranges']).toBe('bytes');
    const info = readWavInfo(res.rawPayload);
    expect(info?.durationSeconds).toBeGreaterThan(10);
    expect(readdirSync(path.join(t.dataDir, 'explainer')).some((name) => name.endsWith('.wav'))).toBe(true);

    const again = await get('audio');
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('serves the video as H.264/AAC MP4 as long as the narration', async () => {
    const res = await get('video');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    const file = path.join(tmpdir(), `explainer-${dialect}-${Date.now()}.mp4`);
    await writeFile(file, res.rawPayload);
    const probe = await createMediaTools(t.config.recording).probe(file);
    expect(probe).toMatchObject({ hasAudio: true, hasVideo: true, videoCodec: 'h264', audioCodec: 'aac' });
    const narration = readWavInfo((await get('audio')).rawPayload);
    expect(probe.durationSeconds).toBeGreaterThan((narration?.durationSeconds ?? 0) - 0.5);
    expect(probe.durationSeconds).toBeLessThan((narration?.durationSeconds ?? 0) + 2);
    await rm(file, { force: true });
  });

  it('answers range, HEAD and conditional requests', async () => {
    const whole = await get('video');
    const size = Number(whole.headers['content-length']);
    const part = await get('video', { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url: '/api/v1/media/explainer/video' });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(size);
    expect(head.rawPayload.length).toBe(0);

    expect((await get('video', { 'if-none-match': String(whole.headers.etag) })).statusCode).toBe(304);
    expect((await get('video', { range: `bytes=${size}-` })).statusCode).toBe(416);
  });

  it('refuses anything but audio or video', async () => {
    expect((await get('slides')).statusCode).toBe(400);
    expect((await get('..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });
});
