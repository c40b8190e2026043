// @vitest-environment node
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createMemoryChunkStore } from './chunk-store';
import {
  ChannelError,
  RecordingChannel,
  channelUrl,
  type SocketLike,
  type UploadState,
} from './recording-channel';

/*
 * A real WebSocket server in the test process speaking the protocol of docs/recording-protocol.md: it
 * keeps each recording's chunks across connections (as the staging files do), answers a resume with the
 * count it holds, and can be told to drop a connection at a chosen moment, even after storing a chunk
 * whose ack never leaves.
 */
type Recording = { id: string; chunks: Buffer[]; processed: number };

async function startServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const recordings = new Map<string, Recording>();
  const texts: Record<string, unknown>[] = [];
  const plan = {
    /** Drop the connection right after storing this chunk number, without acking it. */
    dropAfterStoring: undefined as number | undefined,
    /** Drop the connection when process_recording arrives (once). */
    dropOnProcess: false,
    refuseOpen: undefined as { code: string; message: string } | undefined,
    failProcess: undefined as { code: string; message: string } | undefined,
  };
  const sockets = new Set<WebSocket>();

  wss.on('connection', (socket) => {
    sockets.add(socket);
    let current: Recording | undefined;
    const send = (message: object) => socket.send(JSON.stringify(message));
    socket.on('message', (data, isBinary) => {
      const buffer = Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
      if (isBinary) {
        if (!current) return send({ type: 'error', code: 'NO_RECORDING', message: 'x' });
        current.chunks.push(buffer);
        const count = current.chunks.length;
        if (plan.dropAfterStoring === count) {
          plan.dropAfterStoring = undefined;
          socket.terminate();
          return;
        }
        send({ type: 'ack', recordingId: current.id, chunks: count, bytes: 0 });
        return;
      }
      const message = JSON.parse(buffer.toString('utf8')) as Record<string, unknown>;
      texts.push(message);
      if (message.type === 'metadata') {
        if (plan.refuseOpen) return send({ type: 'error', ...plan.refuseOpen });
        if (message.resume === true) {
          const found = recordings.get(String(message.recordingId));
          if (!found)
            return send({ type: 'error', code: 'RESUME_UNAVAILABLE', message: 'Connection error.' });
          current = found;
        } else {
          current = { id: randomUUID(), chunks: [], processed: 0 };
          recordings.set(current.id, current);
        }
        send({
          type: 'metadata_received',
          recordingId: current.id,
          attempt: 1,
          attemptsLeft: 2,
          chunks: current.chunks.length,
          bytes: 0,
          resumed: message.resume === true,
        });
      } else if (message.type === 'process_recording' && current) {
        if (plan.dropOnProcess) {
          plan.dropOnProcess = false;
          socket.terminate();
          return;
        }
        if (plan.failProcess) return send({ type: 'error', ...plan.failProcess });
        current.processed += 1;
        send({
          type: 'upload_complete',
          recordingId: current.id,
          videoUrl: null,
          audioUrl: '/a',
          transcription: null,
          transcriptionStatus: 'pending',
          duration: current.chunks.length,
        });
        send({
          type: 'answer_submitted',
          isReconciled: true,
          questionId: 'question-1',
          isLastQuestion: false,
          interviewStatus: 'Incomplete',
        });
      } else if (message.type === 'ping') {
        send({ type: 'pong' });
      }
    });
  });

  const { port } = wss.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/stream-audio`,
    recordings,
    texts,
    plan,
    only(): Recording {
      const [first, ...rest] = [...recordings.values()];
      if (!first || rest.length > 0) throw new Error(`expected one recording, got ${recordings.size}`);
      return first;
    },
    /** Sends a message on every open connection, as the server does for a SUPERSEDED attempt. */
    broadcast(message: object) {
      for (const socket of sockets)
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.terminate();
        wss.close(() => resolve());
      }),
  };
}

const METADATA = {
  applicantGuid: 'guid',
  questionId: 'question-1',
  questionText: 'Why us?',
  isLastQuestion: false,
  totalQuestions: 3,
  s3MetaData: { interviewId: 'i', dateInterviewed: '2026-11-21T10:00:00.000Z', companyId: 1 },
};

function chunk(text: string): ArrayBuffer {
  return new TextEncoder().encode(text).buffer;
}

let server: Awaited<ReturnType<typeof startServer>> | undefined;
let channel: RecordingChannel | undefined;

async function setup(onFatalError?: (error: ChannelError) => void, backoffMs = 20) {
  server = await startServer();
  const store = createMemoryChunkStore();
  const states: UploadState[] = [];
  channel = new RecordingChannel({
    url: server.url,
    metadata: METADATA,
    store,
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    onState: (state) => states.push(state),
    onFatalError,
    backoffMs: [backoffMs],
    submitTimeoutMs: 5000,
  });
  return { server, channel, store, states };
}

afterEach(async () => {
  channel?.close();
  await server?.close();
  channel = undefined;
  server = undefined;
});

describe('channelUrl', () => {
  it('uses the page host and the path of the answer type', () => {
    expect(channelUrl('video', { protocol: 'https:', host: 'example.com' })).toBe('wss://example.com/stream');
    expect(channelUrl('audio', { protocol: 'http:', host: 'localhost:3001' })).toBe(
      'ws://localhost:3001/stream-audio',
    );
  });
});

describe('RecordingChannel', () => {
  it('sends metadata, the chunks in order and process_recording, and forgets acknowledged chunks', async () => {
    const { server, channel, store, states } = await setup();
    const opened = await channel.open();
    expect(opened.attemptsLeft).toBe(2);
    expect(server.texts[0]).toEqual({ type: 'metadata', ...METADATA });

    await channel.push(chunk('one'));
    await channel.push(chunk('two'));
    await channel.push(chunk('three'));
    const { uploadComplete, answerSubmitted } = await channel.submit();

    expect(uploadComplete.duration).toBe(3);
    expect(answerSubmitted.questionId).toBe('question-1');
    expect(Buffer.concat(server.only().chunks).toString()).toBe('onetwothree');
    expect(server.texts.at(-1)).toEqual({ type: 'process_recording', recordingId: server.only().id });
    await vi.waitFor(async () => expect(await store.count()).toBe(0));
    expect(states.at(-1)).toEqual({ connection: 'open', produced: 3, acknowledged: 3 });
  });

  it('resumes after a drop and resends only what the server does not hold, even when an ack was lost', async () => {
    // A slow first retry leaves time to record while the connection is down.
    const { server, channel, states } = await setup(undefined, 300);
    await channel.open();
    // Chunk 2 reaches the server's disk but its ack never comes back.
    server.plan.dropAfterStoring = 2;
    await channel.push(chunk('a'));
    await channel.push(chunk('b'));
    await vi.waitFor(() => expect(channel.state.connection).toBe('reconnecting'));
    // Recorded while the connection is down: kept in the store.
    await channel.push(chunk('c'));
    await channel.push(chunk('d'));

    await vi.waitFor(() => expect(channel.state).toMatchObject({ connection: 'open', acknowledged: 4 }));
    await channel.submit();

    const recording = server.only();
    expect(recording.chunks.map((c) => c.toString())).toEqual(['a', 'b', 'c', 'd']);
    const resume = server.texts.find((text) => text.resume === true);
    expect(resume).toMatchObject({ type: 'metadata', resume: true, recordingId: recording.id });
    expect(states.some((state) => state.connection === 'reconnecting')).toBe(true);
  });

  it('repeats process_recording after a drop during submit and gets the confirmation', async () => {
    const { server, channel } = await setup();
    await channel.open();
    await channel.push(chunk('x'));
    server.plan.dropOnProcess = true;
    const { answerSubmitted } = await channel.submit();
    expect(answerSubmitted.isReconciled).toBe(true);
    expect(server.only().processed).toBe(1);
    expect(server.texts.filter((text) => text.type === 'process_recording')).toHaveLength(2);
  });

  it('rejects open() with the server refusal', async () => {
    const { server, channel } = await setup();
    server.plan.refuseOpen = { code: 'NO_MORE_ATTEMPTS', message: 'No more recording attempts remaining.' };
    await expect(channel.open()).rejects.toMatchObject({
      code: 'NO_MORE_ATTEMPTS',
      message: 'No more recording attempts remaining.',
    });
  });

  it('rejects submit() with the server failure and stays usable for a retry', async () => {
    const { server, channel } = await setup();
    await channel.open();
    await channel.push(chunk('x'));
    server.plan.failProcess = { code: 'FINALIZE_FAILED', message: 'Failed to submit recording.' };
    await expect(channel.submit()).rejects.toBeInstanceOf(ChannelError);
    server.plan.failProcess = undefined;
    await expect(channel.submit()).resolves.toMatchObject({ answerSubmitted: { questionId: 'question-1' } });
  });

  it('reports a superseded recording once and stops', async () => {
    const onFatalError = vi.fn<(error: ChannelError) => void>();
    const { server, channel } = await setup(onFatalError);
    await channel.open();
    server.broadcast({ type: 'error', code: 'SUPERSEDED', message: 'Recording failed. Please try again.' });
    await vi.waitFor(() => expect(onFatalError).toHaveBeenCalledTimes(1));
    expect(onFatalError.mock.calls[0]?.[0]).toMatchObject({ code: 'SUPERSEDED' });
    expect(channel.state.connection).toBe('closed');
    await expect(channel.submit()).rejects.toMatchObject({ code: 'SUPERSEDED' });
  });

  it('rejects open() when the server cannot be reached', async () => {
    const { server, channel } = await setup();
    await server.close();
    await expect(channel.open()).rejects.toMatchObject({ message: 'Connection error. Please try again.' });
  });
});
