import { MESSAGES, type MetadataMessage, type ServerMessage } from '@vi/contracts';
import { browserTimers, type Timers } from '../hooks/timers';
import type { ChunkStore } from './chunk-store';

/*
 * The browser side of the recording channel (docs/recording-protocol.md): metadata, then every
 * MediaRecorder chunk as a binary frame, then process_recording. Each chunk stays in the ChunkStore until
 * the server's ack says it is on disk; after a dropped connection the channel reconnects with backoff,
 * resumes the recording and resends from the server's own count, so nothing is lost or duplicated.
 */

export type AnswerKind = 'audio' | 'video';

type Of<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
export type MetadataReceived = Of<'metadata_received'>;
export type UploadComplete = Of<'upload_complete'>;
export type AnswerSubmitted = Of<'answer_submitted'>;

/** The spec's fields of the metadata message; resume and recordingId are the channel's business. */
export type RecordingMetadata = Omit<MetadataMessage, 'type' | 'resume' | 'recordingId'>;

/** What the channel needs of a WebSocket: the browser's, or `ws` in tests. */
export interface SocketLike {
  binaryType: string;
  readonly readyState: number;
  send(data: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface UploadState {
  connection: ConnectionState;
  /** Chunks handed to the channel so far. */
  produced: number;
  /** Chunks the server has confirmed on disk. */
  acknowledged: number;
}

/** A refusal or failure the applicant must hear about; `code` is the server's error code when it sent one. */
export class ChannelError extends Error {
  override name = 'ChannelError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The page's host, path by answer type (spec §7): /stream for video, /stream-audio for audio. */
export function channelUrl(kind: AnswerKind, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${kind === 'video' ? '/stream' : '/stream-audio'}`;
}

// Streaming refusals after which resuming cannot help: the recording is gone or was replaced.
const FATAL_WHILE_STREAMING = new Set(['RESUME_UNAVAILABLE', 'SUPERSEDED', 'RECORDING_TOO_LARGE']);

export interface RecordingChannelOptions {
  url: string;
  metadata: RecordingMetadata;
  store: ChunkStore;
  createSocket?: SocketFactory;
  timers?: Timers;
  onState?: (state: UploadState) => void;
  /** A failure while streaming that ends this recording (not those of open() or submit(), which reject). */
  onFatalError?: (error: ChannelError) => void;
  /** Waits between reconnection attempts; the last one repeats. */
  backoffMs?: readonly number[];
  /** Keeps the server's 60 s idle timer from closing a connection between Stop and Submit. */
  pingEveryMs?: number;
  openTimeoutMs?: number;
  submitTimeoutMs?: number;
}

type Waiter = {
  resolve: (message: ServerMessage) => void;
  reject: (error: ChannelError) => void;
  accepts: (message: ServerMessage) => boolean;
};

function defaultSocket(url: string): SocketLike {
  return new WebSocket(url) as unknown as SocketLike;
}

function toText(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  // `ws` in tests hands text frames over as Buffers unless told otherwise.
  if (data instanceof Uint8Array) return new TextDecoder().decode(data);
  return undefined;
}

export class RecordingChannel {
  private socket: SocketLike | undefined;
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
  private waiters: Waiter[] = [];
  private reconnectAttempt = 0;
  private reconnectTimer: unknown;
  private pingTimer: unknown;
  private readonly timers: Timers;
  private readonly backoffMs: readonly number[];

  constructor(private readonly options: RecordingChannelOptions) {
    this.timers = options.timers ?? browserTimers;
    this.backoffMs = options.backoffMs ?? [500, 1000, 2000, 4000, 8000];
  }

  get state(): UploadState {
    return { connection: this.connection, produced: this.produced, acknowledged: this.acknowledged };
  }

  get id(): string | undefined {
    return this.recordingId;
  }

  /** Opens the connection and starts a new attempt; rejects with the server's refusal (e.g. no tries left). */
  async open(): Promise<MetadataReceived> {
    await this.options.store.clear();
    const socket = this.connect();
    const timeout = this.options.openTimeoutMs ?? 15_000;
    const opened = await this.waitFor('metadata_received', timeout, () => {
      socket.send(JSON.stringify({ type: 'metadata', ...this.options.metadata }));
    });
    this.received(opened);
    this.pingTimer = this.timers.setInterval(() => this.ping(), this.options.pingEveryMs ?? 15_000);
    return opened;
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
        this.sendFrame(data);
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
      const uploadComplete = this.waitFor('upload_complete', timeout, () => this.sendProcess());
      const answerSubmitted = this.waitFor('answer_submitted', timeout);
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
    this.timers.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.reconnect();
  }

  /** Ends the channel on purpose: no reconnection; pending waits reject. */
  close(): void {
    this.isClosing = true;
    this.timers.clearTimeout(this.reconnectTimer);
    this.timers.clearInterval(this.pingTimer);
    this.isLive = false;
    this.connection = 'closed';
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      this.detach(socket);
      if (socket.readyState <= OPEN) socket.close(1000, 'done');
    }
    this.rejectAll(new ChannelError(MESSAGES.connectionError));
    this.emit();
  }

  private connect(): SocketLike {
    const socket = (this.options.createSocket ?? defaultSocket)(this.options.url);
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.onmessage = (event) => {
      const text = toText(event.data);
      if (text !== undefined && this.socket === socket) this.handleText(text);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.handleDrop();
    };
    // The close event follows an error; that is where the drop is handled.
    socket.onerror = () => undefined;
    return socket;
  }

  private detach(socket: SocketLike): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }

  private whenOpen(socket: SocketLike, send: () => void): void {
    if (socket.readyState === OPEN) send();
    else socket.onopen = () => send();
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
        this.handleError(new ChannelError(message.message, message.code));
        return;
      case 'upload_complete':
      case 'answer_submitted':
      case 'pong':
        break;
    }
    for (const waiter of [...this.waiters]) {
      if (waiter.accepts(message)) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(message);
      }
    }
  }

  private handleAck(chunks: number): void {
    if (chunks <= this.acknowledged) return;
    this.acknowledged = chunks;
    void this.options.store.deleteThrough(chunks).catch(() => undefined);
    this.emit();
  }

  private handleError(error: ChannelError): void {
    if (error.code !== undefined && FATAL_WHILE_STREAMING.has(error.code)) {
      this.fail(error);
      return;
    }
    // Any other refusal answers whatever the page is waiting for (open or submit); while streaming
    // (e.g. a chunk the disk could not take) the server closes the connection and the resume follows.
    this.rejectAll(error);
  }

  private received(message: MetadataReceived): void {
    this.recordingId = message.recordingId;
    this.acknowledged = message.chunks;
    this.sentThrough = message.chunks;
    this.isLive = true;
    this.connection = 'open';
    this.reconnectAttempt = 0;
    this.emit();
  }

  private resumed(message: MetadataReceived): void {
    this.received(message);
    void this.options.store.deleteThrough(message.chunks).catch(() => undefined);
    // Resend what the server does not hold, then repeat a submit that the drop interrupted.
    const work = this.pipeline.then(() => this.resend());
    this.pipeline = work.catch((error: unknown) => {
      this.fail(error instanceof ChannelError ? error : new ChannelError(MESSAGES.recordingFailed));
    });
    if (this.isSubmitting) void this.pipeline.then(() => this.sendProcess());
  }

  private async resend(): Promise<void> {
    while (this.isLive && this.sentThrough < this.produced) {
      const seq = this.sentThrough + 1;
      const data = await this.options.store.get(seq);
      if (data === undefined) throw new ChannelError(MESSAGES.recordingFailed, 'CHUNK_MISSING');
      if (!this.isLive) return;
      this.sendFrame(data);
      this.sentThrough = seq;
    }
  }

  private handleDrop(): void {
    this.isLive = false;
    const socket = this.socket;
    if (socket) this.detach(socket);
    this.socket = undefined;
    if (this.isClosing || this.fatal) return;
    if (this.recordingId === undefined) {
      // Never opened: open() reports it; there is nothing to resume.
      this.connection = 'closed';
      this.rejectAll(new ChannelError(MESSAGES.connectionError));
      this.emit();
      return;
    }
    this.connection = 'reconnecting';
    this.emit();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const wait = this.backoffMs[Math.min(this.reconnectAttempt, this.backoffMs.length - 1)] ?? 1000;
    this.reconnectAttempt += 1;
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = undefined;
      this.reconnect();
    }, wait);
  }

  private reconnect(): void {
    if (this.isClosing || this.fatal || this.recordingId === undefined) return;
    const socket = this.connect();
    const resume = {
      type: 'metadata',
      ...this.options.metadata,
      resume: true,
      recordingId: this.recordingId,
    };
    this.whenOpen(socket, () => socket.send(JSON.stringify(resume)));
  }

  private sendFrame(data: ArrayBuffer): void {
    if (this.socket?.readyState === OPEN) this.socket.send(data);
  }

  private sendProcess(): void {
    if (this.isLive && this.socket?.readyState === OPEN) {
      this.socket.send(JSON.stringify({ type: 'process_recording', recordingId: this.recordingId }));
    }
  }

  private ping(): void {
    if (this.isLive && this.socket?.readyState === OPEN) this.socket.send(JSON.stringify({ type: 'ping' }));
  }

  private fail(error: ChannelError): void {
    if (this.fatal) return;
    this.fatal = error;
    this.rejectAll(error);
    this.close();
    this.options.onFatalError?.(error);
  }

  private waitFor<T extends 'metadata_received' | 'upload_complete' | 'answer_submitted'>(
    type: T,
    timeoutMs: number,
    afterListening?: () => void,
  ): Promise<Of<T>> {
    return new Promise<Of<T>>((resolve, reject) => {
      const timer = this.timers.setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(
          new ChannelError(type === 'metadata_received' ? MESSAGES.connectionError : MESSAGES.submitFailed),
        );
      }, timeoutMs);
      const waiter: Waiter = {
        accepts: (message) => message.type === type,
        resolve: (message) => {
          this.timers.clearTimeout(timer);
          resolve(message as Of<T>);
        },
        reject: (error) => {
          this.timers.clearTimeout(timer);
          reject(error);
        },
      };
      this.waiters.push(waiter);
      if (afterListening) {
        const socket = this.socket;
        if (socket && type === 'metadata_received') this.whenOpen(socket, afterListening);
        else afterListening();
      }
    });
  }

  private rejectAll(error: ChannelError): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter.reject(error);
  }

  private emit(): void {
    this.options.onState?.(this.state);
  }
}
