import {
  category,
  contentReply,
  contentUpdate,
  currency,
  faqEntry,
  MSG,
  messageReply,
  newsletterBody,
  newsletterError,
  promotion,
  socialLinks,
  visibleCategories,
} from '@agora/core';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../admin/audit';
import { adminOnly } from '../admin/guard';
import type { AppContext } from '../context';
import { categories, contentEntries, newsletterSubscribers, settings } from '../db/schema';
import { NotFoundError, ValidationError } from '../http/errors';
import { cleanHtml } from './sanitize';
import { listFaq, listPromotions, socialLinkMap } from './service';

/** The spec's load keys (About, Privacy-policy, Terms of Service, …) map onto the stored keys. */
const KEY_ALIASES: Record<string, string> = {
  about: 'about',
  community: 'community',
  'privacy-policy': 'privacy-policy',
  'terms-of-service': 'terms',
  'terms-and-conditions': 'terms',
  terms: 'terms',
  home: 'home',
  tophome: 'tophome',
  footer: 'footer',
};
const keyParam = z.object({
  key: z
    .string()
    .max(60)
    .transform((k) => KEY_ALIASES[k.trim().toLowerCase().replace(/\s+/g, '-')] ?? ''),
});

/** CMS pages, FAQ, social links, promotions, categories (Film rule), currencies, newsletter. */
export const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['content'];

  app.get('/categories', { schema: { tags, response: { 200: z.array(category) } } }, async () => {
    const [film] = await db.select().from(settings).where(eq(settings.key, 'film')).limit(1);
    const list = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
    return visibleCategories(list, film?.value as { activate?: unknown } | undefined).map((c) => ({
      id: String(c.id),
      name: c.name,
    }));
  });

  app.get('/currencies', { schema: { tags, response: { 200: z.array(currency) } } }, () =>
    ctx.prices.currencies(),
  );

  app.get('/content/faq', { schema: { tags, response: { 200: z.array(faqEntry) } } }, async () =>
    (await listFaq(db)).map(({ question, answer }) => ({ question, answer })),
  );

  app.get('/content/social-links', { schema: { tags, response: { 200: socialLinks } } }, () =>
    socialLinkMap(db),
  );

  app.get(
    '/content/promotions',
    {
      schema: {
        tags,
        querystring: z.object({ kind: z.enum(['promotion', 'banner']).optional() }),
        response: { 200: z.array(promotion) },
      },
    },
    async (req) => {
      const list = await listPromotions(db, { kind: req.query.kind, activeOnly: true });
      return list.map(({ active: _a, position: _p, ...p }) => p);
    },
  );

  app.get('/content/share-tags', { schema: { tags, response: { 200: z.array(z.string()) } } }, () =>
    ctx.content.shareTags(),
  );

  app.get(
    '/content/:key',
    { schema: { tags, params: keyParam, response: { 200: contentReply } } },
    async (req) => {
      const [row] = await db
        .select()
        .from(contentEntries)
        .where(eq(contentEntries.key, req.params.key))
        .limit(1);
      if (!row) throw new NotFoundError(MSG.api.contentNotFound);
      // Cleaned on read as well: rows written before a sanitiser change, or by hand, are never served raw.
      return { html: cleanHtml(row.html) };
    },
  );

  app.put(
    '/content/:key',
    {
      preValidation: adminOnly(ctx.sessions),
      schema: { tags: ['admin'], params: keyParam, body: contentUpdate, response: { 200: contentReply } },
    },
    async (req) => {
      if (!req.params.key) throw new NotFoundError(MSG.api.contentNotFound);
      const html = cleanHtml(req.body.html);
      const { address } = await ctx.sessions.require(req);
      const key = req.params.key;
      await db.transaction(async (tx) => {
        await tx
          .insert(contentEntries)
          .values({ key, html })
          .onConflictDoUpdate({ target: contentEntries.key, set: { html, updatedAt: new Date() } });
        await recordAudit(tx, {
          actor: address,
          action: 'page.update',
          target: `page/${key}`,
          details: { html },
        });
      });
      return { html };
    },
  );

  app.post(
    '/newsletter',
    { schema: { tags, body: newsletterBody, response: { 200: messageReply } } },
    async (req) => {
      const email = typeof req.body.email === 'string' ? req.body.email.trim().toLowerCase() : '';
      const problem = newsletterError(email);
      if (problem) throw new ValidationError(problem, { email: problem });
      const added = await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing()
        .returning();
      return { message: added.length ? MSG.api.subscribed : MSG.api.alreadySubscribed };
    },
  );
};
