import type { TokenCard } from '@agora/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { SessionStore } from '../auth/session';
import type { Db } from '../db/client';
import type { PageCache } from './page-cache';
import { viewerFacts, withViewerFacts } from './viewer-facts';

/** A list page as everyone sees it: its JSON, its value, and the item ids of its cards (in order). */
export interface SharedPage {
  json: string;
  page: { items: TokenCard[] };
  ids: number[];
}

/** What a shared page's load returns: the page without any viewer's facts, and its cards' item ids. */
export interface PageLoad<T> {
  page: T;
  ids: number[];
}

/**
 * Answers a list of cards from the page cache (keyed by URL) for everyone. A visitor gets the cached JSON as it
 * is; a signed-in reader gets the same page with their own facts (liked, own open bid) laid over its cards by
 * one keyed lookup (viewer-facts.ts), looked up while the session is. So the list's own work runs once per URL
 * and second, not once per reader. `load` must not depend on who asks: it runs for whichever request misses.
 * The cached body is encoded by the route's own zod serializer, so both paths send identical JSON.
 */
export function sharedPages<S extends z.ZodType>(
  ctx: { db: Db; pages: PageCache<SharedPage>; sessions: SessionStore },
  schema: S,
) {
  const encode = serializerCompiler({ schema, method: 'GET', url: '' });
  // The reply is returned: an async handler that resolved with nothing while an async onSend hook (compression)
  // was still at work made Fastify end the answer empty.
  return async (
    req: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<PageLoad<z.input<S>>>,
  ): Promise<FastifyReply> => {
    const [shared, me] = await Promise.all([
      ctx.pages.get(req.url, async () => {
        const { page, ids } = await load();
        return { json: encode(page), page: page as SharedPage['page'], ids };
      }),
      req.cookies[ctx.sessions.cookieName(req)] ? ctx.sessions.current(req) : null,
    ]);
    // A string with a JSON content type is sent as it is (Fastify skips the route serializer).
    if (!me) return reply.type('application/json; charset=utf-8').send(shared.json);
    const facts = await viewerFacts(ctx.db, me.address, shared.ids);
    return reply.send({ ...shared.page, items: withViewerFacts(shared.page.items, shared.ids, facts) });
  };
}
