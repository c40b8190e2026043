import type { ServerMessage } from '@vi/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { ChannelMeter } from '../../infra/metrics/metrics.js';
import { directLines, type LineSink } from './address-log.js';
import { ChannelGuard, type ChannelLimits, type GuardClose } from './channel-guard.js';
import { RecordingError } from './recording-errors.js';

export interface ChannelRepliesDeps {
  log: FastifyBaseLogger;
  limits: ChannelLimits;
  meter: ChannelMeter;
  /**
   * The connection's TCP socket (the upgraded request's): replies sent together are corked into one
   * write. Without it each reply is a write of its own.
   */
  transport?: Corkable;
  /** Where its refusals and guard closes are logged: summarised per address (AddressLogSummary). */
  lines?: LineSink;
}

export interface Corkable {
  cork(): void;
  uncork(): void;
}

/**
 * What a connection sends, and its flood guards (docs/security.md): replies, refusals (logged at most
 * so often), and the guard's close after which nothing more is sent and every frame is dropped unread.
 */
export class ChannelReplies {
  /** A guard closed the connection: later frames are dropped unread and nothing more is sent. */
  rejected = false;
  private readonly guards: ChannelGuard;
  private readonly lines: LineSink;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: ChannelRepliesDeps,
    /** Drops the work already queued and lets the closing handshake through. */
    private readonly onReject: () => void,
  ) {
    this.guards = new ChannelGuard(deps.limits);
    this.lines = deps.lines ?? directLines(deps.log);
  }

  /** A frame arrived: false when it is to be dropped (the connection is closed or over its rate). */
  admitFrame(): boolean {
    if (this.rejected) return false;
    const overRate = this.guards.onFrame();
    if (overRate) this.reject(overRate);
    return !overRate;
  }

  send(message: ServerMessage): void {
    if (this.rejected || this.socket.readyState !== this.socket.OPEN) return;
    const unread = this.guards.beforeSend(this.socket.bufferedAmount);
    if (unread) this.reject(unread);
    else this.socket.send(JSON.stringify(message));
  }

  /** Several replies in one write to the socket (a batch's acks; a submit's two confirmations). */
  sendTogether(messages: ServerMessage[]): void {
    const transport = messages.length > 1 ? this.deps.transport : undefined;
    transport?.cork();
    try {
      for (const message of messages) this.send(message);
    } finally {
      transport?.uncork();
    }
  }

  /** `frames`: how many frames the refusal answers (a batch of stray chunks is refused at once). */
  sendError(err: unknown, frames = 1): void {
    if (this.rejected) return;
    const error =
      err instanceof RecordingError
        ? err
        : new RecordingError('INTERNAL', { cause: err, detail: String(err) });
    this.deps.meter.refused(error.code);
    if (error.code === 'INTERNAL' || error.code === 'FINALIZE_FAILED' || error.code === 'STAGING_FAILED') {
      this.deps.log.error({ err: error.cause ?? error, detail: error.detail }, 'recording channel error');
      this.send({ type: 'error', message: error.message, code: error.code });
      return;
    }
    this.lines.write('info', { code: error.code, detail: error.detail }, 'recording refused');
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
    this.onReject();
    this.lines.write(
      'warn',
      { code: close.code, reason: close.reason },
      'recording connection closed by a guard',
    );
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(close.code, close.reason);
  }
}
