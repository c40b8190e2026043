import type { Kysely } from 'kysely';
import { z } from 'zod';
import { EmailSchema, RoleSchema, type Role } from '@vi/contracts';
import type { Config } from '../config/env.js';
import type { DB } from '../db/schema.js';
import {
  createPasswordResetLink,
  currentSetupCode,
  deleteSessionsOfUser,
  findUserBySignInEmail,
  setSignInCredentials,
  splitName,
} from '../modules/accounts/index.js';
import { findUser, insertUser } from '../modules/companies/index.js';

/**
 * The account commands (docs/accounts.md, "Command line"): the first run's set-up code, and members
 * made, given a role or a new password by whoever runs the server, e.g. when nobody can sign in.
 */
export class AccountCommandError extends Error {
  override name = 'AccountCommandError';
}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new AccountCommandError(`${what}: ${result.error.issues.map((i) => i.message).join('; ')}`);
  return result.data;
}

const userIdSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');
const roleOf = (value: unknown, what: string): Role =>
  parse(RoleSchema, value, `${what} must be owner, admin, recruiter or reviewer`);

/** `setup-code`: the code alone on the last line, or an error when set-up is done. */
export async function setupCodeCommand(db: Kysely<DB>, config: Config): Promise<string> {
  const code = await currentSetupCode(db);
  if (!code) {
    throw new AccountCommandError(
      'Set-up is done: this server has an owner. Sign in, or make a password link with: npm run cli -- users reset-password <email>',
    );
  }
  return `Open ${config.publicUrl}/v1/setup and enter this set-up code:\n${code}`;
}

const linkLines = (link: { url: string; expiresAt: string }) => [
  `One-time link to set the password (valid until ${link.expiresAt}):`,
  link.url,
];

export async function usersCreateCommand(
  db: Kysely<DB>,
  config: Config,
  values: {
    company?: string | undefined;
    email?: string | undefined;
    name?: string | undefined;
    role?: string | undefined;
  },
): Promise<string> {
  const companyId = parse(userIdSchema, values.company, '--company');
  const email = parse(EmailSchema, values.email?.trim(), '--email');
  const name = parse(z.string().trim().min(1, 'is required').max(100), values.name, '--name');
  const role = roleOf(values.role, '--role');
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw new AccountCommandError(`Company ${companyId} does not exist.`);
  if (await findUserBySignInEmail(db, email))
    throw new AccountCommandError(`${email} already signs in to this server.`);
  const { firstName, lastName } = splitName(name);
  const userId = await db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, { companyId, firstName, lastName, email });
    await setSignInCredentials(trx, id, { signInEmail: email, role });
    return id;
  });
  const link = await createPasswordResetLink(db, { userId, publicUrl: config.publicUrl });
  return [`Created user ${userId} (${name}, ${role}, company ${companyId}).`, ...linkLines(link)].join('\n');
}

export async function usersSetRoleCommand(
  db: Kysely<DB>,
  userIdText: unknown,
  roleText: unknown,
): Promise<string> {
  const userId = parse(userIdSchema, userIdText, '<userId>');
  const role = roleOf(roleText, '<role>');
  const user = await findUser(db, userId);
  if (!user) throw new AccountCommandError(`User ${userId} does not exist.`);
  await setSignInCredentials(db, userId, { role });
  return `User ${userId} (${user.first_name} ${user.last_name}, company ${user.company_id}) is now ${role}.`;
}

/** `users reset-password <userId|email>`: a one-time link; every session of the user ends now. */
export async function usersResetPasswordCommand(
  db: Kysely<DB>,
  config: Config,
  who: string | undefined,
): Promise<string> {
  if (!who) throw new AccountCommandError('Usage: users reset-password <userId|email>');
  const byEmail = who.includes('@');
  const user = byEmail
    ? await findUserBySignInEmail(db, who.trim().toLowerCase())
    : await findUser(db, parse(userIdSchema, who, '<userId>'));
  if (!user) throw new AccountCommandError(`No user ${who}.`);
  if (!user.sign_in_email) {
    throw new AccountCommandError(
      `User ${user.id} has no sign-in email (their access comes from sign-in links or single sign-on).`,
    );
  }
  const ended = await deleteSessionsOfUser(db, user.id);
  const link = await createPasswordResetLink(db, { userId: user.id, publicUrl: config.publicUrl });
  return [`User ${user.id} (${user.sign_in_email}): ${ended} session(s) ended.`, ...linkLines(link)].join(
    '\n',
  );
}
