import { ADMIN_CONTENT_MSG, adminCategory, categoryBody, idParam, MSG, messageReply } from '@agora/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { categories } from '../db/schema';
import { HttpError, NotFoundError } from '../http/errors';
import { recordAudit } from './audit';

const M = ADMIN_CONTENT_MSG;

const listCategories = (db: Db) =>
  db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));

/** Whether a category name is taken by another row (names are unique, compared without case). */
async function nameTaken(db: Db, name: string, except = 0): Promise<boolean> {
  const clash = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name}) and ${categories.id} <> ${except}`);
  return clash.length > 0;
}

/**
 * The categories create, explore and the footer offer (GET /categories reads the same table; the Film rule
 * still applies there). A category used by an item, a draft or a collection cannot be deleted, only renamed.
 */
export const categoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['admin'];
  const list = { 200: z.array(adminCategory) };
  const actor = async (req: Parameters<typeof ctx.sessions.require>[0]) =>
    (await ctx.sessions.require(req)).address;

  app.get('/admin/categories', { schema: { tags, response: list } }, () => listCategories(db));

  app.post('/admin/categories', { schema: { tags, body: categoryBody, response: list } }, async (req) => {
    if (await nameTaken(db, req.body.name)) throw new HttpError(409, M.categoryTaken);
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(categories).values(req.body).returning({ id: categories.id });
      await recordAudit(tx, {
        actor: await actor(req),
        action: 'category.add',
        target: `category/${row?.id}`,
        details: req.body,
      });
    });
    return listCategories(db);
  });

  app.put(
    '/admin/categories/:id',
    { schema: { tags, params: idParam, body: categoryBody, response: list } },
    async (req) => {
      const { id } = req.params;
      if (await nameTaken(db, req.body.name, id)) throw new HttpError(409, M.categoryTaken);
      await db.transaction(async (tx) => {
        const done = await tx
          .update(categories)
          .set(req.body)
          .where(eq(categories.id, id))
          .returning({ id: categories.id });
        if (!done.length) throw new NotFoundError(M.categoryNotFound);
        await recordAudit(tx, {
          actor: await actor(req),
          action: 'category.update',
          target: `category/${id}`,
          details: req.body,
        });
      });
      // Cards and token pages show category names.
      ctx.pages.clear();
      return listCategories(db);
    },
  );

  app.delete(
    '/admin/categories/:id',
    { schema: { tags, params: idParam, response: { 200: messageReply } } },
    async (req) => {
      const { id } = req.params;
      const [use] = await rows<{ used: boolean }>(
        db,
        sql`select exists(select 1 from items where category_id = ${id})
          or exists(select 1 from item_drafts where category_id = ${id})
          or exists(select 1 from collections where category_id = ${id}) as used`,
      );
      if (use?.used) throw new HttpError(409, M.categoryInUse);
      await db.transaction(async (tx) => {
        const gone = await tx.delete(categories).where(eq(categories.id, id)).returning();
        if (!gone.length) throw new NotFoundError(M.categoryNotFound);
        await recordAudit(tx, {
          actor: await actor(req),
          action: 'category.delete',
          target: `category/${id}`,
          details: { name: gone[0]?.name },
        });
      });
      return { message: MSG.api.deleted };
    },
  );
};
