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
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, (err?: unknown) => {
        done(err instanceof Error ? err : undefined);
      });
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
