import { z } from 'zod';
import { MediaStatusSchema } from './answer-media.schema.js';
import { LIMITS } from './limits.js';
import type { MessageKey } from './errors.js';

/**
 * The recording channel (WebSocket /stream for video, /stream-audio for audio). Text frames are JSON
 * messages below; binary frames are raw MediaRecorder chunks, in order. The spec's messages are kept as
 * they are; the additions (recordingId, ack, resume, mimeType) are optional for a client that ignores them.
 * See docs/recording-protocol.md.
 */
export const S3MetaDataSchema = z.object({
  interviewId: z.string().max(64).optional(),
  dateInterviewed: z.string().max(64).optional(),
  companyId: z.union([z.number(), z.string().max(32)]).optional(),
});

export const MetadataMessageSchema = z.object({
  type: z.literal('metadata'),
  applicantGuid: z.string().max(64),
  questionId: z.string().min(1).max(64),
  questionText: z.string().max(2000).optional(),
  isLastQuestion: z.boolean().optional(),
  totalQuestions: z.number().int().min(0).max(100).optional(),
  s3MetaData: S3MetaDataSchema.optional(),
  /** The MediaRecorder's chosen type, e.g. 'video/webm;codecs=vp8,opus' or 'audio/mp4'. */
  mimeType: z.string().max(100).optional(),
  /** With resume:true, continue this recording after a dropped connection instead of starting an attempt. */
  recordingId: z.string().max(64).optional(),
  resume: z.boolean().optional(),
});
export type MetadataMessage = z.infer<typeof MetadataMessageSchema>;

export const ProcessRecordingMessageSchema = z.object({
  type: z.literal('process_recording'),
  recordingId: z.string().max(64).optional(),
});
export const PingMessageSchema = z.object({ type: z.literal('ping') });

export const ClientMessageSchema = z.discriminatedUnion('type', [
  MetadataMessageSchema,
  ProcessRecordingMessageSchema,
  PingMessageSchema,
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export const MetadataReceivedMessageSchema = z.object({
  type: z.literal('metadata_received'),
  recordingId: z.string(),
  /** 1-based attempt number of this question (a resumed recording keeps its attempt). */
  attempt: z.number().int(),
  attemptsLeft: z.number().int(),
  /** Chunks and bytes the server already holds: a resuming client sends from chunk `chunks` on. */
  chunks: z.number().int(),
  bytes: z.number().int(),
  resumed: z.boolean(),
});

/** Sent after each binary chunk is on disk: everything up to `chunks` is safe. */
export const AckMessageSchema = z.object({
  type: z.literal('ack'),
  recordingId: z.string(),
  chunks: z.number().int(),
  bytes: z.number().int(),
});

export const UploadCompleteMessageSchema = z.object({
  type: z.literal('upload_complete'),
  recordingId: z.string(),
  videoUrl: z.string().nullable(),
  audioUrl: z.string().nullable(),
  /** The transcript when it finished within a short wait, otherwise null (it arrives later). */
  transcription: z.string().nullable(),
  transcriptionStatus: z.enum(['pending', 'done', 'failed', 'unavailable']),
  /** Seconds; 0 while the media is still processing (see mediaStatus). */
  duration: z.number(),
  /**
   * An extension of the spec's message: 'processing' when the answer is recorded but its media is being
   * made in the background (the URLs are the final addresses; they answer 409 MEDIA_PROCESSING until then).
   */
  mediaStatus: MediaStatusSchema.optional(),
});

export const AnswerSubmittedMessageSchema = z.object({
  type: z.literal('answer_submitted'),
  isReconciled: z.boolean(),
  questionId: z.string(),
  isLastQuestion: z.boolean(),
  interviewStatus: z.enum(['Incomplete', 'Completed']),
});

/**
 * Machine-readable reasons sent as `error.code` beside the spec's user-facing `message`; the applicant
 * app decides on the code (start a new attempt, resend, give up) and shows the message.
 */
export const RecordingErrorCodeSchema = z.enum([
  'BAD_MESSAGE',
  'NO_APPLICATION',
  'INTERVIEW_COMPLETED',
  'NO_QUESTIONNAIRE',
  'WRONG_CHANNEL',
  'UNKNOWN_QUESTION',
  'ALREADY_ANSWERED',
  'NO_MORE_ATTEMPTS',
  'RESUME_UNAVAILABLE',
  'NO_RECORDING',
  'RECORDING_TOO_LARGE',
  'RECORDING_FAILED',
  'SUPERSEDED',
  'STAGING_FAILED',
  'FINALIZE_FAILED',
  'INTERNAL',
  /** No consent is recorded for this application: nothing is recorded before the applicant agrees. */
  'CONSENT_REQUIRED',
  /** The take is longer than this applicant's answer time (plus the timeslice tolerance). */
  'RECORDING_TOO_LONG',
  /** The invitation's deadline has passed: no new take is accepted (GET /interview/{guid} answers 410). */
  'INVITATION_EXPIRED',
  /** The question is answered without a recording (Select, Multiselect, Written): POST its answer instead. */
  'NOT_RECORDED_QUESTION',
]);
export type RecordingErrorCode = z.infer<typeof RecordingErrorCodeSchema>;

/**
 * The message sent beside each refusal `code`, as a key of MESSAGES: the server sends its English text,
 * and the applicant's page shows the same key from its catalogue in the interview's language.
 */
export const RECORDING_ERROR_MESSAGE_KEYS: Record<RecordingErrorCode, MessageKey> = {
  BAD_MESSAGE: 'somethingWentWrong',
  NO_APPLICATION: 'noApplication',
  INTERVIEW_COMPLETED: 'interviewCompleted',
  NO_QUESTIONNAIRE: 'noQuestionnaire',
  WRONG_CHANNEL: 'somethingWentWrong',
  UNKNOWN_QUESTION: 'somethingWentWrong',
  ALREADY_ANSWERED: 'alreadyAnswered',
  NO_MORE_ATTEMPTS: 'noMoreAttempts',
  RESUME_UNAVAILABLE: 'connectionError',
  NO_RECORDING: 'somethingWentWrong',
  RECORDING_TOO_LARGE: 'recordingFailed',
  RECORDING_FAILED: 'recordingFailed',
  SUPERSEDED: 'recordingFailed',
  STAGING_FAILED: 'connectionError',
  FINALIZE_FAILED: 'submitFailed',
  INTERNAL: 'somethingWentWrong',
  CONSENT_REQUIRED: 'consentRequired',
  RECORDING_TOO_LONG: 'answerTooLong',
  INVITATION_EXPIRED: 'invitationExpired',
  NOT_RECORDED_QUESTION: 'notRecordedQuestion',
};

export const ErrorMessageSchema = z.object({
  type: z.literal('error'),
  message: z.string(),
  code: RecordingErrorCodeSchema.optional(),
});
export const PongMessageSchema = z.object({ type: z.literal('pong') });

export const ServerMessageSchema = z.discriminatedUnion('type', [
  MetadataReceivedMessageSchema,
  AckMessageSchema,
  UploadCompleteMessageSchema,
  AnswerSubmittedMessageSchema,
  ErrorMessageSchema,
  PongMessageSchema,
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

/**
 * WebSocket close codes the server uses on the recording channel (4000–4999 is the application range).
 * The client treats every one of them as "reconnect and resume", except where it has nothing to resume.
 */
export const RECORDING_CLOSE_CODES = {
  /** Nothing arrived for `RECORDING_LIMITS.idleTimeoutMs`. */
  idle: 4008,
  /** The same recording was resumed on a newer connection; this one is superseded. */
  resumedElsewhere: 4009,
  /** The server could not stage a chunk durably; the client resends from the last ack. */
  stagingFailed: 4010,
  /** More frames than `RECORDING_LIMITS.messagesPerSecond` allows after its burst was spent. */
  tooManyMessages: 4011,
  /** `RECORDING_LIMITS.maxInvalidMessages` frames on this connection were refused. */
  tooManyInvalid: 4012,
  /** The client does not read its replies: more than `RECORDING_LIMITS.maxUnreadBytes` wait unsent. */
  notReading: 4013,
  /**
   * This address already holds `RECORDING_LIMITS.maxConnectionsPerAddress` connections that have not
   * named an application (refused at the upgrade, before any metadata).
   */
  tooManyConnections: 4014,
  /**
   * The server is shutting down (SIGTERM) and every chunk received on this connection is on disk and
   * acknowledged: reconnect at once, without a backoff, and resume (another node or the restarted one).
   */
  serverDraining: 4015,
  /**
   * The application the metadata names already holds `RECORDING_LIMITS.maxConnectionsPerApplication`
   * open connections (its older ones have not closed yet): try again in a moment.
   */
  tooManyForApplication: 4016,
} as const;
/**
 * 1001 Going Away (RFC 6455): the server is shutting down and could not finish this connection's work in
 * time (or a proxy went away); reconnect with the usual backoff and resume from the server's count.
 */
export const GOING_AWAY_CLOSE_CODE = 1001;

/** Seconds of tolerance on the answer limit at finalise: a 1 s timeslice can round a take up. */
export const RECORDING_DURATION_TOLERANCE_SECONDS = 5;

/** Limits the server enforces on the channel. */
export const RECORDING_LIMITS = {
  /**
   * A single binary frame: a 1 s chunk of 640x480 video is ~100–300 KB, and 1 MiB holds a second at
   * 8 Mbit/s. The client cuts a larger chunk (a browser that ignores the timeslice) into frames of this
   * size; the server refuses a larger frame from its header, before holding any of it.
   */
  maxFrameBytes: 1024 * 1024,
  /** A whole recording while streaming (2 minutes of video at a generous bitrate). */
  maxRecordingBytes: 64 * 1024 * 1024,
  /** Seconds of media accepted at finalise: the answer limit plus tolerance for timeslice rounding. */
  maxDurationSeconds: LIMITS.maxAnswerSeconds + RECORDING_DURATION_TOLERANCE_SECONDS,
  /** A connection that sends nothing for this long is closed (the client pings every `pingIntervalMs`). */
  idleTimeoutMs: 60_000,
  /** How often the client pings an otherwise quiet channel; well inside `idleTimeoutMs`. */
  pingIntervalMs: 15_000,
  /*
   * The channel's guards against floods (docs/security.md). A real applicant sends a chunk a second, a
   * ping every 15 s and, after a dropped connection, every unacknowledged chunk at once: the burst covers
   * the longest take there is (600 s answer time stretched by 200 % extra time is 1,800 chunks).
   */
  /** Frames (text or binary) a connection may send per second, on average. */
  messagesPerSecond: 100,
  /** Frames a connection may send at once beyond that rate (a token bucket of this size). */
  messageBurst: 4_000,
  /** Refused frames (malformed, stray chunks, unknown guid…) after which the connection is closed. */
  maxInvalidMessages: 20,
  /** Replies waiting unsent for a client that does not read, past which it is closed. */
  maxUnreadBytes: 1024 * 1024,
  /**
   * Open connections from one address that have not yet named an application (behind a trusted proxy:
   * the client's address it reports). Once its metadata names a real application a connection counts
   * against that application instead, so many applicants behind one address each record.
   */
  maxConnectionsPerAddress: 30,
  /** Open connections naming one application: its live one plus resumes racing the old one's close. */
  maxConnectionsPerApplication: 4,
  /** One refusal line per connection per this many ms in the log; the others are counted in the next. */
  refusalLogEveryMs: 10_000,
} as const;

/**
 * What the server accepts for one take of an applicant whose answer time is `answerTimeSeconds`: the
 * duration with the timeslice tolerance, and a byte cap that grows with it from the spec's 2-minute cap.
 */
export function recordingCapsFor(answerTimeSeconds: number): {
  maxDurationSeconds: number;
  maxBytes: number;
} {
  const maxDurationSeconds = answerTimeSeconds + RECORDING_DURATION_TOLERANCE_SECONDS;
  const perSecond = RECORDING_LIMITS.maxRecordingBytes / RECORDING_LIMITS.maxDurationSeconds;
  return {
    maxDurationSeconds,
    maxBytes: Math.max(RECORDING_LIMITS.maxRecordingBytes, Math.ceil(perSecond * maxDurationSeconds)),
  };
}
