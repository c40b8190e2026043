import Fastify from 'fastify';
import type { Config } from '../config/env.js';
import type { Database } from '../db/database.js';
import { runTranscribeAnswer } from '../background/transcribe-answer.handler.js';
import { createRuntime } from '../runtime/runtime.js';
import { parseAsOf } from './retention-command.js';

export const REDO_ENGINES = ['moonshine', 'pocketsphinx', 'openai'] as const;
export type RedoEngine = (typeof REDO_ENGINES)[number];

export interface RedoOptions {
  engine?: RedoEngine | undefined;
  /** Only answers recorded at or after this moment. */
  since?: Date | undefined;
}

/** `--since`'s moment, or undefined when it is not an ISO date (the caller says so). */
export const parseSince = (value: string): Date | undefined => parseAsOf(value);

/**
 * `transcripts redo [--engine <name>] [--since <ISO date>]`: transcribes existing answers again, one at a
 * time, through the same handler as the background job (consent, company setting, language and silence
 * rules included), so an engine upgrade improves old interviews; each transcript's words replace the old
 * ones in the search index. Prints counts only, never words or names.
 */
export async function runTranscriptsRedo(
  config: Config,
  database: Database,
  options: RedoOptions,
): Promise<string> {
  const engine = options.engine ?? config.transcription.engine;
  const chosen: Config = { ...config, transcription: { ...config.transcription, engine } };
  // Log lines go to stderr, so stdout holds only the report.
  const host = Fastify({ logger: { level: config.logLevel, stream: process.stderr } });
  const log = host.log.child({ process: 'cli' });
  const { queue, transcriber, db, storage, events } = createRuntime({ config: chosen, database, log });
  try {
    await transcriber.verify?.();
    let query = db
      .selectFrom('answers')
      .select('id')
      .where('audio_key', 'is not', null)
      .orderBy('created_at');
    if (options.since) query = query.where('created_at', '>=', options.since.toISOString());
    const answers = await query.execute();
    const counts = new Map<string, number>();
    for (const { id } of answers) {
      const status = await runTranscribeAnswer({ db, storage, transcriber, log, events }, id, {
        isLastAttempt: true,
        redo: true,
      }).then(
        (result) => result?.status ?? 'gone',
        (err: unknown) => {
          log.warn({ err, answerId: id }, 'transcription failed again');
          return 'failed';
        },
      );
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
    const summary = [...counts].map(([status, n]) => `${n} ${status}`).join(', ');
    const since = options.since ? ` since ${options.since.toISOString()}` : '';
    return `Transcribed ${answers.length} answer(s)${since} again with ${engine}${summary ? `: ${summary}` : ''}.`;
  } finally {
    await transcriber.close?.();
    await queue.close();
    await host.close();
  }
}
