import {
  adminFaqEntry,
  adminPromotion,
  adminReport,
  faqBody,
  idParam,
  MSG,
  messageReply,
  pageOf,
  promotionBody,
  reportsQuery,
  reportUpdate,
  shareTagsBody,
  socialLinks,
  socialLinksBody,
} from '@agora/core';
import { eq, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cleanHtml } from '../content/sanitize';
import { listFaq, listPromotions, socialLinkMap } from '../content/service';
import type { AppContext } from '../context';
import { faqEntries, socialLinks as links, promotions, reports, shareTags } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { reportsPage } from '../tokens/reports';
import { auditRoutes } from './audit';
import { dashboardRoutes } from './dashboard';
import { entryRoutes } from './entries';
import { adminOnly } from './guard';
import { moderationRoutes } from './moderation';
import { peopleRoutes } from './people';

/**
 * The admin panel: reports and every content table (CMS pages are `PUT /content/:key` beside their reader).
 * Each route is behind the ADMIN_ADDRESSES session check; each write is one statement or one transaction.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['admin'];
  // Encapsulated: the hook guards the routes of this plugin only.
  app.addHook('preValidation', adminOnly(ctx.sessions));
  // The admin area's own route files, behind the same hook.
  for (const plugin of [auditRoutes, dashboardRoutes, moderationRoutes, peopleRoutes])
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

  entryRoutes(app, db, {
    path: '/admin/faq',
    table: faqEntries,
    body: faqBody,
    entry: adminFaqEntry,
    notFound: MSG.api.faqNotFound,
    list: () => listFaq(db),
    values: (body) => ({ ...body, answer: cleanHtml(body.answer) }),
  });

  app.put(
    '/admin/social-links',
    { schema: { tags, body: socialLinksBody, response: { 200: socialLinks } } },
    async (req) => {
      await db.transaction(async (tx) => {
        for (const [key, url] of Object.entries(req.body)) {
          if (url === undefined) continue;
          if (!url) await tx.delete(links).where(eq(links.key, key));
          else
            await tx
              .insert(links)
              .values({ key, url })
              .onConflictDoUpdate({ target: links.key, set: { url } });
        }
      });
      return socialLinkMap(db);
    },
  );

  entryRoutes(app, db, {
    path: '/admin/promotions',
    table: promotions,
    body: promotionBody,
    entry: adminPromotion,
    notFound: MSG.api.promotionNotFound,
    list: () => listPromotions(db, { activeOnly: false }),
    values: (body) => ({ ...body, html: cleanHtml(body.html) }),
  });

  app.put(
    '/admin/share-tags',
    { schema: { tags, body: shareTagsBody, response: { 200: z.array(z.string()) } } },
    async (req) => {
      const wanted = [...new Set(req.body.tags)];
      await db.transaction(async (tx) => {
        await tx.delete(shareTags).where(wanted.length ? notInArray(shareTags.tag, wanted) : undefined);
        if (wanted.length)
          await tx
            .insert(shareTags)
            .values(wanted.map((tag) => ({ tag })))
            .onConflictDoNothing();
      });
      return ctx.content.shareTags();
    },
  );
};
