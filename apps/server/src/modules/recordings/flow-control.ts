import type { WebSocket } from 'ws';

/** Received but not yet written bytes past which the socket stops reading (TCP pushes back). */
const HIGH_WATER = 8 * 1024 * 1024;
const LOW_WATER = 2 * 1024 * 1024;

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
