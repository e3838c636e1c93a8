import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, bids, holdings } from '../src/db/schema';
import { accounts, signIn } from './auth-helpers';
import { addItem } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/** Cards without a price carry the auction's minimum bid and the highest bid on offer (issue 16). */
let t: TestApp;
const A = '0x00000000000000000000000000000000000000a1';
// A signed-in bidder: the card menu's bid action reads the viewer's own open bid from the card.
const BIDDER = (accounts[1]?.address ?? '').toLowerCase();
let bidderCookie = '';
const ETH = 10n ** 18n;
const later = () => Math.floor(Date.now() / 1000) + 3600;
const card = async (name: string, cookie?: string) => {
  const page = (
    await t.app.inject({ url: '/api/v1/tokens?filter=All&limit=20', headers: cookie ? { cookie } : {} })
  ).json();
  return page.items.find((c: { name: string }) => c.name === name);
};

async function bid(itemId: number, amount: bigint, over: Partial<typeof bids.$inferInsert> = {}) {
  await t.database.db.insert(bids).values({
    itemId,
    bidder: BIDDER,
    currency: 'VSW',
    amount: String(amount),
    quantity: 1,
    pending: 1,
    nonce: String(amount),
    deadline: later(),
    signature: '0x01',
    ...over,
  });
}

/** An item in a timed auction ending in an hour, with a minimum bid of 1 VSW. */
async function auctioned(name: string) {
  const db = t.database.db;
  const item = await addItem(db, {
    creator: A,
    name,
    saleType: 'TimedAuction',
    auctionEnd: new Date(Date.now() + 3_600_000),
  });
  await db
    .update(holdings)
    .set({ minBid: String(ETH), currency: 'VSW' })
    .where(eq(holdings.itemId, item.id));
  return item;
}

beforeAll(async () => {
  t = await createTestApp();
  bidderCookie = await signIn(t.app, accounts[1] as (typeof accounts)[number]);
  const db = t.database.db;
  await auctioned('Live');
  const bidded = await auctioned('Bidded');
  const [auction] = await db
    .insert(auctions)
    .values({ itemId: bidded.id, seller: A, currency: 'VSW', minBid: String(ETH), signature: '0x01' })
    .returning({ id: auctions.id });
  await bid(bidded.id, 2n * ETH, { auctionId: auction?.id });
  await bid(bidded.id, 3n * ETH, { auctionId: auction?.id });
  const offered = await addItem(db, { creator: A, name: 'Offered' });
  await bid(offered.id, 4n * ETH);
  // Offers no one can take any more: expired, cancelled, fully filled.
  const stale = await addItem(db, { creator: A, name: 'Stale' });
  await bid(stale.id, 9n * ETH, { deadline: 1 });
  await bid(stale.id, 8n * ETH, { status: 'cancelled' });
  await bid(stale.id, 7n * ETH, { pending: 0, status: 'completed' });
  const closed = await addItem(db, { creator: A, name: 'Closed' });
  await bid(closed.id, 8n * ETH, { status: 'cancelled' });
  await bid(closed.id, 7n * ETH, { pending: 0, status: 'completed' });
});
afterAll(() => t.close());

describe('cards of items without a price', () => {
  it('a live timed auction carries its minimum bid and no highest bid', async () => {
    const c = await card('Live');
    expect(c.listing).toMatchObject({ saleType: 'TimedAuction', price: null, minBid: String(ETH) });
    expect(c.highestBid).toBeNull();
  });

  it('an auction with bids carries the highest one; an item with an open offer carries that offer', async () => {
    expect((await card('Bidded')).highestBid).toEqual({ amount: String(3n * ETH), currency: 'VSW' });
    expect((await card('Offered')).highestBid).toEqual({ amount: String(4n * ETH), currency: 'VSW' });
  });

  it('expired, cancelled and filled offers are not shown', async () => {
    expect((await card('Stale')).highestBid).toBeNull();
  });
});

describe("the viewer's own open bid on a card", () => {
  it('the bidder sees their highest open bid and its status; others and visitors see none', async () => {
    expect((await card('Bidded', bidderCookie)).myBid).toEqual({ status: 'pending' });
    expect((await card('Offered', bidderCookie)).myBid).toEqual({ status: 'pending' });
    expect((await card('Live', bidderCookie)).myBid).toBeNull();
    expect((await card('Bidded')).myBid).toBeUndefined();
  });

  it('a cancelled or filled bid is not an open bid', async () => {
    expect((await card('Closed', bidderCookie)).myBid).toBeNull();
  });
});
