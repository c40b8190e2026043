import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.js';
import { ensureCsrfCookie } from '../lib/csrf.js';
import { DEFAULT_WEB_DIST } from '../lib/paths.js';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Video Interviewer</title></head>
<body><main><h1>Video Interviewer</h1><p>The web app has not been built yet. Run <code>npm run build</code>
(or <code>npm start</code>, which builds what is missing) and reload.</p></main></body></html>`;

/**
 * Serves the built web app under /v1 with a single-page fallback: any /v1 path that is not a file gets
 * index.html and the client router decides (including its own 404 page). Unknown API paths and
 * missing assets get a JSON 404, rate-limited so the handler can't be used to scan for URLs cheaply.
 */
export const webPlugin = fp(
  async (app, opts: { config: Config }) => {
    const root = opts.config.webDistDir ?? DEFAULT_WEB_DIST;
    const indexFile = path.join(root, 'index.html');
    const built = existsSync(indexFile);
    const secureCookies = opts.config.publicUrl.startsWith('https:');
    let indexHtml: string | undefined;
    const readIndex = () => (indexHtml ??= built ? readFileSync(indexFile, 'utf8') : NOT_BUILT);

    if (built) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/v1/',
        index: false,
        wildcard: true,
        // The build writes .br and .gz beside each text file (vite-precompress-plugin.ts): sent as they
        // are to a client that accepts them, with the original's content type and the copy's own ETag.
        preCompressed: true,
        setHeaders(res, filePath) {
          // Which file is sent depends on Accept-Encoding, so every answer says so, the uncompressed too.
          res.header('vary', 'Accept-Encoding');
          // Vite fingerprints everything under assets/, so those never change; the rest may.
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    }

    const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
      ensureCsrfCookie(request, reply, secureCookies);
      return reply
        .status(built ? 200 : 503)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(readIndex());
    };

    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/v1/'));
    // More specific than the static wildcard, which would answer a directory listing refusal.
    app.get('/v1/', { schema: { hide: true } }, sendIndex);

    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 60, timeWindow: '1 minute' }) },
      (request, reply) => {
        const url = request.url.split('?')[0] ?? '';
        const isPage = /^\/v1(\/|$)/.test(url) && !/\.[a-z0-9]{1,8}$/i.test(url);
        if ((request.method === 'GET' || request.method === 'HEAD') && isPage)
          return sendIndex(request, reply);
        return reply.status(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: `Route ${request.method} ${url.slice(0, 200)} not found`,
        });
      },
    );
  },
  { name: 'web', dependencies: ['@fastify/cookie', 'security'] },
);
