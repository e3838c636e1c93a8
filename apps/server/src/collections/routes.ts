import {
  addressParam,
  collection,
  collectionType,
  collectionUrlError,
  MSG,
  normaliseCustomUrl,
  pageOf,
  pageQuery,
  singleLineText,
  TEXT_MAX,
  textError,
  tokenCard,
  topCollection,
  topCollectionsQuery,
  traitList,
  traitQuery,
} from '@agora/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { rows } from '../db/rows';
import { categories, collections } from '../db/schema';
import { NotFoundError, ValidationError } from '../http/errors';
import { readForm } from '../http/multipart';
import { explorePage } from '../items/explore-page';
import { sharedPages } from '../items/shared-page';
import { traitCountsCache } from '../items/traits';
import { storeImage } from '../media/images';
import { findCollections } from './service';
import { topStats } from './stats-read';

const ownerUrl = z.object({ owner: addressParam, customUrl: singleLineText(TEXT_MAX.customUrl).min(1) });
/**
 * The items a collection's trait counts cover (alias `i`): its tokens not burned out. Its list leaves hidden
 * items out too (exploreList); counts that include them still bound that list's matches.
 */
const inCollection = (id: number) => sql`i.collection_id = ${id} and i.supply > 0`;
const nameParam = z.object({ name: singleLineText(TEXT_MAX.collectionName).min(1) });

/** Collections: create / update (logo and cover only), info, a user's list, tokens, top by period. */
export const collectionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['collections'];
  const one = async (where: ReturnType<typeof sql>) => {
    const [c] = await findCollections(db, where);
    if (!c) throw new NotFoundError(MSG.api.collectionNotFound);
    return c;
  };
  const byUrl = (p: z.infer<typeof ownerUrl>) =>
    one(sql`c.owner = ${p.owner} and c.custom_url = ${p.customUrl.toLowerCase()}`);
  const traitCounts = traitCountsCache(db);
  // A collection's token list, cached for everyone like explore's (sharedPages).
  const sendList = sharedPages(ctx, pageOf(tokenCard));
  const images = async (owner: string, files: Record<string, Buffer>) => ({
    logo: files.logo
      ? (await storeImage(ctx.storage, `collectionLogo/${owner}`, files.logo, 'logo', 400)).compressed
      : undefined,
    cover: files.cover
      ? (await storeImage(ctx.storage, `collectionCover/${owner}`, files.cover, 'cover', 1600)).compressed
      : undefined,
  });

  app.post(
    '/collections',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: collection } } },
    async (req) => {
      const me = await ctx.sessions.requireWallet(req);
      const { fields, files } = await readForm(req);
      const name = (fields.name ?? '').trim();
      const customUrl = normaliseCustomUrl(fields.customUrl ?? '');
      const type = collectionType.safeParse(fields.type ?? 'SINGLE');
      const errors: Record<string, string> = {};
      const nameError = textError(name, { max: TEXT_MAX.collectionName });
      if (!name) errors.name = MSG.collectionForm.errors.nameRequired;
      else if (nameError) errors.name = nameError;
      const urlError = collectionUrlError(customUrl);
      if (urlError) errors.customUrl = urlError;
      const [cat] = fields.category
        ? await db.select().from(categories).where(eq(categories.name, fields.category.trim())).limit(1)
        : [];
      if (!cat) errors.category = MSG.collectionForm.errors.categoryRequired;
      if (!type.success) errors.type = MSG.api.badRequest;
      const clash = await db
        .select({ name: collections.name, customUrl: collections.customUrl })
        .from(collections)
        .where(
          and(
            eq(collections.owner, me.address),
            sql`(${collections.name} = ${name} or ${collections.customUrl} = ${customUrl})`,
          ),
        );
      if (clash.some((c) => c.name === name)) errors.name = MSG.collectionForm.errors.nameTaken;
      if (clash.some((c) => c.customUrl === customUrl))
        errors.customUrl = MSG.collectionForm.errors.customUrlTaken;
      if (Object.keys(errors).length) throw new ValidationError(MSG.fillRequired, errors);
      const stored = await images(me.address, files);
      const [row] = await db
        .insert(collections)
        .values({
          owner: me.address,
          name,
          customUrl,
          type: type.data ?? 'SINGLE',
          categoryId: cat?.id,
          ...stored,
        })
        .returning();
      return one(sql`c.id = ${row?.id}`);
    },
  );

  app.get(
    '/collections/mine/:name',
    { schema: { tags, params: nameParam, response: { 200: collection } } },
    async (req) => {
      const me = await ctx.sessions.require(req);
      return one(sql`c.owner = ${me.address} and c.name = ${req.params.name}`);
    },
  );

  // Name, custom url and category are fixed once created; only the images change.
  app.put(
    '/collections/mine/:name',
    { schema: { tags, params: nameParam, consumes: ['multipart/form-data'], response: { 200: collection } } },
    async (req) => {
      const me = await ctx.sessions.requireWallet(req);
      const current = await one(sql`c.owner = ${me.address} and c.name = ${req.params.name}`);
      const { files } = await readForm(req);
      const stored = await images(me.address, files);
      if (stored.logo || stored.cover)
        await db
          .update(collections)
          .set(stored)
          .where(eq(collections.id, Number(current.id)));
      return one(sql`c.id = ${Number(current.id)}`);
    },
  );

  app.get(
    '/collections/top',
    { schema: { tags, querystring: topCollectionsQuery, response: { 200: z.array(topCollection) } } },
    async (req) => {
      const since = new Date(Date.now() - req.query.days * 86_400_000);
      const sales = await rows<{ id: number; currency: string; avg_price: string }>(
        db,
        sql`select i.collection_id as id, a.currency, avg(a.price)::text as avg_price
        from activity a join items i on i.id = a.item_id
        where a.action in ('purchase', 'accept') and a.created_at >= ${since} and i.collection_id is not null and a.price is not null
        group by i.collection_id, a.currency`,
      );
      if (!sales.length) return [];
      const prices = new Map((await ctx.prices.currencies()).map((c) => [c.symbol, c]));
      const usd = new Map<number, number[]>();
      for (const s of sales) {
        const cur = prices.get(s.currency);
        const value = (Number(s.avg_price) / 10 ** (cur?.decimals ?? 18)) * (cur?.usdPrice ?? 0);
        usd.set(s.id, [...(usd.get(s.id) ?? []), value]);
      }
      const list = await findCollections(db, sql`c.id in ${[...usd.keys()]}`);
      // Volume and floor with their change over the period, as the indexer keeps them (stats.ts).
      const stats = await topStats(db, [...usd.keys()], req.query.days as 1 | 7 | 30);
      const none = { volumeUsd: 0, volumeChange: null, floorUsd: null, floorChange: null };
      return list
        .map((c) => {
          const v = usd.get(Number(c.id)) ?? [0];
          return {
            ...c,
            averagePriceUsd: Number((v.reduce((a, b) => a + b, 0) / v.length).toFixed(5)),
            ...(stats.get(Number(c.id)) ?? none),
          };
        })
        .sort((a, b) => b.averagePriceUsd - a.averagePriceUsd);
    },
  );

  app.get(
    '/users/:address/collections',
    {
      schema: {
        tags,
        params: z.object({ address: addressParam }),
        querystring: z.object({ type: collectionType.optional() }),
        response: { 200: z.array(collection) },
      },
    },
    async (req) =>
      findCollections(
        db,
        sql`c.owner = ${req.params.address} and (${req.query.type ?? null}::text is null or c.type = ${req.query.type ?? null})`,
      ),
  );

  app.get(
    '/collections/:owner/:customUrl',
    { schema: { tags, params: ownerUrl, response: { 200: collection } } },
    async (req) => byUrl(req.params),
  );

  app.get(
    '/collections/:owner/:customUrl/tokens',
    {
      schema: {
        tags,
        params: ownerUrl,
        querystring: pageQuery.extend(traitQuery.shape),
        response: { 200: pageOf(tokenCard) },
      },
    },
    async (req, reply) =>
      sendList(req, reply, async () => {
        const c = await byUrl(req.params);
        const { page, limit, trait } = req.query;
        // Explore's list within the collection (newest first), so a rare trait is matched first here too, by
        // the collection's own counts (its page loads them beside the list). Those count hidden items as well:
        // still a bound on the listed ones.
        const list = await explorePage(
          db,
          { filter: 'All', collection: Number(c.id), trait, page, limit },
          { traitMatches: traitCounts.matches(`collection:${c.id}`) },
        );
        return { page: { items: list.items, hasMore: list.hasMore }, ids: list.ids };
      }),
  );

  // The trait types of the collection's items with their values and counts (the filter of its page).
  app.get(
    '/collections/:owner/:customUrl/traits',
    { schema: { tags, params: ownerUrl, response: { 200: traitList } } },
    async (req, reply) => {
      const c = await byUrl(req.params);
      return traitCounts.send(reply, `collection:${c.id}`, inCollection(Number(c.id)));
    },
  );
};
