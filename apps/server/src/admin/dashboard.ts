import { adminDashboard } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { rows } from '../db/rows';

const WINDOWS = [1, 7, 30] as const;
/** The activity rows that are a sale: a purchase of a listing, an accepted bid. */
const SALES = sql`action in ('purchase', 'accept')`;

interface WindowRow extends Record<string, unknown> {
  days: number;
  items: number;
  users: number;
}

/**
 * GET /admin/dashboard: new items, new users, sales and their volume in USD over the last 1, 7 and 30 days,
 * and the reports waiting. Volume converts each currency's total at today's price (the price provider's).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  app.get(
    '/admin/dashboard',
    { schema: { tags: ['admin'], response: { 200: adminDashboard } } },
    async () => {
      const since = (days: number) => sql`now() - make_interval(days => ${days}::int)`;
      const counts = await Promise.all(
        WINDOWS.map(async (days) => {
          const [c] = await rows<WindowRow>(
            db,
            sql`select ${days}::int as days,
            (select count(*)::int from items where created_at > ${since(days)}) as items,
            (select count(*)::int from users where created_at > ${since(days)}) as users`,
          );
          const sales = await rows<{ currency: string | null; n: number; total: string | null }>(
            db,
            sql`select currency, count(*)::int as n, sum(price * coalesce(quantity, 1))::text as total
            from activity where ${SALES} and created_at > ${since(days)} group by currency`,
          );
          return { c: c as WindowRow, sales };
        }),
      );
      const prices = new Map((await ctx.prices.currencies()).map((c) => [c.symbol, c]));
      const usd = (currency: string | null, total: string | null) => {
        const c = currency ? prices.get(currency) : undefined;
        if (!c || !total) return 0;
        return (Number(total) / 10 ** c.decimals) * c.usdPrice;
      };
      const [open] = await rows<{ n: number }>(
        db,
        sql`select count(distinct item_id)::int as n from reports where not resolved`,
      );
      return {
        windows: counts.map(({ c, sales }) => ({
          days: Number(c.days),
          items: Number(c.items),
          users: Number(c.users),
          sales: sales.reduce((n, s) => n + Number(s.n), 0),
          volumeUsd: Math.round(sales.reduce((v, s) => v + usd(s.currency, s.total), 0) * 100) / 100,
        })),
        reportsWaiting: Number(open?.n ?? 0),
      };
    },
  );
};
