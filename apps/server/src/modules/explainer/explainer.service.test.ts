import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { SpeechSynthesizer } from '../../infra/tts/synthesizer.js';
import { AppError } from '../../lib/app-error.js';
import { createExplainerService, videoArgs, type VideoMaker } from './explainer.service.js';

const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

function fakeSynthesizer(overrides: Partial<SpeechSynthesizer> = {}) {
  const synthesize = vi.fn(async (text: string) => ({
    audio: Buffer.from(`RIFF-fake-${text}`),
    mimeType: 'audio/wav',
    extension: 'wav',
  }));
  const synthesizer: SpeechSynthesizer = { engine: 'fake', voice: 'v1', synthesize, ...overrides };
  return Object.assign(synthesizer, { calls: () => synthesize.mock.calls.length });
}

const fakeVideo: VideoMaker = async (_audio, output) => writeFileSync(output, Buffer.from('fake-mp4-bytes'));

const request = (kind: 'audio' | 'video', extra: { range?: string; ifNoneMatch?: string } = {}) => ({
  kind,
  range: extra.range,
  ifNoneMatch: extra.ifNoneMatch,
  ifRange: undefined,
  withBody: false,
});

describe('explainer service', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vi-explainer-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('makes the narration once for concurrent first requests and keeps it across restarts', async () => {
    const dir = dataDir();
    const synthesizer = fakeSynthesizer();
    const service = createExplainerService({
      dataDir: dir,
      synthesizer,
      makeVideo: fakeVideo,
      log,
      script: 'Hi.',
    });
    const [a, b] = await Promise.all([service.open(request('audio')), service.open(request('audio'))]);
    expect(synthesizer.calls()).toBe(1);
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(a).toMatchObject({ status: 200, headers: { 'content-type': 'audio/wav', 'content-length': 13 } });

    const restarted = createExplainerService({
      dataDir: dir,
      synthesizer,
      makeVideo: fakeVideo,
      log,
      script: 'Hi.',
    });
    const again = await restarted.open(request('audio'));
    expect(again.headers.etag).toBe(a.headers.etag);
    expect(synthesizer.calls()).toBe(1);
  });

  it('makes new files when the script or voice changes', async () => {
    const dir = dataDir();
    const first = await createExplainerService({
      dataDir: dir,
      synthesizer: fakeSynthesizer(),
      makeVideo: fakeVideo,
      log,
      script: 'One.',
    }).open(request('audio'));
    const second = await createExplainerService({
      dataDir: dir,
      synthesizer: fakeSynthesizer({ voice: 'v2' }),
      makeVideo: fakeVideo,
      log,
      script: 'One.',
    }).open(request('audio'));
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers ranges, conditional requests and unsatisfiable ranges', async () => {
    const service = createExplainerService({
      dataDir: dataDir(),
      synthesizer: fakeSynthesizer(),
      makeVideo: fakeVideo,
      log,
      script: 'Hi.',
    });
    const whole = await service.open(request('video'));
    expect(whole).toMatchObject({
      status: 200,
      headers: { 'content-type': 'video/mp4', 'content-length': 14 },
    });
    const part = await service.open(request('video', { range: 'bytes=0-3' }));
    expect(part).toMatchObject({
      status: 206,
      headers: { 'content-range': 'bytes 0-3/14', 'content-length': 4 },
    });
    const cached = await service.open(request('video', { ifNoneMatch: String(whole.headers.etag) }));
    expect(cached.status).toBe(304);
    const beyond = await service.open(request('video', { range: 'bytes=100-' }));
    expect(beyond).toMatchObject({ status: 416, headers: { 'content-range': 'bytes */14' } });
  });

  it('reports a failed encode as unavailable, leaves no partial file and tries again next time', async () => {
    const dir = dataDir();
    let fail = true;
    const makeVideo: VideoMaker = async (audio, output) => {
      if (fail) {
        writeFileSync(output, 'half');
        throw new Error('encoder crashed');
      }
      await fakeVideo(audio, output);
    };
    const service = createExplainerService({ dataDir: dir, synthesizer: fakeSynthesizer(), makeVideo, log });
    const error = await service.open(request('video')).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(503);
    expect(readdirSync(path.join(dir, 'explainer')).filter((name) => name.endsWith('.mp4'))).toEqual([]);
    fail = false;
    expect((await service.open(request('video'))).status).toBe(200);
  });

  it('encodes the picture and narration as H.264/AAC MP4 that ends with the narration', () => {
    const args = videoArgs('/in.wav', '/out.mp4');
    expect(args).toEqual(expect.arrayContaining(['libx264', 'aac', '-shortest', '+faststart', '/in.wav']));
    expect(args.at(-1)).toBe('/out.mp4');
  });
});
