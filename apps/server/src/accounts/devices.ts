import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { knownDevices } from '../db/schema';

const DEVICE = 'agora_device';
const YEAR_MS = 365 * 86_400_000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The device cookie's name: `__Host-` prefixed where the session cookie is (auth/session.ts). */
const cookieName = (ctx: AppContext, req: FastifyRequest) =>
  ctx.sessions.cookieName(req).startsWith('__Host-') ? `__Host-${DEVICE}` : DEVICE;

/** Whether this browser logged in to the account before (its device cookie is on record for it). */
export async function isKnownDevice(
  ctx: AppContext,
  req: FastifyRequest,
  accountId: string,
): Promise<boolean> {
  const token = req.cookies[cookieName(ctx, req)];
  if (!token || token.length > 100) return false;
  const found = await ctx.db.$count(
    knownDevices,
    and(eq(knownDevices.accountId, accountId), eq(knownDevices.tokenHash, hash(token))),
  );
  return found > 0;
}

/**
 * Remembers this browser for the account after a login that proved the password or the mailbox: its later
 * logins skip the guessing slowdown (login-guard.ts). The cookie is a random id, the same for every account.
 */
export async function rememberDevice(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
) {
  const name = cookieName(ctx, req);
  const token =
    req.cookies[name] && req.cookies[name].length <= 100
      ? req.cookies[name]
      : randomBytes(32).toString('base64url');
  await ctx.db
    .insert(knownDevices)
    .values({ accountId, tokenHash: hash(token) })
    .onConflictDoNothing();
  reply.setCookie(name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: name.startsWith('__Host-'),
    expires: new Date(Date.now() + YEAR_MS),
  });
}
