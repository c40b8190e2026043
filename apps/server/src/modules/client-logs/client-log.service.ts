import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { GuidSchema, type ClientLogBody } from '@vi/contracts';
import type { ClientLogLevel } from '../../config/surface-env.js';
import type { DB } from '../../db/schema.js';
import { redactCredentials, redactSecrets } from '../../lib/redact.js';
import { nowIso } from '../../lib/time.js';
import { insertClientLog } from './client-log.repository.js';

/** A report's notes are cut to this (the whole body is refused past CLIENT_LOG_BODY_LIMIT). */
export const NOTES_MAX_BYTES = 2 * 1024;

const LEVEL_RANK: Record<ClientLogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** PostgreSQL text cannot hold NUL characters; a client could send them, so they are dropped. */
const withoutNul = (value: string) => value.replaceAll('\u0000', '');

/** Cuts a string to at most `maxBytes` of UTF-8 without splitting a character. */
export function truncateUtf8(value: string, maxBytes: number): string {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length <= maxBytes) return value;
  return bytes
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
}

function serializeNotes(notes: unknown): string | null {
  if (notes === undefined) return null;
  const json = JSON.stringify(notes) as string | undefined;
  return json === undefined ? null : truncateUtf8(json, NOTES_MAX_BYTES);
}

/**
 * The applicant app's log entries: those at `storeLevel` or above are kept in the database (swept after
 * CLIENT_LOG_RETENTION_DAYS) and passed on to the server log. Anyone can send one, so a report never
 * reaches the server log above `info` (an operator's error alerts stay the server's own) and the rest
 * go to `debug` only.
 */
export function createClientLogService({
  db,
  storeLevel = 'warn',
}: {
  db: Kysely<DB>;
  storeLevel?: ClientLogLevel;
}) {
  return {
    async record(entry: ClientLogBody, meta: { ip: string; log: FastifyBaseLogger }): Promise<void> {
      const isKept = LEVEL_RANK[entry.level] >= LEVEL_RANK[storeLevel];
      const guid = entry.applicantGuid?.toLowerCase();
      // A page reports its own address, which may hold a share link's token, a sign-in JWT or a guid.
      const context = entry.context && {
        ...entry.context,
        ...(entry.context.url === undefined ? {} : { url: redactCredentials(entry.context.url) }),
      };
      const notes = serializeNotes(entry.notes);
      const row = {
        id: randomUUID(),
        application_guid: guid !== undefined && GuidSchema.safeParse(guid).success ? guid : null,
        level: entry.level,
        message: redactCredentials(withoutNul(entry.message)),
        notes: notes === null ? null : redactCredentials(notes),
        context: context ? JSON.stringify(context) : null,
        ip: meta.ip,
        created_at: nowIso(),
      };
      meta.log[isKept ? 'info' : 'debug'](
        {
          clientLog: {
            // The guid is the applicant's capability: the row keeps it, the log line only says there was one.
            level: entry.level,
            hasApplication: row.application_guid !== null,
            notes: row.notes === null ? null : redactSecrets(row.notes),
            context: context ?? null,
          },
        },
        `client: ${redactSecrets(row.message)}`,
      );
      if (isKept) await insertClientLog(db, row);
    },
  };
}
