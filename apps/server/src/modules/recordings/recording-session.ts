import {
  GOING_AWAY_CLOSE_CODE,
  RECORDING_CLOSE_CODES,
  type MetadataMessage,
  type ServerMessage,
} from '@vi/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { parseClientFrame, toBuffer } from './client-frames.js';
import { ChannelGuard, ThrottledLog, type ChannelLimits, type GuardClose } from './channel-guard.js';
import type { Finalizer } from './finalize.js';
import { RecordingError } from './recording-errors.js';
import type { ContentType, OpenedRecording, RecordingRules } from './recording.service.js';
import type { SessionRegistry } from './session-registry.js';
import type { StagedProgress, StagingWriter } from './staging.js';

/**
 * One WebSocket connection. Frames are handled strictly in arrival order through one queue: chunks
 * that arrive while the previous ones are being synced are appended together (a group commit), and
 * process_recording runs only after every chunk before it is on disk.
 */
export interface SessionDeps {
  rules: RecordingRules;
  finalizer: Finalizer;
  registry: SessionRegistry;
  log: FastifyBaseLogger;
  contentType: ContentType;
  idleTimeoutMs: number;
  /** The database mirror of a recording's progress is refreshed at most this often. */
  progressEveryMs: number;
  /** The flood guards (docs/security.md). */
  limits: ChannelLimits;
}

type Task =
  | { kind: 'chunk'; data: Buffer }
  | { kind: 'metadata'; message: MetadataMessage }
  | { kind: 'process'; recordingId: string | undefined };

interface CurrentRecording {
  attemptId: string;
  writer: StagingWriter | null;
  progress: StagedProgress;
  /** This take's byte cap (it grows with the applicant's answer time). */
  maxBytes: number;
  /** Chunks the database's mirror was last told about. */
  savedChunks: number;
  /** Another connection took the recording over (resume) or a new attempt replaced it. */
  released: boolean;
  /** Refused while streaming (too large): later chunks are dropped without more errors. */
  refused: boolean;
  appending: Promise<unknown> | null;
}

/** Received but not yet written bytes past which the socket stops reading (TCP pushes back). */
const HIGH_WATER = 8 * 1024 * 1024;
const LOW_WATER = 2 * 1024 * 1024;

export class RecordingSession {
  private readonly tasks: Task[] = [];
  private running = false;
  private closed = false;
  /** A guard closed the connection: later frames are dropped unread and nothing more is sent. */
  private rejected = false;
  private readonly guards: ChannelGuard;
  private readonly refusals: ThrottledLog;
  private current: CurrentRecording | undefined;
  private opening = false;
  private queuedBytes = 0;
  private paused = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private saveTimer: NodeJS.Timeout | undefined;
  private lastSavedAt = 0;
  private saving: Promise<void> = Promise.resolve();
  private readonly finished: Promise<void>;
  private finish!: () => void;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: SessionDeps,
  ) {
    this.finished = new Promise((resolve) => (this.finish = resolve));
    this.guards = new ChannelGuard(deps.limits);
    this.refusals = new ThrottledLog(deps.log, 'recording refused', deps.limits.refusalLogEveryMs);
    socket.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    socket.on('close', () => this.onClose());
    this.touch();
  }

  /** Resolves once the connection is closed and its last work (writes, a finalisation) is done. */
  whenFinished(): Promise<void> {
    return this.finished;
  }

  close(): void {
    if (this.socket.readyState === this.socket.OPEN)
      this.socket.close(GOING_AWAY_CLOSE_CODE, 'server shutting down');
  }

  /** Called by the registry: stop writing this attempt and close its files. */
  async release(attemptId: string, reason: 'superseded' | 'resumed'): Promise<void> {
    const current = this.current;
    if (!current || current.attemptId !== attemptId || current.released) return;
    current.released = true;
    await current.appending?.catch(() => undefined);
    await current.writer?.close();
    current.writer = null;
    // This very connection asked (a new attempt, or a resume sent again): nothing to tell it.
    if (this.opening) return;
    if (reason === 'superseded') this.sendError(new RecordingError('SUPERSEDED'));
    else if (this.socket.readyState === this.socket.OPEN)
      this.socket.close(RECORDING_CLOSE_CODES.resumedElsewhere, 'recording resumed on another connection');
  }

  private send(message: ServerMessage): void {
    if (this.rejected || this.socket.readyState !== this.socket.OPEN) return;
    const unread = this.guards.beforeSend(this.socket.bufferedAmount);
    if (unread) this.reject(unread);
    else this.socket.send(JSON.stringify(message));
  }

  /** `frames`: how many frames the refusal answers (a batch of stray chunks is refused at once). */
  private sendError(err: unknown, frames = 1): void {
    if (this.rejected) return;
    const error =
      err instanceof RecordingError
        ? err
        : new RecordingError('INTERNAL', { cause: err, detail: String(err) });
    if (error.code === 'INTERNAL' || error.code === 'FINALIZE_FAILED' || error.code === 'STAGING_FAILED') {
      this.deps.log.error({ err: error.cause ?? error, detail: error.detail }, 'recording channel error');
      this.send({ type: 'error', message: error.message, code: error.code });
      return;
    }
    this.refusals.write({ code: error.code, detail: error.detail });
    this.send({ type: 'error', message: error.message, code: error.code });
    const tooMany = this.guards.onRefused(frames);
    if (tooMany) this.reject(tooMany);
  }

  /**
   * A guard's close: one log line, the close frame, and every later frame dropped unread. Work already
   * queued is dropped too; a recording in progress stays resumable, as after any drop.
   */
  private reject(close: GuardClose): void {
    if (this.rejected) return;
    this.rejected = true;
    this.tasks.length = 0;
    this.queuedBytes = 0;
    // Frames are dropped from now on; reading them lets the closing handshake through.
    if (this.paused) {
      this.paused = false;
      this.socket.resume();
    }
    this.deps.log.warn({ code: close.code, reason: close.reason }, 'recording connection closed by a guard');
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(close.code, close.reason);
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    if (this.closed) return;
    this.idleTimer = setTimeout(() => {
      // Work in progress (a finalisation) is not idleness; look again later.
      if (this.running) this.touch();
      else this.socket.close(RECORDING_CLOSE_CODES.idle, 'idle timeout');
    }, this.deps.idleTimeoutMs);
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    if (this.rejected) return;
    const overRate = this.guards.onFrame();
    if (overRate) {
      this.reject(overRate);
      return;
    }
    this.touch();
    if (isBinary) {
      const chunk = toBuffer(data);
      this.enqueue({ kind: 'chunk', data: chunk });
      this.queuedBytes += chunk.length;
      if (!this.paused && this.queuedBytes > HIGH_WATER) {
        this.paused = true;
        this.socket.pause();
      }
      return;
    }
    const message = parseClientFrame(toBuffer(data));
    if (message instanceof RecordingError) {
      this.sendError(message);
      return;
    }
    switch (message.type) {
      case 'ping':
        // Answered at once, even while a finalisation is running.
        this.send({ type: 'pong' });
        return;
      case 'metadata':
        this.enqueue({ kind: 'metadata', message });
        return;
      case 'process_recording':
        this.enqueue({ kind: 'process', recordingId: message.recordingId });
        return;
    }
  }

  private enqueue(task: Task): void {
    this.tasks.push(task);
    if (!this.running) void this.drain();
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.tasks.length > 0) {
        const head = this.tasks[0]!;
        if (head.kind === 'chunk') {
          const batch: Buffer[] = [];
          while (this.tasks[0]?.kind === 'chunk') batch.push((this.tasks.shift() as { data: Buffer }).data);
          await this.guard(() => this.handleChunks(batch));
          this.unqueue(batch);
        } else {
          this.tasks.shift();
          if (head.kind === 'metadata') await this.guard(() => this.handleMetadata(head.message));
          else await this.guard(() => this.handleProcess(head.recordingId));
        }
      }
    } finally {
      this.running = false;
      if (this.closed) await this.wrapUp();
    }
  }

  private unqueue(batch: Buffer[]): void {
    for (const chunk of batch) this.queuedBytes = Math.max(0, this.queuedBytes - chunk.length);
    if (this.paused && this.queuedBytes < LOW_WATER) {
      this.paused = false;
      this.socket.resume();
    }
  }

  /** No handler may take the process down: every failure becomes an `error` message. */
  private async guard(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (err) {
      this.sendError(err);
    }
  }

  private async handleMetadata(message: MetadataMessage): Promise<void> {
    // A metadata message on a closed connection would start an attempt nobody hears about.
    if (this.closed) return;
    // A refused message leaves the current recording as it was; an accepted one replaces it.
    this.opening = true;
    let opened: OpenedRecording;
    try {
      opened = await this.deps.rules.open({
        guid: message.applicantGuid,
        questionId: message.questionId,
        contentType: this.deps.contentType,
        mimeType: message.mimeType,
        resume: message.resume === true,
        recordingId: message.recordingId,
      });
    } finally {
      this.opening = false;
    }
    await this.leaveCurrent();
    this.current = {
      attemptId: opened.attemptId,
      writer: opened.writer,
      progress: opened.progress,
      maxBytes: opened.maxBytes,
      savedChunks: opened.progress.chunks,
      released: false,
      refused: false,
      appending: null,
    };
    this.deps.registry.register(opened.attemptId, this);
    this.send({
      type: 'metadata_received',
      recordingId: opened.attemptId,
      attempt: opened.attemptNo,
      attemptsLeft: opened.attemptsLeft,
      chunks: opened.progress.chunks,
      bytes: opened.progress.bytes,
      resumed: opened.resumed,
    });
    if (this.closed) await this.leaveCurrent();
  }

  private async handleChunks(batch: Buffer[]): Promise<void> {
    const current = this.current;
    if (!current?.writer || current.released) {
      // Chunks still in flight when a recording ended are expected; only stray ones are an error.
      if (!current?.refused && !current?.released)
        this.sendError(new RecordingError('NO_RECORDING'), batch.length);
      return;
    }
    const size = batch.reduce((sum, chunk) => sum + chunk.length, 0);
    if (current.progress.bytes + size > current.maxBytes) {
      current.refused = true;
      const stagingPath = current.writer.dataPath;
      await current.writer.close();
      current.writer = null;
      await this.deps.rules.fail(current.attemptId, stagingPath, 'recording too large');
      throw new RecordingError('RECORDING_TOO_LARGE', { detail: `${current.progress.bytes + size} bytes` });
    }
    const appending = current.writer.append(batch);
    current.appending = appending;
    let after: StagedProgress[];
    try {
      after = await appending;
    } catch (cause) {
      // The files are the truth; a reconnecting client learns from them what to resend.
      this.sendError(new RecordingError('STAGING_FAILED', { cause }));
      this.socket.close(RECORDING_CLOSE_CODES.stagingFailed, 'staging write failed');
      return;
    } finally {
      current.appending = null;
    }
    current.progress = after[after.length - 1] ?? current.progress;
    for (const progress of after) this.send({ type: 'ack', recordingId: current.attemptId, ...progress });
    this.scheduleSave(current);
  }

  private async handleProcess(recordingId: string | undefined): Promise<void> {
    const current = this.current;
    if (!current || (recordingId !== undefined && recordingId !== current.attemptId))
      throw new RecordingError('NO_RECORDING');
    if (current.refused) throw new RecordingError('RECORDING_FAILED');
    await this.saveNow(current);
    await current.writer?.close();
    current.writer = null;
    const result = await this.deps.finalizer.finalize(current.attemptId);
    this.send(result.uploadComplete);
    this.send(result.answerSubmitted);
  }

  private scheduleSave(current: CurrentRecording): void {
    if (this.saveTimer) return;
    const wait = Math.max(0, this.lastSavedAt + this.deps.progressEveryMs - Date.now());
    this.saveTimer = setTimeout(() => void this.saveNow(current), wait);
  }

  private saveNow(current: CurrentRecording): Promise<void> {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const progress = current.progress;
    if (progress.chunks === current.savedChunks) return this.saving;
    this.lastSavedAt = Date.now();
    current.savedChunks = progress.chunks;
    this.saving = this.saving
      .then(() => this.deps.rules.saveProgress(current.attemptId, progress))
      .catch((err: unknown) => this.deps.log.warn({ err }, 'recording progress not saved'));
    return this.saving;
  }

  /** Stops working on the current recording (a new metadata message, or the end of the connection). */
  private async leaveCurrent(): Promise<void> {
    const current = this.current;
    if (!current) return;
    this.current = undefined;
    if (current.writer) {
      await this.saveNow(current);
      await current.writer.close();
      current.writer = null;
    }
    this.deps.registry.unregister(current.attemptId, this);
  }

  private onClose(): void {
    this.closed = true;
    clearTimeout(this.idleTimer);
    this.refusals.flush();
    // Chunks already received are still written: a resuming client is told they are safe.
    if (!this.running) void this.wrapUp();
  }

  private async wrapUp(): Promise<void> {
    try {
      await this.leaveCurrent();
      await this.saving;
    } catch (err) {
      this.deps.log.warn({ err }, 'recording connection cleanup failed');
    } finally {
      clearTimeout(this.saveTimer);
      this.deps.registry.remove(this);
      this.finish();
    }
  }
}
