import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder registered by app.ts; the module's routes are added here.
export const questionnaireRoutes: FastifyPluginAsyncZod = async () => {};
