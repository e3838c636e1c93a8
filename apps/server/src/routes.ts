import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/routes';
import type { AppContext } from './context';
import { systemRoutes } from './system/routes';

/** One plugin per domain, all under /api/v1. */
export const registerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(systemRoutes, { ctx });
  await app.register(authRoutes, { ctx });
};
