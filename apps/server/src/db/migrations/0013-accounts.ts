import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * Accounts and teams (docs/accounts.md): passwords, sessions, second factors, team invitations, one-time
 * links (password reset, sign-in by email), sign-in throttling, per-company single sign-on, the jobs a
 * reviewer is assigned to, and who made a webhook or share link (so access that ends takes them along).
 *
 * Roles become owner / admin / recruiter / reviewer: each company's admin of the earliest id becomes its
 * owner; the other admins stay admins.
 */
export function accounts() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('users').addColumn('password_hash', 'text').execute();
      // The address a person signs in with, lower-cased; unique across the instance. Host-platform users
      // (tokens) keep `email` as their profile's and have none until they set a password or use SSO.
      await db.schema.alterTable('users').addColumn('sign_in_email', 'text').execute();
      await db.schema.alterTable('users').addColumn('last_sign_in_at', 'text').execute();
      await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
      await db.schema.alterTable('users').addColumn('totp_enabled_at', 'text').execute();
      /** JSON array of SHA-256 hashes of unused recovery codes. */
      await db.schema.alterTable('users').addColumn('recovery_codes', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('can_see_contact_details', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('users').addColumn('sso_subject', 'text').execute();
      await db.schema
        .createIndex('users_sign_in_email_idx')
        .unique()
        .on('users')
        .column('sign_in_email')
        .execute();
      await sql`update users set role = 'owner' where role = 'admin' and id in (
        select min(id) from users where role = 'admin' group by company_id)`.execute(db);

      await db.schema
        .alterTable('companies')
        .addColumn('require_two_factor', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('sessions')
        // SHA-256 (hex) of the cookie's random id; the id itself is never stored.
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('account_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        // 'password_reset' | 'sign_in_link'
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('account_tokens_user_idx').on('account_tokens').column('user_id').execute();

      await db.schema
        .createTable('team_invitations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        /** JSON array of job ids (reviewers). */
        .addColumn('job_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('accepted_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('team_invitations_company_idx')
        .on('team_invitations')
        .column('company_id')
        .execute();

      // Failed sign-ins per key ('account:<email>' or 'address:<ip>'), shared by every node.
      await db.schema
        .createTable('sign_in_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('blocked_until', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('company_sso')
        .addColumn('company_id', 'integer', (c) =>
          c.primaryKey().references('companies.id').onDelete('cascade'),
        )
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('client_secret', 'text')
        /** JSON array of lower-case domains. */
        .addColumn('allowed_domains', 'text', (c) => c.notNull())
        .addColumn('default_role', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      // An authorization request in flight: PKCE verifier, state and nonce, for ten minutes.
      await db.schema
        .createTable('sso_requests')
        .addColumn('state', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('return_to', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('job_members')
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('job_members_pk', ['job_id', 'user_id'])
        .execute();
      await db.schema.createIndex('job_members_user_idx').on('job_members').column('user_id').execute();

      // Instance-wide facts: the one-time set-up code until the first owner exists.
      await db.schema
        .createTable('instance_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      // What an API key made is revoked or disabled with the key.
      await db.schema.alterTable('share_links').addColumn('created_by_api_key', 'text').execute();
      await db.schema.alterTable('webhook_endpoints').addColumn('created_by_api_key', 'text').execute();
      // A webhook stops delivering when its creator's access ends; an admin re-enables it.
      await db.schema.alterTable('webhook_endpoints').addColumn('disabled_at', 'text').execute();
      await db.schema.alterTable('webhook_endpoints').addColumn('disabled_reason', 'text').execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('webhook_endpoints').dropColumn('disabled_reason').execute();
      await db.schema.alterTable('webhook_endpoints').dropColumn('disabled_at').execute();
      await db.schema.alterTable('webhook_endpoints').dropColumn('created_by_api_key').execute();
      await db.schema.alterTable('share_links').dropColumn('created_by_api_key').execute();
      for (const table of [
        'instance_settings',
        'job_members',
        'sso_requests',
        'company_sso',
        'sign_in_throttle',
        'team_invitations',
        'account_tokens',
        'sessions',
      ]) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.alterTable('companies').dropColumn('require_two_factor').execute();
      await sql`update users set role = 'admin' where role = 'owner'`.execute(db);
      await sql`update users set role = 'recruiter' where role = 'reviewer'`.execute(db);
      await db.schema.dropIndex('users_sign_in_email_idx').execute();
      for (const column of [
        'sso_subject',
        'can_see_contact_details',
        'recovery_codes',
        'totp_enabled_at',
        'totp_secret',
        'last_sign_in_at',
        'sign_in_email',
        'password_hash',
      ]) {
        await db.schema.alterTable('users').dropColumn(column).execute();
      }
    },
  };
}
