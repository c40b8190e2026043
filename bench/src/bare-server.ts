import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify process answering with the very bytes the product returned (a ready
 * Buffer, the product's content type and ETag; 304 to a matching If-None-Match), so the ratio measures
 * what the product's work costs (auth, rate limit, security headers, database, logging).
 */
interface Payload {
  body: string;
  contentType: string;
  etag: string;
}
const [payloadFile, portArg] = process.argv.slice(2);
const payloads = JSON.parse(readFileSync(payloadFile!, 'utf8')) as Record<string, Payload>;
const app = Fastify({ logger: false });
for (const [name, payload] of Object.entries(payloads)) {
  const body = Buffer.from(payload.body);
  app.get(`/bare/${name}`, (request, reply) => {
    void reply.header('etag', payload.etag);
    if (request.headers['if-none-match'] === payload.etag) return reply.code(304).send();
    return reply.type(payload.contentType).send(body);
  });
}
await app.listen({ port: Number(portArg), host: '127.0.0.1' });
process.stdout.write('ready\n');
