import { idParam, MSG, messageReply } from '@agora/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { faqEntries, promotions } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { recordAudit } from './audit';

/** A content table of the panel whose rows have a serial id: FAQ entries, promotions. */
export interface EntryTable<Body extends z.ZodType, Entry extends z.ZodType> {
  path: string;
  /** The audit log's name for a row: `<audit>.add`, `.update`, `.delete` on `<audit>/<id>`. */
  audit: string;
  table: typeof faqEntries | typeof promotions;
  body: Body;
  entry: Entry;
  notFound: string;
  /** Every row, in panel order, HTML cleaned. */
  list(): Promise<z.infer<Entry>[]>;
  /** The row to write from a valid body (HTML cleaned here, on write). */
  values(body: z.infer<Body>): Record<string, unknown>;
}

/**
 * GET list, POST create, PUT /:id replace, DELETE /:id — 404 with `notFound` for an unknown id. Each write and
 * its audit entry commit together.
 */
export function entryRoutes<Body extends z.ZodType, Entry extends z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  e: EntryTable<Body, Entry>,
) {
  const { db } = ctx;
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
  const idOf = (req: FastifyRequest) => (req.params as { id: number }).id;
  const audit = async (
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    req: FastifyRequest,
    verb: string,
    id: number,
    details?: Record<string, unknown>,
  ) =>
    recordAudit(tx, {
      actor: (await ctx.sessions.require(req)).address,
      action: `${e.audit}.${verb}`,
      target: `${e.audit}/${id}`,
      details,
    });

  app.get(e.path, schema({ response: { 200: z.array(e.entry) } }), () => e.list());
  app.post(e.path, schema({ body: e.body, response: { 200: e.entry } }), (req) =>
    db.transaction(async (tx) => {
      const row = found((await tx.insert(table).values(values(req.body)).returning())[0]);
      await audit(tx, req, 'add', row.id, values(req.body));
      return row;
    }),
  );
  app.put(`${e.path}/:id`, schema({ params: idParam, body: e.body, response: { 200: e.entry } }), (req) =>
    db.transaction(async (tx) => {
      const set = values(req.body);
      const row = found(
        (
          await tx
            .update(table)
            .set(set)
            .where(eq(table.id, idOf(req)))
            .returning()
        )[0],
      );
      await audit(tx, req, 'update', row.id, set);
      return row;
    }),
  );
  app.delete(`${e.path}/:id`, schema({ params: idParam, response: { 200: messageReply } }), (req) =>
    db.transaction(async (tx) => {
      const gone = await tx
        .delete(table)
        .where(eq(table.id, idOf(req)))
        .returning({ id: table.id });
      await audit(tx, req, 'delete', found(gone[0]).id);
      return { message: MSG.api.deleted };
    }),
  );
}
