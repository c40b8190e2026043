import { createHash, createHmac } from 'node:crypto';
import { once } from 'node:events';
import { statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES, type ErrorResponse, type TtsResponseSchema } from '@vi/contracts';
import { toCount } from '../../src/db/dialect.js';
import { readWavInfo } from '../../src/infra/transcription/wav-audio.js';
import { createTtsService, NOT_A_QUESTION } from '../../src/modules/tts/tts.service.js';
import { clipSecretOf } from '../../src/runtime/clip-secret.js';
import { createApplication, type ApplicationFixture } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';

type TtsResponse = z.infer<typeof TtsResponseSchema>;

const QUESTIONS = [
  'Please tell us about your experience working in a team.',
  'What are your greatest strengths and weaknesses?',
];
const CONCURRENT = 'Why do you want to work for our company?';
const RACING = 'I enjoy solving problems and learning new skills.';
const CLIP_PATH = /^\/api\/v1\/media\/audio\/stream\/([a-f0-9]{64})\.(wav|mp3)$/;

const fileNameOf = (clipPath: string) => clipPath.split('/').at(-1) ?? '';

async function countClips(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('tts_clips')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

async function withApplication(t: TestApp): Promise<ApplicationFixture> {
  const db = t.database.db;
  const { companyId, userId } = await createCompany(db);
  const jobId = await createJob(db, companyId);
  const { questionnaireId } = await createQuestionnaire(db, companyId, userId, {
    attachTo: [jobId],
    questions: [...QUESTIONS, CONCURRENT, RACING],
  });
  return createApplication(db, companyId, jobId, questionnaireId);
}

describe.each(DIALECTS)('text-to-speech (%s)', (dialect) => {
  let t: TestApp;
  let application: ApplicationFixture;
  let firstPaths: string[];

  const speak = (text: string[], appGuid = application.guid) =>
    t.app.inject({ method: 'POST', url: '/api/v1/media/audio/tts', payload: { text, appGuid } });
  const stream = (fileName: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/media/audio/stream/${fileName}`, headers });
  const storedFile = (fileName: string) => path.join(t.dataDir, 'media', 'tts', fileName);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    application = await withApplication(t);
  });
  afterAll(() => t.close());

  it('makes one real clip per text with flite and serves it', async () => {
    const started = performance.now();
    const res = await speak(QUESTIONS);
    const ms = performance.now() - started;
    console.log(`[${dialect}] tts: ${QUESTIONS.length} new clips in ${ms.toFixed(0)} ms`);
    expect(res.statusCode).toBe(200);
    firstPaths = res.json<TtsResponse>().data.audioFilePaths;
    expect(firstPaths).toHaveLength(2);
    for (const clip of firstPaths) expect(clip).toMatch(CLIP_PATH);
    expect(new Set(firstPaths).size).toBe(2);
    expect(await countClips(t)).toBe(2);

    for (const clip of firstPaths) {
      const audio = await stream(fileNameOf(clip));
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/wav');
      expect(audio.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(audio.headers['accept-ranges']).toBe('bytes');
      const wav = audio.rawPayload;
      expect(Number(audio.headers['content-length'])).toBe(wav.length);
      expect(readWavInfo(wav)?.durationSeconds).toBeGreaterThan(1.5);
      expect(statSync(storedFile(fileNameOf(clip))).size).toBe(wav.length);
    }
  });

  it('names a clip with an HMAC under the server secret, never a bare hash a guess of the text gives', async () => {
    const clip = await t.database.db
      .selectFrom('tts_clips')
      .select(['file_name', 'engine', 'voice', 'text'])
      .where('text', '=', QUESTIONS[0]!)
      .executeTakeFirstOrThrow();
    const triple = `${clip.engine}|${clip.voice}|${clip.text}`;
    const name = clip.file_name.split('.')[0];
    expect(name).not.toBe(createHash('sha256').update(triple).digest('hex'));
    expect(name).toBe(createHmac('sha256', clipSecretOf(t.config)!).update(triple).digest('hex'));
  });

  it('answers a repeated text from the cache without synthesising it again', async () => {
    const inode = statSync(storedFile(fileNameOf(firstPaths[0]!))).ino;
    const started = performance.now();
    const res = await speak([...QUESTIONS, QUESTIONS[0]!]);
    const ms = performance.now() - started;
    console.log(`[${dialect}] tts: ${QUESTIONS.length + 1} cached clips in ${ms.toFixed(0)} ms`);
    expect(res.statusCode).toBe(200);
    expect(res.json<TtsResponse>().data.audioFilePaths).toEqual([...firstPaths, firstPaths[0]]);
    expect(await countClips(t)).toBe(2);
    // A new synthesis would have written a new file (written aside, then renamed over the old one).
    expect(statSync(storedFile(fileNameOf(firstPaths[0]!))).ino).toBe(inode);
  });

  it('makes one clip and one row for identical requests at the same moment', async () => {
    const text = [CONCURRENT];
    const responses = await Promise.all(Array.from({ length: 4 }, () => speak(text)));
    const paths = responses.map((r) => r.json<TtsResponse>().data.audioFilePaths[0]);
    expect(new Set(paths).size).toBe(1);
    expect(await countClips(t)).toBe(3);

    // Two servers (two services, no shared memory) racing on one new text: the unique key keeps one row.
    const other = createTtsService({
      db: t.database.db,
      storage: t.app.storage,
      synthesizer: t.app.synthesizer,
      log: t.app.log,
      // Two nodes of one installation share the key of clip names.
      clipSecret: clipSecretOf(t.config),
    });
    const service = createTtsService({
      db: t.database.db,
      storage: t.app.storage,
      synthesizer: t.app.synthesizer,
      log: t.app.log,
      // Two nodes of one installation share the key of clip names.
      clipSecret: clipSecretOf(t.config),
    });
    const racing = [RACING];
    const [a, b] = await Promise.all([
      service.synthesize(application.guid, racing),
      other.synthesize(application.guid, racing),
    ]);
    expect(a).toEqual(b);
    expect(await countClips(t)).toBe(4);
  });

  it('serves byte ranges, revalidation and HEAD', async () => {
    const fileName = fileNameOf(firstPaths[0]!);
    const whole = (await stream(fileName)).rawPayload;

    const part = await stream(fileName, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(whole.subarray(0, 100))).toBe(true);

    const tail = await stream(fileName, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 10))).toBe(true);

    const beyond = await stream(fileName, { range: `bytes=${whole.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${whole.length}`);

    const etag = String(part.headers.etag);
    expect((await stream(fileName, { 'if-none-match': etag })).statusCode).toBe(304);

    const head = await t.app.inject({ method: 'HEAD', url: `/api/v1/media/audio/stream/${fileName}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(whole.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 to any name that is not a known clip, traversal included', async () => {
    const hash = fileNameOf(firstPaths[0]!).split('.')[0]!;
    const names = [
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e%2f',
      '%2e%2e%2fmedia.wav',
      'x.wav',
      `${hash.toUpperCase()}.wav`,
      `${hash}.WAV`,
      `${hash}.wav%00`,
      `${hash}.mp4`,
      `${hash.slice(1)}0.wav`,
      `tts%2f${hash}.wav`,
    ];
    for (const name of names) {
      const res = await stream(name);
      expect(res.statusCode, name).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/media/audio/stream/../x' })).statusCode).toBe(
      404,
    );
  });

  it('refuses unknown and malformed guids, texts that are not its questions, and too many or empty texts', async () => {
    const unknown = await speak(QUESTIONS, '2b8f8c1e-5a6b-4c3d-9e8f-7a6b5c4d3e2f');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorResponse>().message).toBe(MESSAGES.noApplication);
    expect((await speak(QUESTIONS, 'not-a-guid')).statusCode).toBe(404);
    expect((await speak(QUESTIONS, '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).statusCode).toBe(404);

    const notAQuestion = await speak([QUESTIONS[0]!, 'Say something else entirely.']);
    expect(notAQuestion.statusCode).toBe(400);
    expect(notAQuestion.json<ErrorResponse>().message).toBe(NOT_A_QUESTION);

    const tooMany = Array.from({ length: 21 }, (_, i) => `Question ${i + 1}?`);
    expect((await speak(tooMany)).statusCode).toBe(400);
    expect((await speak([])).statusCode).toBe(400);
    expect((await speak(['   '])).statusCode).toBe(400);
    expect(await countClips(t)).toBe(4);
  });

  it('throttles a client that keeps asking', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await speak([QUESTIONS[0]!])).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(30);
  });
});

describe('text-to-speech through an OpenAI-compatible service (TTS_URL)', () => {
  const mp3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(1000, 1)]);
  let server: Server;
  let requests = 0;
  let t: TestApp;
  let application: ApplicationFixture;

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        requests++;
        res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(mp3);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    t = await createTestApp('sqlite', { TTS_URL: `http://127.0.0.1:${port}`, TTS_VOICE: 'nova' });
    application = await withApplication(t);
  });
  afterAll(async () => {
    await t.close();
    server.close();
  });

  it('stores and serves the MP3 clip, cached', async () => {
    const payload = { text: [QUESTIONS[0]], appGuid: application.guid };
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/media/audio/tts', payload });
    const [clip] = first.json<TtsResponse>().data.audioFilePaths;
    expect(clip).toMatch(/\.mp3$/);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/media/audio/tts', payload });
    expect(again.json<TtsResponse>().data.audioFilePaths).toEqual([clip]);
    expect(requests).toBe(1);

    const audio = await t.app.inject({ method: 'GET', url: clip! });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload.equals(mp3)).toBe(true);
  });
});
