// @vitest-environment node
import type { ServerMessage } from '@vi/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReplyWaiters, STALL_GRACE_MS, STALLED_PAGE_MS } from './reply-waiters';

const REPLY: ServerMessage = {
  type: 'metadata_received',
  recordingId: 'r1',
  attempt: 1,
  attemptsLeft: 2,
  chunks: 0,
  bytes: 0,
  resumed: false,
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Settles to 'resolved', 'rejected: message' or 'pending' without waiting for it. */
function watch(promise: Promise<unknown>): () => string {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    (error: Error) => (state = `rejected: ${error.message}`),
  );
  return () => state;
}

describe('ReplyWaiters', () => {
  it('resolves with the reply that comes in time', async () => {
    const replies = new ReplyWaiters();
    const state = watch(replies.waitFor('metadata_received', 15_000, 'Connection error.'));
    await vi.advanceTimersByTimeAsync(14_000);
    replies.deliver(REPLY);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('resolved');
  });

  it('says the connection failed at its deadline when the page ran on time', async () => {
    const replies = new ReplyWaiters();
    const state = watch(replies.waitFor('metadata_received', 15_000, 'Connection error.'));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(state()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('rejected: Connection error.');
    // A reply after that changes nothing.
    replies.deliver(REPLY);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('rejected: Connection error.');
  });

  it('gives a reply the page stalled behind its time-out a moment to arrive', async () => {
    const replies = new ReplyWaiters();
    const state = watch(replies.waitFor('metadata_received', 15_000, 'Connection error.'));
    // The page does nothing for 20 s: its clock moves on, its timer runs only afterwards.
    vi.setSystemTime(Date.now() + 20_000);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(state()).toBe('pending');
    replies.deliver(REPLY);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('resolved');
  });

  it('still says the connection failed when no reply follows a stall', async () => {
    const replies = new ReplyWaiters();
    const state = watch(replies.waitFor('metadata_received', 15_000, 'Connection error.'));
    // Late by just over what counts as a stall.
    vi.setSystemTime(Date.now() + STALLED_PAGE_MS + 1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(state()).toBe('pending');
    await vi.advanceTimersByTimeAsync(STALL_GRACE_MS);
    expect(state()).toBe('rejected: Connection error.');
  });
});
