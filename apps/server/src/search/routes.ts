import { searchQuery, searchResult } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { cardsFor } from '../items/cards';
import { summaryFrom } from '../users/summary';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Items by name: substring matches first (newest first; the planner picks the trigram index or a backward
 * id scan, whichever is cheaper), then — when fewer than asked — typo-tolerant trigram matches by similarity.
 */
async function searchItemIds(db: Db, q: string, limit: number): Promise<number[]> {
  const exact = await rows<{ id: number }>(
    db,
    sql`select id::float8 as id from items where name ilike ${likePattern(q)} and supply > 0 order by id desc limit ${limit}`,
  );
  const ids = exact.map((r) => Number(r.id));
  if (ids.length >= limit || q.length < 3) return ids;
  const fuzzy = await rows<{ id: number }>(
    db,
    sql`select id::float8 as id from items where name % ${q} and supply > 0
      order by similarity(name, ${q}) desc, id desc limit ${limit}`,
  );
  for (const r of fuzzy) if (!ids.includes(Number(r.id)) && ids.length < limit) ids.push(Number(r.id));
  return ids;
}

async function searchUsers(db: Db, q: string, limit: number) {
  const pattern = likePattern(q);
  const addr = /^0x[0-9a-f]{0,40}$/i.test(q) ? `${q.toLowerCase()}%` : null;
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select address as u_address, name as u_name, custom_url as u_url, image as u_image from users
      where name ilike ${pattern} or custom_url ilike ${pattern}
        or (length(${q}) >= 3 and (name % ${q} or custom_url % ${q}))
        or (${addr}::text is not null and address like ${addr})
      order by greatest(similarity(coalesce(name, ''), ${q}), similarity(coalesce(custom_url, ''), ${q})) desc, address
      limit ${limit}`,
  );
  return list.flatMap((r) => summaryFrom(r, 'u') ?? []);
}

/** Search dropdown (limit 6) and results page (larger limit): items and users. */
export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/search',
    { schema: { tags: ['search'], querystring: searchQuery, response: { 200: searchResult } } },
    async (req) => {
      const { q, limit } = req.query;
      const me = await ctx.sessions.current(req);
      const [ids, users] = await Promise.all([
        searchItemIds(ctx.db, q, limit),
        searchUsers(ctx.db, q, limit),
      ]);
      return { items: await cardsFor(ctx.db, ids, { viewer: me?.address }), users };
    },
  );
};
