import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * An index on `answers.attempt_id`. The answer of a take is looked up by its attempt (a repeated
 * process_recording, the media job's bookkeeping), and `answers.attempt_id` references
 * `answer_attempts.id`: without an index both databases scan every answer for each attempt deleted
 * (an erasure, retention), to check nothing still points at it.
 */
export function answerAttemptIndex() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.createIndex('answers_attempt_idx').on('answers').column('attempt_id').execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('answers_attempt_idx').execute();
    },
  };
}
