import { RECORDING_LIMITS } from '@vi/contracts';
import type { WebSocket } from 'ws';

/**
 * Received but not yet written bytes past which the socket stops reading (TCP pushes back): with the
 * frame being received, a connection holds at most about three frames (docs/security.md). Enough for a
 * resend burst to be written in groups, little enough that many connections cannot fill the memory.
 */
const HIGH_WATER = 2 * RECORDING_LIMITS.maxFrameBytes;
const LOW_WATER = RECORDING_LIMITS.maxFrameBytes / 2;

/** Back-pressure on one connection: reading pauses while too much waits to be written. */
export class FlowControl {
  private queuedBytes = 0;
  private paused = false;

  constructor(private readonly socket: WebSocket) {}

  received(bytes: number): void {
    this.queuedBytes += bytes;
    if (!this.paused && this.queuedBytes > HIGH_WATER) {
      this.paused = true;
      this.socket.pause();
    }
  }

  written(bytes: number): void {
    this.queuedBytes = Math.max(0, this.queuedBytes - bytes);
    if (this.queuedBytes < LOW_WATER) this.resume();
  }

  /** The queue was dropped (a guard closed the connection). */
  forget(): void {
    this.queuedBytes = 0;
  }

  /** Lets frames (and the closing handshake) through a socket paused by the high-water mark. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.socket.resume();
  }
}
