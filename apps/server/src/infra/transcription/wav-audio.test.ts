import { describe, expect, it } from 'vitest';
import { readWavInfo, soundSeconds } from './wav-audio.js';

/** A 16-bit mono PCM WAV with a LIST chunk before the samples, as ffmpeg writes them. */
function pcmWav(samples: Int16Array, sampleRate = 16_000): Buffer {
  const list = Buffer.concat([
    Buffer.from('LIST'),
    Buffer.alloc(4),
    Buffer.from('INFOISFT'),
    Buffer.alloc(4),
  ]);
  list.writeUInt32LE(12, 4);
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const header = Buffer.alloc(36);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + list.length + 8 + data.length - 8, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  const dataHeader = Buffer.alloc(8);
  dataHeader.write('data', 0);
  dataHeader.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, list, dataHeader, data]);
}

const tone = (seconds: number, amplitude: number, sampleRate = 16_000) =>
  Int16Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * 220 * i) / sampleRate)),
  );

describe('wav audio', () => {
  it('reads the format and the duration past other chunks', () => {
    const info = readWavInfo(pcmWav(tone(1.5, 1000)));
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
    expect(info?.durationSeconds).toBeCloseTo(1.5, 3);
    expect(readWavInfo(Buffer.from('not a wav file at all'))).toBeUndefined();
  });

  it('measures seconds of sound, not of silence or faint noise', () => {
    const silence = new Int16Array(16_000 * 3);
    const faint = Int16Array.from({ length: 16_000 * 3 }, () => Math.round((Math.random() - 0.5) * 40));
    expect(soundSeconds(pcmWav(silence))).toBe(0);
    expect(soundSeconds(pcmWav(faint))).toBe(0);
    const speechLike = new Int16Array([...silence.subarray(0, 16_000), ...tone(0.8, 6000)]);
    expect(soundSeconds(pcmWav(speechLike))).toBeCloseTo(0.8, 1);
  });
});
