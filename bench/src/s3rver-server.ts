import { createRequire } from 'node:module';

/**
 * An S3-compatible server (s3rver) in a process of its own, for bench:ingest's shared take store: the
 * object store is a separate service in the scaled mode, never on the API node's event loop.
 * Usage: node dist/s3rver-server.js <port> <directory> <bucket>
 */
interface S3rverServer {
  run(): Promise<unknown>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverServer;

const [port, directory, bucket] = process.argv.slice(2);
await new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  directory: directory!,
  silent: true,
  configureBuckets: [{ name: bucket! }],
}).run();
process.stdout.write('ready\n');
