import type { TokenCard } from '@agora/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { SessionStore } from '../auth/session';
import type { ViewerFactsCache } from './facts-cache';
import type { PageCache } from './page-cache';
import { NO_FACTS, type ViewerFacts, withViewerFacts } from './viewer-facts';

/** A list page as everyone sees it: its JSON, its value, and the item ids of its cards (in order). */
export interface SharedPage {
  json: string;
  page: { items: TokenCard[] };
  ids: number[];
  /** The page's JSON cut around its cards' viewer fields (viewerTemplate), made for its first signed-in reader. */
  template?: string[] | null;
}

/** What a shared page's load returns: the page without any viewer's facts, and its cards' item ids. */
export interface PageLoad<T> {
  page: T;
  ids: number[];
}

const LIKED = '"liked":false';
const MY_BID = '"myBid":null';

/**
 * The page's JSON with every card's viewer fields at their defaults (`"liked":false`, `"myBid":null`), cut
 * around them: pieces[0], the first card's liked, pieces[1], its myBid, pieces[2], … . A reader's answer is the
 * pieces joined with the reader's own values (spliceFacts), the same bytes the route's serializer makes of the
 * page with those facts, for a string join instead of an encode (zod's encode of ten cards cost more than the
 * rest of a cached answer). Inside a JSON string every `"` is escaped, so these texts can only be keys; null
 * (then the reader's page is encoded whole) unless each card has exactly one of each, liked first.
 */
export function viewerTemplate(encode: (page: unknown) => string, shared: SharedPage): string[] | null {
  const json = encode({ ...shared.page, items: shared.page.items.map((c) => ({ ...c, ...NO_FACTS })) });
  const pieces: string[] = [];
  let from = 0;
  let k = 0;
  for (const m of json.matchAll(/"liked":false|"myBid":null/g)) {
    if (m[0] !== (k % 2 ? MY_BID : LIKED)) return null;
    pieces.push(json.slice(from, m.index));
    from = m.index + m[0].length;
    k++;
  }
  if (k !== 2 * shared.ids.length) return null;
  pieces.push(json.slice(from));
  return pieces;
}

/** A reader's page: the template's pieces joined with the reader's facts of each card (by the page's ids). */
export function spliceFacts(pieces: string[], ids: number[], facts: Map<number, ViewerFacts>): string {
  let out = pieces[0] as string;
  ids.forEach((id, k) => {
    const f = facts.get(id);
    const myBid = f?.myBid ? JSON.stringify({ status: f.myBid.status }) : 'null';
    out += `"liked":${f?.liked === true}${pieces[2 * k + 1]}"myBid":${myBid}${pieces[2 * k + 2]}`;
  });
  return out;
}

/**
 * Answers a list of cards from the page cache (keyed by URL) for everyone. A visitor gets the cached JSON as it
 * is; a signed-in reader gets the same page with their own facts (liked, own open bid) spliced into its cards'
 * JSON, kept per reader and item in process and dropped by the reader's own writes (facts-cache.ts), else read
 * by one keyed lookup that concurrent readers share (viewer-facts.ts), after the reader's session
 * (SessionStore.viewer: a short in-process memo). So the list's own work runs once per URL and second, not once
 * per reader, and a reader's repeated request does no database work. `load` must not depend on who asks: it
 * runs for whichever request misses. The cached body is encoded by the route's own zod serializer, so every
 * path sends the JSON the route would.
 */
export function sharedPages<S extends z.ZodType>(
  ctx: { pages: PageCache<SharedPage>; sessions: SessionStore; facts: ViewerFactsCache },
  schema: S,
) {
  const encode = serializerCompiler({ schema, method: 'GET', url: '' }) as (page: unknown) => string;
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
      req.cookies[ctx.sessions.cookieName(req)] ? ctx.sessions.viewer(req) : null,
    ]);
    // A string with a JSON content type is sent as it is (Fastify skips the route serializer).
    const json = reply.type('application/json; charset=utf-8');
    if (!me) return json.send(shared.json);
    const mine = await ctx.facts.of(me.address, shared.ids);
    if (shared.template === undefined) shared.template = viewerTemplate(encode, shared);
    if (shared.template) return json.send(spliceFacts(shared.template, shared.ids, mine));
    return reply.send({ ...shared.page, items: withViewerFacts(shared.page.items, shared.ids, mine) });
  };
}
