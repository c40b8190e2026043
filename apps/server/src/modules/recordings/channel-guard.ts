import { RECORDING_CLOSE_CODES } from '@vi/contracts';
import type { Config } from '../../config/env.js';

/**
 * The recording channel's guards against floods (docs/security.md): a rate per connection, a count of
 * refused frames, a bound on replies the client leaves unread, and a throttled refusal log. A real
 * applicant never meets them: its frames are a chunk a second plus one burst of resent chunks after a
 * drop, which the token bucket's size covers.
 */
export type ChannelLimits = Config['recording']['channel'];

/** Why a connection is closed by a guard: a close code from the contracts and its reason text. */
export interface GuardClose {
  code: number;
  reason: string;
}

type Clock = () => number;

/** The per-connection guards. Each check answers undefined (carry on) or how to close. */
export class ChannelGuard {
  private tokens: number;
  private refilledAt: number;
  private invalid = 0;

  constructor(
    private readonly limits: ChannelLimits,
    private readonly now: Clock = Date.now,
  ) {
    this.tokens = limits.messageBurst;
    this.refilledAt = now();
  }

  /** A frame arrived: it spends a token of the bucket, which refills at `messagesPerSecond`. */
  onFrame(): GuardClose | undefined {
    const now = this.now();
    const refill = ((now - this.refilledAt) / 1000) * this.limits.messagesPerSecond;
    this.tokens = Math.min(this.limits.messageBurst, this.tokens + refill);
    this.refilledAt = now;
    this.tokens -= 1;
    if (this.tokens >= 0) return undefined;
    return { code: RECORDING_CLOSE_CODES.tooManyMessages, reason: 'too many messages' };
  }

  /** `count` frames were refused (a batch of stray chunks counts each of its chunks). */
  onRefused(count = 1): GuardClose | undefined {
    this.invalid += count;
    if (this.invalid < this.limits.maxInvalidMessages) return undefined;
    return { code: RECORDING_CLOSE_CODES.tooManyInvalid, reason: 'too many invalid messages' };
  }

  /** Before a reply: the bytes the socket still holds unsent say whether the client reads at all. */
  beforeSend(bufferedAmount: number): GuardClose | undefined {
    if (bufferedAmount <= this.limits.maxUnreadBytes) return undefined;
    return { code: RECORDING_CLOSE_CODES.notReading, reason: 'replies not read' };
  }
}
