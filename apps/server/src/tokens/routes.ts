import {
  addressParam,
  LIFECYCLE_MSG,
  MSG,
  recheckBody,
  recheckReply,
  reportBody,
  reportReply,
  tokenDetail,
  tokenIdParam,
  unlockableReply,
} from '@agora/core';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chainClock } from '../bids/chain';
import type { AppContext } from '../context';
import { holdings, items, reports } from '../db/schema';
import { HttpError, NotFoundError } from '../http/errors';
import { tokenDetail as readDetail } from './detail';
import { recheckHolding } from './recheck';

const params = z.object({ contract: addressParam, tokenId: tokenIdParam });

/** The token page, the pre-action re-check, unlockable content and reports (spec 2). */
export const tokenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const own = (contract: string) => {
    const d = ctx.lifecycle?.deployment;
    return Boolean(d && [d.erc721.toLowerCase(), d.erc1155.toLowerCase()].includes(contract));
  };

  async function findItem(contract: string, tokenId: string) {
    const [item] = await db
      .select({ id: items.id, type: items.type, unlockable: items.unlockable })
      .from(items)
      .where(and(eq(items.contract, contract), eq(items.tokenId, tokenId)))
      .limit(1);
    if (!item) throw new NotFoundError(MSG.itemNotFound);
    return item;
  }

  app.get(
    '/items/:contract/:tokenId',
    { schema: { tags: ['items'], params, response: { 200: tokenDetail } } },
    async (req) => {
      // One RPC round trip; asked first so that it overlaps the session and currency reads.
      const clock = chainClock(ctx.lifecycle);
      const viewer = (await ctx.sessions.current(req))?.address ?? null;
      const currencies = await ctx.prices.currencies();
      const d = ctx.lifecycle?.deployment;
      const currencyAddress = (symbol: string) => {
        const c = currencies.find((x) => x.symbol === symbol);
        const fallback = symbol === 'VSW' ? d?.vsw : symbol === 'WBNB' ? d?.wbnb : undefined;
        return (c?.address ?? fallback?.toLowerCase() ?? null) as `0x${string}` | null;
      };
      const { contract, tokenId } = req.params;
      const detail = await readDetail(db, {
        contract,
        tokenId,
        viewer,
        currencyAddress,
        own: own(contract),
        now: await clock,
      });
      if (!detail) throw new NotFoundError(MSG.itemNotFound);
      return detail;
    },
  );

  app.get(
    '/items/:contract/:tokenId/unlockable',
    { schema: { tags: ['items'], params, response: { 200: unlockableReply } } },
    async (req) => {
      const me = await ctx.sessions.require(req);
      const item = await findItem(req.params.contract, req.params.tokenId);
      const [held] = await db
        .select({ balance: holdings.balance })
        .from(holdings)
        .where(and(eq(holdings.itemId, item.id), eq(holdings.owner, me.address), gt(holdings.balance, 0)))
        .limit(1);
      if (!held) throw new HttpError(403, LIFECYCLE_MSG.notHolder);
      return { content: item.unlockable ?? '' };
    },
  );

  /** Pre-action re-check: the holder's balance as the chain says at the indexed block (tokens/recheck.ts). */
  app.post(
    '/items/:contract/:tokenId/recheck',
    { schema: { tags: ['items'], params, body: recheckBody, response: { 200: recheckReply } } },
    async (req) => {
      await ctx.sessions.require(req);
      const lifecycle = ctx.lifecycle;
      if (!lifecycle) throw new HttpError(503, LIFECYCLE_MSG.notDeployed);
      const { contract, tokenId } = req.params;
      const item = await findItem(contract, tokenId);
      const owner = req.body.owner as `0x${string}`;
      const done = await recheckHolding(db, lifecycle, { ...item, contract, tokenId }, owner);
      if (done.corrected) ctx.pages.clear();
      return { owner, ...done };
    },
  );

  app.post(
    '/reports',
    { schema: { tags: ['items'], body: reportBody, response: { 200: reportReply } } },
    async (req) => {
      const me = await ctx.sessions.require(req);
      const item = await findItem(req.body.contract, req.body.tokenId);
      const inserted = await db
        .insert(reports)
        .values({ itemId: item.id, reporter: me.address, message: req.body.message })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      if (!inserted.length) throw new HttpError(409, LIFECYCLE_MSG.alreadyReported);
      return { message: MSG.toast.reported };
    },
  );
};
