import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
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
