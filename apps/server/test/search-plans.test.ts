import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows';
import { items, users } from '../src/db/schema';
import { cardList, cardQuery } from '../src/items/cards';
import { itemsNamed } from '../src/search/items';
import { likePattern } from '../src/search/matches';
import { search } from '../src/search/search';
import { usersNamed } from '../src/search/users';
import { correctedQuery } from '../src/search/words';
import { addItem, addUser } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/**
 * Every shortcut of the search (search/: the windows, the trigram fallback, the typo lookup deciding between
 * them; items/cards.ts: the owner read once when it is the creator) answers exactly what the plain statements
 * answer: `ilike` over every row in the list order, and each card's users rows joined as they are. PGlite here;
 * PostgreSQL when DATABASE_URL is set.
 */
let t: TestApp;
const WORDS = ['Red', 'Neon', 'Moon', 'City', 'Pixel', 'Dream', 'Golden', 'Frozen', 'Dragon', 'Über'];
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const BANNED = address(0xbad);
const OTHER = address(0xabc);
const USERS = 120;
const ITEMS = 160;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await addUser(db, BANNED, { name: 'Neon Banned', customUrl: 'neon-banned', banned: true });
  await addUser(db, OTHER, { name: 'Other Owner', image: 'https://img.example/o.png' });
  // Names of two words and a number, as bench:api's; few distinct counts, so ties are ordered by address.
  for (let g = 1; g <= USERS; g++)
    await addUser(db, address(g), {
      name: `${WORDS[g % 10]} ${WORDS[Math.floor(g / 10) % 10]} ${g}`,
      customUrl: g % 3 === 0 ? `user${g}` : null,
      createdCount: (g * 7) % 5,
      verified: g % 4 === 0,
    });
  // Near misses of the phrase index (the same key as `neon city`, not the phrase) beside a match in capitals.
  const near = ['Neon  City twin', 'neon-city dash', 'NEON CITY caps', 'Neoncity one'];
  for (const [k, name] of near.entries()) {
    await addUser(db, address(0x500 + k), { name, customUrl: k === 1 ? 'neon-city' : null, createdCount: k });
    await addItem(db, { creator: address(0x500 + k), name });
  }
  for (let g = 1; g <= ITEMS; g++) {
    const creator = g % 31 === 7 ? BANNED : address(1 + (g % USERS));
    const { id } = await addItem(db, {
      creator,
      // Some held by another owner, some by an owner without a users row.
      owner: g % 5 === 1 ? OTHER : g % 11 === 2 ? address(0xfeed) : creator,
      name: `${WORDS[(g * 3) % 10]} ${WORDS[Math.floor(g / 7) % 10]} #${g}`,
      saleType: g % 2 === 0 ? 'FixedPrice' : null,
      priceUsd: g % 2 === 0 ? g : null,
    });
    if (g % 17 === 3) await db.update(items).set({ hidden: true }).where(sql`${items.id} = ${id}`);
    if (g % 19 === 4) await db.update(items).set({ supply: 0 }).where(sql`${items.id} = ${id}`);
  }
});
afterAll(() => t.close());

const plainItems = async (q: string, limit: number) =>
  (
    await rows<{ id: number }>(
      t.database.db,
      sql`select id::float8 as id from items where name ilike ${likePattern(q)} and supply > 0 and not hidden
        and creator not in (select address from users where banned) order by id desc limit ${limit}`,
    )
  ).map((r) => Number(r.id));

const plainUsers = async (q: string, limit: number) => {
  const prefix = /^0x[0-9a-f]{0,40}$/i.test(q) ? q.toLowerCase() : null;
  const byAddress: SQL = prefix ? sql`address like ${`${prefix}%`}` : sql`false`;
  return (
    await rows<{ address: string }>(
      t.database.db,
      sql`select address from users where (name ilike ${likePattern(q)} or custom_url ilike ${likePattern(q)}
        or ${byAddress}) and not banned order by created_count desc nulls last, address limit ${limit}`,
    )
  ).map((r) => r.address);
};

// Common words, rare phrases and their near misses, mid-word parts, typos, custom URLs, address prefixes, nothing.
const QUERIES = [
  'moon',
  'neon city',
  'pixel dream',
  'ON CI',
  'neon-city',
  'n  city',
  'city n',
  'een',
  'dragn',
  'fozen',
  'golden drem',
  'user4',
  'user42',
  'über',
  'über red',
  'n über',
  '0x00000000000000000000000000000000000000',
  'nothing like it',
  're',
];

describe('search plans', () => {
  it('find what the plain statements find, through the window and through the index', async () => {
    const db = t.database.db;
    let found = 0;
    for (const q of QUERIES)
      for (const limit of [1, 6, 20]) {
        const at = `${q}, limit ${limit}`;
        const [ids, people] = [await plainItems(q, limit), await plainUsers(q, limit)];
        if (ids.length === limit && people.length === limit) found++;
        expect(await itemsNamed(db, q, limit), at).toEqual(ids);
        expect(await itemsNamed(db, q, limit, true), at).toEqual(ids);
        const named = async (rare: boolean) => (await usersNamed(db, q, limit, rare)).map((u) => u.address);
        expect(await named(false), at).toEqual(people);
        expect(await named(true), at).toEqual(people);
      }
    // Most queries fill the list (the window answers them), not only the few that reach the index.
    expect(found).toBeGreaterThan(15);
  });

  it('answer the route with the plain matches, then those of the corrected query', async () => {
    for (const q of QUERIES) {
      const limit = 6;
      const { corrected } = q.length >= 3 ? await correctedQuery(t.database.db, q) : { corrected: null };
      const fill = async <T>(first: T[], more: (q: string) => Promise<T[]>) =>
        first.length < limit && corrected
          ? [...new Set([...first, ...(await more(corrected))])].slice(0, limit)
          : first;
      const ids = await fill(await plainItems(q, limit), (c) => plainItems(c, limit));
      const people = await fill(await plainUsers(q, limit), (c) => plainUsers(c, limit));
      const page = (
        await t.app.inject(`/api/v1/search?q=${encodeURIComponent(q)}&limit=${limit}`)
      ).json() as { items: { tokenId: string }[]; users: { address: string }[] };
      const tokens = new Map(
        (
          await rows<{ id: number; token_id: string }>(
            t.database.db,
            sql`select id::float8 as id, token_id::text from items where id = any(${sql.param(ids)}::bigint[])`,
          )
        ).map((r) => [Number(r.id), r.token_id]),
      );
      expect(
        page.items.map((c) => c.tokenId),
        q,
      ).toEqual(ids.map((id) => tokens.get(id)));
      expect(
        page.users.map((u) => u.address),
        q,
      ).toEqual(people);
    }
  });
});

describe('search in one statement', () => {
  it('answers what the separate statements answer: windows, trigram index, corrected query, cards', async () => {
    const db = t.database.db;
    // Listing times with microseconds: the statement's cards arrive as JSON, the card statement's as rows.
    await db.execute(sql`update holdings set starts_at = now() - interval '1 hour', ends_at = now() + interval '1 day'
      where item_id % 3 = 0`);
    for (const q of QUERIES)
      for (const limit of [1, 6, 20]) {
        const at = `${q}, limit ${limit}`;
        // The separate statements as the search ran them before (one per part, each its own round trip).
        const { corrected } = await correctedQuery(db, q);
        const fill = async <T>(first: T[], more: (q: string) => Promise<T[]>, key: (t: T) => unknown) => {
          if (first.length >= limit || !corrected) return first;
          const seen = new Set(first.map(key));
          return [...first, ...(await more(corrected)).filter((x) => !seen.has(key(x)))].slice(0, limit);
        };
        const ids = await fill(
          await itemsNamed(db, q, limit),
          (c) => itemsNamed(db, c, limit),
          (x) => x,
        );
        const people = await fill(
          await usersNamed(db, q, limit),
          (c) => usersNamed(db, c, limit),
          (u) => u.address,
        );
        const found = await search(db, q, limit);
        expect(found.cards, at).toEqual(await cardList(db, ids));
        expect(found.users, at).toEqual(people);
      }
  });
});

describe('search cards', () => {
  it('show each card its creator and owner as their users rows', async () => {
    const db = t.database.db;
    const ids = await plainItems('', ITEMS);
    expect(ids.length).toBeGreaterThan(100);
    const { items: cards } = await cardList(db, ids);
    const people = new Map((await db.select().from(users)).map((u) => [u.address, u]));
    const held = new Map(
      (
        await rows<{ id: number; owner: string; creator: string }>(
          db,
          sql`select i.id::float8 as id, h.owner, i.creator from items i join holdings h on h.item_id = i.id`,
        )
      ).map((r) => [Number(r.id), r]),
    );
    // The users row as a summary (address alone without one); the creator's with its badge.
    const plain = (a: string) => {
      const u = people.get(a);
      return { address: a, name: u?.name ?? null, customUrl: u?.customUrl ?? null, image: u?.image ?? null };
    };
    ids.forEach((id, k) => {
      const { owner, creator } = held.get(id) ?? { owner: '', creator: '' };
      expect(cards[k]?.owner, `item ${id}`).toEqual(plain(owner));
      expect(cards[k]?.creator, `item ${id}`).toEqual({
        ...plain(creator),
        verified: people.get(creator)?.verified ?? false,
      });
    });
    // Held by their creators, by another user, by an owner without a users row: every case is there.
    // A short list (padded to the planned length with its last id) gives the same cards, each once.
    expect((await cardList(db, ids.slice(0, 3))).items).toEqual(cards.slice(0, 3));
    expect((await cardList(db, [ids[5] as number, ids[2] as number])).items).toEqual([cards[5], cards[2]]);
    const owners = ids.map((id) => held.get(id)?.owner as string);
    expect(
      new Set(
        owners.map((o, k) =>
          o === held.get(ids[k] as number)?.creator ? 'creator' : people.has(o) ? 'user' : 'none',
        ),
      ).size,
    ).toBe(3);
  });
});

describe('search cards from their indexes', () => {
  it('read the shown holding and the users rows from holdings_card and users_card alone, as the heap has them', async () => {
    const db = t.database.db;
    const ids = await plainItems('', ITEMS);
    const fromHeap = await cardList(db, ids);
    // Every page visible (as autovacuum leaves them), and probes one row at a time: the planner then takes the
    // index-only scans over the primary keys' index scans and heap pages, as on bench:api's data.
    await db.execute(sql`vacuum analyze holdings, users`);
    // A snapshot of another test file on the same PostgreSQL can keep vacuum from marking pages all-visible;
    // the planner then rightly prefers the primary key (PGlite, one session, always gets here). Read before the
    // plan: autovacuum may mark them meanwhile, which the plan would not have seen.
    const visible = await rows<{ relname: string }>(
      db,
      sql`select relname from pg_class where relname in ('holdings', 'users') and relallvisible >= relpages`,
    );
    const { plan, cards } = await db.transaction(async (tx) => {
      for (const off of ['seqscan', 'bitmapscan', 'hashjoin', 'mergejoin'])
        await tx.execute(sql.raw(`set local enable_${off} = off`));
      const source = { from: sql`items i`, where: sql`i.id = any(${sql.param(ids)}::bigint[])` };
      const lines = await rows<{ 'QUERY PLAN': string }>(tx, sql`explain ${cardQuery(source)}`);
      return { plan: lines.map((l) => l['QUERY PLAN']).join('\n'), cards: await cardList(tx, ids) };
    });
    if (t.database.kind === 'pglite') expect(visible).toHaveLength(2);
    for (const { relname } of visible)
      expect(plan).toContain(`Index Only Scan using ${relname === 'users' ? 'users_card' : 'holdings_card'}`);
    expect(cards).toEqual(fromHeap);
  });
});

describe('search past the window', () => {
  it('ranks a phrase found below the window among its first matches, and words as the plain statement', async () => {
    const db = t.database.db;
    // 1,100 prolific users first (past the 1,000-row phrase window), then 80 holders of a phrase below them.
    await db.execute(sql`insert into users (address, name, created_count)
      select '0x' || lpad(to_hex(100000 + g), 40, '0'), 'Prolific Quark ' || g, 50 from generate_series(1, 1100) g`);
    await db.execute(sql`insert into users (address, name, created_count)
      select '0x' || lpad(to_hex(200000 + g), 40, '0'), 'Zeta Quark ' || g, g % 3 from generate_series(1, 80) g`);
    const found = (await usersNamed(db, 'zeta quark', 6)).map((u) => u.address);
    const all = await plainUsers('zeta quark', 80);
    expect(all).toHaveLength(80);
    // Past the cap the order holds among the first matches found: six matches, in the list order.
    expect(found).toHaveLength(6);
    expect(found.every((a) => all.includes(a))).toBe(true);
    expect([...found].sort((a, b) => all.indexOf(a) - all.indexOf(b))).toEqual(found);
    // Words: the window (the 1,100 share `quark`) answers exactly what the plain statement answers.
    for (const q of ['quark', 'zeta', 'QUARK 10'])
      expect(
        (await usersNamed(db, q, 6)).map((u) => u.address),
        q,
      ).toEqual(await plainUsers(q, 6));
  });
});
