import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiHttpError } from '../transcription/openai-endpoint.js';
import { parseEnv } from '../../config/env.js';
import { createSynthesizer } from './create-synthesizer.js';
import { createOpenAiSynthesizer } from './openai-synthesizer.js';

interface Received {
  url: string | undefined;
  contentType: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

// An ID3 header and an MPEG frame sync: what the start of an MP3 looks like.
const MP3 = Buffer.concat([
  Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(400, 7),
]);

describe('OpenAI-compatible synthesizer', () => {
  let server: Server;
  let base: string;
  const received: Received[] = [];
  let status = 200;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          url: req.url,
          contentType: req.headers['content-type'],
          authorization: req.headers.authorization,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        if (status === 200) res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(MP3);
        else
          res.writeHead(status, { 'content-type': 'application/json' }).end('{"error":{"message":"quota"}}');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  it('asks /v1/audio/speech for MP3 of the text in the configured voice', async () => {
    const synthesizer = createOpenAiSynthesizer({
      url: base,
      apiKey: 'sk-tts',
      model: 'tts-1',
      voice: 'nova',
    });
    expect(synthesizer).toMatchObject({ engine: 'openai:tts-1', voice: 'nova' });
    const speech = await synthesizer.synthesize('What motivates you?');
    expect(speech).toEqual({ audio: MP3, mimeType: 'audio/mpeg', extension: 'mp3' });
    expect(received.at(-1)).toEqual({
      url: '/v1/audio/speech',
      contentType: 'application/json',
      authorization: 'Bearer sk-tts',
      body: { model: 'tts-1', voice: 'nova', input: 'What motivates you?', response_format: 'mp3' },
    });
  });

  it('sends the questionnaire’s language beside a question that is not English', async () => {
    const synthesizer = createOpenAiSynthesizer({ url: base, model: 'tts-1', voice: 'nova' });
    await synthesizer.synthesize('¿Qué te motiva?', 'es');
    expect(received.at(-1)?.body).toEqual({
      model: 'tts-1',
      voice: 'nova',
      input: '¿Qué te motiva?',
      response_format: 'mp3',
      language: 'es',
    });
  });

  it('is chosen when TTS_URL is set, with alloy as the default voice', () => {
    const synthesizer = createSynthesizer(parseEnv({ NODE_ENV: 'test', TTS_URL: base }));
    expect(synthesizer).toMatchObject({ engine: 'openai:tts-1', voice: 'alloy' });
    expect(createSynthesizer(parseEnv({ NODE_ENV: 'test' })).engine).toBe('flite');
  });

  it('throws with the status when the service refuses', async () => {
    status = 429;
    const synthesizer = createOpenAiSynthesizer({ url: base, model: 'tts-1' });
    await expect(synthesizer.synthesize('Hello')).rejects.toBeInstanceOf(OpenAiHttpError);
    await expect(synthesizer.synthesize('Hello')).rejects.toMatchObject({ status: 429 });
    expect(received.at(-1)?.authorization).toBeUndefined();
    status = 200;
  });
});
