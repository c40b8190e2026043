import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AnswerMediaDependencies } from '../../src/background/process-answer-media.handler.js';
import type { DB } from '../../src/db/schema.js';
import { createMediaTools } from '../../src/infra/media/ffmpeg.js';
import { createTakeStore } from '../../src/modules/recordings/take-store/create-take-store.js';
import type { TestApp } from '../helper.js';
import { waitFor } from './wait-for.js';

/**
 * Waits for the process-answer-media job to finish a submitted take's answer (submit replies
 * before the media exists) and returns the answer's row. Polls the row, never sleeps a fixed time.
 */
export async function processedAnswer(
  db: Kysely<DB>,
  attemptId: string,
  options: { timeoutMs?: number; status?: 'ready' | 'failed' } = {},
) {
  let seen = 'no answer';
  const answer = await waitFor(
    async () => {
      const row = await db
        .selectFrom('answers')
        .selectAll()
        .where('attempt_id', '=', attemptId)
        .executeTakeFirst();
      seen = row?.media_status ?? 'no answer';
      return row && row.media_status !== 'processing' ? row : undefined;
    },
    { timeoutMs: options.timeoutMs ?? 30_000, message: () => `the answer's media (last seen: ${seen})` },
  );
  if (options.status && answer.media_status !== options.status)
    throw new Error(
      `answer media is ${answer.media_status} (${answer.media_error ?? ''}), not ${options.status}`,
    );
  return answer;
}

/**
 * What the media job's handler needs, built from a test app the way the app's own worker builds it, for
 * a test that runs the handler by hand; `overrides` swaps a part (a failing storage, another database).
 */
export function answerMediaDeps(t: TestApp, overrides: Partial<AnswerMediaDependencies> = {}) {
  return {
    db: t.database.db,
    storage: t.app.storage,
    media: createMediaTools({ ffmpegPath: undefined, ffprobePath: undefined }),
    takes: createTakeStore({ config: t.config, db: t.database.db, storage: t.app.storage }),
    queue: t.app.queue,
    events: t.app.companyEvents,
    workRoot: path.join(t.dataDir, 'work'),
    log: t.app.log,
    ...overrides,
  } satisfies AnswerMediaDependencies;
}
