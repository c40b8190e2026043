import fp from 'fastify-plugin';
import type { Storage } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const storagePlugin = fp(
  async (app, opts: { storage: Storage }) => {
    app.decorate('storage', opts.storage);
  },
  { name: 'storage' },
);
