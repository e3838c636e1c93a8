import { MSG, messageReply, notification } from '@agora/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { rows } from '../db/rows';
import { notifications } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { summaryFrom } from '../users/summary';

/** The signed-in user's notifications: latest 12 by default, new flag, mark read. */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['notifications'];
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(12) }),
        response: { 200: z.array(notification) },
      },
    },
    async (req) => {
      const me = await ctx.sessions.require(req);
      const list = await rows<Record<string, unknown>>(
        ctx.db,
        sql`select n.id::text as id, n.is_new, n.text, n.created_at, n.from_address,
            u.address as f_address, u.name as f_name, u.custom_url as f_url, u.image as f_image,
            i.contract, i.token_id::text as token_id, i.name as token_name
          from (select * from notifications where recipient = ${me.address} order by id desc nulls last limit ${req.query.limit}) n
          left join users u on u.address = n.from_address
          left join items i on i.id = n.item_id
          order by n.id desc`,
      );
      return list.map((r) => ({
        id: String(r.id),
        isNew: Boolean(r.is_new),
        text: String(r.text),
        createdAt: new Date(r.created_at as string).toISOString(),
        from: summaryFrom(r, 'f', r.from_address as string | null),
        token: r.contract
          ? {
              contract: r.contract as `0x${string}`,
              tokenId: String(r.token_id),
              owner: me.address,
              name: String(r.token_name),
            }
          : null,
      }));
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
        response: { 200: messageReply },
      },
    },
    async (req) => {
      const me = await ctx.sessions.require(req);
      const updated = await ctx.db
        .update(notifications)
        .set({ isNew: false })
        .where(and(eq(notifications.id, Number(req.params.id)), eq(notifications.recipient, me.address)))
        .returning({ id: notifications.id });
      // Someone else's notification looks exactly like a missing one.
      if (!updated.length) throw new NotFoundError(MSG.api.notFound);
      return { message: 'ok' };
    },
  );
};
