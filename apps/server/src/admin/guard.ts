import { MSG } from '@agora/core';
import type { FastifyRequest } from 'fastify';
import type { SessionStore } from '../auth/session';
import { HttpError } from '../http/errors';

/**
 * A preValidation hook for admin-only routes: 401 without a session, 403 for a wallet outside ADMIN_ADDRESSES.
 * It runs before the body is validated, so a non-admin learns nothing about the shapes the panel accepts.
 */
export function adminOnly(sessions: SessionStore) {
  return async (req: FastifyRequest) => {
    const me = await sessions.require(req);
    if (!me.admin) throw new HttpError(403, MSG.api.forbidden);
  };
}
