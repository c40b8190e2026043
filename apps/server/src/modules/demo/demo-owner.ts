import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { findUserBySignInEmail, setSignInCredentials, type PasswordHasher } from '../accounts/index.js';

/** The demo company's owner signs in with this address and a password made once per data folder. */
export const DEMO_OWNER_EMAIL = 'owner@demo.example';

export interface DemoOwner {
  email: string;
  password: string;
}

/** DATA_DIR/demo-owner-password, readable by the server's user only (like the development JWT secret). */
function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'demo-owner-password');
  try {
    const password = readFileSync(file, 'utf8').trim();
    if (password.length >= 12) return password;
  } catch {
    // Not made yet.
  }
  const password = randomBytes(12).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Gives the demo company's owner (`userId`) the demo sign-in email and the data folder's password, on
 * every demo start: a database seeded before the owner had a password gets one, and a password file
 * that was removed is made again and takes effect. Undefined when another account holds the address.
 */
export async function ensureDemoOwner(
  db: Kysely<DB>,
  { dataDir, passwords, userId }: { dataDir: string; passwords: PasswordHasher; userId: number },
): Promise<DemoOwner | undefined> {
  const password = readOrCreatePassword(dataDir);
  const holder = await findUserBySignInEmail(db, DEMO_OWNER_EMAIL);
  if (holder && holder.id !== userId) return undefined;
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  if (!holder || !user.password_hash || !(await passwords.verify(user.password_hash, password))) {
    await setSignInCredentials(db, userId, {
      signInEmail: DEMO_OWNER_EMAIL,
      passwordHash: await passwords.hash(password),
      role: 'owner',
    });
  }
  return { email: DEMO_OWNER_EMAIL, password };
}
