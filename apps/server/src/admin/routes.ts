import { adminReport, idParam, MSG, messageReply, pageOf, reportsQuery, reportUpdate } from '@agora/core';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { reports } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { reportsPage } from '../tokens/reports';
import { auditRoutes } from './audit';
import { categoryRoutes } from './categories';
import { contentAdminRoutes } from './content';
import { dashboardRoutes } from './dashboard';
import { adminOnly } from './guard';
import { moderationRoutes } from './moderation';
import { moneyRoutes } from './money';
import { peopleRoutes } from './people';

/**
 * The admin panel: reports here, the other sections in their own files (content, categories, money, audit…).
 * Each route is behind the ADMIN_ADDRESSES session check; each write is one statement or one transaction.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['admin'];
  // Encapsulated: the hook guards the routes of this plugin only.
  app.addHook('preValidation', adminOnly(ctx.sessions));
  // The admin area's own route files, behind the same hook.
  for (const plugin of [
    auditRoutes,
    dashboardRoutes,
    moderationRoutes,
    peopleRoutes,
    contentAdminRoutes,
    categoryRoutes,
    moneyRoutes,
  ])
    await app.register(plugin, { ctx });

  app.get(
    '/admin/reports',
    { schema: { tags, querystring: reportsQuery, response: { 200: pageOf(adminReport) } } },
    (req) => reportsPage(db, req.query.page, req.query.limit),
  );

  app.put(
    '/admin/reports/:id',
    { schema: { tags, params: idParam, body: reportUpdate, response: { 200: messageReply } } },
    async (req) => {
      const done = await db
        .update(reports)
        .set({ resolved: req.body.resolved })
        .where(eq(reports.id, req.params.id))
        .returning({ id: reports.id });
      if (!done.length) throw new NotFoundError(MSG.api.reportNotFound);
      return { message: MSG.api.saved };
    },
  );
};
