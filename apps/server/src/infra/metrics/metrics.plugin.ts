import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Config } from '../../config/env.js';
import type { Metrics } from './metrics.js';
import { startMetricsServer, type MetricsServer } from './metrics-server.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    /** The METRICS_PORT listener once the app is ready; undefined when METRICS_PORT is unset. */
    metricsServer: MetricsServer | undefined;
  }
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Serves the process's metrics where configuration says (docs/operations.md): on a listener of its own
 * (METRICS_PORT, started when the app is ready and closed with it), and/or on the public port at
 * /metrics for a bearer METRICS_TOKEN. Neither set: metrics are collected, not served.
 */
export const metricsPlugin = fp(
  async (app, { config, metrics }: { config: Config; metrics: Metrics }) => {
    app.decorate('metrics', metrics);
    app.decorate('metricsServer', undefined);

    const { port, host, token } = config.metrics;
    if (port !== undefined) {
      app.addHook('onReady', async () => {
        app.metricsServer = await startMetricsServer(metrics, { host, port, log: app.log });
      });
      app.addHook('onClose', async () => app.metricsServer?.close());
    }
    if (token !== undefined) {
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        const header = request.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
        if (!sameSecret(given, token)) {
          return reply.status(401).header('www-authenticate', 'Bearer').send({
            statusCode: 401,
            error: 'Unauthorized',
            message: 'metrics need METRICS_TOKEN as a bearer token',
          });
        }
        return reply
          .header('content-type', metrics.contentType)
          .header('cache-control', 'no-store')
          .send(await metrics.scrape());
      });
    }
  },
  { name: 'metrics' },
);
