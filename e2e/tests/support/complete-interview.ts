import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import WebSocket from 'ws';
import type {
  ApplicantInterview,
  ClientMessage,
  ContentType,
  InitializeAnswersResponse,
  InterviewDetail,
  ServerMessage,
} from '@vi/contracts';
import { FAKE_MEDIA, FIXTURE_DIR } from '../../fake-media.js';
import { authHeaders, recruiterToken } from './api.js';

/*
 * Completes an applicant's interview without a browser, the way the applicant app does it: marks the
 * interview opened (PATCH Incomplete), gives consent, initializes the answers, then records every
 * question over the real recording channel (metadata → binary chunks, each acknowledged → process_recording
 * → upload_complete + answer_submitted) and finally PATCHes Completed. The media is real WebM made by ffmpeg
 * from the flite speech the fake microphone plays (and the fake camera's test pattern for video), so the
 * server really remuxes it, cuts a thumbnail and transcribes it with PocketSphinx.
 */

export type CompleteInterviewOptions = {
  /** The server's origin; default the test's baseURL if passed, else E2E_PORT (3101). */
  baseURL?: string;
  /** Consent to AI transcription (default true: without it the server never transcribes). */
  transcriptionConsent?: boolean;
  /** How many binary frames each recording is cut into, like MediaRecorder's 1 s timeslices (default 4). */
  chunks?: number;
  /** Answer only the first N questions and leave the interview Incomplete (default: all, then Completed). */
  answerCount?: number;
};

/** A server message of one `type`, with that type's fields. */
type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

const MESSAGE_TIMEOUT_MS = 30_000;
const MEDIA_TIMEOUT_MS = 60_000;

function defaultBaseURL(): string {
  return `http://127.0.0.1:${process.env.E2E_PORT ?? 3101}`;
}

/** A WebM like MediaRecorder's (written to a pipe: no seek index), made once per machine and reused. */
function answerMedia(contentType: ContentType): Buffer {
  const file = path.join(FIXTURE_DIR, contentType === 'Video' ? 'answer-video.webm' : 'answer-audio.webm');
  if (!existsSync(file)) {
    const speech = ['-i', FAKE_MEDIA.speech];
    const args =
      contentType === 'Video'
        ? [
            ...['-stream_loop', '-1', '-f', 'mjpeg', '-i', FAKE_MEDIA.camera, ...speech],
            ...['-map', '0:v', '-map', '1:a', '-shortest', '-vf', 'scale=320:240', '-r', '15'],
            ...['-c:v', 'libvpx', '-b:v', '300k', '-deadline', 'realtime', '-cpu-used', '8', '-threads', '1'],
            ...['-c:a', 'libopus', '-b:a', '64k', '-ar', '48000'],
          ]
        : [...speech, '-c:a', 'libopus', '-b:a', '64k', '-ar', '48000'];
    // Parallel runs may make it at the same time: write aside, then rename (atomic on one filesystem).
    const partial = `${file}.${process.pid}.tmp`;
    const media = execFileSync(
      'ffmpeg',
      ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args, '-f', 'webm', 'pipe:1'],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    writeFileSync(partial, media);
    renameSync(partial, file);
  }
  return readFileSync(file);
}

function splitIntoChunks(data: Buffer, count: number): Buffer[] {
  const size = Math.ceil(data.length / Math.max(1, count));
  const chunks: Buffer[] = [];
  for (let start = 0; start < data.length; start += size) chunks.push(data.subarray(start, start + size));
  return chunks;
}

/** One recording connection: JSON messages are queued and taken in order of arrival. */
class Channel {
  private readonly messages: ServerMessage[] = [];
  private waiter: (() => void) | undefined;
  private closed = false;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)).toString(
        'utf8',
      );
      this.messages.push(JSON.parse(text) as ServerMessage);
      this.waiter?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiter?.();
    });
  }

  static open(url: string): Promise<Channel> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(new Channel(socket)));
      socket.once('error', reject);
    });
  }

  send(message: ClientMessage): void {
    this.socket.send(JSON.stringify(message));
  }

  sendBinary(chunk: Buffer): void {
    this.socket.send(chunk, { binary: true });
  }

  /** The next message of `type` (others before it are skipped); a server `error` rejects. */
  next<T extends ServerMessage['type']>(type: T): Promise<ServerMessageOf<T>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        reject(new Error(`completeInterview: no '${type}' from the server within ${MESSAGE_TIMEOUT_MS} ms`));
      }, MESSAGE_TIMEOUT_MS);
      const check = () => {
        while (this.messages.length > 0) {
          const message = this.messages.shift()!;
          if (message.type === type) {
            finish();
            resolve(message as ServerMessageOf<T>);
            return;
          }
          if (message.type === 'error') {
            finish();
            reject(new Error(`completeInterview: server error ${JSON.stringify(message)}`));
            return;
          }
        }
        if (this.closed) {
          finish();
          reject(new Error(`completeInterview: connection closed while waiting for '${type}'`));
        }
      };
      const finish = () => {
        clearTimeout(timer);
        this.waiter = undefined;
      };
      this.waiter = check;
      check();
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.close(1000);
    });
  }
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) {
    throw new Error(`completeInterview: ${what} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/**
 * Submit records an answer before its media exists (docs/decisions/0022-media-off-the-submit-path.md): a background job remuxes it, extracts its
 * audio and thumbnail. Waits, as the recruiter's screen does, until no answer of the interview is processing.
 */
async function waitForAnswerMedia(
  request: APIRequestContext,
  api: (p: string) => string,
  view: ApplicantInterview,
): Promise<void> {
  const token = recruiterToken({ companyId: view.companyId });
  const deadline = Date.now() + MEDIA_TIMEOUT_MS;
  for (;;) {
    const detail = await ok<InterviewDetail>(
      await request.get(api(`/interviews/${view.interviewId}`), { headers: authHeaders(token) }),
      'GET interview (recruiter)',
    );
    if (!detail.responses.some((r) => r.mediaStatus === 'processing')) return;
    if (Date.now() > deadline) throw new Error('completeInterview: answer media still processing');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function completeInterview(
  request: APIRequestContext,
  applicationGuid: string,
  options: CompleteInterviewOptions = {},
): Promise<void> {
  const baseURL = (options.baseURL ?? defaultBaseURL()).replace(/\/$/, '');
  const api = (p: string) => `${baseURL}/api/v1${p}`;

  const [view] = await ok<ApplicantInterview[]>(
    await request.get(api(`/interview/${applicationGuid}`)),
    'GET interview',
  );
  if (!view?.contentType) throw new Error('completeInterview: the job has no questionnaire to answer');
  const contentType = view.contentType;

  await ok(
    await request.patch(api(`/interview/${applicationGuid}`), { data: { status: 'Incomplete' } }),
    'PATCH Incomplete',
  );
  await ok(
    await request.post(api(`/interview/${applicationGuid}/consent`), {
      data: {
        termsAccepted: true,
        privacyAccepted: true,
        transcriptionConsent: options.transcriptionConsent ?? true,
      },
    }),
    'POST consent',
  );
  const initialized = await ok<InitializeAnswersResponse>(
    await request.post(api(`/answer/${applicationGuid}/initialize`)),
    'POST initialize',
  );

  const chunks = splitIntoChunks(answerMedia(contentType), options.chunks ?? 4);
  const route = contentType === 'Video' ? '/stream' : '/stream-audio';
  const channel = await Channel.open(`${baseURL.replace(/^http/, 'ws')}${route}`);
  const questions = initialized.questions;
  const toAnswer = questions.slice(0, options.answerCount ?? questions.length);
  try {
    for (const [index, question] of toAnswer.entries()) {
      if (question.answered) continue;
      channel.send({
        type: 'metadata',
        applicantGuid: applicationGuid,
        questionId: question.questionId,
        questionText: question.questionText,
        isLastQuestion: index === questions.length - 1,
        totalQuestions: questions.length,
        s3MetaData: {
          interviewId: view.interviewId,
          dateInterviewed: new Date().toISOString(),
          companyId: view.companyId,
        },
        mimeType: contentType === 'Video' ? 'video/webm;codecs=vp8,opus' : 'audio/webm;codecs=opus',
      });
      const received = await channel.next('metadata_received');
      let sent = Number(received.chunks ?? 0);
      for (const chunk of chunks.slice(sent)) {
        channel.sendBinary(chunk);
        sent += 1;
        const ack = await channel.next('ack');
        if (ack.chunks !== sent)
          throw new Error(`completeInterview: ack ${String(ack.chunks)} for chunk ${sent}`);
      }
      channel.send({ type: 'process_recording', recordingId: received.recordingId });
      await channel.next('upload_complete');
      await channel.next('answer_submitted');
    }
  } finally {
    await channel.close();
  }
  await waitForAnswerMedia(request, api, view);

  if (toAnswer.length === questions.length) {
    // The last answer already completes the interview on the server; the browser still says so, and
    // repeating Completed is harmless.
    await ok(
      await request.patch(api(`/interview/${applicationGuid}`), { data: { status: 'Completed' } }),
      'PATCH Completed',
    );
  }
}
