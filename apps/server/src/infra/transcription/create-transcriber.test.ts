import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.js';
import { createFirstAvailableTranscriber, createTranscriber } from './create-transcriber.js';
import { createPocketSphinxTranscriber } from './pocketsphinx-transcriber.js';

const configWith = (env: NodeJS.ProcessEnv) => parseEnv({ NODE_ENV: 'test', ...env });

describe('createTranscriber', () => {
  it('auto: the OpenAI-compatible endpoint when TRANSCRIBE_URL is set', () => {
    expect(createTranscriber(configWith({ TRANSCRIBE_URL: 'http://whisper:8000' })).engine).toBe('openai');
  });

  it('auto: PocketSphinx when installed (it is, here)', async () => {
    const transcriber = createTranscriber(configWith({}));
    expect(await transcriber.available()).toBe(true);
  });

  it('explicit engines as configured; openai without a URL is none', async () => {
    expect(createTranscriber(configWith({ TRANSCRIBE_ENGINE: 'pocketsphinx' })).engine).toBe('pocketsphinx');
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
