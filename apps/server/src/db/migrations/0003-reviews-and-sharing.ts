import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import {
  createFullTextIndex,
  dropFullTextIndex,
  serialPrimaryKey,
  stringAgg,
  type Dialect,
} from '../dialect.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * Review and decision (docs/review-and-sharing.md): a stage per interview, scorecard criteria, reviews (the team's and
 * guests'), notes, the append-only activity log, share links, and the full-text search documents.
 */
export function reviewsAndSharing(dialect: Dialect) {
  const serial = serialPrimaryKey(dialect);
  const application = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('applications.id').onDelete('cascade');

  return {
    async up(db: Kysely<any>): Promise<void> {
      // Every interview has a stage; rows from before start where new ones do.
      await db.schema
        .alterTable('applications')
        .addColumn('stage', 'text', (c) => c.notNull().defaultTo('new'))
        .execute();
      await db.schema
        .createIndex('applications_company_stage_idx')
        .on('applications')
        .columns(['company_id', 'stage'])
        .execute();

      await db.schema
        .createTable('questionnaire_criteria')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('questionnaire_id', 'text', (c) =>
          c.notNull().references('questionnaires.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addUniqueConstraint('questionnaire_criteria_position_uq', ['questionnaire_id', 'position'])
        .execute();

      await db.schema
        .createTable('interview_reviews')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('application_id', 'text', application)
        .addColumn('reviewer_user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('overall', 'integer')
        .addColumn('recommendation', 'text')
        .addColumn('ratings', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('criteria', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('interview_reviews_reviewer_uq', ['application_id', 'reviewer_user_id'])
        .execute();

      await db.schema
        .createTable('share_links')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('hide_contact_details', 'integer', (c) => c.notNull())
        .addColumn('allow_reviews', 'integer', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_viewed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('share_links_company_idx')
        .on('share_links')
        .columns(['company_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('share_link_interviews')
        .addColumn('share_link_id', 'text', (c) =>
          c.notNull().references('share_links.id').onDelete('cascade'),
        )
        .addColumn('application_id', 'text', application)
        .addPrimaryKeyConstraint('share_link_interviews_pk', ['share_link_id', 'application_id'])
        .execute();
      await db.schema
        .createIndex('share_link_interviews_application_idx')
        .on('share_link_interviews')
        .column('application_id')
        .execute();

      await db.schema
        .createTable('guest_reviews')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('share_link_id', 'text', (c) =>
          c.notNull().references('share_links.id').onDelete('cascade'),
        )
        .addColumn('application_id', 'text', application)
        .addColumn('reviewer_name', 'text', (c) => c.notNull())
        .addColumn('reviewer_key', 'text', (c) => c.notNull())
        .addColumn('overall', 'integer', (c) => c.notNull())
        .addColumn('comment', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('guest_reviews_name_uq', ['share_link_id', 'application_id', 'reviewer_key'])
        .execute();
      await db.schema
        .createIndex('guest_reviews_application_idx')
        .on('guest_reviews')
        .column('application_id')
        .execute();

      await db.schema
        .createTable('interview_notes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('application_id', 'text', application)
        .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('question_key', 'text')
        .addColumn('at_ms', 'integer')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('interview_notes_application_idx')
        .on('interview_notes')
        .columns(['application_id', 'created_at'])
        .execute();

      // Share links are revoked, never deleted, so the log's link ids need no foreign key.
      await db.schema
        .createTable('interview_activity')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('application_id', 'text', application)
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('actor_user_id', 'integer')
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('share_link_id', 'text')
        .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('dedupe_key', 'text', (c) => c.unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('interview_activity_application_idx')
        .on('interview_activity')
        .columns(['application_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('interview_activity_recent_idx')
        .on('interview_activity')
        .columns(['application_id', 'type', 'actor_user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('interview_search')
        .addColumn('id', serial.type, serial.build)
        .addColumn('application_id', 'text', (c) => application(c).unique())
        .addColumn('content', 'text', (c) => c.notNull())
        .execute();
      await createFullTextIndex(db, dialect);
      await backfillSearch(db, dialect);
    },

    async down(db: Kysely<any>): Promise<void> {
      await dropFullTextIndex(db, dialect);
      for (const table of [
        'interview_search',
        'interview_activity',
        'interview_notes',
        'guest_reviews',
        'share_link_interviews',
        'share_links',
        'interview_reviews',
        'questionnaire_criteria',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.dropIndex('applications_company_stage_idx').ifExists().execute();
      await db.schema.alterTable('applications').dropColumn('stage').execute();
    },
  };
}

/** Interviews recorded before this migration are searchable at once: names and finished transcripts. */
async function backfillSearch(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const words = stringAgg(dialect, sql.ref('t.text'), ' ');
  await sql`
    insert into interview_search (application_id, content)
    select a.id, p.first_name || ' ' || p.last_name || ' ' || coalesce((
      select ${words} from answers s inner join transcripts t on t.answer_id = s.id
      where s.application_id = a.id and t.status = 'done' and t.text is not null
    ), '')
    from applications a inner join applicants p on p.id = a.applicant_id
  `.execute(db);
}
