import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { createPocketSphinxTranscriber } from '../transcription/pocketsphinx-transcriber.js';
import { readWavInfo, soundSeconds } from '../transcription/wav-audio.js';
import { wordErrorRate } from '../transcription/word-error-rate.js';
import { createFliteSynthesizer } from './flite-synthesizer.js';

const QUESTION = 'Please tell us about your experience working in a team.';

describe('flite (WebAssembly) synthesizer', () => {
  const synthesizer = createFliteSynthesizer();
  const dir = mkdtempSync(path.join(tmpdir(), 'vi-flite-test-'));
  afterAll(async () => {
    await synthesizer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // How fast (a clip in under a second on two cores, cold and side by side) is measured by
  // `npm run bench:speech`, beside the native flite CLI: a time limit here would measure whatever else
  // the machine runs at the moment.
  it('speaks a question as a WAV clip, cold', async () => {
    const speech = await synthesizer.synthesize(QUESTION);
    expect(speech).toMatchObject({ mimeType: 'audio/wav', extension: 'wav' });
    const info = readWavInfo(speech.audio);
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
    expect(info?.durationSeconds).toBeGreaterThan(2);
    expect(soundSeconds(speech.audio)).toBeGreaterThan(1);
    expect(synthesizer).toMatchObject({ engine: 'flite', voice: 'slt' });
  });

  it('is understood by a speech recogniser', async () => {
    const file = path.join(dir, 'question.wav');
    writeFileSync(file, (await synthesizer.synthesize(QUESTION)).audio);
    const result = await createPocketSphinxTranscriber().transcribe(file);
    expect(wordErrorRate(QUESTION, result.text)).toBeLessThanOrEqual(0.3);
  });

  it('makes the clips of a questionnaire side by side', async () => {
    const texts = Array.from({ length: 8 }, (_, i) => `Question ${i + 1}: ${QUESTION}`);
    const clips = await Promise.all(texts.map((t) => synthesizer.synthesize(t)));
    expect(clips).toHaveLength(8);
    for (const clip of clips) expect(readWavInfo(clip.audio)?.durationSeconds).toBeGreaterThan(2);
    expect(new Set(clips.map((c) => c.audio.length)).size).toBeGreaterThan(1);
  });

  it('passes control characters as spaces and refuses empty text', async () => {
    const speech = await synthesizer.synthesize('Hello\u0000 there\n\tfriend');
    expect(readWavInfo(speech.audio)?.durationSeconds).toBeGreaterThan(0.5);
    await expect(synthesizer.synthesize(' \u0000 ')).rejects.toThrow('nothing to say');
  });

  it('stops an idle thread and starts another when asked again', async () => {
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    const brief = createFliteSynthesizer({ idleMs: 20 });
    try {
      await brief.synthesize('First.');
      // The idle timer stops the thread; the next clip must then start another one.
      await waitFor(() => terminate.mock.calls.length === 1, { message: 'the idle thread to be stopped' });
      await terminate.mock.results[0]?.value;
      expect(readWavInfo((await brief.synthesize('Second.')).audio)?.durationSeconds).toBeGreaterThan(0.2);
    } finally {
      await brief.close();
      terminate.mockRestore();
    }
  });

  it('uses a compiled-in voice and falls back to slt for unknown ones', () => {
    expect(createFliteSynthesizer({ voice: 'kal' }).voice).toBe('kal');
    expect(createFliteSynthesizer({ voice: 'alloy' }).voice).toBe('slt');
  });
});
