import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows';
import { likePattern } from '../src/search/matches';
import { search } from '../src/search/search';
import { keyedUsers, usersNamed } from '../src/search/users';
import { keyedBy } from '../src/search/values';
import { addUser } from './fixtures';
import { openTestDatabase } from './helpers';

/**
 * The users of a word or phrase through user_search_keys (migration 0036, search/users.ts keyedUsers) are the
 * plain statement's: `ilike` over every users row in the list order. Bench-like data (bench/api/load.ts: two of
 * twenty words and a number, a custom URL `user<n>`, few distinct counts so ties go by address), then the rows
 * kept by the triggers through inserts, upserts, renames, the indexer's counter updates and deletes. PGlite
 * here; PostgreSQL when DATABASE_URL is set.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const USERS = 3000;
const WORDS = ['Neon', 'Ancient', 'Crystal', 'Wild', 'Frozen', 'Moon', 'Ocean', 'Dragon', 'Garden', 'Golden'];
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

beforeAll(async () => {
  database = await openTestDatabase();
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  await database.db.execute(
    sql.raw(`insert into users (address, name, custom_url, created_count, banned)
      select '0x' || lpad(to_hex(g), 40, '0'), (${words})[1 + g % 10] || ' ' || (${words})[1 + (g / 10) % 10] || ' ' || g,
        case when g % 3 = 0 then 'user' || g end, (g * 7919) % 50, g % 97 = 0
      from generate_series(1, ${USERS}) g`),
  );
  // Words inside words, other scripts, punctuation, capitals, a name without letters, no name at all.
  const odd = ['Honeymoon Bay', 'MOONSHOT', 'Über Moon', 'crème brûlée', 'moon-moon_moon', '#4242', null];
  for (const [k, name] of odd.entries())
    await addUser(database.db, address(0x10000 + k), {
      name,
      customUrl: k === 2 ? 'uber_moon' : null,
      createdCount: 49,
    });
}, 60_000);
afterAll(() => database.drop());

const plainUsers = async (q: string, limit: number) =>
  (
    await rows<{ address: string }>(
      database.db,
      sql`select address from users where (name ilike ${likePattern(q)} or custom_url ilike ${likePattern(q)})
        and not banned order by created_count desc nulls last, address limit ${limit}`,
    )
  ).map((r) => r.address);

/** keyedUsers alone, without the trigram fallback that follows a short window. */
const keyed = async (q: string, limit: number) => {
  const by = keyedBy(q);
  if (!by) throw new Error(`not keyed: ${q}`);
  const query = { text: sql`${q}::text`, pattern: sql`lower(${likePattern(q)})`, by, urls: !/\s/.test(q) };
  return (await rows<{ u_address: string }>(database.db, keyedUsers(query, limit))).map((r) => r.u_address);
};

/** Rows the triggers kept that a fresh split of today's users rows would not make, and the other way round. */
const drift = () =>
  rows<{ n: number }>(
    database.db,
    sql`with fresh as (select k.key, u.created_count, u.address, k.word from users u
          cross join lateral user_search_keys_of(u.name, u.custom_url) k),
        kept as (select key, created_count, address, word from user_search_keys)
      select ((select count(*) from (select * from kept except all select * from fresh) a)
        + (select count(*) from (select * from fresh except all select * from kept) b))::int as n`,
  );

// Words: common ones and their parts (first, middle, last trigram), custom URLs, a word inside a word,
// capitals, digits, a word in no name. Gaps: phrases and their near misses (two spaces, punctuation, which a
// custom URL may hold), a phrase across a number, single letters either side, a phrase in no name.
const WORD_QUERIES = [
  'moon',
  'oon',
  'golden',
  'crystal',
  'user42',
  'user4',
  'user',
  'honey',
  'ymoo',
  'MOON',
  '424',
  'zzzq',
];
const GAP_QUERIES = [
  'neon moon',
  'Moon Ocean',
  'moon  ocean',
  'moon-moon',
  'uber_moon',
  'golden dragon 1',
  'n m',
  'on o',
  'moon bay',
  'zz qq',
];
const QUERIES = [...WORD_QUERIES, ...GAP_QUERIES];

describe('users through their keys', () => {
  it('are the plain statement’s users, in its order', async () => {
    let full = 0;
    for (const q of QUERIES) {
      expect(keyedBy(q), q).toBe(WORD_QUERIES.includes(q) ? 'word' : 'gap');
      for (const limit of [1, 6, 20]) {
        const plain = await plainUsers(q, limit);
        if (plain.length === limit) full++;
        expect(await keyed(q, limit), `${q}, limit ${limit}`).toEqual(plain);
        expect(
          (await usersNamed(database.db, q, limit)).map((u) => u.address),
          `${q}, limit ${limit}`,
        ).toEqual(plain);
      }
    }
    expect(full).toBeGreaterThan(25);
  });

  it('are not used for other queries', () => {
    for (const q of ['mo', 'über', 'über moon', '0x0000', '0xabc', 'moon-', ' moon', '#1'])
      expect(keyedBy(q), q).toBe(null);
  });

  it('read the keys index alone, a few rows for a common word or phrase', async () => {
    const db = database.db;
    await db.execute(sql`vacuum analyze user_search_keys`);
    // A snapshot of another test file on the same PostgreSQL can keep vacuum from marking the pages all-visible
    // (test/search-plans.test.ts): the planner then rightly prices the index-only scan as heap fetches and may
    // sort the key's rows instead. PGlite, one session, always gets the visible pages.
    const [{ visible } = { visible: false }] = await rows<{ visible: boolean }>(
      db,
      sql`select relallvisible >= relpages as visible from pg_class where relname = 'user_search_keys'`,
    );
    if (database.kind === 'pglite') expect(visible).toBe(true);
    if (!visible) return;
    for (const q of ['moon', 'moon ocean']) {
      const by = keyedBy(q) as 'word' | 'gap';
      const query = {
        text: sql`${q}::text`,
        pattern: sql`lower(${likePattern(q)})`,
        by,
        urls: by === 'word',
      };
      const [plan] = await rows<{ 'QUERY PLAN': { Plan: unknown }[] }>(
        db,
        sql`explain (analyze, format json) ${keyedUsers(query, 6)}`,
      );
      const nodes: { 'Node Type': string; 'Index Name'?: string; 'Actual Rows': number }[] = [];
      const walk = (n: Record<string, unknown>) => {
        nodes.push(n as (typeof nodes)[number]);
        for (const child of (n.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
      };
      walk(plan?.['QUERY PLAN'][0]?.Plan as Record<string, unknown>);
      const scan = nodes.find((n) => n['Index Name'] === 'user_search_keys_order');
      expect(scan?.['Node Type'], q).toBe('Index Only Scan');
      // A tenth of the names hold `moon`, a hundredth `moon ocean`: the first matches, not the window's 5,000 rows.
      expect(scan?.['Actual Rows'], q).toBeLessThan(by === 'word' ? 20 : 200);
      expect(nodes.some((n) => n['Node Type'] === 'Sort' && n['Actual Rows'] > 6)).toBe(false);
    }
  });

  it('follow inserts, upserts, renames, counter updates and deletes', async () => {
    const db = database.db;
    expect(await drift()).toEqual([{ n: 0 }]);
    // The indexer's counters: many users at once, some to the same count (no change).
    await db.execute(sql`update users set created_count = created_count + (case when created_count % 4 = 0 then 0 else 60 end)
      where address in (select address from users order by address limit 700)`);
    // Renames, a custom URL set and one cleared, an upsert of a new and an existing user.
    await db.execute(sql`update users set name = 'Moonlit ' || created_count where created_count % 7 = 1`);
    await db.execute(
      sql`update users set custom_url = 'moonbase' || right(address, 6) where created_count % 11 = 2`,
    );
    await db.execute(sql`update users set custom_url = null where custom_url = 'user42'`);
    await addUser(db, address(0x20000), { name: 'Fresh Moon', createdCount: 200 });
    await addUser(db, address(5), { name: 'Renamed Moon', createdCount: 300 });
    await db.execute(sql`update users set banned = true where address = ${address(6)}`);
    await db.execute(sql`delete from users where address in (${address(7)}, ${address(0x10001)})`);
    expect(await drift()).toEqual([{ n: 0 }]);
    for (const q of QUERIES)
      for (const limit of [6, 20])
        expect(await keyed(q, limit), `${q}, limit ${limit}`).toEqual(await plainUsers(q, limit));
    expect((await keyed('moon', 2))[0]).toBe(address(5));
  });

  it('answer the dropdown as before, a corrected word included', async () => {
    for (const q of ['moon', 'dragn', 'golde', 'user42', 'zzzq']) {
      const found = await search(database.db, q, 6);
      const plain = await plainUsers(q, 6);
      // A short list is filled from the corrected word's users (search.ts); the plain ones come first.
      expect(found.users.map((u) => u.address).slice(0, plain.length), q).toEqual(plain);
    }
    const dragon = (await search(database.db, 'dragn', 6)).users.map((u) => u.address);
    expect(dragon).toEqual(await plainUsers('dragon', 6));
  });
});
