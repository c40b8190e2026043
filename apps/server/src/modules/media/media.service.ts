import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  GuidSchema,
  MEDIA_RETRY_AFTER_SECONDS,
  type AnswerMediaParamsSchema,
  type RecruiterIdentity,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import type { Storage } from '../../infra/storage/storage.js';
import { AppError, notFound } from '../../lib/app-error.js';
import {
  contentRange,
  parseRange,
  type RangeRequest,
  type RangedFileResponse,
} from '../../lib/http-range.js';
import type { AuditLog } from '../audit/index.js';
import { maySeeJob } from '../interview-access/index.js';
import { recordMediaPlay } from '../reviews/index.js';
import { answerCaptions, type CaptionsReply } from './answer-captions.js';
import { mediaContentType } from './media-type.js';
import * as repo from './media.repository.js';

export type MediaKind = z.infer<typeof AnswerMediaParamsSchema>['kind'];

/** Who asks for something of an answer (its media or its captions). */
export interface AnswerRequest {
  answerId: string;
  /**
   * The recruiter the request's credential names, through the one authorization path
   * (app.identifyRecruiter: 401 invalid, 403 refused user, null without a credential).
   */
  recruiter: () => Promise<RecruiterIdentity | null>;
  /** The applicant's application guid: their own take, while the interview is open. */
  guid: string | undefined;
}

export interface MediaRequest extends AnswerRequest {
  kind: MediaKind;
  range: string | undefined;
  ifNoneMatch: string | undefined;
  ifRange: string | undefined;
  /** False for HEAD: the answer's headers without opening the stored object. */
  withBody: boolean;
}

export type MediaReply = RangedFileResponse;

export interface MediaFile {
  key: string;
  contentType: string;
}

// Recorded answers are personal data: browsers may keep them briefly, shared caches never.
const CACHE_CONTROL = 'private, max-age=300';
export const ANSWER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const WHOLE: RangeRequest = { kind: 'whole' };

/**
 * An answer whose media job has not finished answers 409 MEDIA_PROCESSING with Retry-After (its addresses
 * are final: ask again); one whose take was refused answers 410 MEDIA_FAILED. Asked only of whoever may
 * see the answer, so neither tells a stranger anything.
 */
function assertMediaMade(row: Pick<repo.AnswerMediaRow, 'media_status'>): void {
  if (row.media_status === 'processing')
    throw new AppError('MEDIA_PROCESSING', {
      message: 'This answer is still being processed.',
      retryAfterSeconds: MEDIA_RETRY_AFTER_SECONDS,
    });
  if (row.media_status === 'failed')
    throw new AppError('MEDIA_FAILED', { message: 'This answer could not be processed.' });
}

/** One answer for every reason a file is not shown, so ids and guids cannot be probed. */
export const mediaNotFound = () => notFound('Media');

export function createMediaService({
  db,
  storage,
  audit,
}: {
  db: Kysely<DB>;
  storage: Storage;
  audit: AuditLog;
}) {
  async function verifyRecruiter(req: AnswerRequest): Promise<RecruiterIdentity | undefined> {
    try {
      return (await req.recruiter()) ?? undefined;
    } catch (err) {
      // A stale recruiter cookie in the applicant's browser must not stop their own playback; a
      // deactivated user's or another company's credential (403) is refused whatever else is sent.
      if (req.guid !== undefined && err instanceof AppError && err.statusCode === 401) return undefined;
      throw err;
    }
  }

  /** The answer, when whoever asks may see it; 404 otherwise. */
  async function findVisibleAnswer(req: AnswerRequest) {
    const recruiter = await verifyRecruiter(req);
    // No credential and no guid: nothing could grant access, so 401 (as documented) before any lookup.
    if (recruiter === undefined && req.guid === undefined) {
      throw new AppError('UNAUTHORIZED', {
        message: 'Sign in, or open the answer from your interview link.',
      });
    }
    const row = ANSWER_ID.test(req.answerId) ? await repo.findAnswerMedia(db, req.answerId) : undefined;
    if (!row) throw mediaNotFound();
    // A reviewer plays only the answers of the jobs they are assigned to.
    const isAssigned = recruiter === undefined || (await maySeeJob(db, recruiter, row.job_id));
    if (!canView(row, isAssigned ? recruiter : undefined, req.guid)) throw mediaNotFound();
    // Only a recruiter of the answer's company plays it as a recruiter (an applicant's guid is no actor).
    return { row, recruiter: isAssigned && recruiter?.companyId === row.company_id ? recruiter : undefined };
  }

  async function findFile(req: MediaRequest) {
    const { row } = await findVisibleAnswer(req);
    const file = fileOf(row, req.kind);
    if (!file) throw mediaNotFound();
    return { file };
  }

  return {
    /** WebVTT captions from the answer's transcript, to whoever may see the answer's media. */
    async captions(req: AnswerRequest): Promise<CaptionsReply> {
      await findVisibleAnswer(req);
      return answerCaptions(db, req.answerId, CACHE_CONTROL);
    },

    async open(req: MediaRequest): Promise<MediaReply> {
      const { file } = await findFile(req);
      // Fetching is not playing: a player preloads metadata and ranges the moment a page loads, so a play
      // is recorded only when playback starts (recordPlay, below).
      return serveStoredFile(storage, file, req, {
        etagPrefix: `${req.answerId}-${req.kind}`,
        cacheControl: CACHE_CONTROL,
      });
    },

    /**
     * A recruiter's player started an answer's video or audio: one activity entry and one audit entry per
     * answer and user (or API key) a window. An answer they may not see is 404, as for its files.
     */
    async recordPlay(recruiter: RecruiterIdentity, answerId: string, kind: 'video' | 'audio'): Promise<void> {
      const row = ANSWER_ID.test(answerId) ? await repo.findAnswerMedia(db, answerId) : undefined;
      if (!row || row.company_id !== recruiter.companyId || !(await maySeeJob(db, recruiter, row.job_id))) {
        throw mediaNotFound();
      }
      const play = { applicationId: row.application_id, answerId: row.id, questionId: row.question_key };
      await recordMediaPlay(db, recruiter.userId, { ...play, kind });
      const event = { companyId: row.company_id, actor: { recruiter }, interviewId: row.application_id };
      const details = { answerId: row.id, questionId: row.question_key, kind };
      await audit.appendOncePerWindow(db, { ...event, type: 'media_played', details }, row.id);
    },
  };
}

/** What a file-serving route asks of a stored file: its range and conditional headers. */
export type StoredFileRequest = Pick<MediaRequest, 'range' | 'ifNoneMatch' | 'ifRange' | 'withBody'>;

/**
 * Serves one stored file whose access was already decided: the whole file or one range, 304 for a
 * matching entity tag, 416 for a range past its end. Shared by the recruiters' and the share links' routes.
 */
export async function serveStoredFile(
  storage: Storage,
  file: MediaFile,
  req: StoredFileRequest,
  options: { etagPrefix: string; cacheControl: string },
): Promise<MediaReply> {
  const info = await storage.stat(file.key);
  if (!info) throw mediaNotFound();

  const etag = `"${options.etagPrefix}-${info.size}"`;
  const common = { etag, 'cache-control': options.cacheControl, 'x-content-type-options': 'nosniff' };
  if (matchesAny(req.ifNoneMatch, etag)) return { status: 304, headers: common };

  const range = req.ifRange === undefined || req.ifRange === etag ? parseRange(req.range, info.size) : WHOLE;
  if (range.kind === 'unsatisfiable') {
    return { status: 416, headers: { ...common, 'content-range': contentRange(info.size) } };
  }
  const asked = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
  const headers = { ...common, 'content-type': file.contentType, 'accept-ranges': 'bytes' };
  const status = asked ? 206 : 200;
  if (!req.withBody) {
    const length = asked ? asked.end - asked.start + 1 : info.size;
    return { status, stream: undefined, headers: withLength(headers, length, info.size, asked) };
  }
  const object = await storage.get(file.key, asked);
  if (!object) throw mediaNotFound();
  const served = asked ? { start: asked.start, end: asked.start + object.length - 1 } : undefined;
  return {
    status,
    stream: object.stream,
    headers: withLength(headers, object.length, object.size, served),
  };
}

function withLength(
  headers: Record<string, string>,
  length: number,
  size: number,
  range: { start: number; end: number } | undefined,
): Record<string, string> {
  return {
    ...headers,
    'content-length': String(length),
    ...(range ? { 'content-range': contentRange(size, range) } : {}),
  };
}

/** The company's recruiters always; the applicant by their guid, only until the interview is Completed. */
function canView(
  row: repo.AnswerMediaRow,
  recruiter: RecruiterIdentity | undefined,
  guid: string | undefined,
) {
  if (recruiter?.companyId === row.company_id) return true;
  if (guid === undefined || row.status !== 'Incomplete') return false;
  const parsed = GuidSchema.safeParse(guid.toLowerCase());
  return parsed.success && sameText(parsed.data, row.guid);
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Which stored file a kind means. An audio interview's recording is its audio; a video interview's
 * audio is the 16 kHz WAV extracted for transcription.
 */
export function fileOf(row: repo.AnswerMediaRow, kind: MediaKind): MediaFile | undefined {
  assertMediaMade(row);
  switch (kind) {
    case 'video':
      return row.content_type === 'Video'
        ? { key: row.media_key, contentType: mediaContentType(row.media_key, 'video', row.mime_type) }
        : undefined;
    case 'audio':
      if (row.content_type === 'Audio') {
        return { key: row.media_key, contentType: mediaContentType(row.media_key, 'audio', row.mime_type) };
      }
      return row.audio_key
        ? { key: row.audio_key, contentType: mediaContentType(row.audio_key, 'audio', null) }
        : undefined;
    case 'thumbnail':
      return row.thumbnail_key ? { key: row.thumbnail_key, contentType: 'image/jpeg' } : undefined;
  }
}

/** If-None-Match: `*` or a list of entity tags, compared weakly (RFC 9110 §13.1.2). */
function matchesAny(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
