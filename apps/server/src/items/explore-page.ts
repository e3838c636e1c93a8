import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';
import { rows } from '../db/rows';
import { type CardList, type CardOptions, type CardRow, cardList, cardQuery, toCard } from './cards';
import {
  cursorAfter,
  type ExploreList,
  type ExploreOptions,
  type ExploreQuery,
  exploreList,
} from './explore';

interface PageRow extends CardRow {
  k: unknown;
  /** The rows the list found: one more than the page when there is a next page. */
  n: number;
}

export interface ExplorePage extends CardList {
  hasMore: boolean;
  nextCursor: string | null;
}

/**
 * One explore page as cards. A prepared list (exploreList: the first pages without traits, the hot path) and its
 * cards go in one statement, the list numbered in its order and joined to the card statement (cardQuery):
 * each database round trip costs the server about 0.2 ms of CPU here (a socket write and read, and the
 * reply's parsing), as much as the card statement runs. Any other list is planned for its values, and
 * planning the card joins with it took 5 ms: it runs alone and its ids go to the prepared cardsFor.
 */
export async function explorePage(
  db: Db,
  q: ExploreQuery,
  options: ExploreOptions & CardOptions = {},
): Promise<ExplorePage> {
  const l = await exploreList(db, q, options);
  if (!l) return { items: [], ids: [], hasMore: false, nextCursor: null };
  if (!l.prepared) return pageOfIds(db, l, options);
  // `row_number() over ()` numbers the rows as the list delivers them, in its order (an empty window
  // neither sorts nor groups); `count(*) over ()` tells a next page from the extra row.
  const query = cardQuery(
    {
      from: sql`(select s.id, s.k, row_number() over () as ord, count(*) over () as n from (${l.select}) s) p
        join items i on i.id = p.id`,
      where: sql`p.ord <= ${sql.raw(String(l.limit))}`,
      columns: sql`, p.k, p.n::int as n`,
      order: sql` order by p.ord`,
    },
    options,
  );
  const list = await preparedRows<PageRow>(db, query);
  const last = list[list.length - 1];
  const hasMore = (last?.n ?? 0) > l.limit;
  return {
    items: list.map((r) => toCard(r, Boolean(options.viewer))),
    ids: list.map((r) => Number(r.id)),
    hasMore,
    nextCursor: hasMore && last ? cursorAfter({ id: last.id, k: last.k }) : null,
  };
}

async function pageOfIds(db: Db, l: ExploreList, options: CardOptions): Promise<ExplorePage> {
  const list = await rows<{ id: string | number; k: unknown }>(db, l.select);
  const hasMore = list.length > l.limit;
  const page = list.slice(0, l.limit);
  const last = page[page.length - 1];
  return {
    ...(await cardList(
      db,
      page.map((r) => Number(r.id)),
      options,
    )),
    hasMore,
    nextCursor: hasMore && last ? cursorAfter(last) : null,
  };
}
