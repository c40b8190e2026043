import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.js';
import { createFirstAvailableTranscriber, createTranscriber } from './create-transcriber.js';
import { chosenEngine } from './engine-name.js';
import { createMoonshineTranscriber } from './moonshine/moonshine-transcriber.js';
import { createPocketSphinxTranscriber } from './pocketsphinx-transcriber.js';

const configWith = (env: NodeJS.ProcessEnv) => parseEnv({ NODE_ENV: 'test', ...env });

describe('createTranscriber', () => {
  it('auto: the OpenAI-compatible endpoint when TRANSCRIBE_URL is set', () => {
    expect(createTranscriber(configWith({ TRANSCRIBE_URL: 'http://whisper:8000' })).engine).toBe('openai');
  });

  it('auto: Moonshine, built in, ahead of PocketSphinx', async () => {
    const transcriber = createTranscriber(configWith({}));
    expect(await transcriber.available()).toBe(true);
    expect(await chosenEngine(transcriber)).toBe('moonshine');
    expect(transcriber.englishOnly).toBe(true);
    await expect(transcriber.verify?.()).resolves.toBeUndefined();
  });

  it('auto: PocketSphinx when Moonshine is not usable', async () => {
    const broken = createMoonshineTranscriber({ modelDir: '/nonexistent' });
    const auto = createFirstAvailableTranscriber([broken, createPocketSphinxTranscriber()]);
    expect(await chosenEngine(auto)).toBe('pocketsphinx');
    // ...but a damaged model is not passed over quietly: the start stops, naming the file.
    await expect(auto.verify?.()).rejects.toThrow('/nonexistent/encoder_model.onnx is missing');
  });

  it('MOONSHINE_MODEL_DIR: the files are taken from there, and checked there', async () => {
    for (const engine of ['auto', 'moonshine']) {
      const transcriber = createTranscriber(
        configWith({ TRANSCRIBE_ENGINE: engine, MOONSHINE_MODEL_DIR: '/nonexistent/model' }),
      );
      await expect(transcriber.verify?.()).rejects.toThrow(
        '/nonexistent/model/encoder_model.onnx is missing',
      );
    }
  });

  it('explicit engines as configured; openai without a URL is none', async () => {
    expect(createTranscriber(configWith({ TRANSCRIBE_ENGINE: 'pocketsphinx' })).engine).toBe('pocketsphinx');
    expect(createTranscriber(configWith({ TRANSCRIBE_ENGINE: 'moonshine' })).engine).toBe('moonshine');
    const none = createTranscriber(configWith({ TRANSCRIBE_ENGINE: 'none' }));
    expect(none.engine).toBe('none');
    expect(await none.available()).toBe(false);
    await expect(none.transcribe('/tmp/x.wav')).rejects.toThrow();
    expect(createTranscriber(configWith({ TRANSCRIBE_ENGINE: 'openai' })).engine).toBe('none');
  });

  it('auto without any engine installed is unavailable', async () => {
    const missing = createPocketSphinxTranscriber({ binary: '/nonexistent/pocketsphinx_continuous' });
    const auto = createFirstAvailableTranscriber([missing]);
    expect(await auto.available()).toBe(false);
    await expect(auto.transcribe('/tmp/x.wav')).rejects.toThrow('no transcription engine is available');
  });
});
