import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env.js';

// Placeholder registered by app.ts; the module's routes are added here.
export const invitationRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
