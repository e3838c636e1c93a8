import {
  addressParam,
  collectionStatsReply,
  MSG,
  singleLineText,
  TEXT_MAX,
  tokenSalesParams,
  tokenSalesReply,
} from '@agora/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { rows } from '../db/rows';
import { NotFoundError } from '../http/errors';
import { tokenSales } from './sales';
import { readCollectionStats } from './stats-read';

const ownerUrl = z.object({ owner: addressParam, customUrl: singleLineText(TEXT_MAX.customUrl).min(1) });

/** Market insight: a collection's stats and chart series (kept by the indexer), a token's sales. */
export const statsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/collections/:owner/:customUrl/stats',
    { schema: { tags: ['collections'], params: ownerUrl, response: { 200: collectionStatsReply } } },
    async (req) => {
      const [c] = await rows<{ id: number }>(
        db,
        sql`select id from collections where owner = ${req.params.owner} and custom_url = ${req.params.customUrl.toLowerCase()}`,
      );
      if (!c) throw new NotFoundError(MSG.api.collectionNotFound);
      return readCollectionStats(db, c.id);
    },
  );

  app.get(
    '/items/:contract/:tokenId/sales',
    { schema: { tags: ['items'], params: tokenSalesParams, response: { 200: tokenSalesReply } } },
    async (req) => {
      const sales = await tokenSales(db, req.params.contract, req.params.tokenId);
      if (!sales) throw new NotFoundError(MSG.itemNotFound);
      return { sales };
    },
  );
};
