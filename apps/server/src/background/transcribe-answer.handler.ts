import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TranscriptionStatus } from '@vi/contracts';
import type { DB } from '../db/schema.js';
import type { Storage } from '../infra/storage/storage.js';
import { transcribesLanguage, type Transcriber } from '../infra/transcription/transcriber.js';
import { streamClosed } from '../lib/stream-closed.js';
import { readCompanySettings } from '../modules/companies/index.js';
import type { CompanyEvents } from '../modules/webhooks/index.js';
import { readWavInfo, soundSeconds } from '../infra/transcription/wav-audio.js';
import * as repo from './transcribe-answer.repository.js';
import { TRANSCRIPT_NOTES } from './transcript-notes.js';

export interface TranscribeDependencies {
  db: Kysely<DB>;
  storage: Storage;
  transcriber: Transcriber;
  log: FastifyBaseLogger;
  /** Where answer.transcribed goes once a transcript is final. */
  events: CompanyEvents;
}

export interface AnswerTranscript {
  status: TranscriptionStatus;
  /** The words said; '' when nothing was said; null unless status is 'done'. */
  text: string | null;
}

export { TRANSCRIPT_NOTES };

/** Less sound than this (seconds above the sound level) is treated as silence. */
const MIN_SOUND_SECONDS = 0.3;

/** Each run holds a decoder in memory (~110 MB for PocketSphinx): at most one per core in this process. */
const slots = createSlots(Math.max(1, availableParallelism()));

/** Runs in progress in this process, so the quick wait and the queued job share one run. */
const running = new Map<string, Promise<AnswerTranscript | undefined>>();

function createSlots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

async function save(
  deps: TranscribeDependencies,
  answerId: string,
  fields: repo.TranscriptFields,
): Promise<AnswerTranscript | undefined> {
  // Erased while the engine ran: nothing is kept of it, and nobody is told of a transcript.
  if (!(await repo.upsertTranscript(deps.db, answerId, fields))) return undefined;
  await announceTranscript(deps, answerId, fields.status, fields.status === 'done' ? fields.text : null);
  return { status: fields.status, text: fields.status === 'done' ? fields.text : null };
}

/** The answer.transcribed webhook event, for a transcript that will not change any more. */
async function announceTranscript(
  deps: TranscribeDependencies,
  answerId: string,
  status: TranscriptionStatus,
  text: string | null,
): Promise<void> {
  if (status === 'pending') return;
  const answer = await repo.findAnswerRef(deps.db, answerId);
  if (!answer) return;
  await deps.events.emitInterviewEvent('answer.transcribed', answer.application_id, {
    answerId,
    questionId: answer.question_key,
    transcriptionStatus: status,
    text,
  });
}

const unavailable = (engine: string | null, error: string): repo.TranscriptFields => ({
  status: 'unavailable',
  engine,
  text: null,
  segments: null,
  error,
});

async function download(storage: Storage, key: string, file: string): Promise<boolean> {
  const object = await storage.get(key);
  if (!object) return false;
  const sink = createWriteStream(file);
  try {
    await pipeline(object.stream, sink);
  } catch (error) {
    // The caller removes the folder next; the file must not be created after that.
    await streamClosed(sink);
    throw error;
  }
  return true;
}

/** English, whatever the region: `en`, `en-GB`. */

async function transcribeStoredAudio(
  deps: TranscribeDependencies,
  answerId: string,
  audioKey: string,
  language: string,
): Promise<AnswerTranscript | undefined> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vi-transcribe-'));
  try {
    const file = path.join(dir, 'answer.wav');
    if (!(await download(deps.storage, audioKey, file)))
      return await save(deps, answerId, unavailable(null, TRANSCRIPT_NOTES.noAudio));
    const wav = await readFile(file);
    const info = readWavInfo(wav);
    if (!info) throw new Error(`stored audio of answer ${answerId} is not a WAV file`);
    // Whisper invents text ("thanks for watching") for silence; a silent answer is said to be silent.
    if (soundSeconds(wav, info) < MIN_SOUND_SECONDS) {
      const silent = { status: 'done', engine: 'silence-gate', text: '', segments: '[]', language } as const;
      return await save(deps, answerId, { ...silent, error: TRANSCRIPT_NOTES.silent });
    }
    const started = performance.now();
    const result = await deps.transcriber.transcribe(file, { language });
    deps.log.info(
      {
        answerId,
        engine: result.engine,
        audioSeconds: info.durationSeconds,
        ms: performance.now() - started,
      },
      'answer transcribed',
    );
    return await save(deps, answerId, {
      status: 'done',
      engine: result.engine,
      text: result.text,
      segments: JSON.stringify(result.segments),
      error: result.text === '' ? TRANSCRIPT_NOTES.noSpeech : null,
      language,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The whole decision: consent, audio, engine, silence, then the engine. Undefined when the answer is gone. */
async function transcribe(
  deps: TranscribeDependencies,
  answerId: string,
  redo = false,
): Promise<AnswerTranscript | undefined> {
  const answer = await repo.findAnswerToTranscribe(deps.db, answerId);
  if (!answer) return undefined;
  const existing = await repo.findTranscript(deps.db, answerId);
  // A finished transcript is kept: running the engine again would spend its time on the same words.
  if (existing?.status === 'done' && !redo) return { status: 'done', text: existing.text };
  // A job queued before the company switched transcription off does not send the answer anywhere.
  if (!readCompanySettings(answer.company_settings).transcriptionEnabled)
    return save(deps, answerId, unavailable(null, TRANSCRIPT_NOTES.transcriptionOff));
  // An English-only engine would write English-sounding words for another language: none are written.
  // Checked before consent: the applicant of such an interview was told so and not asked (ai-notice.ts).
  const language = answer.questionnaire_language ?? 'en';
  if (!transcribesLanguage(deps.transcriber, language))
    return save(deps, answerId, {
      ...unavailable(deps.transcriber.engine, TRANSCRIPT_NOTES.languageNotSupported),
      language,
    });
  // Without consent the engine is never called and the audio never read.
  if (answer.transcription_consent !== 1)
    return save(deps, answerId, unavailable(null, TRANSCRIPT_NOTES.noConsent));
  if (!answer.audio_key) return save(deps, answerId, unavailable(null, TRANSCRIPT_NOTES.noAudio));
  if (!(await deps.transcriber.available()))
    return save(deps, answerId, unavailable(deps.transcriber.engine, TRANSCRIPT_NOTES.noEngine));
  const audioKey = answer.audio_key;
  return slots(() => transcribeStoredAudio(deps, answerId, audioKey, language));
}

function shared(
  deps: TranscribeDependencies,
  answerId: string,
  redo = false,
): Promise<AnswerTranscript | undefined> {
  let run = running.get(answerId);
  if (!run) {
    run = transcribe(deps, answerId, redo).finally(() => running.delete(answerId));
    running.set(answerId, run);
  }
  return run;
}

/**
 * The 'transcribe-answer' job. Safe to run twice (one transcript row per answer). Engine failures are
 * rethrown so the queue retries; the last attempt leaves the transcript 'failed' instead of 'pending'.
 */
export async function runTranscribeAnswer(
  deps: TranscribeDependencies,
  answerId: string,
  options: {
    isLastAttempt: boolean;
    /** Transcribe again even when a transcript is done (the CLI's redo). */ redo?: boolean;
  },
): Promise<AnswerTranscript | undefined> {
  try {
    return await shared(deps, answerId, options.redo);
  } catch (err) {
    if (options.isLastAttempt) {
      const message = err instanceof Error ? err.message : String(err);
      await repo.upsertTranscript(deps.db, answerId, {
        status: 'failed',
        engine: deps.transcriber.engine,
        text: null,
        segments: null,
        error: message.slice(0, 500),
      });
      await announceTranscript(deps, answerId, 'failed', null);
    }
    throw err;
  }
}

/**
 * Transcribes an answer in this process and waits at most `timeoutMs` for it: the channel's
 * `upload_complete` carries the words when they are ready that soon. On time-out the run goes on and
 * stores its result; the queued job (which joins a run in progress here) is the safety net.
 * Never throws: a failure reads as 'pending', since the job will retry.
 */
export async function transcribeAnswerNow(
  deps: TranscribeDependencies,
  answerId: string,
  timeoutMs: number,
): Promise<AnswerTranscript> {
  const pending: AnswerTranscript = { status: 'pending', text: null };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<AnswerTranscript>((resolve) => {
    timer = setTimeout(() => resolve(pending), timeoutMs);
  });
  const work = shared(deps, answerId).then(
    (result) => result ?? pending,
    (err: unknown) => {
      deps.log.warn({ err, answerId }, 'transcription failed; the queued job retries it');
      return pending;
    },
  );
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
