import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * Question types beyond a recording (docs/questions.md): a written question's character limit, the
 * answers that are not recordings (chosen options, written text, or a skip), and a recruiter's override
 * of a knockout. Option ids and knockout flags live in the questions' options JSON (no column needed).
 */
export function questionAnswers() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('questions').addColumn('max_characters', 'integer').execute();
      await db.schema
        .createTable('question_answers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('application_id', 'text', (c) =>
          c.notNull().references('applications.id').onDelete('cascade'),
        )
        .addColumn('question_key', 'text', (c) => c.notNull())
        .addColumn('question_text', 'text', (c) => c.notNull())
        .addColumn('question_type', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        // JSON arrays, a snapshot of what was chosen as it was labelled then.
        .addColumn('option_ids', 'text')
        .addColumn('labels', 'text')
        // JSON array of the chosen options that were knockouts when answered ([{optionId,label}]).
        .addColumn('knockouts', 'text')
        .addColumn('has_knockout', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('text', 'text')
        .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('answered_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('question_answers_uq', ['application_id', 'question_key'])
        .execute();
      await db.schema.alterTable('applications').addColumn('screening_overridden_at', 'text').execute();
      await db.schema.alterTable('applications').addColumn('screening_overridden_by', 'integer').execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('applications').dropColumn('screening_overridden_by').execute();
      await db.schema.alterTable('applications').dropColumn('screening_overridden_at').execute();
      await db.schema.dropTable('question_answers').execute();
      await db.schema.alterTable('questions').dropColumn('max_characters').execute();
    },
  };
}
