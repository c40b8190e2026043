import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify process answering with the same JSON bytes the product returned, so the
 * ratio measures what the product's work costs (auth, validation, database, serialisation).
 */
const [payloadFile, portArg] = process.argv.slice(2);
const payloads = JSON.parse(readFileSync(payloadFile!, 'utf8')) as Record<string, unknown>;
const app = Fastify({ logger: false });
for (const [name, body] of Object.entries(payloads)) app.get(`/bare/${name}`, () => body);
await app.listen({ port: Number(portArg), host: '127.0.0.1' });
process.stdout.write('ready\n');
