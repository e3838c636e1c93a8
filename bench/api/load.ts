import type pg from 'pg';

/**
 * Bulk-loads a marketplace of realistic size with generate_series (server-side, no client round trips):
 * users, items with their holdings, and activity. Secondary indexes are dropped during the load and rebuilt
 * after it, which is several times faster than maintaining them row by row.
 */
export interface LoadSize {
  users: number;
  items: number;
  activity: number;
}

const WORDS = [
  'Red',
  'Blue',
  'Golden',
  'Silent',
  'Cosmic',
  'Neon',
  'Ancient',
  'Crystal',
  'Wild',
  'Frozen',
  'Moon',
  'Ocean',
  'Dragon',
  'Garden',
  'Portrait',
  'Dream',
  'City',
  'Forest',
  'Storm',
  'Pixel',
];

/**
 * Three trait types of independent hashed spreads (so no trait follows the sale type, which is g modulo
 * something): Background of 8 values, Eyes of 5, and Rarity (1% Legendary, 10% Rare, the rest Common).
 */
const TRAITS = `jsonb_build_object(
  'Background', (array['Blue','Red','Gold','Green','Black','White','Pink','Teal'])[1 + abs(hashint8extended(g, 1) % 8)],
  'Eyes', (array['Laser','Sleepy','Wide','Closed','Wink'])[1 + abs(hashint8extended(g, 2) % 5)],
  'Rarity', case when abs(hashint8extended(g, 3) % 100) = 0 then 'Legendary'
    when abs(hashint8extended(g, 3) % 100) <= 10 then 'Rare' else 'Common' end)`;

async function dropSecondaryIndexes(client: pg.PoolClient, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.tablename = any($1) and i.schemaname = current_schema()
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  for (const r of rows) await client.query(`drop index ${r.indexname}`);
  return rows.map((r) => r.indexdef);
}

export async function bulkLoad(
  client: pg.PoolClient,
  size: LoadSize,
  log: (s: string) => void,
): Promise<void> {
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  const defs = await dropSecondaryIndexes(client, [
    'users',
    'user_search_keys',
    'items',
    'holdings',
    'activity',
  ]);
  const user = (expr: string) => `'0x' || lpad(to_hex(${expr}), 40, '0')`;
  const t0 = Date.now();
  await client.query(`insert into users (address, name, custom_url, created_count, bought_count)
    select ${user('g')}, (${words})[1 + g % 20] || ' ' || (${words})[1 + (g / 20) % 20] || ' ' || g, 'user' || g,
      (g * 7919) % 50, (g * 104729) % 40
    from generate_series(1::bigint, ${size.users}) g`);
  log(`users: ${size.users} in ${Date.now() - t0} ms`);
  const t1 = Date.now();
  // A quarter fixed price, a tenth timed auction (half of them live), a twentieth unlimited auction.
  await client.query(`insert into items (id, contract, token_id, type, name, category_id, creator, quantity, supply,
      media_cid, sale_type, price_usd, listed_at, auction_start, auction_end, like_count, created_at, properties)
    select g, '0x5fbdb2315678afecb367f032d93f642f64180aa3', g, case when g % 3 = 0 then 1155 else 721 end,
      (${words})[1 + g % 20] || ' ' || (${words})[1 + (g / 20) % 20] || ' #' || g,
      (select min(id) from categories) + g % 5, ${user(`1 + g % ${size.users}`)}, 1, 1, 'bafybench' || g,
      case when g % 4 = 0 then 'FixedPrice' when g % 10 = 1 then 'TimedAuction' when g % 20 = 2 then 'UnLimitedAuction' end,
      case when g % 4 = 0 or g % 10 = 1 then ((g * 7919) % 100000) / 100.0 end,
      case when g % 4 = 0 or g % 10 = 1 or g % 20 = 2 then now() - (g || ' seconds')::interval end,
      case when g % 10 = 1 then now() - interval '1 day' end,
      case when g % 10 = 1 then now() + ((g % 2) * 2 - 1) * interval '3 days' end,
      g % 17, now() - (g || ' seconds')::interval, ${TRAITS}
    from generate_series(1::bigint, ${size.items}) g`);
  await client.query(`select setval(pg_get_serial_sequence('items', 'id'), ${size.items})`);
  await client.query(`insert into holdings (item_id, owner, balance, sale_type, price, currency, quantity_on_sale, listed_at)
    select id, creator, 1, sale_type, case when sale_type = 'FixedPrice' then (price_usd * 1e15)::numeric(78,0) end,
      case when sale_type is not null then 'BNB' end, case when sale_type is not null then 1 else 0 end, listed_at
    from items`);
  log(`items + holdings: ${size.items} in ${Date.now() - t1} ms`);
  const t2 = Date.now();
  const actions = `array['mint','putonsale','purchase','bid','like','follow','cancelprice','accept']`;
  await client.query(`insert into activity (action, item_id, from_address, to_address, text, created_at)
    select (${actions})[1 + g % 8], 1 + (g * 7) % ${size.items}, ${user(`1 + g % ${size.users}`)},
      ${user(`1 + (g * 13) % ${size.users}`)}, 'Activity ' || g % 8, now() - (${size.activity} - g || ' seconds')::interval
    from generate_series(1::bigint, ${size.activity}) g`);
  log(`activity: ${size.activity} in ${Date.now() - t2} ms`);
  const t3 = Date.now();
  for (const def of defs) await client.query(def);
  // Vacuum too, as autovacuum would soon after such a load: index-only scans (the search windows) need the
  // visibility map set, or they fetch every heap row anyway.
  await client.query('vacuum analyze');
  log(`indexes rebuilt, vacuumed and analyzed in ${Date.now() - t3} ms`);
}
