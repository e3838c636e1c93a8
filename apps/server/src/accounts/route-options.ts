import type { perEmailLimit } from './limits';

/** Per client address and minute (route config, see http/rate-limits.ts). */
const perClient = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** A route's options: `max` requests per client and minute, its schema, and a per-email limit where given. */
export const limited = <S extends object>(
  max: number,
  schema: S,
  preHandler?: ReturnType<typeof perEmailLimit>,
) => ({
  config: perClient(max),
  ...(preHandler ? { preHandler } : {}),
  schema: { tags: ['accounts'], ...schema },
});
