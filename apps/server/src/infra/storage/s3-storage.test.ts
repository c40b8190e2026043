import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3rver, type S3rverFixture } from '../../../test/s3rver-fixture.js';
import { createStorage } from './create-storage.js';
import { createBucketIfMissing, createS3Client, createS3Storage } from './s3-storage.js';
import { StorageLimitError } from './storage.js';

const MiB = 1024 * 1024;

function chunked(total: number): Readable {
  const block = randomBytes(256 * 1024);
  const chunks: Buffer[] = [];
  for (let sent = 0; sent < total; sent += block.length)
    chunks.push(block.subarray(0, Math.min(block.length, total - sent)));
  return Readable.from(chunks);
}

describe('S3 storage against s3rver', () => {
  let s3: S3rverFixture;
  const sent: string[] = [];

  beforeAll(async () => {
    s3 = await startS3rver();
    // Records the S3 calls the adapter makes; the requests still go to the real server.
    s3.storage.client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName ?? '?');
        return next(args);
      },
      { step: 'initialize', name: 'recordCommands' },
    );
  });
  afterAll(() => s3.close());
  beforeEach(() => {
    sent.length = 0;
  });

  const listKeys = async (prefix: string) => {
    const out = await s3.storage.client.send(
      new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }),
    );
    return (out.Contents ?? []).map((o) => o.Key);
  };

  it('puts a small body in one request with its content type', async () => {
    await s3.storage.put('s3/small/thumb.jpg', Buffer.from('jpeg bytes'), { contentType: 'image/jpeg' });
    expect(sent).toEqual(['PutObjectCommand']);
    const head = await s3.storage.client.send(
      new HeadObjectCommand({ Bucket: s3.config.bucket, Key: 's3/small/thumb.jpg' }),
    );
    expect(head.ContentType).toBe('image/jpeg');
  });

  it('streams a 12 MiB body as a multipart upload of 5 MiB parts', async () => {
    expect(await s3.storage.put('s3/big/media.webm', chunked(12 * MiB))).toEqual({ bytes: 12 * MiB });
    expect(sent.filter((c) => c === 'UploadPartCommand')).toHaveLength(3);
    expect(sent[0]).toBe('CreateMultipartUploadCommand');
    expect(sent.at(-1)).toBe('CompleteMultipartUploadCommand');
    expect(await listKeys('s3/big/')).toEqual(['s3/big/media.webm']);
  });

  it('never completes a multipart upload that goes over maxBytes', async () => {
    await expect(
      s3.storage.put('s3/over/media.webm', chunked(12 * MiB), { maxBytes: 7 * MiB }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(sent).toContain('UploadPartCommand');
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
    // s3rver does not implement AbortMultipartUpload (405); the adapter asks anyway, S3 honours it.
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(await listKeys('s3/over/')).toEqual([]);
  });

  // Readers of stored answers rely on S3 showing an object whole or not at all, never while its body is
  // still arriving; the s3rver fixture is made to behave so (test/s3rver-atomic-put.ts). The body is sent
  // by a bare PutObject so it trickles in: the adapter's own uploads gather a part before sending it.
  it('shows an object only once its upload is whole; an overwrite serves the old body until then', async () => {
    const key = 's3/slow/media.webm';
    const size = async () => {
      const object = await s3.storage.get(key);
      return object ? (await buffer(object.stream)).length : null;
    };
    const putSlowly = (half: number) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      async function* body() {
        yield Buffer.alloc(half, 1);
        await held;
        yield Buffer.alloc(half, 2);
      }
      const done = s3.storage.client.send(
        new PutObjectCommand({
          Bucket: s3.config.bucket,
          Key: key,
          Body: Readable.from(body()),
          ContentLength: 2 * half,
        }),
      );
      return { release, done };
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

    const first = putSlowly(32 * 1024);
    await settle();
    expect(await size()).toBeNull();
    first.release();
    await first.done;
    expect(await size()).toBe(64 * 1024);

    const second = putSlowly(8 * 1024);
    await settle();
    expect(await size()).toBe(64 * 1024);
    second.release();
    await second.done;
    expect(await size()).toBe(16 * 1024);
  });

  it('refuses a range that starts past the end instead of inventing bytes', async () => {
    await s3.storage.put('s3/range/x.bin', Buffer.from('0123456789'));
    await expect(s3.storage.get('s3/range/x.bin', { start: 10, end: 20 })).rejects.toBeInstanceOf(RangeError);
    await expect(s3.storage.get('s3/range/x.bin', { start: 5, end: 2 })).rejects.toBeInstanceOf(RangeError);
    const first = await s3.storage.get('s3/range/x.bin', { start: 0, end: 0 });
    expect((await buffer(first!.stream)).toString()).toBe('0');
  });

  it('reports a missing bucket as an error, not as a missing object', async () => {
    const wrong = createS3Storage({ ...s3.config, bucket: 'vi-test-no-such-bucket' });
    try {
      await expect(wrong.get('s3/x.bin')).rejects.toThrow();
      await expect(wrong.put('s3/x.bin', Buffer.from('x'))).rejects.toThrow();
    } finally {
      wrong.client.destroy();
    }
  });

  it('fails an upload to an unreachable server and stops reading the source', async () => {
    const unreachable = createS3Storage({ ...s3.config, endpoint: 'http://127.0.0.1:9' });
    const source = chunked(12 * MiB);
    try {
      await expect(unreachable.put('s3/unreachable/media.webm', source)).rejects.toThrow();
      expect(source.destroyed).toBe(true);
    } finally {
      unreachable.client.destroy();
    }
  });

  it('creates a bucket only when it is missing', async () => {
    const client = createS3Client(s3.config);
    try {
      const bucket = `vi-test-${randomBytes(4).toString('hex')}`;
      expect(await createBucketIfMissing(client, bucket)).toBe(true);
      expect(await createBucketIfMissing(client, bucket)).toBe(false);
    } finally {
      client.destroy();
    }
  });

  it('is what createStorage builds for an S3 configuration', async () => {
    const storage = createStorage(s3.config);
    expect(storage.kind).toBe('s3');
    expect(await storage.stat('s3/small/thumb.jpg')).toEqual({ size: 10 });
  });
});
