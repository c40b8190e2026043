import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type * as Ws from 'ws';
import type { SocketLike } from './channel-socket';

// Through Node's own resolution: under jsdom, Vite would pick the package's browser build, which has no server.
const { WebSocket, WebSocketServer } = createRequire(import.meta.url)('ws') as typeof Ws;

/*
 * For tests: a real WebSocket server in the test process speaking the protocol of
 * docs/recording-protocol.md. It keeps each recording's chunks across connections (as the staging files
 * do), answers a resume with the count it holds, and can be told to drop a connection at a chosen moment,
 * even after storing a chunk whose ack never leaves.
 */
type Recording = { id: string; questionId: string; chunks: Buffer[]; processed: number };
type Refusal = { code: string; message: string };

export async function startRecordingServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const recordings = new Map<string, Recording>();
  const texts: Record<string, unknown>[] = [];
  const plan = {
    /** Drop the connection right after storing this chunk number, without acking it. */
    dropAfterStoring: undefined as number | undefined,
    /** How that drop happens: a close frame with this code, or (undefined) a dead connection. */
    dropCode: undefined as number | undefined,
    /** Drop the connection when process_recording arrives (once). */
    dropOnProcess: false,
    /** Close the next new connection at once with this code (once), before it hears anything. */
    closeNextConnection: undefined as number | undefined,
    refuseOpen: undefined as Refusal | undefined,
    failProcess: undefined as Refusal | undefined,
    /** The server's count of tries left after each new attempt. */
    attemptsLeft: 2,
    interviewStatus: 'Incomplete' as 'Incomplete' | 'Completed',
  };
  const sockets = new Set<Ws.WebSocket>();

  wss.on('connection', (socket) => {
    sockets.add(socket);
    const closeCode = plan.closeNextConnection;
    if (closeCode !== undefined) {
      plan.closeNextConnection = undefined;
      socket.close(closeCode);
      return;
    }
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
          if (plan.dropCode === undefined) socket.terminate();
          else socket.close(plan.dropCode);
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
          current = { id: randomUUID(), questionId: String(message.questionId), chunks: [], processed: 0 };
          recordings.set(current.id, current);
        }
        send({
          type: 'metadata_received',
          recordingId: current.id,
          attempt: 1,
          attemptsLeft: plan.attemptsLeft,
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
          questionId: current.questionId,
          isLastQuestion: false,
          interviewStatus: plan.interviewStatus,
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

/** The page's side of the connection in tests: `ws`'s client (the WebSocket of Vitest's jsdom cannot connect). */
export function createTestSocket(url: string): SocketLike {
  return new WebSocket(url) as unknown as SocketLike;
}

export type RecordingServer = Awaited<ReturnType<typeof startRecordingServer>>;
