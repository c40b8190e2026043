import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * s3rver, the S3 stand-in of the tests, writes an uploaded object in place and answers the PUT when the
 * last byte has been read from the request, not when it is on disk. A GET meanwhile is served the half
 * written file, its length being whatever is there so far. S3 itself never shows a partial object: a PUT
 * (single or multipart) becomes visible whole, once it succeeded. Tests that read what the server stored
 * (the topology suite reads each answer while the worker uploads it) saw answers with fewer frames than
 * sent, or none ffprobe could read, and so measured s3rver, not the product.
 *
 * This makes s3rver's filesystem store behave as S3 does: the body is written under a temporary name
 * that no listing or GET sees, flushed, and renamed over the object; the metadata is written first, so a
 * new object appears only by the rename.
 */
interface S3rverObject {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: Record<string, string>;
}
interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
}

const require = createRequire(import.meta.url);
const store = require('s3rver/lib/stores/filesystem.js') as { prototype: FilesystemStore };

async function putObjectWhole(this: FilesystemStore, object: S3rverObject) {
  const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
  await mkdir(path.dirname(objectPath), { recursive: true });
  // Not ending in s3rver's object suffix: listings skip it.
  const partial = `${objectPath}.${randomBytes(6).toString('hex')}.partial`;
  const md5 = createHash('md5');
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      md5.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  const body = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
  try {
    // pipeline resolves once the file stream has finished: every byte is written.
    await pipeline(body, counted, createWriteStream(partial));
    const digest = md5.digest('hex');
    await this.putMetadata(object.bucket, object.key, object.metadata, digest);
    await rename(partial, objectPath);
    return { size, md5: digest };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

store.prototype.putObject = putObjectWhole;
