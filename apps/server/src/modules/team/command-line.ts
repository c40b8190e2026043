import type { Kysely } from 'kysely';
import { pino } from 'pino';
import type { DB } from '../../db/schema.js';
import { createAuditLog } from '../audit/index.js';
import { createAccessEnding } from './access-ending.js';

/** The CLI's `users deactivate`: the same ending as the team page's, recorded as done from the command line. */
export async function deactivateFromCommandLine(db: Kysely<DB>, userId: number): Promise<boolean> {
  const audit = createAuditLog({ log: pino({ level: 'warn' }) });
  return createAccessEnding({ db, audit }).endAccessOf(userId, { system: 'Command line' });
}
