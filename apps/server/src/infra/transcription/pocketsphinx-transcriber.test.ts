import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFliteSynthesizer } from '../tts/flite-synthesizer.js';
import { createPocketSphinxTranscriber, parsePocketSphinxOutput } from './pocketsphinx-transcriber.js';
import { readWavInfo } from './wav-audio.js';
import { wordErrorRate } from './word-error-rate.js';

// Real output of `pocketsphinx_continuous -time yes` for two utterances with a pause between them.
const OUTPUT = `hello my name is alex
<s> 0.080 0.190 0.999800
hello(2) 0.200 0.470 0.998002
my 0.480 0.660 0.999900
name 0.670 0.910 0.999900
is 0.920 1.040 0.999800
alex 1.050 1.550 0.834835
</s> 1.560 2.000 1.000000
i have five years of experience
<s> 3.500 3.630 0.999400
<sil> 3.640 3.810 0.817076
i 3.820 3.880 0.853834
have 3.890 4.020 0.512847
five 4.030 4.370 0.999900
years 4.380 4.610 0.824793
of 4.620 4.700 0.661697
[NOISE] 4.700 4.710 0.5
experience 4.710 5.360 0.995908
</s> 5.370 5.420 1.000000
`;

/** A 16 kHz mono WAV: the clips in order, with a pause of silence between each two. */
function joinWithPause(first: Buffer, second: Buffer, pauseSeconds: number, ...more: Buffer[]): Buffer {
  const clips = [first, second, ...more];
  const a = readWavInfo(first)!;
  const pause = Buffer.alloc(Math.round(pauseSeconds * a.sampleRate) * 2);
  const samples = clips.flatMap((clip, i) => {
    const info = readWavInfo(clip)!;
    const data = clip.subarray(info.dataOffset, info.dataOffset + info.dataBytes);
    return i === 0 ? [data] : [pause, data];
  });
  const data = Buffer.concat(samples);
  const header = Buffer.from(first.subarray(0, a.dataOffset));
  header.writeUInt32LE(header.length - 8 + data.length, 4);
  header.writeUInt32LE(data.length, a.dataOffset - 4);
  return Buffer.concat([header, data]);
}

/** Decoder output of one utterance of `count` words, 0.5 s each, without a pause. */
function longUtterance(count: number): string {
  const words = Array.from({ length: count }, (_, i) => `word${i}`);
  const timed = words.map((w, i) => `${w} ${(i * 0.5).toFixed(3)} ${(i * 0.5 + 0.45).toFixed(3)} 0.9`);
  return [
    words.join(' '),
    '<s> 0.000 0.000 1.0',
    ...timed,
    `</s> ${count * 0.5} ${count * 0.5 + 0.1} 1.0`,
  ].join('\n');
}

describe('PocketSphinx transcriber', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vi-sphinx-'));
  const flite = createFliteSynthesizer();
  afterAll(async () => {
    await flite.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('parses utterances into timed segments, without decoder markers', () => {
    expect(parsePocketSphinxOutput(OUTPUT)).toEqual([
      { start: 0.2, end: 1.55, text: 'hello my name is alex' },
      { start: 3.82, end: 5.36, text: 'i have five years of experience' },
    ]);
    expect(parsePocketSphinxOutput('')).toEqual([]);
    expect(parsePocketSphinxOutput('\n<s> 0.1 0.2 1.0\n</s> 0.2 0.3 1.0\n')).toEqual([]);
  });

  it('cuts an utterance longer than 10 seconds into timed lines between words', () => {
    const segments = parsePocketSphinxOutput(longUtterance(50));
    expect(segments.map((s) => s.start)).toEqual([0, 10, 20]);
    for (const segment of segments) expect(segment.end - segment.start).toBeLessThanOrEqual(10);
    expect(segments.map((s) => s.text).join(' ')).toBe(
      Array.from({ length: 50 }, (_, i) => `word${i}`).join(' '),
    );
  });

  it('is available where Debian installed it, and not without its binary or model', async () => {
    expect(await createPocketSphinxTranscriber().available()).toBe(true);
    expect(await createPocketSphinxTranscriber({ binary: path.join(dir, 'missing') }).available()).toBe(
      false,
    );
    expect(await createPocketSphinxTranscriber({ modelDir: dir }).available()).toBe(false);
  });

  it('transcribes speech into segments with times in seconds', async () => {
    const first = 'Please tell us about your experience working in a team.';
    const second = 'I have five years of experience in customer service.';
    const [a, b] = await Promise.all([flite.synthesize(first), flite.synthesize(second)]);
    const file = path.join(dir, 'speech.wav');
    const wav = joinWithPause(a.audio, b.audio, 2);
    writeFileSync(file, wav);

    const result = await createPocketSphinxTranscriber().transcribe(file);

    expect(result.engine).toBe('pocketsphinx');
    expect(wordErrorRate(`${first} ${second}`, result.text)).toBeLessThanOrEqual(0.3);
    expect(result.segments.length).toBeGreaterThanOrEqual(2);
    const duration = readWavInfo(wav)!.durationSeconds;
    for (const segment of result.segments) {
      expect(segment.start).toBeGreaterThanOrEqual(0);
      expect(segment.end).toBeGreaterThan(segment.start);
      expect(segment.end).toBeLessThanOrEqual(duration);
    }
    // The second sentence starts after the pause.
    const pauseEnd = readWavInfo(a.audio)!.durationSeconds + 2;
    expect(result.segments.at(-1)!.start).toBeGreaterThan(pauseEnd - 0.5);
  });

  it('keeps every spoken utterance as its own segment, starting when it was said', async () => {
    const sentences = [
      'Please tell us about your experience working in a team.',
      'I have five years of experience in customer service.',
      'My name is Dana and I build robots.',
    ];
    const clips = (await Promise.all(sentences.map((s) => flite.synthesize(s)))).map((c) => c.audio);
    const pause = 1.5;
    const file = path.join(dir, 'three.wav');
    writeFileSync(file, joinWithPause(clips[0]!, clips[1]!, pause, clips[2]!));
    // Where each sentence begins in the joined recording.
    const onsets = clips.map((_, i) =>
      clips.slice(0, i).reduce((sum, clip) => sum + readWavInfo(clip)!.durationSeconds + pause, 0),
    );

    const { segments } = await createPocketSphinxTranscriber().transcribe(file);

    expect(segments).toHaveLength(3);
    segments.forEach((segment, i) => {
      expect(Math.abs(segment.start - onsets[i]!)).toBeLessThan(0.6);
      expect(wordErrorRate(sentences[i]!, segment.text)).toBeLessThanOrEqual(0.4);
    });
  });

  it('fails when the audio file is missing', async () => {
    const file = path.join(dir, 'missing.wav');
    await expect(createPocketSphinxTranscriber().transcribe(file)).rejects.toThrow();
  });
});
