import type { TokenSale } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

/** How many sales a token's price history shows (the newest). */
const MAX_SALES = 500;

/**
 * A token's sales over time, oldest first: the indexer's 'purchase' and 'accept' activity rows, each with its
 * unit price in its own currency (and the USD equivalent at the configured price, for a mixed-currency chart).
 * Null when the token is unknown.
 */
export async function tokenSales(db: Db, contract: string, tokenId: string): Promise<TokenSale[] | null> {
  const [item] = await rows<{ id: number }>(
    db,
    sql`select id::float8 as id from items where contract = ${contract} and token_id = ${tokenId}::numeric`,
  );
  if (!item) return null;
  const list = await rows<{
    at: Date | string;
    action: 'purchase' | 'accept';
    price: string;
    currency: string;
    decimals: number | null;
    quantity: number | null;
    usd: string | null;
    tx_hash: string | null;
  }>(
    db,
    sql`select * from (
          select a.id, a.created_at as at, a.action, a.price::text as price, a.currency, cur.decimals,
            a.quantity::int as quantity, cur.usd_price as usd, a.tx_hash
          from activity a left join currencies cur on cur.symbol = a.currency
          where a.item_id = ${item.id} and a.action in ('purchase', 'accept') and a.price is not null
          order by a.id desc limit ${MAX_SALES}
        ) s order by s.id`,
  );
  return list.map((s) => {
    const decimals = s.decimals ?? 18;
    return {
      at: new Date(s.at).toISOString(),
      kind: s.action,
      price: s.price,
      currency: s.currency,
      decimals,
      quantity: s.quantity ?? 1,
      priceUsd: s.usd === null ? null : (Number(s.price) / 10 ** decimals) * Number(s.usd),
      txHash: s.tx_hash,
    };
  });
}
