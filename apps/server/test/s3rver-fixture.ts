import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createBucketIfMissing,
  createS3Client,
  createS3Storage,
  type S3Storage,
  type S3StorageConfig,
} from '../src/infra/storage/s3-storage.js';
// Before s3rver is used: its objects appear whole, as S3's do.
import './s3rver-atomic-put.js';

// s3rver ships no types; this is the part of its API the tests use.
interface S3rverOptions {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets?: { name: string }[];
}
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as new (options: S3rverOptions) => S3rverServer;

export interface S3rverFixture {
  config: S3StorageConfig;
  storage: S3Storage;
  /** The server's data folder: uploads land here, so tests can check what is (not) stored. */
  directory: string;
  close(): Promise<void>;
}

/** A real S3-compatible server on a free port with its own data folder and a bucket unique to the caller. */
export async function startS3rver(): Promise<S3rverFixture> {
  const directory = mkdtempSync(path.join(tmpdir(), 'vi-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const address = await server.run();
  const config: S3StorageConfig = {
    kind: 's3',
    bucket: `vi-test-${randomBytes(6).toString('hex')}`,
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = createS3Client(config);
  await createBucketIfMissing(client, config.bucket);
  return {
    config,
    storage: createS3Storage(config, client),
    directory,
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
