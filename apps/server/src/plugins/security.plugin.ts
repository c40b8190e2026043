import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config/env.js';

/** The origins the external UI theme platform serves its scripts and its stylesheet (with fonts, images) from. */
function uiThemeOrigins(uiTheme: Config['uiTheme']): { scripts: string[]; assets: string[] } {
  const originOf = (url: string | undefined) => (url === undefined ? [] : [new URL(url).origin]);
  const scripts = [...new Set([...originOf(uiTheme.scriptUrl), ...originOf(uiTheme.kitScriptUrl)])];
  const assets = [...new Set([...originOf(uiTheme.stylesheetUrl), ...scripts])];
  return { scripts, assets };
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** The headers a middleware sets on a response, in order; it must set them synchronously and not fail. */
export function recordHeaders(middleware: Middleware): [name: string, value: string | string[]][] {
  const headers: [string, string | string[]][] = [];
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, typeof value === 'number' ? String(value) : (value as string | string[])]);
      return res;
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  let finished = false;
  middleware({ headers: {} } as IncomingMessage, res, (err) => {
    if (err) throw err instanceof Error ? err : new Error('The security headers middleware failed.');
    finished = true;
  });
  if (!finished) throw new Error('The security headers middleware did not finish synchronously.');
  return headers;
}

/**
 * Security headers and request rate limits. Framing is allowed only for the configured host pages
 * (CSP frame-ancestors); X-Frame-Options cannot list origins, so it is dropped when embedding is on.
 */
const PROBES = new Set(['/api/v1/health', '/api/v1/health/live', '/api/v1/health/ready', '/metrics']);

export const securityPlugin = fp(
  async (app, opts: { config: Config }) => {
    const { config } = opts;
    const embedding = config.allowedEmbedOrigins.length > 0;
    // Only a configured theme platform widens the policy, and only by its own origins.
    const theme = uiThemeOrigins(config.uiTheme);
    // helmet's middleware is built once: built per request (as @fastify/helmet does) it re-parses the
    // policy every time, ~11 % of the job card's CPU under load (decision 0020). The headers are the same
    // for every response, so nothing is lost by building them once.
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'", ...config.allowedEmbedOrigins],
          // The blur model runs as WebAssembly served from our own origin.
          scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...theme.scripts],
          styleSrc: ["'self'", "'unsafe-inline'", ...theme.assets],
          imgSrc: ["'self'", 'data:', 'blob:', ...theme.assets],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          workerSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:', ...theme.assets],
          formAction: ["'self'"],
        },
      },
      xFrameOptions: embedding ? false : { action: 'sameorigin' },
      crossOriginEmbedderPolicy: false,
      // Media and clips are fetched by the page on our own origin; same-site is enough.
      crossOriginResourcePolicy: { policy: 'same-site' },
      strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 15_552_000 } : false,
    });
    // What helmet sets does not depend on the request, so it is recorded once and each response gets
    // the same headers: about half of helmet's cost per request was its chain of small middlewares. They
    // go on the reply, not the raw response: one header set on the raw response sends every header of the
    // reply through Node's setHeader again, ~6-11 µs a request (decision 0020). No route writes the raw
    // response itself; one that did would have to copy reply.getHeaders() first.
    const securityHeaders = Object.fromEntries(
      recordHeaders(setSecurityHeaders).map(([name, value]) => [name.toLowerCase(), value]),
    );
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.headers(securityHeaders);
      done();
    });

    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      // Probes and the scraper call often from few addresses; they must never be the ones turned away.
      allowList: (request) => PROBES.has(request.url),
    });
  },
  { name: 'security' },
);
