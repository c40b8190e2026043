import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { ApiKey, CreateApiKeyResponse, RecruiterIdentity } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuditActorSource, AuditLog } from '../audit/index.js';
import { requireCompanyAccess, requireOwnRecord } from '../auth/index.js';
import { hashOfApiKey, newApiKey } from './api-key-token.js';
import * as repo from './api-key.repository.js';

/** Keys do not expire; they work until revoked. */
const NO_EXPIRY = new Date('9999-12-31T23:59:59.999Z');

const invalidKey = () =>
  new AppError('UNAUTHORIZED', { message: 'The API key is not valid (or has been revoked).' });

/** A key must not mint or revoke keys: a leaked key could otherwise make itself permanent. */
function requireSignedInRecruiter(identity: RecruiterIdentity): void {
  if (identity.apiKeyId !== undefined) {
    throw new AppError('FORBIDDEN', {
      message: 'API keys are managed by a signed-in recruiter, not with an API key.',
    });
  }
}

export function createApiKeyService({
  db,
  lastUsedIntervalMs,
  log,
  audit,
  afterRevoke,
}: {
  db: Kysely<DB>;
  lastUsedIntervalMs: number;
  log: FastifyBaseLogger;
  audit: AuditLog;
  /**
   * What a revoked key made stops with it (share links, webhooks: team/access-ending.ts). Given by the
   * composition root, since the team module builds on this one.
   */
  afterRevoke?: (trx: Transaction<DB>, apiKeyId: string, actor: AuditActorSource) => Promise<void>;
}) {
  /** When this process last wrote each key's last use: one write per key per interval at most. */
  const lastWritten = new Map<string, number>();

  async function recordUse(keyId: string): Promise<void> {
    const now = Date.now();
    const last = lastWritten.get(keyId);
    if (last !== undefined && now - last < lastUsedIntervalMs) return;
    if (lastWritten.size > 10_000) lastWritten.clear();
    lastWritten.set(keyId, now);
    await repo
      .touchApiKey(db, keyId, new Date(now).toISOString())
      .catch((err: unknown) => log.warn({ err, keyId }, 'could not record the API key use'));
  }

  return {
    /** The identity a key speaks for: its company, acting as the recruiter who created it. */
    async verify(key: string): Promise<RecruiterIdentity> {
      const hash = hashOfApiKey(key);
      if (!hash) throw invalidKey();
      const row = await repo.findActiveApiKeyByHash(db, hash);
      if (!row) throw invalidKey();
      await recordUse(row.id);
      return { userId: row.created_by, companyId: row.company_id, expiresAt: NO_EXPIRY, apiKeyId: row.id };
    },

    async create(
      identity: RecruiterIdentity,
      companyId: number,
      name: string,
    ): Promise<CreateApiKeyResponse> {
      requireCompanyAccess(identity, companyId);
      requireSignedInRecruiter(identity);
      const id = randomUUID();
      const { key, hash, prefix } = newApiKey();
      await db.transaction().execute(async (trx) => {
        await repo.insertApiKey(trx, {
          id,
          company_id: companyId,
          name,
          key_hash: hash,
          key_prefix: prefix,
          created_by: identity.userId,
          created_at: nowIso(),
          last_used_at: null,
          revoked_at: null,
        });
        const event = { companyId, actor: { recruiter: identity }, details: { apiKeyId: id, name, prefix } };
        await audit.append(trx, { ...event, type: 'api_key_created' });
      });
      return { id, key };
    },

    async list(identity: RecruiterIdentity, companyId: number): Promise<ApiKey[]> {
      requireCompanyAccess(identity, companyId);
      requireSignedInRecruiter(identity);
      return (await repo.listActiveApiKeys(db, companyId)).map((row) => ({
        id: row.id,
        name: row.name,
        prefix: row.key_prefix,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
        createdBy: {
          userId: row.created_by,
          name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || `User ${row.created_by}`,
        },
      }));
    },

    async revoke(identity: RecruiterIdentity, companyId: number, id: string): Promise<void> {
      requireCompanyAccess(identity, companyId);
      requireSignedInRecruiter(identity);
      const key = requireOwnRecord(identity, await repo.findApiKey(db, id), 'API key');
      if (key.revoked_at !== null) throw new AppError('NOT_FOUND', { message: 'API key not found' });
      await db.transaction().execute(async (trx) => {
        await repo.revokeApiKey(trx, key.id, nowIso());
        const details = { apiKeyId: key.id, name: key.name, prefix: key.key_prefix };
        await audit.append(trx, {
          companyId,
          actor: { recruiter: identity },
          type: 'api_key_revoked',
          details,
        });
        await afterRevoke?.(trx, key.id, { recruiter: identity });
      });
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
