import type { FastifyBaseLogger } from 'fastify';
import { ContainerProbe } from './container-probe/container-probe.js';
import { RecordingError } from './recording-errors.js';
import type { RecordingRules } from './recording.service.js';
import {
  TakeFencedError,
  type KnownTake,
  type StagedProgress,
  type TakeWriter,
} from './take-store/take-store.js';

export interface CurrentTakeDeps {
  rules: Pick<RecordingRules, 'saveProgress' | 'fail'>;
  log: FastifyBaseLogger;
  /** The database mirror of a take's progress is refreshed at most this often. */
  progressEveryMs: number;
}

/** Enough of a take's first bytes to recognise its container (finalize's sniff reads 16). */
export const KNOWN_HEAD_BYTES = 64;

/**
 * The take a connection is writing: its writer, what is durable, its byte cap, and the lazy mirror of
 * its progress in the database (the take store is the truth; the mirror feeds the resume window).
 */
export class CurrentTake {
  /** Another connection or node took the take over, or a new attempt replaced it. */
  released = false;
  /** Refused while streaming (too large): later chunks are dropped without more errors. */
  refused = false;
  private appending: Promise<unknown> | null = null;
  /** Chunks the database's mirror was last told about. */
  private savedChunks: number;
  private saveTimer: NodeJS.Timeout | undefined;
  private lastSavedAt = 0;
  private saving: Promise<void> = Promise.resolve();
  /** The take's first bytes, collected while this connection writes them (a resumed take: unknown). */
  private head: Buffer | null;
  /** False once an append failed: what the store holds may then differ from `progress`. */
  private intact = true;
  /**
   * The container read as its chunks are acknowledged (its kind, tracks, duration), for the checks at
   * submit; null for a take begun on another connection, whose first bytes this one never saw.
   */
  private readonly probe: ContainerProbe | null;

  constructor(
    readonly attemptId: string,
    private writer: TakeWriter | null,
    public progress: StagedProgress,
    /** This take's byte cap (it grows with the applicant's answer time). */
    private readonly maxBytes: number,
    private readonly deps: CurrentTakeDeps,
  ) {
    this.savedChunks = progress.chunks;
    this.head = progress.bytes === 0 ? Buffer.alloc(0) : null;
    this.probe = progress.bytes === 0 ? new ContainerProbe() : null;
  }

  get isWritable(): boolean {
    return this.writer !== null && !this.released;
  }

  /**
   * Appends a batch durably and returns the progress after each chunk (acknowledge them). Throws
   * RECORDING_TOO_LARGE past the cap, TakeFencedError when the take is no longer this writer's (nothing
   * of the batch is kept), anything else when the store failed.
   */
  async append(batch: Buffer[]): Promise<StagedProgress[]> {
    const writer = this.writer;
    if (!writer) throw new RecordingError('NO_RECORDING');
    const size = batch.reduce((sum, chunk) => sum + chunk.length, 0);
    if (this.progress.bytes + size > this.maxBytes) {
      this.refused = true;
      await this.closeWriter();
      await this.deps.rules.fail(this.attemptId, 'recording too large');
      throw new RecordingError('RECORDING_TOO_LARGE', { detail: `${this.progress.bytes + size} bytes` });
    }
    const appending = writer.append(batch);
    this.appending = appending;
    let after: StagedProgress[];
    try {
      after = await appending;
    } catch (err) {
      this.intact = false;
      if (err instanceof TakeFencedError) {
        this.released = true;
        await this.closeWriter();
      }
      throw err;
    } finally {
      this.appending = null;
    }
    this.progress = after[after.length - 1] ?? this.progress;
    for (const chunk of batch) this.probe?.feed(chunk);
    if (this.head !== null && this.head.length < KNOWN_HEAD_BYTES)
      this.head = Buffer.concat([this.head, ...batch]).subarray(0, KNOWN_HEAD_BYTES);
    this.scheduleSave();
    return after;
  }

  /**
   * What submit may take from this connection instead of reading the take back: only for a writer whose
   * every append succeeded and which still holds the take. A shared take's writer says its lease too:
   * another node may have taken the take over since, which the submit's claim finds out.
   */
  known(): KnownTake | undefined {
    if (!this.intact || this.released || this.refused || !this.writer) return undefined;
    if (this.writer.recordsProgress && this.writer.lease === undefined) return undefined;
    return {
      progress: { ...this.progress },
      head: this.head === null ? null : Buffer.from(this.head),
      ...(this.probe ? { verdict: this.probe.verdict() } : {}),
      ...(this.writer.recordsProgress ? { lease: this.writer.lease } : {}),
    };
  }

  /** Stops writing for good (the take went elsewhere); false when it was already released. */
  async release(): Promise<boolean> {
    if (this.released) return false;
    this.released = true;
    await this.appending?.catch(() => undefined);
    await this.closeWriter();
    return true;
  }

  async closeWriter(): Promise<void> {
    const writer = this.writer;
    this.writer = null;
    await writer?.close();
  }

  /** Mirrors the progress now (before a submit, or when the connection leaves the take). */
  flush(): Promise<void> {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const progress = this.progress;
    if (progress.chunks === this.savedChunks || this.writer?.recordsProgress) return this.saving;
    this.lastSavedAt = Date.now();
    this.savedChunks = progress.chunks;
    this.saving = this.saving
      .then(() => this.deps.rules.saveProgress(this.attemptId, progress))
      .catch((err: unknown) => this.deps.log.warn({ err }, 'recording progress not saved'));
    return this.saving;
  }

  /**
   * Submit with the connection's own progress (`known()`): the claim mirrors it, so no save of its own is
   * due. Resolves once a save already under way is done.
   */
  handOver(): Promise<void> {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    this.savedChunks = this.progress.chunks;
    return this.saving;
  }

  /** The connection leaves the take (a new metadata message, or the end of the connection). */
  async leave(): Promise<void> {
    if (this.writer) {
      await this.flush();
      await this.closeWriter();
    }
    await this.saving;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
  }

  private scheduleSave(): void {
    if (this.saveTimer || this.writer?.recordsProgress) return;
    const wait = Math.max(0, this.lastSavedAt + this.deps.progressEveryMs - Date.now());
    this.saveTimer = setTimeout(() => void this.flush(), wait);
  }
}
