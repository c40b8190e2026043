import { RECORDING_CLOSE_CODES, type ServerMessage } from '@vi/contracts';
import { APPLICANT_MESSAGES, refusalText } from '../../../shared/i18n/applicant-i18n';
import { refusalMessage } from './close-reasons';
import { CHUNK_MISSING, ChannelError, endsRecordingWhileStreaming } from './channel-error';
import { ChannelSocket } from './channel-socket';
import type { ConnectionState, RecordingChannelOptions, UploadState } from './channel-types';
import { ReplyWaiters, type ServerMessageOf } from './reply-waiters';

export { channelUrl, type AnswerKind, type UploadState } from './channel-types';

/*
 * The browser side of the recording channel (docs/recording-protocol.md): metadata, then every
 * MediaRecorder chunk as a binary frame, then process_recording. Each chunk stays in the ChunkStore until
 * the server's ack says it is on disk; after a dropped connection the channel reconnects with backoff,
 * resumes the recording and resends from the server's own count, so nothing is lost or duplicated.
 * This file keeps that bookkeeping; ChannelSocket keeps the connection itself.
 */

type MetadataReceived = ServerMessageOf<'metadata_received'>;
type UploadComplete = ServerMessageOf<'upload_complete'>;
type AnswerSubmitted = ServerMessageOf<'answer_submitted'>;

export class RecordingChannel {
  private readonly socket: ChannelSocket;
  private readonly replies = new ReplyWaiters();
  private connection: ConnectionState = 'connecting';
  private recordingId: string | undefined;
  private produced = 0;
  private acknowledged = 0;
  /** Highest chunk sent on the current connection (after a resume: the server's count). */
  private sentThrough = 0;
  /** True once metadata_received arrived on the current connection: chunks may flow. */
  private isLive = false;
  private isClosing = false;
  private isSubmitting = false;
  private fatal: ChannelError | undefined;
  private pipeline: Promise<void> = Promise.resolve();

  constructor(private readonly options: RecordingChannelOptions) {
    this.socket = new ChannelSocket({
      url: options.url,
      createSocket: options.createSocket,
      backoffMs: options.backoffMs,
      pingEveryMs: options.pingEveryMs,
      onText: (text) => this.handleText(text),
      onDrop: (code) => this.handleDrop(code),
    });
  }

  get state(): UploadState {
    return { connection: this.connection, produced: this.produced, acknowledged: this.acknowledged };
  }

  /** Opens the connection and starts a new attempt; rejects with the server's refusal (e.g. no tries left). */
  async open(): Promise<MetadataReceived> {
    await this.options.store.clear();
    this.socket.connect();
    const opened = await this.requestMetadata(false);
    this.received(opened);
    this.keepAlive();
    return opened;
  }

  /**
   * Continues a recording this browser made before (a reload): the `produced` chunks are in the store; the
   * server says how many it holds and the rest are resent. Does not use a try (docs/recording-protocol.md).
   */
  async resume(recordingId: string, produced: number): Promise<MetadataReceived> {
    this.recordingId = recordingId;
    this.produced = produced;
    this.socket.connect();
    // handleText answers the resumed reply itself (resumed(): acks and the resend).
    const resumed = await this.requestMetadata(true);
    this.keepAlive();
    return resumed;
  }

  /** Resolves once every chunk pushed so far is in the store (and sent, when connected). */
  whenStored(): Promise<void> {
    return this.pipeline;
  }

  /** Queues the next MediaRecorder chunk: stored first, then sent in order while connected. */
  push(chunk: Blob | ArrayBuffer): Promise<void> {
    // Converted inside the pipeline: Blob reads are async, and chunks must keep MediaRecorder's order.
    const work = this.pipeline.then(async () => {
      if (this.fatal || this.isClosing) return;
      const data = chunk instanceof ArrayBuffer ? chunk : await chunk.arrayBuffer();
      const seq = this.produced + 1;
      await this.options.store.put(seq, data);
      this.produced = seq;
      if (this.isLive && this.sentThrough === seq - 1) {
        this.socket.send(data);
        this.sentThrough = seq;
      }
      this.emit();
    });
    // One failed store write must not wedge every later chunk; the gap shows as unacknowledged data.
    this.pipeline = work.catch(() => undefined);
    return work;
  }

  /**
   * Sends process_recording once every chunk is on its way and resolves with the server's confirmation.
   * A connection that drops meanwhile is resumed and the request repeated (the server answers a repeat
   * with the same confirmation), until the time-out.
   */
  async submit(): Promise<{ uploadComplete: UploadComplete; answerSubmitted: AnswerSubmitted }> {
    if (this.fatal) throw this.fatal;
    this.isSubmitting = true;
    try {
      await this.pipeline;
      const timeout = this.options.submitTimeoutMs ?? 60_000;
      const uploadComplete = this.replies.waitFor(
        'upload_complete',
        timeout,
        APPLICANT_MESSAGES.submitFailed,
      );
      this.sendProcess();
      const answerSubmitted = this.replies.waitFor(
        'answer_submitted',
        timeout,
        APPLICANT_MESSAGES.submitFailed,
      );
      // Both are awaited together so a rejection of the second is never left unhandled.
      const [upload, answer] = await Promise.all([uploadComplete, answerSubmitted]);
      return { uploadComplete: upload, answerSubmitted: answer };
    } finally {
      this.isSubmitting = false;
    }
  }

  /** Retries a waiting reconnection at once (the page learnt that the network is back). */
  reconnectNow(): void {
    if (this.connection !== 'reconnecting' || this.fatal || this.isClosing) return;
    this.socket.cancelReconnectWait();
    this.reconnect();
  }

  /** Ends the channel on purpose: no reconnection; pending waits reject. */
  close(): void {
    this.isClosing = true;
    this.isLive = false;
    this.connection = 'closed';
    this.socket.close();
    this.replies.rejectAll(new ChannelError(APPLICANT_MESSAGES.connectionError));
    this.emit();
  }

  private handleText(text: string): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'ack':
        this.handleAck(message.chunks);
        break;
      case 'metadata_received':
        if (message.resumed && this.recordingId !== undefined) this.resumed(message);
        break;
      case 'error':
        this.handleError(new ChannelError(refusalText(message.code, message.message), message.code));
        return;
      case 'upload_complete':
      case 'answer_submitted':
      case 'pong':
        break;
    }
    this.replies.deliver(message);
  }

  private handleAck(chunks: number): void {
    if (chunks <= this.acknowledged) return;
    this.acknowledged = chunks;
    this.forgetThrough(chunks);
    this.emit();
  }

  private handleError(error: ChannelError): void {
    if (error.code !== undefined && endsRecordingWhileStreaming(error.code)) {
      this.fail(error);
      return;
    }
    // Any other refusal answers whatever the page is waiting for (open or submit); while streaming
    // (e.g. a chunk the disk could not take) the server closes the connection and the resume follows.
    this.replies.rejectAll(error);
  }

  private received(message: MetadataReceived): void {
    this.recordingId = message.recordingId;
    this.acknowledged = message.chunks;
    this.sentThrough = message.chunks;
    this.isLive = true;
    this.connection = 'open';
    this.socket.resetBackoff();
    this.emit();
  }

  private resumed(message: MetadataReceived): void {
    this.received(message);
    this.forgetThrough(message.chunks);
    // Resend what the server does not hold, then repeat a submit that the drop interrupted.
    const work = this.pipeline.then(() => this.resend());
    this.pipeline = work.catch((error: unknown) => {
      this.fail(error instanceof ChannelError ? error : new ChannelError(APPLICANT_MESSAGES.recordingFailed));
    });
    if (this.isSubmitting) void this.pipeline.then(() => this.sendProcess());
  }

  private async resend(): Promise<void> {
    while (this.isLive && this.sentThrough < this.produced) {
      const seq = this.sentThrough + 1;
      const data = await this.options.store.get(seq);
      if (data === undefined) throw new ChannelError(APPLICANT_MESSAGES.recordingFailed, CHUNK_MISSING);
      if (!this.isLive) return;
      this.socket.send(data);
      this.sentThrough = seq;
    }
  }

  private handleDrop(code: number): void {
    const wasLive = this.isLive;
    this.isLive = false;
    if (this.isClosing || this.fatal) return;
    if (this.recordingId === undefined) {
      // Never opened: open() reports it; there is nothing to resume.
      this.connection = 'closed';
      this.replies.rejectAll(new ChannelError(refusalMessage(code)));
      this.emit();
      return;
    }
    if (code === RECORDING_CLOSE_CODES.serverDraining && wasLive) {
      // The server is restarting and acknowledged all it received: resume at once on the next one,
      // with no wait and no "Reconnecting…" for the applicant. Should that connection fail too (or be
      // drained before it resumed), the usual backoff follows, so a drain never makes a tight loop.
      this.reconnect();
      return;
    }
    this.connection = 'reconnecting';
    this.emit();
    this.socket.scheduleReconnect(() => this.reconnect());
  }

  private reconnect(): void {
    if (this.isClosing || this.fatal || this.recordingId === undefined) return;
    this.socket.connect();
    this.sendMetadata(true);
  }

  /** Sends the metadata message once connected and waits for its reply (open and resume). */
  private requestMetadata(resume: boolean): Promise<MetadataReceived> {
    const timeout = this.options.openTimeoutMs ?? 15_000;
    const replied = this.replies.waitFor('metadata_received', timeout, APPLICANT_MESSAGES.connectionError);
    this.sendMetadata(resume);
    return replied;
  }

  /** A new attempt's metadata, or the resume of this channel's recording. */
  private sendMetadata(resume: boolean): void {
    const { metadata } = this.options;
    const message = resume
      ? { type: 'metadata', ...metadata, resume: true, recordingId: this.recordingId }
      : { type: 'metadata', ...metadata };
    this.socket.sendWhenOpen(JSON.stringify(message));
  }

  private keepAlive(): void {
    this.socket.startPinging(() => {
      if (this.isLive) this.socket.send(JSON.stringify({ type: 'ping' }));
    });
  }

  private sendProcess(): void {
    if (this.isLive) {
      this.socket.send(JSON.stringify({ type: 'process_recording', recordingId: this.recordingId }));
    }
  }

  private fail(error: ChannelError): void {
    if (this.fatal) return;
    this.fatal = error;
    this.replies.rejectAll(error);
    this.close();
    this.options.onFatalError?.(error);
  }

  private forgetThrough(chunks: number): void {
    if (this.options.keepAcknowledged) return;
    void this.options.store.deleteThrough(chunks).catch(() => undefined);
  }

  private emit(): void {
    this.options.onState?.(this.state);
  }
}
