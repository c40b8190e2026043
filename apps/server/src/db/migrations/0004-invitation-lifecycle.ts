import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * The invitation lifecycle (docs/invitations.md): a deadline, the recruiter's personal message and the applicant's
 * request for more time on each application; company settings (reminders); one row per notice the
 * scheduler sends (its unique key is what makes a reminder go out once, however many processes look);
 * and the leases that let one process at a time run a periodic task in embedded mode.
 * Every new column is nullable, so rows from before need no backfill: no deadline, default settings.
 */
export function invitationLifecycle() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const column of [
        'deadline',
        'invite_message',
        'extension_message',
        'extension_requested_at',
        'last_extension_request_at',
      ]) {
        await db.schema.alterTable('applications').addColumn(column, 'text').execute();
      }
      // The scheduler's scan: incomplete interviews by deadline.
      await db.schema
        .createIndex('applications_status_deadline_idx')
        .on('applications')
        .columns(['status', 'deadline'])
        .execute();

      await db.schema.alterTable('companies').addColumn('settings', 'text').execute();

      await db.schema
        .createTable('invitation_notices')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('application_id', 'text', (c) =>
          c.notNull().references('applications.id').onDelete('cascade'),
        )
        // after_invite | before_deadline | expired
        .addColumn('kind', 'text', (c) => c.notNull())
        // What the notice is about: 'invite', or the deadline it reminds of (an extension is a new one).
        .addColumn('occasion', 'text', (c) => c.notNull())
        // queued | sending | sent | skipped | failed | done
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('lease_until', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('invitation_notices_once_uq', ['application_id', 'kind', 'occasion'])
        .execute();
      await db.schema
        .createIndex('invitation_notices_status_idx')
        .on('invitation_notices')
        .columns(['status', 'updated_at'])
        .execute();

      await db.schema
        .createTable('scheduler_leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('lease_until', 'text', (c) => c.notNull())
        .addColumn('holder', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('scheduler_leases').ifExists().execute();
      await db.schema.dropTable('invitation_notices').ifExists().execute();
      await db.schema.alterTable('companies').dropColumn('settings').execute();
      await db.schema.dropIndex('applications_status_deadline_idx').ifExists().execute();
      for (const column of [
        'last_extension_request_at',
        'extension_requested_at',
        'extension_message',
        'invite_message',
        'deadline',
      ]) {
        await db.schema.alterTable('applications').dropColumn(column).execute();
      }
    },
  };
}
