import WebSocket from 'ws';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ApplicantResult {
  sent: number;
  acked: number;
  ackLatencies: number[];
  finaliseMs: number | null;
  duration: number | null;
  errors: string[];
}

type Message = { type: string; chunks?: number; message?: string; code?: string; duration?: number };

/** One applicant: metadata, a chunk every second on a timer, process_recording. */
export async function applicant(
  url: string,
  guid: string,
  chunks: Buffer[],
  submit: boolean,
): Promise<ApplicantResult> {
  const result: ApplicantResult = {
    sent: 0,
    acked: 0,
    ackLatencies: [],
    finaliseMs: null,
    duration: null,
    errors: [],
  };
  const socket = new WebSocket(url);
  const sentAt: number[] = [];
  let finaliseSentAt = 0;
  const waiters = new Map<string, () => void>();
  let onAck = () => {};
  const waitUntil = (done: () => boolean, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('not acknowledged in time')), timeoutMs);
      onAck = () => {
        if (!done()) return;
        clearTimeout(timer);
        resolve();
      };
      onAck();
    });
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Message;
    const now = performance.now();
    if (message.type === 'ack' && message.chunks !== undefined) {
      result.acked = Math.max(result.acked, message.chunks);
      result.ackLatencies.push(now - sentAt[message.chunks - 1]!);
      onAck();
    } else if (message.type === 'upload_complete') result.duration = message.duration ?? null;
    else if (message.type === 'answer_submitted') result.finaliseMs = now - finaliseSentAt;
    else if (message.type === 'error') result.errors.push(`${message.code}: ${message.message}`);
    waiters.get(message.type)?.();
  });
  const next = (type: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
      waiters.set(type, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const received = next('metadata_received', 10_000);
    socket.send(
      JSON.stringify({
        type: 'metadata',
        applicantGuid: guid,
        questionId: 'question-1',
        questionText: 'Tell us about a project you are proud of.',
        isLastQuestion: true,
        totalQuestions: 1,
        mimeType: 'video/webm;codecs=vp8,opus',
      }),
    );
    await received;
    const started = performance.now();
    for (let k = 0; k < chunks.length; k++) {
      await sleep(Math.max(0, started + k * 1000 - performance.now()));
      sentAt[k] = performance.now();
      socket.send(chunks[k]!, { binary: true });
      result.sent++;
    }
    // Every chunk acknowledged (or given up on) before the connection closes: nothing is cut short.
    if (!submit) {
      await waitUntil(() => result.acked >= chunks.length, 30_000).catch(() => undefined);
      return result;
    }
    const submitted = next('answer_submitted', 300_000);
    finaliseSentAt = performance.now();
    socket.send(JSON.stringify({ type: 'process_recording' }));
    await submitted;
  } catch (err) {
    result.errors.push(err instanceof Error ? err.message : String(err));
  } finally {
    socket.close();
  }
  return result;
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
