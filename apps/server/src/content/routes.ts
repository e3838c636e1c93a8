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
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import {
  categories,
  contentEntries,
  faqEntries,
  socialLinks as links,
  newsletterSubscribers,
  promotions,
  settings,
} from '../db/schema';
import { HttpError, NotFoundError, ValidationError } from '../http/errors';
import { cleanHtml } from './sanitize';

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
    db
      .select({ question: faqEntries.question, answer: faqEntries.answer })
      .from(faqEntries)
      .orderBy(asc(faqEntries.position)),
  );

  app.get('/content/social-links', { schema: { tags, response: { 200: socialLinks } } }, async () => {
    const list = await db.select().from(links);
    return Object.fromEntries(list.map((l) => [l.key, l.url]));
  });

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
      const list = await db
        .select()
        .from(promotions)
        .where(
          sql`${promotions.active} and (${req.query.kind ?? null}::text is null or ${promotions.kind} = ${req.query.kind ?? null})`,
        )
        .orderBy(asc(promotions.position));
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
      return { html: row.html };
    },
  );

  app.put(
    '/content/:key',
    { schema: { tags, params: keyParam, body: contentUpdate, response: { 200: contentReply } } },
    async (req) => {
      const me = await ctx.sessions.require(req);
      if (!me.admin) throw new HttpError(403, MSG.api.forbidden);
      if (!req.params.key) throw new NotFoundError(MSG.api.contentNotFound);
      const html = cleanHtml(req.body.html);
      await db
        .insert(contentEntries)
        .values({ key: req.params.key, html })
        .onConflictDoUpdate({ target: contentEntries.key, set: { html, updatedAt: new Date() } });
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
