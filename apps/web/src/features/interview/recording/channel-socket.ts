import { RECORDING_LIMITS } from '@vi/contracts';

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
/** RFC 6455 normal closure: the client's own end of a channel it is done with. */
const NORMAL_CLOSURE = 1000;
const BACKOFF_MS: readonly number[] = [500, 1000, 2000, 4000, 8000];

function browserSocket(url: string): SocketLike {
  return new WebSocket(url) as unknown as SocketLike;
}

function toText(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  // `ws` in tests hands text frames over as Buffers unless told otherwise.
  if (data instanceof Uint8Array) return new TextDecoder().decode(data);
  return undefined;
}

export interface ChannelSocketOptions {
  url: string;
  createSocket?: SocketFactory;
  /** Waits between reconnection attempts; the last one repeats. */
  backoffMs?: readonly number[];
  /** Keeps the server's idle timer from closing a connection between Stop and Submit. */
  pingEveryMs?: number;
  /** A text frame on the current connection. */
  onText: (text: string) => void;
  /** The current connection ended without close() being called; `code` is its close code. */
  onDrop: (code: number) => void;
}

/**
 * The socket side of the recording channel: one connection at a time, the waits between reconnection
 * attempts, and the keep-alive ping. Whatever its close code, a connection that ends without close() is a
 * drop: the server's own closes (going away, idle, resumed elsewhere, staging failed) all mean "reconnect
 * and resume" (docs/recording-protocol.md), and whether there is anything to resume is the channel's call.
 */
export class ChannelSocket {
  private socket: SocketLike | undefined;
  private reconnectAttempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: ChannelSocketOptions) {}

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Opens a new connection in place of the current one. */
  connect(): void {
    const socket = (this.options.createSocket ?? browserSocket)(this.options.url);
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.onmessage = (event) => {
      const text = toText(event.data);
      if (text !== undefined && this.socket === socket) this.options.onText(text);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.detach(socket);
      this.socket = undefined;
      this.options.onDrop(event.code);
    };
    // The close event follows an error; that is where the drop is handled.
    socket.onerror = () => undefined;
  }

  /** Sends `text` on the current connection as soon as it is open (the first frame of a connection). */
  sendWhenOpen(text: string): void {
    const socket = this.socket;
    if (!socket) return;
    if (socket.readyState === OPEN) socket.send(text);
    else socket.onopen = () => socket.send(text);
  }

  /** Sends on the current connection if it is open; otherwise the frame is the resume's business. */
  send(data: string | ArrayBuffer): void {
    if (this.socket?.readyState === OPEN) this.socket.send(data);
  }

  /** Calls `reconnect` after the next wait of the backoff. */
  scheduleReconnect(reconnect: () => void): void {
    const backoff = this.options.backoffMs ?? BACKOFF_MS;
    const wait = backoff[Math.min(this.reconnectAttempt, backoff.length - 1)] ?? 1000;
    this.reconnectAttempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      reconnect();
    }, wait);
  }

  /** Skips the wait of a scheduled reconnection. */
  cancelReconnectWait(): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
  }

  /** The server took the connection: the next drop starts the backoff from the beginning. */
  resetBackoff(): void {
    this.reconnectAttempt = 0;
  }

  startPinging(ping: () => void): void {
    this.pingTimer = setInterval(ping, this.options.pingEveryMs ?? RECORDING_LIMITS.pingIntervalMs);
  }

  /** Ends the connection on purpose: no drop is reported, and no reconnection or ping follows. */
  close(): void {
    this.cancelReconnectWait();
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      this.detach(socket);
      if (socket.readyState <= OPEN) socket.close(NORMAL_CLOSURE, 'done');
    }
  }

  private detach(socket: SocketLike): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }
}
