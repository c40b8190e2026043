import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../../config/env.js';
import {
  assertValidKey,
  assertValidPrefix,
  StorageLimitError,
  type ByteRange,
  type Storage,
} from './storage.js';

export type S3StorageConfig = Extract<Config['storage'], { kind: 's3' }>;

export interface S3Storage extends Storage {
  readonly client: S3Client;
  readonly bucket: string;
}

const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
const MAX_SOCKETS = 256;
/** Parallel single deletes: DeleteObjects needs a Content-MD5 that many S3-compatible servers treat differently. */
const DELETE_CONCURRENCY = 16;

export function createS3Client(config: S3StorageConfig): S3Client {
  const { accessKeyId, secretAccessKey } = config;
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Without explicit keys the SDK's default chain applies (instance roles, AWS_* variables).
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // The SDK's default CRC32 checksums on every request are refused by many S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK's default of 50 sockets queues shared takes' chunk PUTs (one a second per streaming applicant).
    requestHandler: {
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
  });
}

/**
 * Objects in one S3-compatible bucket. Bodies are streamed (multipart above one part), so a long
 * recording never sits in memory whole; a failed or over-limit upload is never completed, so no
 * object appears under the key.
 */
export function createS3Storage(config: S3StorageConfig, client = createS3Client(config)): S3Storage {
  const Bucket = config.bucket;

  async function deleteKey(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    } catch (err) {
      if (!isMissingObject(err)) throw err;
    }
  }

  async function list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const out = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of out.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  }

  return {
    kind: 's3',
    client,
    bucket: Bucket,

    async put(key, body, options = {}) {
      assertValidKey(key);
      // A body in memory that fits one part (a shared take's chunk, a thumbnail) is one PutObject as it
      // is: no stream, no copy, no multipart machinery on the path of every streamed chunk's ack.
      if (Buffer.isBuffer(body) && body.length <= PART_SIZE) {
        if (options.maxBytes !== undefined && body.length > options.maxBytes)
          throw new StorageLimitError(options.maxBytes);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentLength: body.length,
            ContentType: options.contentType,
          }),
        );
        return { bytes: body.length };
      }
      const counter = new ByteCounter(options.maxBytes);
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      // Settled into a value at once, so a failure while the upload is still running is never unhandled.
      const feeding = pipeline(source, counter).then(
        () => undefined,
        (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
      );
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counter, ContentType: options.contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        counter.destroy();
        const feedError = await feeding;
        // Aborting a multipart upload can fail too (and hide the cause); the byte limit is what the caller acts on.
        throw feedError instanceof StorageLimitError ? feedError : err;
      }
      const feedError = await feeding;
      if (feedError) throw feedError;
      return { bytes: counter.bytes };
    },

    async get(key, range) {
      assertValidKey(key);
      if (range) assertRange(range);
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(out.Body instanceof Readable)) throw new Error('S3 returned no readable body');
        return fitToRange(out.Body, servedRange(out.ContentRange, out.ContentLength), range);
      } catch (err) {
        if (isMissingObject(err)) return undefined;
        if (err instanceof S3ServiceException && err.name === 'InvalidRange') {
          throw new RangeError(`range ${range?.start}-${range?.end} is not satisfiable for ${key}`);
        }
        throw err;
      }
    },

    async stat(key) {
      assertValidKey(key);
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: out.ContentLength ?? 0 };
      } catch (err) {
        if (isMissingObject(err)) return undefined;
        throw err;
      }
    },

    delete: deleteKey,

    list,

    async deletePrefix(prefix) {
      const keys = await list(prefix);
      for (let at = 0; at < keys.length; at += DELETE_CONCURRENCY)
        await Promise.all(keys.slice(at, at + DELETE_CONCURRENCY).map(deleteKey));
      return keys.length;
    },
  };
}

/**
 * Creates the bucket unless it exists. For tests and explicit set-up only: a production bucket is
 * provisioned by its owner (policies, lifecycle rules), never implied by a typo in S3_BUCKET.
 */
export async function createBucketIfMissing(client: S3Client, bucket: string): Promise<boolean> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return false;
  } catch (err) {
    if (!(err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) throw err;
  }
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    return true;
  } catch (err) {
    if (err instanceof S3ServiceException && err.name === 'BucketAlreadyOwnedByYou') return false;
    throw err;
  }
}

/** Counts bytes on their way to the upload and fails the stream once there are more than allowed. */
class ByteCounter extends Transform {
  bytes = 0;
  constructor(private readonly maxBytes: number | undefined) {
    super();
  }
  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (err?: Error | null, data?: Buffer) => void,
  ) {
    this.bytes += chunk.length;
    if (this.maxBytes !== undefined && this.bytes > this.maxBytes) done(new StorageLimitError(this.maxBytes));
    else done(null, chunk);
  }
}

/** HEAD answers carry no error body, so a missing key shows only as a 404 named NotFound. */
function isMissingObject(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound');
}

function assertRange(range: ByteRange): void {
  if (
    !Number.isSafeInteger(range.start) ||
    !Number.isSafeInteger(range.end) ||
    range.start < 0 ||
    range.end < range.start
  )
    throw new RangeError(`invalid byte range ${range.start}-${range.end}`);
}

interface ServedRange {
  start: number;
  end: number;
  size: number;
}

const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;

function servedRange(contentRange: string | undefined, contentLength: number | undefined): ServedRange {
  const match = contentRange ? CONTENT_RANGE.exec(contentRange) : null;
  if (match) return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
  const size = contentLength ?? 0;
  return { start: 0, end: size - 1, size };
}

/**
 * Some S3-compatible servers answer a range with more than was asked (s3rver reads `bytes=0-0` as
 * "to the end"; others ignore Range and send 200). The caller gets exactly the bytes it asked for.
 */
function fitToRange(body: Readable, served: ServedRange, range: ByteRange | undefined) {
  const { size } = served;
  if (!range) return { stream: body, length: size, size };
  const end = Math.min(range.end, size - 1);
  const length = end - range.start + 1;
  if (served.start > range.start || served.end < end) {
    body.destroy();
    throw new Error(`S3 served bytes ${served.start}-${served.end} for ${range.start}-${end}`);
  }
  if (served.start === range.start && served.end === end) return { stream: body, length, size };
  return { stream: Readable.from(slice(body, range.start - served.start, length)), length, size };
}

async function* slice(body: Readable, skip: number, take: number): AsyncGenerator<Buffer> {
  let toSkip = skip;
  let toTake = take;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    const from = Math.min(toSkip, chunk.length);
    toSkip -= from;
    const part = chunk.subarray(from, from + toTake);
    toTake -= part.length;
    if (part.length > 0) yield part;
    if (toTake === 0) return;
  }
}
