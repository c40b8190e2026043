import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garbage, makeAudioWebm, makeVideoWebm } from '../../../test/fixtures/media.js';
import { createMediaTools, locateBinaries, MediaToolError, NotMediaError, parseProbe } from './ffmpeg.js';

const noConfig = { ffmpegPath: undefined, ffprobePath: undefined };

describe('locateBinaries', () => {
  it('prefers configured paths, then the system binaries', () => {
    expect(
      locateBinaries({ ...noConfig, ffmpegPath: '/opt/ff/ffmpeg', ffprobePath: '/opt/ff/ffprobe' }),
    ).toEqual({ ffmpeg: '/opt/ff/ffmpeg', ffprobe: '/opt/ff/ffprobe' });
    expect(locateBinaries(noConfig)).toEqual({ ffmpeg: '/usr/bin/ffmpeg', ffprobe: '/usr/bin/ffprobe' });
  });
});

describe('parseProbe', () => {
  it('takes the duration from a stream tag when the container has none', () => {
    const result = parseProbe(
      JSON.stringify({
        streams: [{ codec_type: 'audio', codec_name: 'opus', tags: { DURATION: '00:01:02.500000000' } }],
        format: { format_name: 'matroska,webm' },
      }),
    );
    expect(result).toMatchObject({
      durationSeconds: 62.5,
      hasAudio: true,
      hasVideo: false,
      audioCodec: 'opus',
    });
  });

  it('refuses a description without audio or video', () => {
    expect(() => parseProbe(JSON.stringify({ streams: [], format: { format_name: 'tty' } }))).toThrow(
      NotMediaError,
    );
    expect(() => parseProbe('not json')).toThrow(NotMediaError);
  });
});

describe('media tools (real ffmpeg)', () => {
  let dir: string;
  const tools = createMediaTools(noConfig);
  let video: string;
  let audio: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vi-ffmpeg-'));
    video = path.join(dir, 'video.webm');
    audio = path.join(dir, 'audio.webm');
    await Promise.all([makeVideoWebm(video, { seconds: 3 }), makeAudioWebm(audio, { seconds: 3 })]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('probes video and audio WebM', async () => {
    await expect(tools.probe(video)).resolves.toMatchObject({
      hasVideo: true,
      hasAudio: true,
      formatName: 'matroska,webm',
      videoCodec: 'vp8',
      audioCodec: 'opus',
    });
    await expect(tools.probe(audio)).resolves.toMatchObject({ hasVideo: false, hasAudio: true });
  });

  it('refuses random bytes and text as not media, with ffprobe’s reason', async () => {
    const junk = path.join(dir, 'junk.webm');
    await writeFile(junk, garbage(50_000));
    const err = await tools.probe(junk).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NotMediaError);
    expect((err as NotMediaError).stderr).not.toBe('');
    const text = path.join(dir, 'notes.txt');
    await writeFile(text, 'hello\n'.repeat(1000));
    await expect(tools.probe(text)).rejects.toBeInstanceOf(NotMediaError);
  });

  it('remuxes without re-encoding, keeping the duration', async () => {
    const out = path.join(dir, 'remuxed.webm');
    await tools.remux(video, out);
    const probed = await tools.probe(out);
    expect(probed.durationSeconds).toBeGreaterThan(2.8);
    expect(probed.durationSeconds).toBeLessThan(3.2);
    expect(probed.videoCodec).toBe('vp8');
  });

  it('extracts 16 kHz mono 16-bit WAV', async () => {
    const out = path.join(dir, 'speech.wav');
    await tools.extractWav16kMono(audio, out);
    const wav = await readFile(out);
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.readUInt16LE(22)).toBe(1); // channels
    expect(wav.readUInt32LE(24)).toBe(16_000); // sample rate
    expect(wav.readUInt16LE(34)).toBe(16); // bits per sample
    // ~3 s at 32000 bytes a second, plus the header.
    expect(wav.length).toBeGreaterThan(3 * 32_000 * 0.95);
  });

  it('makes a scaled JPEG thumbnail', async () => {
    const out = path.join(dir, 'thumb.jpg');
    await tools.thumbnailJpeg(video, out, 1);
    const jpeg = await readFile(out);
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await stat(out)).size).toBeGreaterThan(1000);
  });

  it('remuxes, extracts WAV and a thumbnail in one pass, reporting the duration', async () => {
    const outputs = {
      media: { file: path.join(dir, 'one-pass.webm'), format: 'webm' },
      wav: path.join(dir, 'one-pass.wav'),
      thumbnail: path.join(dir, 'one-pass.jpg'),
    };
    const { durationSeconds } = await tools.remuxWithDerivatives(video, outputs);
    expect(durationSeconds).toBeGreaterThan(2.9);
    expect(durationSeconds).toBeLessThan(3.1);
    expect((await tools.probe(outputs.media.file)).durationSeconds).toBeCloseTo(3, 1);
    expect((await readFile(outputs.wav)).readUInt32LE(24)).toBe(16_000);
    expect((await readFile(outputs.thumbnail)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    // A required track that is missing fails the pass (the caller then goes step by step).
    await expect(
      tools.remuxWithDerivatives(audio, { ...outputs, thumbnail: path.join(dir, 'none.jpg') }),
    ).rejects.toBeInstanceOf(MediaToolError);
  });

  it('draws an audio recording’s waveform as its JPEG thumbnail in the same pass', async () => {
    const outputs = {
      media: { file: path.join(dir, 'voice.webm'), format: 'webm' },
      wav: path.join(dir, 'voice.wav'),
      waveform: path.join(dir, 'voice.jpg'),
    };
    const { durationSeconds } = await tools.remuxWithDerivatives(audio, outputs);
    expect(durationSeconds).toBeGreaterThan(0.5);
    expect((await readFile(outputs.waveform)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await stat(outputs.waveform)).size).toBeGreaterThan(500);
  });

  it('does not take an image for a recording', async () => {
    const jpeg = path.join(dir, 'still.jpg');
    await tools.thumbnailJpeg(video, jpeg, 0);
    await expect(tools.probe(jpeg)).rejects.toBeInstanceOf(NotMediaError);
  });

  it('reports a failure with ffmpeg’s stderr, and a time-out', async () => {
    const err = await tools
      .remux(path.join(dir, 'missing.webm'), path.join(dir, 'x.webm'))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MediaToolError);
    expect((err as MediaToolError).stderr).toMatch(/No such file/);

    const slow = createMediaTools(noConfig, { timeouts: { audio: 1 } });
    await expect(slow.extractWav16kMono(video, path.join(dir, 'never.wav'))).rejects.toThrow(/timed out/);
  });
});
