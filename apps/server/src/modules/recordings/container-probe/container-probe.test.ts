import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  garbage,
  makeAudioOgg,
  makeAudioWebm,
  makeH264Video,
  makeVideoWebm,
} from '../../../../test/fixtures/media.js';
import { scaled } from '../../../../test/helpers/time-scale.js';
import { ContainerProbe, type ProbeVerdict } from './container-probe.js';

const dir = mkdtempSync(path.join(tmpdir(), 'vi-probe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Feeds `data` cut at the given sizes, repeating the last one to the end. */
function probe(data: Buffer, sizes: number[] = [data.length]): ProbeVerdict {
  const p = new ContainerProbe();
  let at = 0;
  for (let i = 0; at < data.length; i++) {
    const size = sizes[Math.min(i, sizes.length - 1)]!;
    p.feed(data.subarray(at, at + size));
    at += size;
  }
  return p.verdict();
}

/** A fixed pseudo-random split (the same every run) of chunk sizes 1 to 5,000 bytes. */
function randomSizes(count: number): number[] {
  let x = 12345;
  return Array.from({ length: count }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return 1 + (x % 5000);
  });
}

const SPLITS: [string, number[]][] = [
  ['whole', []],
  ['one byte at a time', [1]],
  ['7-byte chunks (headers cut everywhere)', [7]],
  ['a 3-byte first chunk, then 64 KiB', [3, 65536]],
  ['random sizes', randomSizes(4000)],
];

const files: Record<string, Buffer> = {};
beforeAll(async () => {
  files.videoWebm = await makeVideoWebm(path.join(dir, 'v.webm'), { seconds: 6, fps: 15 });
  files.audioWebm = await makeAudioWebm(path.join(dir, 'a.webm'), { seconds: 7 });
  files.mp4 = await makeH264Video(path.join(dir, 'v.mp4'), 'mp4', { seconds: 5 });
  files.mkv = await makeH264Video(path.join(dir, 'v.mkv'), 'matroska', { seconds: 4 });
  files.ogg = await makeAudioOgg(path.join(dir, 'a.ogg'), { seconds: 3 });
}, scaled(60_000));

describe('ContainerProbe, on files ffmpeg made', () => {
  const cases: [string, string, { video: boolean; audio: boolean }, number][] = [
    ['videoWebm', 'webm', { video: true, audio: true }, 6],
    ['audioWebm', 'webm', { video: false, audio: true }, 7],
    ['mp4', 'mp4', { video: true, audio: true }, 5],
    ['mkv', 'webm', { video: true, audio: true }, 4],
    ['ogg', 'ogg', { video: false, audio: true }, 3],
  ];
  for (const [name, container, tracks, seconds] of cases) {
    for (const [split, sizes] of SPLITS) {
      it(`${name} (${seconds} s), fed ${split}: container, tracks and duration`, () => {
        const data = files[name]!;
        const verdict = probe(data, sizes.length > 0 ? sizes : [data.length]);
        expect(verdict.container).toBe(container);
        expect(verdict.tracks).toEqual(tracks);
        expect(verdict.stalled).toBe(false);
        // The last block starts within a frame or two of the end.
        expect(verdict.durationSeconds).toBeGreaterThan(seconds - 0.3);
        expect(verdict.durationSeconds).toBeLessThanOrEqual(seconds + 0.1);
      });
    }
  }

  it('a take cut in the middle counts only what was fed', () => {
    const data = files.videoWebm!;
    const half = probe(data.subarray(0, Math.floor(data.length / 2)), [4096]);
    expect(half.container).toBe('webm');
    expect(half.tracks).toEqual({ video: true, audio: true });
    expect(half.durationSeconds).toBeGreaterThan(1.5);
    expect(half.durationSeconds).toBeLessThan(4.5);
  });

  it('a header alone: the container is known, tracks and duration not yet', () => {
    const verdict = probe(files.videoWebm!.subarray(0, 40));
    expect(verdict).toMatchObject({ container: 'webm', tracks: undefined, durationSeconds: null });
  });

  it('a truncated MP4 (its moov cut off) is MP4 with nothing more known', () => {
    const verdict = probe(files.mp4!.subarray(0, 200), [5]);
    expect(verdict.container).toBe('mp4');
    expect(verdict.durationSeconds).toBeNull();
  });
});

describe('ContainerProbe, on what is not media', () => {
  it('random bytes are not media, in one chunk or byte by byte', () => {
    expect(probe(garbage(100_000)).container).toBe('not-media');
    expect(probe(garbage(100_000), [1]).container).toBe('not-media');
  });

  it('fewer than 8 bytes that may still be an MP4 box size are not judged yet', () => {
    expect(probe(Buffer.from([0, 0, 0, 0x20])).container).toBe('unknown');
    expect(probe(Buffer.from('<html>')).container).toBe('unknown');
    expect(probe(Buffer.from('<html><body>')).container).toBe('not-media');
  });

  it('a WebM header followed by garbage stalls with nothing counted past it', () => {
    const header = files.audioWebm!.subarray(0, 20);
    const verdict = probe(Buffer.concat([header, Buffer.alloc(1000, 0)]));
    expect(verdict.container).toBe('webm');
    expect(verdict.stalled).toBe(true);
    expect(verdict.durationSeconds).toBeNull();
  });
});
