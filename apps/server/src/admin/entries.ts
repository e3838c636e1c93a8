import { idParam, MSG, messageReply } from '@agora/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { faqEntries, promotions } from '../db/schema';
import { NotFoundError } from '../http/errors';

/** A content table of the panel whose rows have a serial id: FAQ entries, promotions. */
export interface EntryTable<Body extends z.ZodType, Entry extends z.ZodType> {
  path: string;
  table: typeof faqEntries | typeof promotions;
  body: Body;
  entry: Entry;
  notFound: string;
  /** Every row, in panel order, HTML cleaned. */
  list(): Promise<z.infer<Entry>[]>;
  /** The row to write from a valid body (HTML cleaned here, on write). */
  values(body: z.infer<Body>): Record<string, unknown>;
}

/** GET list, POST create, PUT /:id replace, DELETE /:id — 404 with `notFound` for an unknown id. */
export function entryRoutes<Body extends z.ZodType, Entry extends z.ZodType>(
  app: FastifyInstance,
  db: Db,
  e: EntryTable<Body, Entry>,
) {
  // Plain FastifySchema: the zod provider cannot infer through generic schemas (they still validate and
  // serialise), so bodies and params are typed by hand below.
  const schema = (s: FastifySchema) => ({ schema: { tags: ['admin'], ...s } });
  // The two tables share the id column and the value shapes come from their own body schemas.
  const table = e.table as typeof faqEntries;
  const values = (body: unknown) => e.values(body as z.infer<Body>) as typeof faqEntries.$inferInsert;
  const found = <T>(row: T | undefined) => {
    if (!row) throw new NotFoundError(e.notFound);
    return row;
  };

  app.get(e.path, schema({ response: { 200: z.array(e.entry) } }), () => e.list());
  app.post(e.path, schema({ body: e.body, response: { 200: e.entry } }), async (req) => {
    const [row] = await db.insert(table).values(values(req.body)).returning();
    return found(row);
  });
  app.put(
    `${e.path}/:id`,
    schema({ params: idParam, body: e.body, response: { 200: e.entry } }),
    async (req) => {
      const [row] = await db
        .update(table)
        .set(values(req.body))
        .where(eq(table.id, (req.params as { id: number }).id))
        .returning();
      return found(row);
    },
  );
  app.delete(`${e.path}/:id`, schema({ params: idParam, response: { 200: messageReply } }), async (req) => {
    const gone = await db
      .delete(table)
      .where(eq(table.id, (req.params as { id: number }).id))
      .returning({ id: table.id });
    found(gone[0]);
    return { message: MSG.api.deleted };
  });
}
