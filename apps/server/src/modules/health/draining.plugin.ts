import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Called by the shutdown code on SIGTERM, before it closes anything: from then on
     * GET /api/v1/health/ready answers 503 so the load balancer sends no new traffic here.
     */
    markDraining(): void;
    readonly draining: boolean;
  }
}

/** The node's draining flag (docs/operations.md: liveness and readiness). */
export const drainingPlugin = fp(
  async (app) => {
    let draining = false;
    app.decorate('markDraining', () => {
      draining = true;
    });
    app.decorate('draining', { getter: () => draining });
  },
  { name: 'draining' },
);
