import fp from 'fastify-plugin';
import type { RecordingParts, Runtime } from './runtime.js';
import type { Services } from './services.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's services, made once by the runtime (runtime/services.ts). */
    services: Services;
    /** The recording channel's take store, rules, finaliser and live connections (one per process). */
    recording: RecordingParts;
  }
}

/** Route plugins read the runtime's services from the instance instead of making their own. */
export const runtimePlugin = fp(
  async (app, { runtime }: { runtime: Runtime }) => {
    app.decorate('services', runtime.services);
    app.decorate('recording', runtime.recording);
  },
  { name: 'runtime' },
);
