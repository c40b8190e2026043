import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pcmWav } from '../../../../test/fixtures/wav.js';
import { createFliteSynthesizer } from '../../tts/flite-synthesizer.js';
import { createPocketSphinxTranscriber } from '../pocketsphinx-transcriber.js';
import { readWavInfo } from '../wav-audio.js';
import { wordErrorRate } from '../word-error-rate.js';
import { scaled } from '../../../../test/helpers/time-scale.js';
import { findMoonshineModelDir, MOONSHINE_MODEL_FILES } from './model-files.js';
import { createMoonshineTranscriber } from './moonshine-transcriber.js';

/** The clips' samples in order, a pause of silence between each two. */
function joined(clips: Buffer[], pauseSeconds: number): Int16Array {
  const parts = clips.map((clip) => {
    const info = readWavInfo(clip)!;
    expect(info.sampleRate).toBe(16_000);
    return new Int16Array(
      clip.buffer.slice(
        clip.byteOffset + info.dataOffset,
        clip.byteOffset + info.dataOffset + info.dataBytes,
      ),
    );
  });
  const pause = Math.round(pauseSeconds * 16_000);
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0) + pause * (parts.length - 1));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length + pause;
  }
  return out;
}

// One model load for the whole file: CI runs it on two cores.
const moonshine = createMoonshineTranscriber();

describe('Moonshine transcriber', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vi-moonshine-'));
  const flite = createFliteSynthesizer();
  afterAll(async () => {
    await Promise.all([flite.close(), moonshine.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'transcribes real read speech far better than PocketSphinx',
    async () => {
      // Debian's pocketsphinx-testdata: five LibriVox recordings of a human reader (25 s), with their text.
      const dirOfRecordings = '/usr/share/pocketsphinx/test/data/librivox';
      const lines = readFileSync(path.join(dirOfRecordings, 'transcription'), 'utf8').trim().split('\n');
      const parsed = lines.map((line) => /^<s> (.*) <\/s> \((.*)\)$/.exec(line)!);
      const reference = parsed.map((m) => m[1]).join(' ');
      const file = path.join(dir, 'librivox.wav');
      const clips = parsed.map((m) => readFileSync(path.join(dirOfRecordings, `${m[2]}.wav`)));
      writeFileSync(file, pcmWav(joined(clips, 0.6)));

      const [result, sphinx] = await Promise.all([
        moonshine.transcribe(file),
        createPocketSphinxTranscriber().transcribe(file),
      ]);

      const wer = wordErrorRate(reference, result.text);
      expect(result.engine).toBe('moonshine');
      expect(wer).toBeLessThanOrEqual(0.1);
      expect(wer * 3).toBeLessThan(wordErrorRate(reference, sphinx.text));
      expect(result.text).toBe(result.segments.map((s) => s.text).join(' '));
      for (const segment of result.segments) {
        expect(segment.end).toBeGreaterThan(segment.start);
        expect(segment.end - segment.start).toBeLessThanOrEqual(10);
      }
    },
    scaled(120_000),
  );

  it("keeps each piece's start and end in the answer", async () => {
    const sentences = [
      'Please tell us about your experience working in a team.',
      'I have five years of experience in customer service.',
      'Thank you for your time today.',
    ];
    const clips = (await Promise.all(sentences.map((s) => flite.synthesize(s)))).map((c) => c.audio);
    const pause = 3;
    const file = path.join(dir, 'speech.wav');
    writeFileSync(file, pcmWav(joined(clips, pause)));
    const onsets = clips.map((_, i) =>
      clips.slice(0, i).reduce((sum, clip) => sum + readWavInfo(clip)!.durationSeconds + pause, 0),
    );
    const ends = clips.map((clip, i) => onsets[i]! + readWavInfo(clip)!.durationSeconds);

    const result = await moonshine.transcribe(file);

    expect(wordErrorRate(sentences.join(' '), result.text)).toBeLessThanOrEqual(0.2);
    // Each piece's times are those of the sound in it: from its first sentence's start to its last's end.
    for (const segment of result.segments) {
      const first = onsets.findIndex((onset) => Math.abs(onset - segment.start) < 0.3);
      const last = ends.findIndex((end) => Math.abs(end - segment.end) < 0.3);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(last).toBeGreaterThanOrEqual(first);
    }
    expect(result.segments[0]!.start).toBeLessThan(0.3);
    expect(result.segments.length).toBeGreaterThanOrEqual(2);
  });

  it('gives no words for silence or faint noise', async () => {
    const silent = path.join(dir, 'silent.wav');
    writeFileSync(silent, pcmWav(new Int16Array(5 * 16_000)));
    const noise = new Int16Array(5 * 16_000).map(() => Math.round((Math.random() - 0.5) * 60));
    const faint = path.join(dir, 'faint.wav');
    writeFileSync(faint, pcmWav(noise));

    expect(await moonshine.transcribe(silent)).toEqual({ engine: 'moonshine', text: '', segments: [] });
    expect((await moonshine.transcribe(faint)).text).toBe('');
  });

  it('fails a missing file without losing the worker for the next answer', async () => {
    await expect(moonshine.transcribe(path.join(dir, 'missing.wav'))).rejects.toThrow(/moonshine failed/);
    expect((await moonshine.transcribe(path.join(dir, 'silent.wav'))).text).toBe('');
  });

  it('refuses a model file that is missing or not the pinned one, naming it', async () => {
    const source = findMoonshineModelDir()!;
    const copy = path.join(dir, 'model');
    mkdirSync(copy);
    copyFileSync(
      path.join(source, MOONSHINE_MODEL_FILES.encoder.name),
      path.join(copy, MOONSHINE_MODEL_FILES.encoder.name),
    );
    const missing = createMoonshineTranscriber({ modelDir: copy });
    await expect(missing.verify()).rejects.toThrow(
      `${path.join(copy, MOONSHINE_MODEL_FILES.decoder.name)} is missing`,
    );
    expect(await missing.available()).toBe(false);

    writeFileSync(path.join(copy, MOONSHINE_MODEL_FILES.decoder.name), 'not a model');
    const corrupt = createMoonshineTranscriber({ modelDir: copy });
    await expect(corrupt.verify()).rejects.toThrow(
      `${path.join(copy, MOONSHINE_MODEL_FILES.decoder.name)} does not match its pinned sha256`,
    );
    await expect(corrupt.transcribe(path.join(dir, 'silent.wav'))).rejects.toThrow('pinned sha256');
    await expect(moonshine.verify()).resolves.toBeUndefined();
  });
  it(
    'closes while it decodes an answer without taking the process down',
    async () => {
      // The thread ends itself between two ONNX runs; terminated inside one, onnxruntime-node aborts the
      // whole process (the server died by SIGABRT on Ctrl-C while the demo's answers were transcribed).
      // Half a second into a 25 s recording it is decoding (about 2 s of work); any moment must be safe.
      const running = moonshine.transcribe(path.join(dir, 'librivox.wav'));
      const outcome = running.then(
        () => 'finished',
        (err: unknown) => (err instanceof Error ? err.message : String(err)),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      await moonshine.close();
      expect(await outcome).toBe('the moonshine transcriber is closed');
      await expect(moonshine.transcribe(path.join(dir, 'silent.wav'))).rejects.toThrow(/closed/);
    },
    scaled(60_000),
  );
});
