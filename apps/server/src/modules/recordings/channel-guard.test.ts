import { RECORDING_CLOSE_CODES, RECORDING_LIMITS } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import { ChannelGuard, type ChannelLimits } from './channel-guard.js';

const DEFAULT_CHANNEL_LIMITS: ChannelLimits = {
  messagesPerSecond: RECORDING_LIMITS.messagesPerSecond,
  messageBurst: RECORDING_LIMITS.messageBurst,
  maxInvalidMessages: RECORDING_LIMITS.maxInvalidMessages,
  maxUnreadBytes: RECORDING_LIMITS.maxUnreadBytes,
  maxConnectionsPerAddress: RECORDING_LIMITS.maxConnectionsPerAddress,
  maxConnectionsPerApplication: RECORDING_LIMITS.maxConnectionsPerApplication,
  refusalLogEveryMs: RECORDING_LIMITS.refusalLogEveryMs,
};
const limits: ChannelLimits = {
  ...DEFAULT_CHANNEL_LIMITS,
  messagesPerSecond: 10,
  messageBurst: 50,
  maxInvalidMessages: 3,
};

describe('ChannelGuard', () => {
  it('lets a burst through, then the rate; closes past it', () => {
    let now = 0;
    const guard = new ChannelGuard(limits, () => now);
    for (let i = 0; i < 50; i++) expect(guard.onFrame()).toBeUndefined();
    // A second later, ten more (the rate); the eleventh is one too many.
    now = 1000;
    for (let i = 0; i < 10; i++) expect(guard.onFrame()).toBeUndefined();
    expect(guard.onFrame()).toEqual({
      code: RECORDING_CLOSE_CODES.tooManyMessages,
      reason: 'too many messages',
    });
  });

  it('never closes a client at a chunk a second with a resend burst after a drop', () => {
    let now = 0;
    const guard = new ChannelGuard(DEFAULT_CHANNEL_LIMITS, () => now);
    for (let second = 0; second < 1800; second++) {
      now += 1000;
      expect(guard.onFrame()).toBeUndefined();
    }
    // The longest take there is, resent at once.
    for (let i = 0; i < 1800; i++) expect(guard.onFrame()).toBeUndefined();
  });

  it('closes after maxInvalidMessages refusals, a batch counting each frame', () => {
    const guard = new ChannelGuard(limits);
    expect(guard.onRefused()).toBeUndefined();
    expect(guard.onRefused()).toBeUndefined();
    expect(guard.onRefused()?.code).toBe(RECORDING_CLOSE_CODES.tooManyInvalid);
    expect(new ChannelGuard(limits).onRefused(5)?.code).toBe(RECORDING_CLOSE_CODES.tooManyInvalid);
  });

  it('closes a client whose unread replies pass the bound', () => {
    const guard = new ChannelGuard(limits);
    expect(guard.beforeSend(limits.maxUnreadBytes)).toBeUndefined();
    expect(guard.beforeSend(limits.maxUnreadBytes + 1)?.code).toBe(RECORDING_CLOSE_CODES.notReading);
  });
});
