import type { IncomingHttpHeaders } from 'node:http';
import { ServerMessageSchema, type MetadataMessage, type ServerMessage } from '@vi/contracts';
import WebSocket from 'ws';
import { scaled } from './time-scale.js';

/**
 * A recording-channel client that behaves like the applicant's browser: metadata, binary chunks in
 * order (each acknowledged before the next by default), process_recording, ping. Every message the
 * server sends is checked against the contracts' schema and kept in `messages`.
 *
 *   const client = await RecordingClient.connect(baseUrl, 'video');
 *   const { uploadComplete, answerSubmitted } = await client.recordAnswer(metadataFor(guid, 'question-1'), chunks);
 */
export type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
export type RecordingMetadata = Omit<MetadataMessage, 'type'>;

export class ServerError extends Error {
  override name = 'ServerError';
  constructor(readonly reply: ServerMessageOf<'error'>) {
    super(`server error ${reply.code ?? ''}: ${reply.message}`);
  }
}

export interface Closed {
  code: number;
  reason: string;
}

const DEFAULT_TIMEOUT_MS = scaled(20_000);

export function metadataFor(
  applicantGuid: string,
  questionId: string,
  extra: Partial<RecordingMetadata> = {},
): RecordingMetadata {
  return {
    applicantGuid,
    questionId,
    questionText: 'Tell us about yourself.',
    isLastQuestion: false,
    totalQuestions: 3,
    s3MetaData: { interviewId: 'interview', dateInterviewed: new Date().toISOString(), companyId: 1 },
    ...extra,
  };
}

export class RecordingClient {
  /** Every server message, in order of arrival. */
  readonly messages: ServerMessage[] = [];
  /** Resolves when the connection closes (for any reason). */
  readonly closed: Promise<Closed>;
  /** The close code and reason, once closed: a refusal says why. */
  private closedWith: Closed | undefined;
  /** Index of the next chunk this client sends: the server's chunk count after metadata_received. */
  nextChunk = 0;
  recordingId: string | undefined;
  /** The headers of the server's 101 response (a proxy may say there which node it chose). */
  upgradeHeaders: IncomingHttpHeaders = {};
  private readonly consumed = new Set<number>();
  private readonly listeners = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      // The server sends only JSON text frames.
      if (isBinary) return;
      const text = (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)).toString(
        'utf8',
      );
      this.messages.push(ServerMessageSchema.parse(JSON.parse(text)));
      for (const listener of this.listeners) listener();
    });
    this.closed = new Promise((resolve) =>
      socket.once('close', (code, reason) => {
        this.closedWith = { code, reason: reason.toString() };
        resolve(this.closedWith);
        for (const listener of this.listeners) listener();
      }),
    );
  }

  /** `channel` is 'video' (/stream), 'audio' (/stream-audio) or a path. */
  static async connect(
    baseUrl: string,
    channel: 'video' | 'audio' | `/${string}`,
    options: { headers?: Record<string, string> } = {},
  ): Promise<RecordingClient> {
    const route = channel === 'video' ? '/stream' : channel === 'audio' ? '/stream-audio' : channel;
    const url = `${baseUrl.replace(/^http/, 'ws').replace(/\/$/, '')}${route}`;
    const socket = new WebSocket(url, { headers: options.headers });
    let upgradeHeaders: IncomingHttpHeaders = {};
    socket.once('upgrade', (response) => (upgradeHeaders = response.headers));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const client = new RecordingClient(socket);
    client.upgradeHeaders = upgradeHeaders;
    return client;
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  /** Sends a client message (or anything else, to test how the server copes). */
  send(message: { type: string } & Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  sendText(text: string): void {
    this.socket.send(text);
  }

  sendBinary(data: Buffer): void {
    this.socket.send(data, { binary: true });
  }

  /**
   * The first message not yet taken that matches; an `error` arriving first rejects (unless errors
   * are what is asked for). Messages are taken at most once, so repeated waits see new ones.
   */
  waitFor<T extends ServerMessage['type']>(
    type: T,
    match: (message: ServerMessageOf<T>) => boolean = () => true,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  ): Promise<ServerMessageOf<T>> {
    return new Promise((resolve, reject) => {
      const check = () => {
        for (let i = 0; i < this.messages.length; i++) {
          if (this.consumed.has(i)) continue;
          const message = this.messages[i]!;
          if (message.type === type && match(message as ServerMessageOf<T>)) {
            this.consumed.add(i);
            done();
            resolve(message as ServerMessageOf<T>);
            return;
          }
          if (message.type === 'error' && type !== 'error') {
            this.consumed.add(i);
            done();
            reject(new ServerError(message));
            return;
          }
        }
        if (this.socket.readyState === WebSocket.CLOSED) {
          done();
          const why = this.closedWith ? ` (${this.closedWith.code} ${this.closedWith.reason})` : '';
          reject(new Error(`connection closed while waiting for ${type}${why}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${type}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      this.listeners.add(check);
      check();
    });
  }

  /** The next `error` message. */
  nextError(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<ServerMessageOf<'error'>> {
    return this.waitFor('error', () => true, timeoutMs);
  }

  /** Starts a new attempt; rejects with ServerError when the server refuses. */
  async start(metadata: RecordingMetadata): Promise<ServerMessageOf<'metadata_received'>> {
    this.send({ type: 'metadata', ...metadata, resume: undefined, recordingId: undefined });
    return this.received(await this.waitFor('metadata_received'));
  }

  /** Continues a recording after a reconnect; `nextChunk` becomes the server's chunk count. */
  async resume(
    metadata: RecordingMetadata,
    recordingId: string,
  ): Promise<ServerMessageOf<'metadata_received'>> {
    this.send({ type: 'metadata', ...metadata, resume: true, recordingId });
    return this.received(await this.waitFor('metadata_received'));
  }

  private received(reply: ServerMessageOf<'metadata_received'>) {
    this.recordingId = reply.recordingId;
    this.nextChunk = reply.chunks;
    return reply;
  }

  /** Sends one chunk and resolves with its acknowledgement. */
  sendChunk(chunk: Buffer): Promise<ServerMessageOf<'ack'>> {
    const expected = ++this.nextChunk;
    this.sendBinary(chunk);
    return this.waitFor('ack', (ack) => ack.chunks === expected);
  }

  /**
   * Sends `chunks` from index `from` (default: where the server is). With `window` > 1 that many may be
   * unacknowledged at once, as a browser streaming every second does; the default waits for each ack.
   */
  async sendChunks(
    chunks: Buffer[],
    options: { from?: number; window?: number } = {},
  ): Promise<ServerMessageOf<'ack'>[]> {
    const window = options.window ?? 1;
    const acks: Promise<ServerMessageOf<'ack'>>[] = [];
    for (let i = options.from ?? this.nextChunk; i < chunks.length; i++) {
      if (acks.length >= window) await acks[acks.length - window];
      acks.push(this.sendChunk(chunks[i]!));
    }
    return Promise.all(acks);
  }

  /** process_recording → upload_complete and answer_submitted. */
  async finish(): Promise<{
    uploadComplete: ServerMessageOf<'upload_complete'>;
    answerSubmitted: ServerMessageOf<'answer_submitted'>;
  }> {
    this.send({ type: 'process_recording', recordingId: this.recordingId });
    const uploadComplete = await this.waitFor('upload_complete');
    const answerSubmitted = await this.waitFor('answer_submitted');
    return { uploadComplete, answerSubmitted };
  }

  /** A whole answer: metadata, every chunk acknowledged, finalised. */
  async recordAnswer(metadata: RecordingMetadata, chunks: Buffer[]) {
    const started = await this.start(metadata);
    const acks = await this.sendChunks(chunks);
    return { started, acks, ...(await this.finish()) };
  }

  async ping(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    this.send({ type: 'ping' });
    await this.waitFor('pong', () => true, timeoutMs);
  }

  async close(): Promise<Closed> {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close(1000);
    return this.closed;
  }

  /** Drops the connection without a closing handshake, like a network change or a closed lid. */
  async terminate(): Promise<Closed> {
    this.socket.terminate();
    return this.closed;
  }
}
