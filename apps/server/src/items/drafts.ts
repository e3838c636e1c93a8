import {
  collectionTypeOf,
  hasErrors,
  ITEM_FILE_EXTENSIONS,
  itemDraftBody,
  itemDraftReply,
  itemValidationBody,
  itemValidationReply,
  LIFECYCLE_MSG,
  MSG,
  validateCreateItem,
} from '@agora/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { categories, collections, itemDrafts } from '../db/schema';
import { NotFoundError, ValidationError } from '../http/errors';

/**
 * The spec's item validation (before Follow Steps opens) and the pre-mint draft: the off-chain part of a new
 * item, completed after the metadata upload and matched to the Minted log by metadata CID + creator.
 */
export const draftRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    '/items/validation',
    { schema: { tags: ['items'], body: itemValidationBody, response: { 200: itemValidationReply } } },
    async (req) => {
      await ctx.sessions.requireWallet(req);
      const b = req.body;
      const errors = validateCreateItem({
        type: b.type,
        // The file is checked by the upload itself; this call validates the form fields.
        file: { name: `file.${ITEM_FILE_EXTENSIONS[0]}`, size: 1 },
        name: b.name,
        royalties: b.royalties,
        category: b.category,
        unlock: false,
        lockedContent: '',
        putOnSale: b.saleType === 'FixedPrice',
        saleType: b.saleType,
        price: b.price ?? '',
        minimumBid: '',
        currency: 'BNB',
        startsAt: null,
        endsAt: null,
        copies: '1',
        now: Date.now(),
      });
      if (hasErrors(errors)) throw new ValidationError(MSG.formErrorAll, errors as Record<string, string>);
      return { ok: true as const };
    },
  );

  app.post(
    '/items/drafts',
    { schema: { tags: ['items'], body: itemDraftBody, response: { 200: itemDraftReply } } },
    async (req) => {
      const me = await ctx.sessions.requireWallet(req);
      const b = req.body;
      const [category] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(sql`lower(${categories.name}) = lower(${b.category})`)
        .limit(1);
      if (!category)
        throw new ValidationError(MSG.formErrorAll, { category: MSG.create.errors.categoryRequired });
      if (b.collectionId !== null) {
        const [own] = await db
          .select({ type: collections.type })
          .from(collections)
          .where(and(eq(collections.id, b.collectionId), eq(collections.owner, me.address)))
          .limit(1);
        if (!own) throw new ValidationError(MSG.formErrorAll, { collectionId: MSG.api.collectionNotFound });
        if (own.type !== collectionTypeOf(b.type))
          throw new ValidationError(MSG.formErrorAll, { collectionId: LIFECYCLE_MSG.collectionWrongKind });
      }
      const [row] = await db
        .update(itemDrafts)
        .set({
          name: b.name,
          description: b.description,
          categoryId: category.id,
          collectionId: b.collectionId,
          properties: b.properties,
          unlockable: b.unlockable?.trim() ? b.unlockable : null,
          sale: b.sale,
        })
        .where(and(eq(itemDrafts.metadataCid, b.metadataCid), eq(itemDrafts.creator, me.address)))
        .returning({ id: itemDrafts.id });
      // The upload created the draft row; a CID this creator never uploaded has nothing to complete.
      if (!row) throw new NotFoundError(LIFECYCLE_MSG.draftNotFound);
      return { id: String(row.id) };
    },
  );
};
