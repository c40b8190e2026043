import { RECORDING_LIMITS, type ServerMessage } from '@vi/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { ChannelMeter } from '../../infra/metrics/metrics.js';
import { ChannelReplies } from './channel-replies.js';

/** A socket and its TCP transport that write down what is done to them, in order. */
function recorder() {
  const calls: string[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: (data: string) => calls.push(`send ${(JSON.parse(data) as ServerMessage).type}`),
    close: () => calls.push('close'),
  } as unknown as WebSocket;
  const transport = { cork: () => calls.push('cork'), uncork: () => calls.push('uncork') };
  const replies = new ChannelReplies(
    socket,
    {
      log: {
        warn: () => undefined,
        error: () => undefined,
        info: () => undefined,
      } as unknown as FastifyBaseLogger,
      // The channel's defaults: the contracts' limits hold every field the guards read.
      limits: RECORDING_LIMITS,
      meter: { refused: () => undefined } as unknown as ChannelMeter,
      transport,
    },
    () => undefined,
  );
  return { calls, replies };
}

const ack = (chunks: number): ServerMessage => ({
  type: 'ack',
  recordingId: 'r',
  chunks,
  bytes: chunks * 10,
});

describe('ChannelReplies.sendTogether', () => {
  it('corks the transport around several replies, so they leave in one write', () => {
    const { calls, replies } = recorder();
    replies.sendTogether([ack(1), ack(2), { type: 'pong' }]);
    expect(calls).toEqual(['cork', 'send ack', 'send ack', 'send pong', 'uncork']);
  });

  it('sends a single reply without corking', () => {
    const { calls, replies } = recorder();
    replies.sendTogether([ack(1)]);
    expect(calls).toEqual(['send ack']);
  });
});
