import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { GuidSchema, MESSAGES, TTS_CAPTIONS_FILE_NAME_PATTERN, TTS_FILE_NAME_PATTERN } from '@vi/contracts';
import { isUniqueViolation } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { Storage } from '../../infra/storage/storage.js';
import { primaryLanguage, speaks } from '../../infra/languages.js';
import type { SpeechSynthesizer } from '../../infra/tts/synthesizer.js';
import { AppError } from '../../lib/app-error.js';
import { contentRange, parseRange, type RangedFileResponse } from '../../lib/http-range.js';
import { nowIso } from '../../lib/time.js';
import { WEBVTT_CONTENT_TYPE } from '../../lib/webvtt.js';
import { clipCaptions } from './clip-captions.js';
import * as repo from './tts.repository.js';

/** Where a clip is played from; the client takes the last path segment as the file name. */
const TTS_STREAM_PATH = '/api/v1/media/audio/stream/';

export interface ClipRequest {
  fileName: string;
  range: string | undefined;
  ifNoneMatch: string | undefined;
  ifRange: string | undefined;
  withBody: boolean;
}

export type ClipResponse = RangedFileResponse;

export const NOT_A_QUESTION = 'Only the questions of this interview can be read aloud.';
export const NO_VOICE = 'No voice on this server reads this interview’s language.';

const noApplication = () => new AppError('NOT_FOUND', { message: MESSAGES.noApplication });
const noClip = () => new AppError('NOT_FOUND', { message: 'Audio file not found.' });

/**
 * Question clips, made once per (engine, voice, text) and kept: the file name is an HMAC of that triple
 * under a server secret, so a clip never changes and browsers may cache it for good, yet nobody can
 * compute the name of a question's clip from a guessed question text (docs/security.md).
 */
export function createTtsService(deps: {
  db: Kysely<DB>;
  storage: Storage;
  synthesizer: SpeechSynthesizer;
  log: FastifyBaseLogger;
  /**
   * The key of the clip names: the same on every node of one installation (derived from JWT_SECRET).
   * Without one a key per process is made: clips still work, each process names its own.
   */
  clipSecret?: string;
}) {
  const { db, storage, synthesizer } = deps;
  const clipKey = deps.clipSecret ?? randomBytes(32).toString('hex');
  // Identical requests at the same moment (every applicant of a job opens the same questions) share one run.
  const inFlight = new Map<string, Promise<string>>();

  /** English keeps the key its clips always had; another language's key names its engine, voice and language. */
  const cacheKeyOf = (text: string, language: string) => {
    const { engine, voice } = synthesizer.voiceFor?.(language) ?? synthesizer;
    const key = language === 'en' ? `${engine}|${voice}|${text}` : `${engine}|${voice}|${language}|${text}`;
    return createHmac('sha256', clipKey).update(key).digest('hex');
  };

  async function speak(text: string, language: string) {
    try {
      return await synthesizer.synthesize(text, language === 'en' ? undefined : language);
    } catch (err) {
      throw new AppError('UNAVAILABLE', { message: MESSAGES.somethingWentWrong, cause: err });
    }
  }

  async function produce(cacheKey: string, text: string, language: string): Promise<string> {
    const cached = await repo.findClipByCacheKey(db, cacheKey);
    if (cached && (await storage.stat(cached.storage_key))) return cached.file_name;
    const speech = await speak(text, language);
    const { engine, voice } = synthesizer.voiceFor?.(language) ?? synthesizer;
    const fileName = cached?.file_name ?? `${cacheKey}.${speech.extension}`;
    const storageKey = cached?.storage_key ?? `tts/${fileName}`;
    await storage.put(storageKey, speech.audio, { contentType: speech.mimeType });
    if (cached) return fileName;
    try {
      await repo.insertClip(db, {
        id: randomUUID(),
        cache_key: cacheKey,
        file_name: fileName,
        text,
        voice,
        engine,
        storage_key: storageKey,
        mime_type: speech.mimeType,
        bytes: speech.audio.length,
        created_at: nowIso(),
      });
    } catch (err) {
      // Another process made the same clip first: same key, same bytes, one row.
      if (!isUniqueViolation(err)) throw err;
    }
    return fileName;
  }

  function clipFor(text: string, language: string): Promise<string> {
    const cacheKey = cacheKeyOf(text, language);
    let run = inFlight.get(cacheKey);
    if (!run) {
      run = produce(cacheKey, text, language).finally(() => inFlight.delete(cacheKey));
      inFlight.set(cacheKey, run);
    }
    return run;
  }

  /**
   * The link is the only key, so what it may have spoken is limited to its own questions: anything else
   * would let whoever holds a link fill the clip store with arbitrary text.
   */
  async function requireQuestions(appGuid: string, texts: string[]): Promise<string> {
    const guid = GuidSchema.safeParse(appGuid.toLowerCase());
    const questions = guid.success ? await repo.findQuestionTexts(db, guid.data) : undefined;
    if (!questions) throw noApplication();
    if (texts.some((text) => !questions.texts.has(text.trim())))
      throw new AppError('VALIDATION', { message: NOT_A_QUESTION });
    return primaryLanguage(questions.language);
  }

  return {
    /** One clip path per question text, by index. */
    async synthesize(appGuid: string, texts: string[]): Promise<string[]> {
      const language = await requireQuestions(appGuid, texts);
      // Never read in another language's sounds: the page shows the question without a clip instead.
      if (!speaks(synthesizer, language)) throw new AppError('UNAVAILABLE', { message: NO_VOICE });
      const started = performance.now();
      const fileNames = await Promise.all(texts.map((text) => clipFor(text, language)));
      deps.log.debug({ clips: texts.length, ms: performance.now() - started }, 'tts clips ready');
      return fileNames.map((name) => `${TTS_STREAM_PATH}${name}`);
    },

    /**
     * A clip's captions, at the clip's own address with `.vtt`: its hash is the key, as for the clip.
     * Made from the stored question text on each request (cheap), so a better cue layout needs no migration.
     */
    async captions(fileName: string): Promise<{ body: string; headers: Record<string, string> }> {
      if (!TTS_CAPTIONS_FILE_NAME_PATTERN.test(fileName)) throw noClip();
      const clip = await repo.findClipByCacheKey(db, fileName.slice(0, -'.vtt'.length));
      if (!clip || !(await storage.stat(clip.storage_key))) throw noClip();
      return {
        body: await clipCaptions(storage, clip),
        headers: {
          'content-type': WEBVTT_CONTENT_TYPE,
          // The text behind a hash never changes, but the cue layout may between versions.
          'cache-control': 'public, max-age=86400',
          'x-content-type-options': 'nosniff',
        },
      };
    },

    async open(request: ClipRequest): Promise<ClipResponse> {
      // The name is checked before any lookup: nothing but a hash and an extension reaches storage.
      if (!TTS_FILE_NAME_PATTERN.test(request.fileName)) throw noClip();
      const clip = await repo.findClipByFileName(db, request.fileName);
      const info = clip && (await storage.stat(clip.storage_key));
      if (!clip || !info) throw noClip();

      const etag = `"${clip.file_name.split('.')[0] ?? ''}"`;
      const headers: Record<string, string | number> = {
        'accept-ranges': 'bytes',
        etag,
        // Content-addressed: the same name always means the same bytes.
        'cache-control': 'public, max-age=31536000, immutable',
      };
      if (request.ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return { status: 304, headers };

      const range =
        request.ifRange === undefined || request.ifRange === etag
          ? parseRange(request.range, info.size)
          : ({ kind: 'whole' } as const);
      if (range.kind === 'unsatisfiable')
        return {
          status: 416,
          headers: { 'accept-ranges': 'bytes', 'content-range': contentRange(info.size) },
        };

      const part = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
      const object = request.withBody ? await storage.get(clip.storage_key, part) : undefined;
      if (request.withBody && !object) throw noClip();
      const length = part ? part.end - part.start + 1 : info.size;
      return {
        status: part ? 206 : 200,
        headers: {
          ...headers,
          'content-type': clip.mime_type,
          'content-length': length,
          ...(part ? { 'content-range': contentRange(info.size, part) } : {}),
        },
        stream: object?.stream,
      };
    },
  };
}
