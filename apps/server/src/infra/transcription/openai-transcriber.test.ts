import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pcmWav } from '../../../test/fixtures/wav.js';
import { OpenAiHttpError, openAiEndpoint } from './openai-endpoint.js';
import { createOpenAiTranscriber } from './openai-transcriber.js';

interface Received {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  form: FormData;
}

type Reply = (res: ServerResponse) => void;

/** A local stand-in for an OpenAI-compatible service that parses the multipart body it is sent. */
async function startService(): Promise<{
  server: Server;
  base: string;
  received: Received[];
  reply: { next: Reply };
}> {
  const received: Received[] = [];
  const reply = { next: ((res) => res.end()) as Reply };
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void new Response(Buffer.concat(chunks), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      })
        .formData()
        .then((form) => {
          received.push({ method: req.method, url: req.url, authorization: req.headers.authorization, form });
          reply.next(res);
        });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}`, received, reply };
}

const json =
  (status: number, body: unknown): Reply =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

/** Two seconds of a quiet 16 kHz tone: real WAV bytes, not necessarily speech. */
function wavBytes(): Buffer {
  return pcmWav(Int16Array.from({ length: 32_000 }, (_, i) => Math.round(3000 * Math.sin(i / 10))));
}

describe('OpenAI-compatible transcriber', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  const dir = mkdtempSync(path.join(tmpdir(), 'vi-openai-stt-'));
  const file = path.join(dir, 'answer.wav');
  const wav = wavBytes();

  beforeAll(async () => {
    service = await startService();
    writeFileSync(file, wav);
  });
  beforeEach(() => {
    service.received.length = 0;
  });
  afterAll(async () => {
    service.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('posts the WAV as multipart with the model, verbose_json and segment timestamps', async () => {
    service.reply.next = json(200, {
      task: 'transcribe',
      language: 'english',
      duration: 2,
      text: ' I have five years of experience. ',
      segments: [
        { id: 0, start: 0, end: 1.2, text: ' I have five years', tokens: [1, 2] },
        { id: 1, start: 1.2, end: 2, text: ' of experience.', tokens: [3] },
      ],
    });
    const transcriber = createOpenAiTranscriber({ url: service.base, apiKey: 'sk-test', model: 'whisper-1' });
    expect(await transcriber.available()).toBe(true);
    const result = await transcriber.transcribe(file);

    expect(result).toEqual({
      engine: 'openai:whisper-1',
      text: 'I have five years of experience.',
      segments: [
        { start: 0, end: 1.2, text: 'I have five years' },
        { start: 1.2, end: 2, text: 'of experience.' },
      ],
    });
    const [request] = service.received;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/audio/transcriptions',
      authorization: 'Bearer sk-test',
    });
    const form = request!.form;
    expect(form.get('model')).toBe('whisper-1');
    expect(form.get('response_format')).toBe('verbose_json');
    expect(form.getAll('timestamp_granularities[]')).toEqual(['segment']);
    const sent = form.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('answer.wav');
    expect((sent as File).type).toBe('audio/wav');
    expect(Buffer.from(await (sent as File).arrayBuffer()).equals(wav)).toBe(true);
  });

  it('sends no Authorization header without a key, and takes text without segments as one segment', async () => {
    service.reply.next = json(200, { text: 'Hello there.' });
    const transcriber = createOpenAiTranscriber({ url: `${service.base}/v1/`, model: 'base.en' });
    const result = await transcriber.transcribe(file);
    expect(service.received[0]?.authorization).toBeUndefined();
    expect(service.received[0]?.url).toBe('/v1/audio/transcriptions');
    expect(result.segments).toEqual([{ start: 0, end: 2, text: 'Hello there.' }]);
  });

  it('throws with the status when the service refuses', async () => {
    service.reply.next = json(401, { error: { message: 'Incorrect API key provided' } });
    const transcriber = createOpenAiTranscriber({ url: service.base, apiKey: 'wrong', model: 'whisper-1' });
    const failure = transcriber.transcribe(file);
    await expect(failure).rejects.toBeInstanceOf(OpenAiHttpError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    await expect(failure).rejects.toThrow(
      'speech service answered 401: {"error":{"message":"Incorrect API key provided"}}',
    );
  });

  it('throws on an answer that is not a transcription', async () => {
    service.reply.next = json(200, { result: 'nope' });
    const transcriber = createOpenAiTranscriber({ url: service.base, model: 'whisper-1' });
    await expect(transcriber.transcribe(file)).rejects.toThrow();
  });

  it('accepts a base URL, a /v1 URL or the endpoint itself', () => {
    const endpoint = 'https://api.example.com/v1/audio/transcriptions';
    expect(openAiEndpoint('https://api.example.com', '/audio/transcriptions')).toBe(endpoint);
    expect(openAiEndpoint('https://api.example.com/v1', '/audio/transcriptions')).toBe(endpoint);
    expect(openAiEndpoint(endpoint, '/audio/transcriptions')).toBe(endpoint);
    expect(openAiEndpoint('http://whisper:8000/openai/v1/', '/audio/speech')).toBe(
      'http://whisper:8000/openai/v1/audio/speech',
    );
  });
});
