// @vitest-environment node
import { GOING_AWAY_CLOSE_CODE, MESSAGES, RECORDING_CLOSE_CODES } from '@vi/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scaled } from '../../../testing/time-scale';
import { createMemoryChunkStore } from './chunk-store';
import { ChannelError } from './channel-error';
import { RecordingChannel, channelUrl, type UploadState } from './recording-channel';
import { createTestSocket, startRecordingServer, type RecordingServer } from './test-recording-server';

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

let server: RecordingServer | undefined;
let channel: RecordingChannel | undefined;

async function setup(
  onFatalError?: (error: ChannelError) => void,
  backoffMs = 20,
  { keepAcknowledged = false, store = createMemoryChunkStore() } = {},
) {
  server ??= await startRecordingServer();
  const states: UploadState[] = [];
  channel = new RecordingChannel({
    url: server.url,
    metadata: METADATA,
    store,
    createSocket: createTestSocket,
    onState: (state) => states.push(state),
    onFatalError,
    keepAcknowledged,
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
  it.each([
    ['too many from the network', RECORDING_CLOSE_CODES.tooManyConnections],
    ['too many for this interview', RECORDING_CLOSE_CODES.tooManyForApplication],
  ])('a connection refused (%s) before it opened says why, instead of waiting', async (_, code) => {
    const { server, channel } = await setup();
    server.plan.closeNextConnection = code;
    await expect(channel.open()).rejects.toMatchObject({ message: MESSAGES.tooManyConnections });
  });

  it('any other close before the recording opened is a connection error', async () => {
    const { server, channel } = await setup();
    server.plan.closeNextConnection = RECORDING_CLOSE_CODES.idle;
    await expect(channel.open()).rejects.toMatchObject({ message: MESSAGES.connectionError });
  });

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

  it.each([
    ['going away', GOING_AWAY_CLOSE_CODE],
    ['idle', RECORDING_CLOSE_CODES.idle],
    ['resumed elsewhere', RECORDING_CLOSE_CODES.resumedElsewhere],
    ['staging failed', RECORDING_CLOSE_CODES.stagingFailed],
  ])('resumes after the server closes the connection as %s', async (_label, code) => {
    const { server, channel, states } = await setup();
    await channel.open();
    server.plan.dropAfterStoring = 1;
    server.plan.dropCode = code;
    await channel.push(chunk('a'));
    await vi.waitFor(() => expect(states.some((state) => state.connection === 'reconnecting')).toBe(true));
    await vi.waitFor(() => expect(channel.state).toMatchObject({ connection: 'open', acknowledged: 1 }));
    await channel.push(chunk('b'));
    await channel.submit();
    expect(server.only().chunks.map((c) => c.toString())).toEqual(['a', 'b']);
  });

  it('resumes at once, without a wait or "reconnecting", when the server drains the connection (4015)', async () => {
    // A backoff would wait a minute: only an immediate reconnection lets the test finish.
    const { server, channel, states } = await setup(undefined, 60_000);
    await channel.open();
    server.plan.dropAfterStoring = 2;
    server.plan.dropCode = RECORDING_CLOSE_CODES.serverDraining;
    await channel.push(chunk('a'));
    await channel.push(chunk('b'));
    await vi.waitFor(() => expect(server.texts.some((text) => text.resume === true)).toBe(true), {
      timeout: scaled(5000),
    });
    await vi.waitFor(() => expect(channel.state).toMatchObject({ connection: 'open', acknowledged: 2 }));
    await channel.push(chunk('c'));
    await channel.submit();
    expect(server.only().chunks.map((c) => c.toString())).toEqual(['a', 'b', 'c']);
    expect(states.map((state) => state.connection)).not.toContain('reconnecting');
  });

  it('falls back to the backoff when the connection after a drain is drained before it resumed', async () => {
    const { server, channel, states } = await setup();
    await channel.open();
    server.plan.dropAfterStoring = 1;
    server.plan.dropCode = RECORDING_CLOSE_CODES.serverDraining;
    // The immediate reconnection lands on a server that is itself draining.
    server.plan.closeNextConnection = RECORDING_CLOSE_CODES.serverDraining;
    await channel.push(chunk('a'));
    await vi.waitFor(() => expect(states.some((state) => state.connection === 'reconnecting')).toBe(true));
    await vi.waitFor(() => expect(channel.state).toMatchObject({ connection: 'open', acknowledged: 1 }));
    await channel.submit();
    expect(server.only().chunks.map((c) => c.toString())).toEqual(['a']);
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

  it('keeps acknowledged chunks when asked to (a take offered back after a reload)', async () => {
    const { channel, store } = await setup(undefined, 20, { keepAcknowledged: true });
    await channel.open();
    await channel.push(chunk('one'));
    await channel.push(chunk('two'));
    await vi.waitFor(() => expect(channel.state.acknowledged).toBe(2));
    expect(await store.count()).toBe(2);
    // A new take starts from an empty store.
    await channel.open();
    expect(await store.count()).toBe(0);
  });

  it('resumes a recording of an earlier page from its chunks, sends what the server lacks, and submits it', async () => {
    const store = createMemoryChunkStore();
    const first = await setup(undefined, 20, { keepAcknowledged: true, store });
    await first.channel.open();
    await first.channel.push(chunk('a'));
    await vi.waitFor(() => expect(first.channel.state.acknowledged).toBe(1));
    // Chunk 2 is stored here but the page goes away before it is sent.
    await store.put(2, chunk('b'));
    first.channel.close();
    const recording = first.server.only();

    const second = await setup(undefined, 20, { keepAcknowledged: true, store });
    const resumed = await second.channel.resume(recording.id, 2);
    expect(resumed).toMatchObject({ resumed: true, chunks: 1 });
    const { answerSubmitted } = await second.channel.submit();
    expect(answerSubmitted.questionId).toBe('question-1');
    expect(recording.chunks.map((c) => c.toString())).toEqual(['a', 'b']);
    expect(second.server.recordings.size).toBe(1);
    expect(second.server.texts.filter((text) => text.resume === true)).toEqual([
      expect.objectContaining({ type: 'metadata', resume: true, recordingId: recording.id }),
    ]);
  });

  it('rejects resume() of a recording the server no longer has', async () => {
    const { channel } = await setup();
    await expect(channel.resume('gone', 2)).rejects.toMatchObject({ code: 'RESUME_UNAVAILABLE' });
  });
});
