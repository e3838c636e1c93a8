import {
  adminFaqEntry,
  adminPromotion,
  faqBody,
  MSG,
  promotionBody,
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
import { faqEntries, socialLinks as links, promotions, shareTags } from '../db/schema';
import { recordAudit } from './audit';
import { entryRoutes } from './entries';

/**
 * FAQ, promotions and banners, social links and share tags (CMS pages are `PUT /content/:key` beside their
 * reader). HTML is cleaned on write here and again on read (content/service.ts); every write is audited in the
 * same transaction.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['admin'];
  const actor = async (req: Parameters<typeof ctx.sessions.require>[0]) =>
    (await ctx.sessions.require(req)).address;

  entryRoutes(app, ctx, {
    path: '/admin/faq',
    audit: 'faq',
    table: faqEntries,
    body: faqBody,
    entry: adminFaqEntry,
    notFound: MSG.api.faqNotFound,
    list: () => listFaq(db),
    values: (body) => ({ ...body, answer: cleanHtml(body.answer) }),
  });

  entryRoutes(app, ctx, {
    path: '/admin/promotions',
    audit: 'promotion',
    table: promotions,
    body: promotionBody,
    entry: adminPromotion,
    notFound: MSG.api.promotionNotFound,
    list: () => listPromotions(db, { activeOnly: false }),
    values: (body) => ({ ...body, html: cleanHtml(body.html) }),
  });

  app.put(
    '/admin/social-links',
    { schema: { tags, body: socialLinksBody, response: { 200: socialLinks } } },
    async (req) => {
      const me = await actor(req);
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
        await recordAudit(tx, {
          actor: me,
          action: 'links.update',
          target: 'social-links',
          details: req.body,
        });
      });
      return socialLinkMap(db);
    },
  );

  app.put(
    '/admin/share-tags',
    { schema: { tags, body: shareTagsBody, response: { 200: z.array(z.string()) } } },
    async (req) => {
      const me = await actor(req);
      const wanted = [...new Set(req.body.tags)];
      await db.transaction(async (tx) => {
        await tx.delete(shareTags).where(wanted.length ? notInArray(shareTags.tag, wanted) : undefined);
        if (wanted.length)
          await tx
            .insert(shareTags)
            .values(wanted.map((tag) => ({ tag })))
            .onConflictDoNothing();
        await recordAudit(tx, {
          actor: me,
          action: 'share-tags.update',
          target: 'share-tags',
          details: { tags: wanted },
        });
      });
      return ctx.content.shareTags();
    },
  );
};
