import { marketStatus } from '@agora/core';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAUSED_SETTING } from '../chain/appliers/settings';
import type { AppContext } from '../context';
import { settings } from '../db/schema';

/**
 * Whether the marketplace takes fills now, from the indexed PausedChanged logs (no row: never paused). The web
 * reads it on every page for its banner and disabled fill buttons; orders stay listed and servable (cancels
 * need them), as a pause is a short emergency stop.
 */
export const marketStatusRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/market/status', { schema: { tags: ['system'], response: { 200: marketStatus } } }, async () => {
    const [row] = await ctx.db.select().from(settings).where(eq(settings.key, PAUSED_SETTING)).limit(1);
    const value = row?.value as { paused?: boolean } | undefined;
    return { tradingPaused: value?.paused === true };
  });
};
