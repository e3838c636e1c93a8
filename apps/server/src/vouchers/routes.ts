import { LIFECYCLE_MSG, MSG, voucherBody, voucherReply, voucherView } from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { marketReads } from '../bids/chain';
import type { AppContext } from '../context';
import { publishItemChange } from '../events/from-app';
import { HttpError } from '../http/errors';
import { listVoucher, readVoucher } from './service';

const hashParams = z.object({
  hash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/)
    .transform((h) => h.toLowerCase()),
});

/**
 * Lazy minting (issue 30): "List without minting" stores a creator's signed voucher, no transaction, and its
 * item, unminted, at its final id (vouchers/items.ts); the first buyer's buyVoucher mints the token, which reaches
 * the database through the indexer (Minted, Transfer, VoucherFilled) as any mint and sale.
 */
export const voucherRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const lifecycle = () => {
    if (!ctx.lifecycle) throw new HttpError(503, LIFECYCLE_MSG.notDeployed);
    return ctx.lifecycle;
  };

  app.post(
    '/vouchers',
    { schema: { tags: ['items'], body: voucherBody, response: { 200: voucherReply } } },
    async (req) => {
      const me = (await ctx.sessions.requireWallet(req)).address;
      const l = lifecycle();
      const { voucher, itemId } = await listVoucher(db, l, marketReads(l), me, req.body);
      if (itemId !== null) {
        // A new item on explore, search and the creator's pages, as a mint's.
        ctx.pages.clear();
        await publishItemChange(ctx.bus, db, { itemId, change: 'listed', by: me, notify: [] }, (err) =>
          app.log.warn({ err }, 'live'),
        );
      }
      return { voucher, message: MSG.vouchers.listed };
    },
  );

  app.get(
    '/vouchers/:hash',
    { schema: { tags: ['items'], params: hashParams, response: { 200: voucherView } } },
    async (req) => readVoucher(db, lifecycle, req.params.hash),
  );
};
