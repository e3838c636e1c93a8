import { LIFECYCLE_MSG, MSG, type TokenBid } from '@agora/core';
import { and, eq } from 'drizzle-orm';
import { type Address, keccak256, maxUint256, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, auctions, bids, holdings, items, notifications } from '../src/db/schema';
import { accounts, signIn } from './auth-helpers';
import { auctionPayload, bidPayload, listingPayload, travelTo } from './bid-orders';
import { calls, startChain, type TestChain } from './chain';
import { createTestApp, type TestApp } from './helpers';

let chain: TestChain;
let t: TestApp;
const cookies: string[] = [];
const addressOf = (i: number) => accounts[i]?.address.toLowerCase() as Address;
const seller = addressOf(0);
const bob = addressOf(2);
type Bid = Awaited<ReturnType<typeof bidPayload>>;

/** Mints a 721 (or `copies` of a 1155) as account 0 and reports it; the token id. */
async function mint(seed: string, copies = 0n) {
  const c = calls(chain.deployment);
  const digest = keccak256(toHex(seed));
  const hash = await chain.send(0, copies ? c.mint1155(copies, digest) : c.mint721(digest));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tx',
    payload: { hash },
    headers: { cookie: cookies[0] },
  });
  expect(res.statusCode).toBe(200);
  return res.json().events[0].tokenId as string;
}

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, who: number | null, payload?: object) {
  const headers = who === null ? {} : { cookie: cookies[who] as string };
  return t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
}

/** The token page as an anonymous visitor, or as account `who` (signed in) sees it. */
const tokenPage = async (tokenId: string, who: number | null = null) => {
  const headers = who === null ? {} : { cookie: cookies[who] as string };
  const url = `/api/v1/items/${chain.deployment.erc721.toLowerCase()}/${tokenId}`;
  return (await t.app.inject({ url, headers })).json();
};
/** Whose bid signatures a page shows: [bidder, signature served] per bid. */
const signaturesSeen = (page: { bids: TokenBid[] }) =>
  page.bids.map((b) => [b.bidder.address, b.signature?.startsWith('0x') ?? false]);

/** The `myBid` of the token's card on explore as account `who` reads it (a cached page, cached facts). */
const myBidOnExplore = async (tokenId: string, who: number) => {
  const headers = { cookie: cookies[who] as string };
  const page = (await t.app.inject({ url: '/api/v1/tokens?filter=All&page=1&limit=20', headers })).json();
  const card = page.items.find((c: { tokenId: string }) => c.tokenId === tokenId);
  if (!card) throw new Error(`token ${tokenId} is not on explore`);
  return card.myBid;
};

const postBid = (who: number, p: Bid) =>
  send('POST', '/bids', who, { owner: p.owner, order: p.order, signature: p.signature });

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  for (const a of accounts) cookies.push(await signIn(t.app, a));
  // Alice and Bob allow the marketplace to take their VSW; Carol never does.
  await chain.send(1, calls(chain.deployment).approveVsw(maxUint256));
  await chain.send(2, calls(chain.deployment).approveVsw(maxUint256));
  // The seller lets the marketplace move their tokens: a settled auction transfers them.
  await chain.send(0, calls(chain.deployment).approveAll(chain.deployment.erc721));
  await chain.send(0, calls(chain.deployment).approveAll(chain.deployment.erc1155));
}, 60_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

describe('timed auction and bids', () => {
  let tokenId: string;
  let aliceBid: string;
  let endsAt: number;

  it('refuses to open an auction without a session, for someone else, or with a forged signature', async () => {
    tokenId = await mint('timed');
    const p = await auctionPayload(chain, tokenId, 'TimedAuction');
    expect((await send('POST', '/auctions', null, p)).statusCode).toBe(401);
    expect((await send('POST', '/auctions', 1, p)).statusCode).toBe(403);
    const forged = await auctionPayload(chain, tokenId, 'TimedAuction', 1);
    const res = await send('POST', '/auctions', 0, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LIFECYCLE_MSG.badSignature);
  });

  it('opens a timed auction: sale row, item summary for explore, activity', async () => {
    const p = await auctionPayload(chain, tokenId, 'TimedAuction');
    endsAt = Number(p.order.endTime);
    const res = await send('POST', '/auctions', 0, p);
    expect(res.statusCode).toBe(200);
    expect(res.json().sale).toMatchObject({
      saleType: 'TimedAuction',
      minimumBid: p.order.unitPrice,
      quantity: 1,
    });
    const [item] = await t.database.db.select().from(items).where(eq(items.tokenId, tokenId));
    expect(item?.saleType).toBe('TimedAuction');
    expect(item?.auctionEnd?.getTime()).toBe(endsAt * 1000);
    const [held] = await t.database.db
      .select()
      .from(holdings)
      .where(eq(holdings.itemId, item?.id ?? 0));
    expect(held).toMatchObject({ owner: seller, saleType: 'TimedAuction', minBid: p.order.unitPrice });
    const acts = await t.database.db
      .select()
      .from(activity)
      .where(eq(activity.itemId, item?.id ?? 0));
    expect(acts.map((a) => a.action)).toContain('putonsale');
  });

  it('refuses bids: no session, foreign session, bad signature, under minimum, no allowance, no balance, stale nonce, not bound to the auction', async () => {
    const ok = await bidPayload(chain, 1, tokenId, '1');
    const body = { owner: ok.owner, order: ok.order, signature: ok.signature };
    expect((await send('POST', '/bids', null, body)).statusCode).toBe(401);
    expect((await postBid(2, ok)).statusCode).toBe(403);
    const cases: [Bid, number, string][] = [
      [await bidPayload(chain, 1, tokenId, '1', {}, 2), 1, LIFECYCLE_MSG.badSignature],
      [await bidPayload(chain, 1, tokenId, '0.5'), 1, MSG.bid.errors.amountBelowMinimum('1')],
      [await bidPayload(chain, 3, tokenId, '1'), 3, MSG.acceptBid.button.error1],
      [await bidPayload(chain, 1, tokenId, '2000000'), 1, MSG.bid.errors.insufficient],
      [await bidPayload(chain, 1, tokenId, '1', { counter: '5' }), 1, LIFECYCLE_MSG.nonceStale],
      // Issue 28, finding 5: a bid bound to no auction, or to another one, could fill outside this auction.
      [await bidPayload(chain, 1, tokenId, '1', { auction: undefined }), 1, LIFECYCLE_MSG.badOrder],
      [
        await bidPayload(chain, 1, tokenId, '1', { auction: `0x${'ef'.repeat(32)}` }),
        1,
        LIFECYCLE_MSG.badOrder,
      ],
    ];
    for (const [p, who, message] of cases) {
      const res = await postBid(who, p);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('takes a valid bid, notifies the seller and shows it on the token page and at once on its bidder’s cards', async () => {
    expect(await myBidOnExplore(tokenId, 1)).toBeNull();
    const res = await postBid(1, await bidPayload(chain, 1, tokenId, '1'));
    expect(res.statusCode).toBe(200);
    expect(await myBidOnExplore(tokenId, 1)).toEqual({ status: 'pending' });
    expect(res.json().message).toBe(MSG.toast.bidPlaced);
    aliceBid = res.json().bid.id;
    const note = await t.database.db.select().from(notifications).where(eq(notifications.recipient, seller));
    expect(note.map((n) => n.action)).toContain('bid');
    const page = (
      await t.app.inject(`/api/v1/items/${chain.deployment.erc721.toLowerCase()}/${tokenId}`)
    ).json();
    expect(page.highestBid.id).toBe(aliceBid);
  });

  it('asks for 5% above the highest pending bid', async () => {
    const low = await postBid(2, await bidPayload(chain, 2, tokenId, '1'));
    expect(low.json().message).toBe(MSG.bid.errors.amountNotAboveHighest('1'));
    const under = await postBid(2, await bidPayload(chain, 2, tokenId, '1.04'));
    expect(under.statusCode).toBe(400);
    expect(under.json().message).toBe(MSG.bid.errors.amountBelowMinimum('1.05'));
    expect((await postBid(2, await bidPayload(chain, 2, tokenId, '1.05'))).statusCode).toBe(200);
    // The bidder it tops is told (issue 30's 'outbid' mail), once; the refused bids told no one.
    const outbid = await t.database.db.select().from(notifications).where(eq(notifications.action, 'outbid'));
    expect(outbid.map((n) => [n.recipient, n.fromAddress])).toEqual([[addressOf(1), addressOf(2)]]);
  });

  it('edits a bid by replacing it (owner only) and refuses to end an auction that has bids', async () => {
    const p = await bidPayload(chain, 1, tokenId, '1.2');
    const body = { owner: p.owner, order: p.order, signature: p.signature };
    expect((await send('PUT', `/bids/${aliceBid}`, 2, body)).statusCode).toBe(403);
    const res = await send('PUT', `/bids/${aliceBid}`, 1, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(LIFECYCLE_MSG.bidEdited);
    const [old] = await t.database.db
      .select()
      .from(bids)
      .where(eq(bids.id, Number(aliceBid)));
    expect(old?.status).toBe('cancelled');
    aliceBid = res.json().bid.id;
    const acts = await t.database.db.select().from(activity).where(eq(activity.action, 'editbid'));
    expect(acts).toHaveLength(1);
    const end = await send('DELETE', `/auctions/${chain.deployment.erc721.toLowerCase()}/${tokenId}`, 0);
    expect(end.statusCode).toBe(409);
    expect(end.json().message).toBe(LIFECYCLE_MSG.auctionHasBids);
  });

  it('extends the auction by 10 minutes for a bid in its last 10 minutes, then closes it', async () => {
    await travelTo(chain, endsAt - 300);
    expect((await postBid(2, await bidPayload(chain, 2, tokenId, '1.3'))).statusCode).toBe(200);
    // While it runs, no bid can be accepted, so no signature leaves the server.
    const running = await tokenPage(tokenId);
    expect(running.bids.map((b: TokenBid) => [b.acceptBlock, b.signature])).toEqual([
      ['auctionLive', null],
      ['auctionLive', null],
    ]);
    const [open] = await t.database.db.select().from(auctions).where(eq(auctions.status, 'open'));
    expect(open?.endsAt?.getTime()).toBe((endsAt + 600) * 1000);
    const [item] = await t.database.db.select().from(items).where(eq(items.tokenId, tokenId));
    expect(item?.auctionEnd?.getTime()).toBe((endsAt + 600) * 1000);
    await travelTo(chain, endsAt + 601);
    const late = await postBid(1, await bidPayload(chain, 1, tokenId, '2'));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(LIFECYCLE_MSG.auctionClosed);
  });

  it('48 hours after the end only the highest bid can be accepted: the page says so per bid, at block time', async () => {
    const ended = await tokenPage(tokenId);
    expect(Date.parse(ended.now)).toBe((endsAt + 601) * 1000);
    expect(ended.bids.map((b: TokenBid) => [b.bidder.address, b.acceptBlock])).toEqual([
      [bob, null],
      [addressOf(1), null],
    ]);
    // Issue 28 finding 5: a bid's signature fills it, so after the end it goes to the seller who settles
    // and to each bidder for their own bid — never to another bidder or a visitor.
    expect(signaturesSeen(ended)).toEqual([
      [bob, false],
      [addressOf(1), false],
    ]);
    expect(signaturesSeen(await tokenPage(tokenId, 0))).toEqual([
      [bob, true],
      [addressOf(1), true],
    ]);
    expect(signaturesSeen(await tokenPage(tokenId, 1))).toEqual([
      [bob, false],
      [addressOf(1), true],
    ]);
    expect(signaturesSeen(await tokenPage(tokenId, 2))).toEqual([
      [bob, true],
      [addressOf(1), false],
    ]);
    expect(signaturesSeen(await tokenPage(tokenId, 3))).toEqual([
      [bob, false],
      [addressOf(1), false],
    ]);
    // The extended end was endsAt + 600; 48 hours later the lower bid's signature is withheld from the seller.
    await travelTo(chain, endsAt + 600 + 48 * 3600 - 1);
    expect((await tokenPage(tokenId)).bids[1].acceptBlock).toBeNull();
    await travelTo(chain, endsAt + 600 + 48 * 3600);
    const late = await tokenPage(tokenId, 0);
    expect(late.bids.map((b: TokenBid) => [b.bidder.address, b.acceptBlock, !!b.signature])).toEqual([
      [bob, null, true],
      [addressOf(1), 'highestOnly', false],
    ]);
  });

  it('settles the auction on chain with the highest bid, applied through POST /tx', async () => {
    const page = await tokenPage(tokenId, 0);
    const top = page.highestBid;
    expect(top.bidder.address).toBe(bob);
    // The seller's signed auction order, as the web fetches it to settle.
    const auction = (await t.app.inject(`/api/v1/orders/${page.owners[0].sale.orderHash}`)).json();
    expect(auction).toMatchObject({ status: 'open', remaining: 1, order: { saleType: '1' } });
    // minProceeds 0: this test is about recording the fill, the floor is the contracts' tests' business.
    // Both bidders' cards show their open bids (facts now cached) until the settlement is indexed.
    expect(await myBidOnExplore(tokenId, 2)).toEqual({ status: 'pending' });
    expect(await myBidOnExplore(tokenId, 1)).toEqual({ status: 'pending' });
    const hash = await chain.send(0, calls(chain.deployment).settleAuction(auction, top));
    const res = await send('POST', '/tx', 0, { hash });
    expect(res.statusCode).toBe(200);
    // The indexer's change dropped every reader's facts: Bob's bid is filled, Alice's died with the auction.
    expect(await myBidOnExplore(tokenId, 2)).toBeNull();
    expect(await myBidOnExplore(tokenId, 1)).toBeNull();
    expect(res.json().events).toContainEqual({
      kind: 'bidAccepted',
      contract: chain.deployment.erc721.toLowerCase(),
      tokenId,
    });
    const [settled] = await t.database.db.select().from(auctions).where(eq(auctions.hash, auction.hash));
    expect(settled?.status).toBe('settled');
    const [row] = await t.database.db
      .select()
      .from(bids)
      .where(eq(bids.id, Number(top.id)));
    expect(row).toMatchObject({ status: 'completed', pending: 0 });
    const [item] = await t.database.db.select().from(items).where(eq(items.tokenId, tokenId));
    const held = await t.database.db
      .select()
      .from(holdings)
      .where(and(eq(holdings.itemId, item?.id ?? 0), eq(holdings.owner, bob)));
    expect(held[0]?.balance).toBe(1);
    // The auction is settled: Alice's lower bid is no longer offered to Bob, the new holder.
    expect((await tokenPage(tokenId)).bids).toEqual([]);
  });

  it('cancels a bid at once and asks for the on-chain cancel while it could be filled', async () => {
    expect((await send('DELETE', `/bids/${aliceBid}`, 2)).statusCode).toBe(403);
    const res = await send('DELETE', `/bids/${aliceBid}`, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MSG.toast.bidCancelled, onChainCancel: true });
    const [row] = await t.database.db
      .select()
      .from(bids)
      .where(eq(bids.id, Number(aliceBid)));
    expect(row?.status).toBe('cancelled');
    const note = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.action, 'cancelbid'));
    expect(note.map((n) => n.recipient)).toEqual([seller]);
    expect((await send('DELETE', `/bids/${aliceBid}`, 1)).statusCode).toBe(404);
  });
});

describe('unlimited auction', () => {
  it('opens open offers without an end, keeps a fixed-price listing out while open, and lets the holder end them', async () => {
    const tokenId = await mint('unlimited');
    const res = await send('POST', '/auctions', 0, await auctionPayload(chain, tokenId, 'UnLimitedAuction'));
    expect(res.statusCode).toBe(200);
    expect(res.json().sale).toMatchObject({ saleType: 'UnLimitedAuction', startsAt: null, endsAt: null });
    const offer = await postBid(3, await bidPayload(chain, 3, tokenId, '1'));
    expect(offer.json().message).toBe(MSG.acceptBid.button.error1);
    const contract = chain.deployment.erc721.toLowerCase();
    expect((await send('DELETE', `/auctions/${contract}/${tokenId}`, 1)).statusCode).toBe(404);
    const listing = await listingPayload(chain, 0, tokenId, '1');
    const listed = await send('POST', '/listings', 0, listing);
    expect({ status: listed.statusCode, message: listed.json().message }).toEqual({
      status: 409,
      message: LIFECYCLE_MSG.listingAuctioned,
    });
    const end = await send('DELETE', `/auctions/${contract}/${tokenId}`, 0);
    expect(end.json().message).toBe(LIFECYCLE_MSG.auctionCancelled);
    const [item] = await t.database.db.select().from(items).where(eq(items.tokenId, tokenId));
    expect(item?.saleType).toBeNull();
    expect((await send('POST', '/listings', 0, listing)).statusCode).toBe(200);
  });

  it('refuses an auction on a holding listed at a fixed price', async () => {
    const tokenId = await mint('listed');
    const d = chain.deployment;
    const listing = await listingPayload(chain, 0, tokenId, '1', {
      currency: d.vsw.toLowerCase() as Address,
    });
    expect((await send('POST', '/listings', 0, listing)).statusCode).toBe(200);
    const res = await send('POST', '/auctions', 0, await auctionPayload(chain, tokenId, 'TimedAuction'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LIFECYCLE_MSG.auctionListed);
  });

  it('takes offers on a multiple edition up to the copies the holder has', async () => {
    const tokenId = await mint('offers', 3n);
    const collection = chain.deployment.erc1155.toLowerCase() as Address;
    const open = await auctionPayload(chain, tokenId, 'UnLimitedAuction', 0, collection);
    expect((await send('POST', '/auctions', 0, open)).statusCode).toBe(200);
    const many = await postBid(1, await bidPayload(chain, 1, tokenId, '1', { collection, quantity: '4' }));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(MSG.bid.errors.quantityAbove(3));
    const three = await postBid(1, await bidPayload(chain, 1, tokenId, '1', { collection, quantity: '3' }));
    expect(three.statusCode).toBe(200);
    expect(three.json().bid).toMatchObject({ quantity: 3, pending: 3, status: 'pending' });
  });
});
