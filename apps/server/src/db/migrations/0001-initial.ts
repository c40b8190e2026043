import type { Kysely } from 'kysely';
import { serialPrimaryKey, type Dialect } from '../dialect.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
export function initial(dialect: Dialect) {
  const serial = serialPrimaryKey(dialect);
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('companies')
        .addColumn('id', serial.type, serial.build)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('users')
        .addColumn('id', serial.type, serial.build)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_company_idx').on('users').column('company_id').execute();

      await db.schema
        .createTable('divisions')
        .addColumn('id', serial.type, serial.build)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('divisions_company_idx').on('divisions').column('company_id').execute();

      await db.schema
        .createTable('jobs')
        .addColumn('id', serial.type, serial.build)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('division_id', 'integer', (c) => c.references('divisions.id').onDelete('set null'))
        .addColumn('recruiter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('requisition_name', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Open'))
        .addColumn('job_function', 'text')
        .addColumn('industry', 'text')
        .addColumn('company_name', 'text')
        .addColumn('apply_url', 'text')
        .addColumn('contact_email', 'text')
        .addColumn('description', 'text')
        .addColumn('requirements', 'text')
        .addColumn('role_description', 'text')
        .addColumn('responsibilities', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('skills', 'text')
        .addColumn('locations', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('jobs_company_idx')
        .on('jobs')
        .columns(['company_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('questionnaires')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('questionnaires_company_name_uq', ['company_id', 'name_key'])
        .execute();
      await db.schema
        .createIndex('questionnaires_company_created_idx')
        .on('questionnaires')
        .columns(['company_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('questions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('questionnaire_id', 'text', (c) =>
          c.notNull().references('questionnaires.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('question_key', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('type', 'text', (c) => c.notNull().defaultTo('Text'))
        .addColumn('options', 'text')
        .addUniqueConstraint('questions_key_uq', ['questionnaire_id', 'question_key'])
        .addUniqueConstraint('questions_position_uq', ['questionnaire_id', 'position'])
        .execute();

      await db.schema
        .createTable('job_questionnaires')
        .addColumn('job_id', 'integer', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
        .addColumn('questionnaire_id', 'text', (c) =>
          c.notNull().references('questionnaires.id').onDelete('cascade'),
        )
        .addColumn('attached_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('job_questionnaires_q_idx')
        .on('job_questionnaires')
        .column('questionnaire_id')
        .execute();

      await db.schema
        .createTable('applicants')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_key', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('applicants_company_email_uq', ['company_id', 'email_key'])
        .execute();

      await db.schema
        .createTable('applications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('guid', 'text', (c) => c.notNull().unique())
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('applicant_id', 'text', (c) => c.notNull().references('applicants.id').onDelete('cascade'))
        .addColumn('questionnaire_id', 'text', (c) => c.references('questionnaires.id').onDelete('set null'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Incomplete'))
        .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('resume_key', 'text')
        .addColumn('resume_name', 'text')
        .addColumn('resume_type', 'text')
        .addColumn('started_at', 'text')
        .addColumn('completed_at', 'text')
        .addColumn('consent_at', 'text')
        .addColumn('consent_terms_version', 'text')
        .addColumn('transcription_consent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('applications_job_applicant_uq', ['job_id', 'applicant_id'])
        .execute();
      await db.schema
        .createIndex('applications_company_created_idx')
        .on('applications')
        .columns(['company_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('answer_attempts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('application_id', 'text', (c) =>
          c.notNull().references('applications.id').onDelete('cascade'),
        )
        .addColumn('question_key', 'text', (c) => c.notNull())
        .addColumn('attempt_no', 'integer', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('mime_type', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('staging_path', 'text', (c) => c.notNull())
        .addColumn('chunks', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('duration_ms', 'integer')
        .addColumn('media_key', 'text')
        .addColumn('audio_key', 'text')
        .addColumn('thumbnail_key', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('answer_attempts_no_uq', ['application_id', 'question_key', 'attempt_no'])
        .execute();

      await db.schema
        .createTable('answers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('application_id', 'text', (c) =>
          c.notNull().references('applications.id').onDelete('cascade'),
        )
        .addColumn('question_key', 'text', (c) => c.notNull())
        .addColumn('question_text', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('attempt_id', 'text', (c) => c.notNull().references('answer_attempts.id'))
        .addColumn('media_key', 'text', (c) => c.notNull())
        .addColumn('audio_key', 'text')
        .addColumn('thumbnail_key', 'text')
        .addColumn('duration_ms', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('answers_question_uq', ['application_id', 'question_key'])
        .execute();

      await db.schema
        .createTable('transcripts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('answer_id', 'text', (c) =>
          c.notNull().unique().references('answers.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('engine', 'text')
        .addColumn('text', 'text')
        .addColumn('segments', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('tts_clips')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('cache_key', 'text', (c) => c.notNull().unique())
        .addColumn('file_name', 'text', (c) => c.notNull().unique())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('voice', 'text', (c) => c.notNull())
        .addColumn('engine', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('outbox_mail')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();

      await db.schema
        .createTable('client_logs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('application_guid', 'text')
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('context', 'text')
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('background_jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
        .addColumn('run_at', 'text', (c) => c.notNull())
        .addColumn('locked_at', 'text')
        .addColumn('locked_by', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('background_jobs_due_idx')
        .on('background_jobs')
        .columns(['status', 'run_at'])
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'background_jobs',
        'client_logs',
        'outbox_mail',
        'tts_clips',
        'transcripts',
        'answers',
        'answer_attempts',
        'applications',
        'applicants',
        'job_questionnaires',
        'questions',
        'questionnaires',
        'jobs',
        'divisions',
        'users',
        'companies',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
