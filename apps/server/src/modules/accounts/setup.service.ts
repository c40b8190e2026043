import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionResponse, SetupRequestSchema } from '@vi/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditLog } from '../audit/index.js';
import { insertCompany, insertUser } from '../companies/index.js';
import * as repo from './account.repository.js';
import type { PasswordHasher } from './password-hasher.js';
import { assertAcceptablePassword } from './password-policy.js';
import type { SessionService } from './session.service.js';
import { signInKeys, type SignInThrottle } from './sign-in-throttle.js';

/**
 * The first run (docs/accounts.md, "First run"): until the first owner exists, a one-time code printed
 * in the server's start banner lets whoever reads the server's output create the company and its owner.
 */
const CODE_KEY = 'setup_code';
const DONE_KEY = 'setup_completed_at';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 4 groups of 4 base32 characters: 80 random bits, easy to type. */
function newSetupCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => BASE32[b & 31]!);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

const normalizeCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

function sameCode(given: string, stored: string): boolean {
  const a = Buffer.from(normalizeCode(given));
  const b = Buffer.from(normalizeCode(stored));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** "Ada Lovelace King" → Ada / Lovelace King; one word is a first name alone. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** Set-up is needed until it was completed once and while no member anywhere has a sign-in email. */
export async function isSetupNeeded(db: Kysely<DB>): Promise<boolean> {
  if ((await repo.readSetting(db, DONE_KEY)) !== undefined) return false;
  return !(await repo.hasAnySignInEmail(db));
}

/** The set-up code while set-up is needed (made on first ask, the same on every node), else undefined. */
export async function currentSetupCode(db: Kysely<DB>): Promise<string | undefined> {
  if (!(await isSetupNeeded(db))) return undefined;
  await repo.insertSettingOnce(db, CODE_KEY, newSetupCode());
  return repo.readSetting(db, CODE_KEY);
}

export function createSetupService({
  db,
  passwords,
  sessions,
  throttle,
  audit,
}: {
  db: Kysely<DB>;
  passwords: PasswordHasher;
  sessions: SessionService;
  throttle: SignInThrottle;
  audit: AuditLog;
}) {
  const isNeeded = () => isSetupNeeded(db);

  return {
    isNeeded,
    currentCode: () => currentSetupCode(db),

    async complete(
      request: FastifyRequest,
      reply: FastifyReply,
      input: z.output<typeof SetupRequestSchema>,
    ): Promise<SessionResponse> {
      const keys = signInKeys(request.ip);
      await throttle.assertAllowed(keys);
      if (!(await isNeeded())) throw new AppError('NOT_FOUND', { message: 'Set-up is already done.' });
      const stored = await repo.readSetting(db, CODE_KEY);
      if (!stored || !sameCode(input.setupCode, stored)) {
        await throttle.recordFailure(keys);
        throw new AppError('INVALID_SETUP_CODE', {
          message: 'This set-up code is not right. Copy it from the server log.',
        });
      }
      assertAcceptablePassword(input.password, [input.name, input.email, input.companyName]);
      const passwordHash = await passwords.hash(input.password);
      const { firstName, lastName } = splitName(input.name);
      const at = new Date().toISOString();

      const owner = await db.transaction().execute(async (trx) => {
        // The marker's key is unique: of two set-ups racing on two nodes, one writes it and the other stops.
        if (!(await repo.insertSettingOnce(trx, DONE_KEY, at)))
          throw new AppError('NOT_FOUND', { message: 'Set-up is already done.' });
        const companyId = await insertCompany(trx, input.companyName);
        const userId = await insertUser(trx, { companyId, firstName, lastName, email: input.email });
        await repo.setSignInCredentials(trx, userId, {
          signInEmail: input.email,
          passwordHash,
          role: 'owner',
        });
        await repo.setLastSignIn(trx, userId, at);
        await repo.deleteSetting(trx, CODE_KEY);
        await audit.append(trx, {
          companyId,
          actor: { recruiter: { userId, companyId, expiresAt: new Date() } },
          type: 'setup_completed',
        });
        return { userId, companyId };
      });
      await sessions.start(request, reply, { ...owner, method: 'setup' });
      return { ...owner, email: input.email, role: 'owner' };
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
