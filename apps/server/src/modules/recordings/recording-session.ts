import { GOING_AWAY_CLOSE_CODE, RECORDING_CLOSE_CODES, type MetadataMessage } from '@vi/contracts';
import type { RawData, WebSocket } from 'ws';
import { parseClientFrame, toBuffer } from './client-frames.js';
import { ChannelReplies } from './channel-replies.js';
import { CurrentTake } from './current-take.js';
import { FlowControl } from './flow-control.js';
import { FrameQueue } from './frame-queue.js';
import { RecordingError } from './recording-errors.js';
import type { OpenedRecording } from './recording.service.js';
import type { SessionDeps } from './session-deps.js';
import { TakeFencedError, type StagedProgress } from './take-store/take-store.js';

/**
 * One WebSocket connection. Frames are handled strictly in arrival order through one queue (FrameQueue): chunks
 * that arrive while the previous ones are being synced are appended together (a group commit), and
 * process_recording runs only after every chunk before it is on disk.
 */
export class RecordingSession {
  private readonly queue = new FrameQueue({
    chunks: (batch) => this.guard(() => this.handleChunks(batch)),
    metadata: (message) => this.guard(() => this.handleMetadata(message)),
    process: (recordingId) => this.guard(() => this.handleProcess(recordingId)),
    handled: (batch) => {
      for (const chunk of batch) this.flow.written(chunk.length);
    },
    settled: async () => {
      if (this.closed) await this.wrapUp();
      else if (this.draining) this.closeDrained();
    },
  });
  private closed = false;
  /** The server is shutting down: later frames are dropped unread, the queue is finished, then 4015. */
  private draining = false;
  private readonly replies: ChannelReplies;
  private current: CurrentTake | undefined;
  private opening = false;
  private readonly flow: FlowControl;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly finished: Promise<void>;
  private finish!: () => void;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: SessionDeps,
  ) {
    this.finished = new Promise((resolve) => (this.finish = resolve));
    this.flow = new FlowControl(socket);
    this.replies = new ChannelReplies(socket, deps, () => {
      this.queue.clear();
      this.flow.forget();
      // Frames are dropped from now on; reading them lets the closing handshake through.
      this.flow.resume();
    });
    socket.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    socket.on('close', () => this.onClose());
    this.touch();
  }

  /** Resolves once the connection is closed and its last work (writes, a finalisation) is done. */
  whenFinished(): Promise<void> {
    return this.finished;
  }

  /** Shutdown that ran out of time: closes at once (the queue's writes still finish, unacknowledged). */
  close(): void {
    if (this.socket.readyState === this.socket.OPEN)
      this.socket.close(GOING_AWAY_CLOSE_CODE, 'server shutting down');
  }

  /**
   * Shutdown (drain): frames from now on are dropped unread (never acknowledged, so the client resends
   * them after its resume); those already received are written and acknowledged, a queued or running
   * finalisation answers, and then the connection is closed with 4015: "resume at once elsewhere".
   */
  closeWhenDrained(): void {
    if (this.draining || this.closed) return;
    this.draining = true;
    this.flow.resume();
    if (!this.queue.running) this.closeDrained();
  }

  private closeDrained(): void {
    if (this.socket.readyState === this.socket.OPEN)
      this.socket.close(RECORDING_CLOSE_CODES.serverDraining, 'server draining: resume elsewhere');
  }

  /** Called by the registry: stop writing this attempt and close its files. */
  async release(attemptId: string, reason: 'superseded' | 'resumed'): Promise<void> {
    const current = this.current;
    if (!current || current.attemptId !== attemptId || !(await current.release())) return;
    // This very connection asked (a new attempt, or a resume sent again): nothing to tell it.
    if (this.opening) return;
    if (reason === 'superseded') this.replies.sendError(new RecordingError('SUPERSEDED'));
    else if (this.socket.readyState === this.socket.OPEN)
      this.socket.close(RECORDING_CLOSE_CODES.resumedElsewhere, 'recording resumed on another connection');
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    if (this.closed) return;
    this.idleTimer = setTimeout(() => {
      // Work in progress (a finalisation) is not idleness; look again later.
      if (this.queue.running) this.touch();
      else this.socket.close(RECORDING_CLOSE_CODES.idle, 'idle timeout');
    }, this.deps.idleTimeoutMs);
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    if (this.draining || !this.replies.admitFrame()) return;
    this.touch();
    if (isBinary) {
      const chunk = toBuffer(data);
      this.deps.meter.chunkReceived(chunk);
      this.queue.push({ kind: 'chunk', data: chunk });
      this.flow.received(chunk.length);
      return;
    }
    const message = parseClientFrame(toBuffer(data));
    if (message instanceof RecordingError) {
      this.replies.sendError(message);
      return;
    }
    switch (message.type) {
      case 'ping':
        // Answered at once, even while a finalisation is running.
        this.replies.send({ type: 'pong' });
        return;
      case 'metadata':
        this.queue.push({ kind: 'metadata', message });
        return;
      case 'process_recording':
        this.deps.meter.submitRequested();
        this.queue.push({ kind: 'process', recordingId: message.recordingId });
        return;
    }
  }

  /** No handler may take the process down: every failure becomes an `error` message. */
  private async guard(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (err) {
      this.replies.sendError(err);
    }
  }

  private async handleMetadata(message: MetadataMessage): Promise<void> {
    // A metadata message on a closed connection would start an attempt nobody hears about.
    if (this.closed) return;
    const admission = this.deps.admission;
    if (admission && !admission.canClaim(message.applicantGuid)) return this.refuseCrowded();
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
    // Named a real application: counted against it from now on, no longer against the address.
    if (admission && !admission.claim(message.applicantGuid)) {
      await opened.writer?.close();
      return this.refuseCrowded();
    }
    await this.leaveCurrent();
    this.current = new CurrentTake(opened.attemptId, opened.writer, opened.progress, opened.maxBytes, {
      rules: this.deps.rules,
      log: this.deps.log,
      progressEveryMs: this.deps.progressEveryMs,
    });
    this.deps.registry.register(opened.attemptId, this);
    this.replies.send({
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
    if (!current?.isWritable) {
      // Chunks still in flight when a recording ended are expected; only stray ones are an error.
      if (!current?.refused && !current?.released)
        this.replies.sendError(new RecordingError('NO_RECORDING'), batch.length);
      return;
    }
    let after: StagedProgress[];
    try {
      after = await current.append(batch);
    } catch (cause) {
      if (cause instanceof RecordingError) throw cause;
      if (cause instanceof TakeFencedError) {
        // Another node resumed the take (or it ended): nothing of this batch is kept or acknowledged.
        this.deps.log.info({ attemptId: current.attemptId }, 'recording taken over elsewhere');
        if (this.socket.readyState === this.socket.OPEN)
          this.socket.close(
            RECORDING_CLOSE_CODES.resumedElsewhere,
            'recording resumed on another connection',
          );
        return;
      }
      // The store is the truth; a reconnecting client learns from it what to resend.
      this.replies.sendError(new RecordingError('STAGING_FAILED', { cause }));
      this.socket.close(RECORDING_CLOSE_CODES.stagingFailed, 'staging write failed');
      return;
    }
    this.replies.sendTogether(
      after.map((progress) => ({ type: 'ack', recordingId: current.attemptId, ...progress })),
    );
    this.deps.meter.chunksAcked(batch);
  }

  private async handleProcess(recordingId: string | undefined): Promise<void> {
    this.deps.meter.submitStarted();
    const current = this.current;
    if (!current || (recordingId !== undefined && recordingId !== current.attemptId))
      throw new RecordingError('NO_RECORDING');
    if (current.refused) throw new RecordingError('RECORDING_FAILED');
    // An intact take is submitted from what this connection knows while its files close (200
    // submits at once waited ~250 ms reopening and re-syncing durable files; bench:ingest); a local
    // take's progress is mirrored with the submit's claim, a shared one's is checked by it (finalize.ts).
    const known = current.known();
    await (known ? current.handOver() : current.flush());
    const closing = current.closeWriter();
    if (!known) await closing;
    const result = await this.deps.finalizer.finalize(current.attemptId, known);
    this.replies.sendTogether([result.uploadComplete, result.answerSubmitted]);
    this.deps.meter.submitAnswered();
    await closing.catch((err: unknown) =>
      this.deps.log.warn({ err }, 'a submitted take did not close cleanly'),
    );
  }

  /** The application already holds its most connections: this one is closed with the reason. */
  private refuseCrowded(): void {
    if (this.socket.readyState === this.socket.OPEN)
      this.socket.close(
        RECORDING_CLOSE_CODES.tooManyForApplication,
        'too many connections for this interview',
      );
  }

  /** Stops working on the current recording (a new metadata message, or the end of the connection). */
  private async leaveCurrent(): Promise<void> {
    const current = this.current;
    if (!current) return;
    this.current = undefined;
    await current.leave();
    this.deps.registry.unregister(current.attemptId, this);
  }

  private onClose(): void {
    this.closed = true;
    clearTimeout(this.idleTimer);
    // Chunks already received are still written: a resuming client is told they are safe.
    if (!this.queue.running) void this.wrapUp();
  }

  private async wrapUp(): Promise<void> {
    try {
      await this.leaveCurrent();
    } catch (err) {
      this.deps.log.warn({ err }, 'recording connection cleanup failed');
    } finally {
      this.deps.registry.remove(this);
      this.finish();
    }
  }
}
