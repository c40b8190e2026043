import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses JSON answers (and the page's HTML) above a threshold, brotli or gzip as the client accepts. The
 * built web assets are served precompressed (web.plugin.ts), media keep their byte ranges untouched,
 * and a WebSocket never passes through onSend. Why not @fastify/compress: docs/decisions/0028-http-compression.md.
 */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 1024;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Brotli quality 4 costs about what gzip 6 does on a page of JSON and is ~15 % smaller. */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

type Encoding = 'br' | 'gzip';

/** The client's preferred of br and gzip (q-values honoured, q=0 refuses; br on a tie), or none. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  let best: { encoding: Encoding; q: number } | undefined;
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (name === '*') wildcard = q;
    else if (name === 'br' || name === 'gzip') {
      // On equal preference, brotli: smaller for the same work.
      if (!best || q > best.q || (q === best.q && name === 'br')) best = { encoding: name, q };
    }
  }
  return best?.encoding ?? (wildcard !== undefined ? 'br' : undefined);
}

/** JSON, and the single page's index.html (built assets have their own precompressed copies). */
const isCompressible = (contentType: unknown) =>
  typeof contentType === 'string' && /^(?:application\/(?:[\w.+-]+\+)?json|text\/html)\b/i.test(contentType);

function appendVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current))
    reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

export const compressionPlugin = fp(
  (app, _opts, done) => {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
      if (!isCompressible(reply.getHeader('content-type')) || reply.hasHeader('content-encoding'))
        return payload;
      // The answer differs by Accept-Encoding once it is big enough to compress: caches must know.
      const size = Buffer.byteLength(payload);
      if (size < JSON_COMPRESSION_THRESHOLD_BYTES) return payload;
      appendVary(reply);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const input = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const compressed =
        encoding === 'br' ? await compressBrotli(input, BROTLI_OPTIONS) : await compressGzip(input);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      // A strong ETag names exact bytes; the compressed ones are the same JSON, so the tag becomes weak.
      const etag = reply.getHeader('etag');
      if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
      return compressed;
    });
    done();
  },
  { name: 'compression' },
);
