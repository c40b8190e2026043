import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.js';
import type { Transcriber } from './transcriber.js';
import { describeTranscriptionEngine } from './transcription-engine.js';

const transcriptionOf = (env: NodeJS.ProcessEnv) =>
  parseEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/vi-engine-test', ...env }).transcription;
const installed = (isAvailable: boolean, engine = 'pocketsphinx'): Transcriber => ({
  engine,
  available: () => Promise.resolve(isAvailable),
  transcribe: () => Promise.reject(new Error('not here')),
});

describe('describeTranscriptionEngine (the AI notice names who transcribes)', () => {
  it('names a configured service by host and port only, never its path or credentials', async () => {
    const config = transcriptionOf({ TRANSCRIBE_URL: 'https://me:pw@stt.example.test/v1/x?key=k' });
    expect(await describeTranscriptionEngine(config, installed(false))).toEqual({
      kind: 'external',
      name: null,
      host: 'stt.example.test',
    });
  });

  it('is PocketSphinx on this server when it is installed, and none when it is not', async () => {
    const config = transcriptionOf({});
    expect(await describeTranscriptionEngine(config, installed(true))).toEqual({
      kind: 'local',
      name: 'pocketsphinx',
      host: null,
    });
    expect((await describeTranscriptionEngine(config, installed(false))).kind).toBe('none');
  });

  it('names the engine auto chose: Moonshine, built in', async () => {
    const moonshine = installed(true, 'moonshine');
    const auto: Transcriber = { ...installed(true, 'auto'), chosen: () => Promise.resolve(moonshine) };
    expect(await describeTranscriptionEngine(transcriptionOf({}), auto)).toEqual({
      kind: 'local',
      name: 'moonshine',
      host: null,
    });
  });

  it('is none when switched off, or when openai is chosen without an address', async () => {
    const none = transcriptionOf({ TRANSCRIBE_ENGINE: 'none', TRANSCRIBE_URL: 'https://stt.example.test' });
    expect((await describeTranscriptionEngine(none, installed(true))).kind).toBe('none');
    const openai = transcriptionOf({ TRANSCRIBE_ENGINE: 'openai' });
    expect((await describeTranscriptionEngine(openai, installed(true))).kind).toBe('none');
    // pocketsphinx chosen explicitly ignores TRANSCRIBE_URL, as createTranscriber does.
    const local = transcriptionOf({ TRANSCRIBE_ENGINE: 'pocketsphinx', TRANSCRIBE_URL: 'https://s.test' });
    expect((await describeTranscriptionEngine(local, installed(true))).kind).toBe('local');
  });
});
