import { z } from 'zod';
import type { JobDefinition } from './queue.js';

export type ParsedPayload<P> = { ok: true; value: P } | { ok: false; error: string };

/**
 * Checks a stored payload against the definition as it is now: a payload queued by an older version
 * (or written by hand) fails its job at once, since retrying cannot make it valid.
 */
export function parsePayload<P>(definition: JobDefinition<P>, value: unknown): ParsedPayload<P> {
  const result = definition.payload.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: `invalid payload: ${z.prettifyError(result.error)}` };
}

/** The embedded queue keeps payloads as JSON text. */
export function parseStoredPayload<P>(definition: JobDefinition<P>, json: string): ParsedPayload<P> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, error: 'invalid payload: not JSON' };
  }
  return parsePayload(definition, value);
}

/** What is kept of an error in the job's row: enough to diagnose, bounded in size. */
export function describeError(err: unknown): string {
  const message = err instanceof Error ? err.message || err.name : String(err);
  return message.slice(0, 2000);
}
