import { MSG } from '@agora/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../auth/session';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes a banned user may still make: signing in and out, their account's own settings, reporting a
 * transaction (chain facts the indexer applies anyway) and withdrawing what they posted (DELETE).
 */
function stillAllowed(method: string, path: string, apiPrefix: string): boolean {
  if (method === 'DELETE') return true;
  const rest = path.slice(apiPrefix.length);
  return rest.startsWith('/auth/') || rest.startsWith('/accounts/') || rest === '/tx';
}

/**
 * A banned user (issue 32.12) leaves every list and writes nothing new: every other API write of their session
 * answers 403 before its handler runs. Banning is rare, so the flag is read per write, never cached.
 */
export function installBannedWriteGuard(
  app: FastifyInstance,
  db: Db,
  sessions: Pick<SessionStore, 'current'>,
  apiPrefix: string,
): void {
  app.addHook('preHandler', async (req) => {
    if (!WRITES.has(req.method)) return;
    const path = req.url.split('?')[0] ?? '';
    if (!path.startsWith(`${apiPrefix}/`) || stillAllowed(req.method, path, apiPrefix)) return;
    const me = await sessions.current(req);
    if (!me) return;
    const [row] = await db.select({ banned: users.banned }).from(users).where(eq(users.address, me.address));
    if (row?.banned) throw new HttpError(403, MSG.api.banned);
  });
}
