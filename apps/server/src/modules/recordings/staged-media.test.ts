import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garbage, makeAudioWebm, makeVideoWebm } from '../../../test/fixtures/media.js';
import { createMediaTools, type MediaTools } from '../../infra/media/ffmpeg.js';
import { processStagedRecording, RecordingRejectedError, sniffContainer } from './staged-media.js';

const dir = mkdtempSync(path.join(tmpdir(), 'vi-staged-media-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const log = Fastify({ logger: false }).log;

/** The real tools, counting which of them run (each is a process). */
function countingTools() {
  const real = createMediaTools({ ffmpegPath: undefined, ffprobePath: undefined });
  const calls: string[] = [];
  const tools: MediaTools = {
    binaries: real.binaries,
    probe: (...a) => (calls.push('probe'), real.probe(...a)),
    remuxWithDerivatives: (...a) => (calls.push('onePass'), real.remuxWithDerivatives(...a)),
    remux: (...a) => (calls.push('remux'), real.remux(...a)),
    extractWav16kMono: (...a) => (calls.push('wav'), real.extractWav16kMono(...a)),
    thumbnailJpeg: (...a) => (calls.push('thumbnail'), real.thumbnailJpeg(...a)),
  };
  return { tools, calls };
}

let n = 0;
async function run(file: string, contentType: 'Audio' | 'Video', maxDurationSeconds = 125) {
  const { tools, calls } = countingTools();
  const workDir = path.join(dir, `work-${++n}`);
  await mkdir(workDir);
  const result = await processStagedRecording({
    media: tools,
    log,
    stagingPath: file,
    workDir,
    contentType,
    maxDurationSeconds,
  }).catch((err: unknown) => err);
  return { result, calls };
}

describe('processing a staged recording', () => {
  let video: string;
  let audio: string;
  let mute: string;
  beforeAll(async () => {
    video = path.join(dir, 'video.webm');
    audio = path.join(dir, 'audio.webm');
    mute = path.join(dir, 'mute.webm');
    await Promise.all([
      makeVideoWebm(video, { seconds: 2 }),
      makeAudioWebm(audio, { seconds: 2 }),
      makeVideoWebm(mute, { seconds: 2, audio: false }),
    ]);
  });

  it('knows the browsers’ containers by their first bytes', () => {
    expect(sniffContainer(Buffer.from('1a45dfa3a3428286', 'hex'))?.extension).toBe('webm');
    expect(sniffContainer(Buffer.from('\0\0\0\x1cftypisom', 'latin1'))?.extension).toBe('mp4');
    expect(sniffContainer(Buffer.from('OggS\0\x02', 'latin1'))?.extension).toBe('ogg');
    expect(sniffContainer(Buffer.from('%PDF-1.7'))).toBeUndefined();
  });

  it('does a usual video answer in one ffmpeg process', async () => {
    const { result, calls } = await run(video, 'Video');
    expect(calls).toEqual(['onePass']);
    expect(result).toMatchObject({ mediaExtension: 'webm', mediaContentType: 'video/webm' });
    const processed = result as { wavFile: string; thumbnailFile: string; durationMs: number };
    expect(processed.wavFile).toMatch(/audio\.wav$/);
    expect(processed.thumbnailFile).toMatch(/thumbnail\.jpg$/);
    expect(processed.durationMs).toBeGreaterThan(1900);
  });

  it('does an audio answer in one process too', async () => {
    const { result, calls } = await run(audio, 'Audio');
    expect(calls).toEqual(['onePass']);
    // Its picture is the waveform, drawn in that same pass.
    expect(result).toMatchObject({ mediaContentType: 'audio/webm' });
    expect((result as { thumbnailFile: string | null }).thumbnailFile).toMatch(/\.jpg$/);
  });

  it('refuses garbage without starting any process, and empty files', async () => {
    const junk = path.join(dir, 'junk.webm');
    await writeFile(junk, garbage(10_000));
    const { result, calls } = await run(junk, 'Video');
    expect(calls).toEqual([]);
    expect(result).toBeInstanceOf(RecordingRejectedError);
    const empty = path.join(dir, 'empty.webm');
    await writeFile(empty, Buffer.alloc(0));
    expect((await run(empty, 'Video')).result).toMatchObject({ reason: 'empty' });
  });

  it('refuses a WebM header followed by garbage, after looking closer', async () => {
    const fake = path.join(dir, 'fake.webm');
    await writeFile(fake, Buffer.concat([Buffer.from('1a45dfa3', 'hex'), garbage(20_000)]));
    const { result, calls } = await run(fake, 'Video');
    expect(result).toMatchObject({ reason: 'not-media' });
    expect(calls).toEqual(['onePass', 'probe']);
  });

  it('goes step by step for a video without sound, keeping the video', async () => {
    const { result, calls } = await run(mute, 'Video');
    expect(calls[0]).toBe('onePass');
    expect(calls).toContain('probe');
    expect(result).toMatchObject({ wavFile: null, mediaExtension: 'webm' });
    expect((result as { thumbnailFile: string | null }).thumbnailFile).not.toBeNull();
  });

  it('refuses a take longer than the limit it is given', async () => {
    expect((await run(audio, 'Audio', 1)).result).toMatchObject({ reason: 'too-long' });
    expect((await run(audio, 'Audio', 3)).result).toMatchObject({ mediaContentType: 'audio/webm' });
  });

  it('refuses an audio recording as a video answer', async () => {
    expect((await run(audio, 'Video')).result).toMatchObject({ reason: 'wrong-kind' });
  });
});
