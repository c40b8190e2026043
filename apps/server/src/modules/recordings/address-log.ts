import type { FastifyBaseLogger } from 'fastify';

/** Where a connection's routine lines go (refusals, guard closes): see AddressLogSummary. */
export interface LineSink {
  write(level: 'info' | 'warn', fields: Record<string, unknown>, message: string): void;
}

/**
 * The recording channel's routine lines, summarised per address (docs/operations.md, "Logs"): the first
 * line of each kind from an address in an interval is written as it comes; the others are counted and
 * written as one summary line per address when the interval ends. A client that opens and closes
 * connections in a loop costs a line or two per interval, not lines per connection.
 */
export class AddressLogSummary {
  private heldBack = new Map<string, Map<string, number>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly everyMs: number,
  ) {}

  /** The sink of one connection from `address`. */
  for(address: string): LineSink {
    return { write: (level, fields, message) => this.write(address, level, fields, message) };
  }

  write(address: string, level: 'info' | 'warn', fields: Record<string, unknown>, message: string): void {
    let seen = this.heldBack.get(address);
    if (!seen) {
      seen = new Map();
      this.heldBack.set(address, seen);
    }
    const count = seen.get(message);
    if (count === undefined) {
      seen.set(message, 0);
      this.log[level](fields, message);
    } else seen.set(message, count + 1);
  }

  /** Writes one summary line per address whose lines were held back, and starts a new interval. */
  flush(): void {
    for (const [address, seen] of this.heldBack) {
      const held = Object.fromEntries([...seen].filter(([, count]) => count > 0));
      if (Object.keys(held).length > 0)
        this.log.info({ address, intervalMs: this.everyMs, held }, 'recording channel lines held back');
    }
    this.heldBack = new Map();
  }

  start(): void {
    this.timer ??= setInterval(() => this.flush(), this.everyMs).unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.flush();
  }
}

/** For callers without a summary (tests, the demo): every line written as it comes. */
export const directLines = (log: FastifyBaseLogger): LineSink => ({
  write: (level, fields, message) => log[level](fields, message),
});
