import { agoraMarketplaceAbi, devAccount, orderFromJson, tokenProof, wbnbAbi } from '@agora/chain';
import type { Collection, TokenCard, TokenDetail } from '@agora/core';
import { isNotNull } from 'drizzle-orm';
import { formatEther, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, bids, collections, follows, items, likes, notifications, users } from '../src/db/schema';
import { seedDemoContent } from '../src/seed/demo';
import { seedDemoMarket } from '../src/seed/market';
import { DEMO_ACCOUNTS, DEMO_COLLECTIONS, demoAddress } from '../src/seed/market/plan';
import { signIn } from './auth-helpers';
import { startChain, type TestChain } from './chain';
import { addUser } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let chain: TestChain;
let t: TestApp;
// Eight items cover both editions, both currencies and two sales (plan indices 0 and 7) in a few seconds;
// the timed auction and the open offers come on top.
const COUNT = 8;
const AUCTIONS = 2;

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  await seedDemoContent(t.database.db);
  // Account 7 edited its profile before the seed ran: the seed must leave it as it is.
  await addUser(t.database.db, devAccount(7).address, { name: 'Chiara Real' });
}, 180_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

const seed = () =>
  seedDemoMarket({
    config: t.config,
    db: t.database.db,
    lifecycle: t.lifecycle as NonNullable<TestApp['lifecycle']>,
    log: () => undefined,
    count: COUNT,
  });

describe('demo market', () => {
  it('mints on chain, lists by signed orders, sells on chain, and the indexer brings it all to the API', async () => {
    expect(await seed()).toBe(true);
    const rows = await t.database.db.select({ contract: items.contract, tokenId: items.tokenId }).from(items);
    expect(rows).toHaveLength(COUNT + AUCTIONS);
    const pages: TokenDetail[] = [];
    for (const r of rows) {
      const res = await t.app.inject({ url: `/api/v1/items/${r.contract}/${r.tokenId}` });
      expect(res.statusCode).toBe(200);
      pages.push(res.json());
    }
    expect(new Set(pages.map((p) => p.token.type))).toEqual(new Set([721, 1155]));
    expect(pages.every((p) => p.token.category && p.token.preview && p.token.metadataCid)).toBe(true);
    expect(new Set(pages.map((p) => p.token.category)).size).toBeGreaterThan(3);
    const sales = pages.flatMap((p) => p.owners.flatMap((o) => (o.sale ? [o.sale] : [])));
    expect(sales.length).toBeGreaterThanOrEqual(5);
    expect(new Set(sales.map((s) => s.currency))).toEqual(new Set(['BNB', 'VSW', 'WBNB']));
    const sold = pages.filter((p) => p.history.some((h) => h.action === 'purchase'));
    expect(sold.length).toBe(2);
    // A multiple edition sold one copy: the buyer holds it beside the seller's remaining listed copies.
    expect(pages.some((p) => p.token.type === 1155 && p.owners.length === 2)).toBe(true);

    // A running timed auction in WBNB with three rising bids from three other accounts.
    const timed = pages.find((p) => p.owners[0]?.sale?.saleType === 'TimedAuction') as TokenDetail;
    const timedSale = timed.owners[0]?.sale;
    expect(timedSale).toMatchObject({ currency: 'WBNB', minimumBid: parseEther('0.1').toString() });
    const now = Number((await chain.public.getBlock()).timestamp) * 1000;
    const endsAt = Date.parse(timedSale?.endsAt ?? '');
    expect(Date.parse(timedSale?.startsAt ?? '')).toBeLessThanOrEqual(now);
    expect(endsAt - now).toBeGreaterThan(2.9 * 86_400_000);
    expect(endsAt - now).toBeLessThanOrEqual(3 * 86_400_000);
    expect(timed.bids.map((b) => formatEther(BigInt(b.amount)))).toEqual(['0.15', '0.12', '0.1']);
    expect(timed.bids.every((b) => b.status === 'pending' && b.currency === 'WBNB')).toBe(true);
    const bidders = timed.bids.map((b) => b.bidder.address);
    expect(new Set(bidders).size).toBe(3);
    expect(bidders).not.toContain(timed.owners[0]?.user.address);
    // The bidders really hold and approved the WBNB they bid (wrapped on chain by the seed).
    for (const b of timed.bids) {
      const [balance, allowance] = await Promise.all(
        (['balanceOf', 'allowance'] as const).map((functionName) =>
          chain.public.readContract({
            address: chain.deployment.wbnb,
            abi: wbnbAbi,
            functionName,
            args: (functionName === 'balanceOf'
              ? [b.bidder.address]
              : [b.bidder.address, chain.deployment.marketplace]) as never,
          }),
        ),
      );
      expect(balance).toBeGreaterThanOrEqual(BigInt(b.amount));
      expect(allowance).toBeGreaterThanOrEqual(BigInt(b.amount));
    }

    // Open offers in VSW: two offers, no window.
    const open = pages.find((p) => p.owners[0]?.sale?.saleType === 'UnLimitedAuction') as TokenDetail;
    expect(open.owners[0]?.sale).toMatchObject({ currency: 'VSW', startsAt: null, endsAt: null });
    expect(open.bids.map((b) => formatEther(BigInt(b.amount)))).toEqual(['450', '300']);
    // Every bid shows in the activity feed, as a posted one would.
    const feed = (await t.app.inject({ url: '/api/v1/activity?filter=Bid&limit=9' })).json();
    expect(feed.items).toHaveLength(5);

    // Listings are signed orders: the listed rows carry the order and its signature, which buy takes as is.
    const fixed = sales.filter((s) => s.saleType === 'FixedPrice');
    expect(fixed.length).toBeGreaterThanOrEqual(4);
    for (const sale of fixed) {
      expect(sale.order).toMatchObject({ saleType: '0', unitPrice: sale.price });
      expect(sale.signature).toMatch(/^0x[0-9a-f]{130}$/);
      const remaining = await chain.public.readContract({
        address: chain.deployment.marketplace,
        abi: agoraMarketplaceAbi,
        functionName: 'remaining',
        args: [orderFromJson(sale.order as NonNullable<typeof sale.order>)],
      });
      expect(remaining).toBe(BigInt(sale.quantity));
    }

    // Dev Quartz's collection offer on a single-edition collection: on the pages of its tokens (with their
    // proof), not on other 721s of the shared contract nor on the 1155s.
    const erc721 = chain.deployment.erc721.toLowerCase();
    const [listed] = (await t.app.inject(`/api/v1/collections/${erc721}/offers`)).json().offers;
    const covered: string[] = (
      await t.app.inject(`/api/v1/collections/${erc721}/offer-tokens?collectionId=${listed.collectionId}`)
    ).json().tokenIds;
    expect(covered.length).toBeGreaterThan(0);
    const offers = pages.map((p) => p.collectionOffers.map((o) => formatEther(BigInt(o.amount))));
    for (const [i, p] of pages.entries()) {
      const inCollection = p.token.contract === erc721 && covered.includes(p.token.tokenId);
      expect(offers[i]).toEqual(inCollection ? ['120'] : []);
    }
    expect(pages.some((p) => p.token.type === 721 && !covered.includes(p.token.tokenId))).toBe(true);
    const offered = pages.find((p) => p.collectionOffers.length) as TokenDetail;
    const [offer] = offered.collectionOffers;
    expect(offer?.proof).toEqual(tokenProof(covered.map(BigInt), BigInt(offered.token.tokenId)));
    expect(offer).toMatchObject({
      bidder: { address: demoAddress(8) },
      quantity: 3,
      pending: 3,
      currency: 'VSW',
    });
  }, 180_000);

  it('creates 2–3 collections per demo creator with items in them, and top collections shows those sold from', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await t.app.inject(`/api/v1/users/${demoAddress(account)}/collections`);
      const own: Collection[] = res.json();
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(new Set(own.map((c) => c.type))).toEqual(new Set(['SINGLE', 'MULTIPLE']));
      expect(own.every((c) => c.category)).toBe(true);
    }
    const ava = demoAddress(5);
    const page = await t.app.inject(`/api/v1/collections/${ava}/luminousfields/tokens`);
    expect(page.statusCode).toBe(200);
    const cards: TokenCard[] = page.json().items;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.creator.address === ava && c.type === 721)).toBe(true);
    const filled = await t.database.db.$count(items, isNotNull(items.collectionId));
    expect(filled).toBeGreaterThan((COUNT + AUCTIONS) / 2);
    // The two sales of the plan (indices 0 and 7) are of items in collections.
    const top: Collection[] = (await t.app.inject('/api/v1/collections/top?days=7')).json();
    expect(top.map((c) => c.name).sort()).toEqual(['Luminous Fields', 'Mineral Runs']);
  });

  it('gives the demo accounts profiles with avatars and covers, sparing one its owner already edited', async () => {
    const ava = (await t.app.inject({ url: '/api/v1/users/by-url/avalumen' })).json();
    expect(ava).toMatchObject({ address: devAccount(5).address.toLowerCase(), name: 'Ava Lumen' });
    expect(ava.bio).toMatch(/Generative painter/);
    expect(ava.socials.twitter).toEqual({ url: 'https://twitter.com/avalumen', enabled: true });
    expect(ava.counts.created).toBeGreaterThan(0);
    for (const url of [ava.image, ava.cover]) {
      expect(url).toMatch(/^\/media\/(images|coverimages)\/0x[0-9a-f]{40}\/compressed\/\w+\.webp$/);
      const file = await t.app.inject({ url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    expect((await t.app.inject({ url: '/api/v1/users/by-url/devquartz' })).statusCode).toBe(200);
    const chiara = (await t.app.inject({ url: `/api/v1/users/${devAccount(7).address}` })).json();
    expect(chiara).toMatchObject({ name: 'Chiara Real', customUrl: null, image: null });
  });

  it('has the demo accounts follow each other and like items, as the Follow and Like buttons would', async () => {
    const [ava, bruno, chiara, dev] = [demoAddress(5), demoAddress(6), demoAddress(7), demoAddress(8)];
    const api = async (url: string, cookie?: string) =>
      (await t.app.inject({ url: `/api/v1${url}`, headers: cookie ? { cookie } : {} })).json();
    const side = async (address: string, tab: 'followers' | 'following') =>
      (await api(`/users/${address}/${tab}`)).items.map((u: { address: string }) => u.address).sort();
    expect(await side(ava, 'followers')).toEqual([bruno, chiara, dev].sort());
    expect(await side(ava, 'following')).toEqual([bruno, dev].sort());
    expect(await side(chiara, 'followers')).toEqual([dev]);
    expect(await side(dev, 'following')).toEqual([ava, chiara].sort());
    expect((await api(`/users/${chiara}`)).counts).toMatchObject({ following: 2, followers: 1, liked: 4 });

    // The followers of a creator like every fifth of their items and their auctions (plan items 0 and 5 here).
    const liked = (await api(`/users/${chiara}/tokens?tab=liked`)).items as {
      name: string;
      likeCount: number;
    }[];
    expect(liked.map((c) => c.name).sort()).toEqual([
      'Aurora #1',
      'Meridian Auction',
      'Open Horizon',
      'Prism #6',
    ]);
    expect(Object.fromEntries(liked.map((c) => [c.name, c.likeCount]))).toEqual({
      'Aurora #1': 3,
      'Meridian Auction': 3,
      'Open Horizon': 2,
      'Prism #6': 2,
    });
    expect((await api('/activity?filter=Follow&limit=50')).items).toHaveLength(7);
    expect((await api('/activity?filter=Token%20Like&limit=50')).items).toHaveLength(10);

    // Ava was notified of her three followers and of the three likes on the auction she holds.
    const notes = (await api('/notifications?limit=50', await signIn(t.app, devAccount(5)))) as {
      text: string;
      from: { address: string };
    }[];
    const from = (text: string) =>
      notes
        .filter((n) => n.text === text)
        .map((n) => n.from.address)
        .sort();
    expect(from('Followed by')).toEqual([bruno, chiara, dev].sort());
    expect(from('Liked by')).toEqual([bruno, chiara, dev].sort());
  });

  it('does nothing on a second start, and leaves an unfollow since as it is', async () => {
    const ava = demoAddress(5);
    const cookie = await signIn(t.app, devAccount(8));
    const unfollow = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/follows/${ava}`,
      headers: { cookie },
    });
    expect(unfollow.statusCode).toBe(200);
    const db = t.database.db;
    const before = await db.select().from(users).orderBy(users.address);
    const social = async () =>
      Promise.all([follows, likes, activity, notifications].map((table) => db.$count(table)));
    const socialBefore = await social();
    expect(await seed()).toBe(false);
    expect(await social()).toEqual(socialBefore);
    const status = await t.app.inject({ url: `/api/v1/follows/${ava}`, headers: { cookie } });
    expect(status.json()).toEqual({ following: false });
    expect(await t.database.db.$count(items)).toBe(COUNT + AUCTIONS);
    expect(await t.database.db.$count(bids)).toBe(6);
    expect(await t.database.db.$count(collections)).toBe(DEMO_COLLECTIONS.length);
    expect(await t.database.db.select().from(users).orderBy(users.address)).toEqual(before);
  });
});
