import type { Generated } from 'kysely';

/*
 * The shared take store (migration 0010, docs/decisions/0021-shared-takes.md). Part of `DB` in schema.ts;
 * kept apart only for its length.
 */

/** The lease on a take: who may append to it. Only shared takes use it; local takes keep token 1. */
export interface TakeLeaseColumns {
  /**
   * The fencing token: bumped by every resume (a takeover). An append commits only while the row still
   * holds the writer's token, so a writer on a node that lost the take can never add a chunk to it.
   */
  lease_token: Generated<number>;
  /** The node that holds the lease (hostname:pid), for logs and operators; never a decision input. */
  lease_owner: string | null;
}

/** One acknowledged chunk of a shared take: its object in storage and where it ends on the recording. */
export interface TakeChunkTable {
  attempt_id: string;
  /** 1-based, the client's frame number; the rows of a take are always 1..answer_attempts.chunks. */
  chunk_no: number;
  object_key: string;
  bytes: number;
  /** The take's size after this chunk. */
  end_bytes: number;
}
