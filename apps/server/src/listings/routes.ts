import { LIFECYCLE_MSG, listingBody, listingCancelReply, listingReply, MSG, orderReply } from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { marketReads } from '../bids/chain';
import type { AppContext } from '../context';
import { publishItemChange } from '../events/from-app';
import { HttpError } from '../http/errors';
import { putOnSale, readOrder, takeOffSale } from './service';

const hashParams = z.object({
  hash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/)
    .transform((h) => h.toLowerCase()),
});

/**
 * Signed fixed-price listings (issue 13): listing is a signature, no transaction; fills and on-chain cancels
 * reach the database through POST /tx and the indexer.
 */
export const listingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const reads = () => {
    if (!ctx.lifecycle) throw new HttpError(503, LIFECYCLE_MSG.notDeployed);
    return { lifecycle: ctx.lifecycle, reads: marketReads(ctx.lifecycle) };
  };
  const live = (itemId: number, change: 'listed' | 'price' | 'unlisted', by: string) =>
    publishItemChange(ctx.bus, db, { itemId, change, by, notify: [] }, (err) =>
      app.log.warn({ err }, 'live'),
    );

  app.post(
    '/listings',
    { schema: { tags: ['items'], body: listingBody, response: { 200: listingReply } } },
    async (req) => {
      const me = (await ctx.sessions.requireWallet(req)).address;
      const { lifecycle, reads: r } = reads();
      const listed = await putOnSale(db, lifecycle, r, me, req.body);
      await live(listed.itemId, listed.replaced ? 'price' : 'listed', me);
      return {
        hash: listed.hash,
        sale: listed.sale,
        message: listed.replaced ? MSG.toast.priceChanged : LIFECYCLE_MSG.listed,
      };
    },
  );

  app.delete(
    '/listings/:hash',
    { schema: { tags: ['items'], params: hashParams, response: { 200: listingCancelReply } } },
    async (req) => {
      const me = (await ctx.sessions.requireWallet(req)).address;
      const { lifecycle, reads: r } = reads();
      const taken = await takeOffSale(db, lifecycle, r, me, req.params.hash);
      if (taken.changed) await live(taken.itemId, 'unlisted', me);
      return taken.reply;
    },
  );

  app.get(
    '/orders/:hash',
    { schema: { tags: ['items'], params: hashParams, response: { 200: orderReply } } },
    async (req) =>
      readOrder(db, () => reads().reads, req.params.hash, (await ctx.sessions.current(req))?.address ?? null),
  );
};
