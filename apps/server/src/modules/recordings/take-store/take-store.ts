import type { ProbeVerdict } from '../container-probe/container-probe.js';

/**
 * Where a take's acknowledged chunks live from the first chunk until its media is processed. The
 * recording channel writes through a TakeWriter (an ack follows a resolved append); submit and the media
 * work read the take back. Two kinds:
 *   local   DATA_DIR/staging on this node's disk (embedded mode; see staging.ts), the default
 *   shared  chunks in the shared object store, the take's state in the database, so any node resumes it
 * The database row of the attempt (answer_attempts) is the take's identity; `staging_path` holds the
 * store's locator for it (a path relative to the staging folder for local takes).
 */
export interface StagedProgress {
  chunks: number;
  bytes: number;
}

/**
 * What the connection that wrote a take knows of it when it submits: every append resolved (so each
 * chunk is durable and nothing unacknowledged follows), and the first bytes when it wrote them itself
 * (null after a resume). Lets submit skip reading the take back (`settle`, `head`) on the local store.
 */
export interface KnownTake {
  progress: StagedProgress;
  head: Buffer | null;
  /** What its container says (kind, tracks, duration) when this connection fed it every byte. */
  verdict?: ProbeVerdict;
  /**
   * A shared take's writer: its fencing token. What it knows holds only while the database still gives
   * the take this token and this progress (nobody took it over); the submit's claim checks both.
   */
  lease?: number;
}

/** A take as the database knows it: enough for a store to find its chunks. */
export interface TakeRef {
  id: string;
  application_id: string;
  staging_path: string;
}

export interface TakeWriter {
  /** What is durable so far: the count the client resumes from. */
  readonly progress: StagedProgress;
  /**
   * Appends chunks in order, durably: once this resolves, each is safe (acknowledge it). Returns the
   * progress after each chunk. Empty chunks count too, so chunk numbers stay the client's frame numbers.
   */
  append(chunks: Buffer[]): Promise<StagedProgress[]>;
  close(): Promise<void>;
  /** True when append records the take's counters in the database itself (shared): no lazy mirror. */
  readonly recordsProgress?: boolean;
  /** The fencing token this writer appends under (shared takes). */
  readonly lease?: number;
}

export interface TakeStore {
  readonly kind: 'local' | 'shared';
  /** The locator to record in answer_attempts.staging_path for a new take. */
  locate(applicationId: string, attemptId: string): string;
  /** Starts a new take's (empty) staging. */
  create(take: TakeRef): Promise<TakeWriter>;
  /**
   * Reopens a take to continue writing after a drop or a restart: anything never acknowledged is cut off.
   * Null when the take's staging is gone.
   */
  resume(take: TakeRef): Promise<TakeWriter | null>;
  /** Cuts off anything never acknowledged and says what is left, without keeping the take open. */
  settle(take: TakeRef): Promise<StagedProgress | undefined>;
  /** What is durable of the take, changing nothing (undefined when it is gone). */
  progress(take: TakeRef): Promise<StagedProgress | undefined>;
  /** The take's first bytes (at most `bytes`), for recognising its container; empty when it has none. */
  head(take: TakeRef, bytes: number): Promise<Buffer>;
  /**
   * A file on this machine holding the take's bytes exactly as the browser sent them, for ffmpeg: the
   * staging file itself (local) or a copy written into `workDir` (shared). Null when the take has no bytes.
   */
  materialize(take: TakeRef, workDir: string): Promise<string | null>;
  /** Removes a take's staging; safe to repeat. */
  remove(take: TakeRef): Promise<void>;
  /** Removes every take of an application (erasure). */
  removeApplication(applicationId: string): Promise<void>;
}

/**
 * The writer lost the take: another node (or connection) resumed it, or it was submitted, superseded,
 * failed or erased. Nothing of the refused append was recorded, so nothing of it may be acknowledged.
 */
export class TakeFencedError extends Error {
  override name = 'TakeFencedError';
  constructor(readonly attemptId: string) {
    super(`take ${attemptId} is no longer this writer's`);
  }
}
