import { type AuditEntry, adminMe, auditEntry, auditQuery, pageOf } from '@agora/core';
import { desc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { adminAudit } from '../db/schema';

export interface AuditRecord {
  /** The admin's session address. */
  actor: string;
  /** What was done, dotted: `item.hide`, `user.ban`, `faq.update`… */
  action: string;
  /** What it was done to: `contract/tokenId`, an address, `faq/3`… */
  target: string;
  /** The values the action set (never secrets): shown as they are in the audit page. */
  details?: Record<string, unknown>;
}

/**
 * Appends one row to the admin audit log. Call it with the same `db` (or transaction) as the action's write, so
 * the log and the change commit together.
 */
export async function recordAudit(db: Pick<Db, 'insert'>, record: AuditRecord): Promise<void> {
  await db.insert(adminAudit).values({
    actor: record.actor.toLowerCase(),
    action: record.action,
    target: record.target,
    details: record.details ?? {},
  });
}

/** The admin acting in this request (the admin guard already let it through): the audit row's actor. */
export const adminActor = async (ctx: Pick<AppContext, 'sessions'>, req: FastifyRequest): Promise<string> =>
  (await ctx.sessions.require(req)).address;

/** One page of the log, newest first. */
export async function auditPage(
  db: Db,
  page: number,
  limit: number,
): Promise<{ items: AuditEntry[]; hasMore: boolean }> {
  const list = await db
    .select()
    .from(adminAudit)
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(limit + 1)
    .offset((page - 1) * limit);
  const items = list.slice(0, limit).map((r) => ({
    id: String(r.id),
    actor: r.actor as `0x${string}`,
    action: r.action,
    target: r.target,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, hasMore: list.length > limit };
}

/**
 * GET /admin/me (who the area is for: 200 for an admin, 401/403 otherwise) and GET /admin/audit (the log).
 * Registered inside the admin plugin, behind its guard.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin'];
  app.get('/admin/me', { schema: { tags, response: { 200: adminMe } } }, async (req) => {
    const me = await ctx.sessions.require(req);
    return { address: me.address, email: me.email, roles: ['admin' as const] };
  });
  app.get(
    '/admin/audit',
    { schema: { tags, querystring: auditQuery, response: { 200: pageOf(auditEntry) } } },
    (req) => auditPage(ctx.db, req.query.page, req.query.limit),
  );
};
