import { LIFECYCLE_MSG, MSG, type OrderMessage } from '@agora/core';
import { and, eq } from 'drizzle-orm';
import { type Address, keccak256, parseEther, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, auctions, holdings, items, listings } from '../src/db/schema';
import { accounts, signIn } from './auth-helpers';
import { auctionPayload, hashOnChain, listingPayload, remainingOnChain } from './bid-orders';
import { calls, type SignedOrder, startChain, type TestChain } from './chain';
import { createTestApp, type TestApp } from './helpers';

// Signed listings (issue 13): listing is a signature the server checks against the chain and stores; fills,
// cancels, counter bumps and token moves reach the rows through POST /tx.
let chain: TestChain;
let t: TestApp;
const cookies: string[] = [];
const addressOf = (i: number) => accounts[i]?.address.toLowerCase() as Address;
const c = () => calls(chain.deployment);
const erc721 = () => chain.deployment.erc721.toLowerCase() as Address;
const erc1155 = () => chain.deployment.erc1155.toLowerCase() as Address;
/** The price a buyer pays for `price` with the default 2.5 % buyer fee. */
const withFee = (price: bigint) => (price * 10_250n) / 10_000n;

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  for (const a of accounts) cookies.push(await signIn(t.app, a));
  await chain.send(0, c().approveAll(chain.deployment.erc721));
  await chain.send(0, c().approveAll(chain.deployment.erc1155));
}, 60_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

async function report(hash: string, who = 0) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tx',
    payload: { hash },
    headers: { cookie: cookies[who] as string },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Mints a 721 (or `copies` of a 1155) as account 0 and reports it; the token id. */
async function mint(seed: string, copies = 0n) {
  const digest = keccak256(toHex(seed));
  const hash = await chain.send(0, copies ? c().mint1155(copies, digest) : c().mint721(digest));
  return (await report(hash)).events[0].tokenId as string;
}

const post = (who: number, payload: object, url = '/listings') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: { cookie: cookies[who] as string },
  });

/** Posts a signed listing, expects it taken, and answers the order with its hash. */
async function list(signed: SignedOrder, who = 0): Promise<SignedOrder & { hash: string }> {
  const res = await post(who, signed);
  expect(res.json().message ?? res.body).toMatch(/on sale|price changed/i);
  expect(res.statusCode).toBe(200);
  return { ...signed, hash: res.json().hash };
}

async function listing(hash: string) {
  const [row] = await t.database.db.select().from(listings).where(eq(listings.hash, hash));
  return row;
}

async function saleOf(contract: string, tokenId: string, owner: string) {
  const [row] = await t.database.db
    .select({ saleType: holdings.saleType, price: holdings.price, onSale: holdings.quantityOnSale })
    .from(holdings)
    .innerJoin(items, eq(items.id, holdings.itemId))
    .where(and(eq(items.contract, contract), eq(items.tokenId, tokenId), eq(holdings.owner, owner)));
  return row;
}

const remaining = (order: OrderMessage) => remainingOnChain(chain, order);

describe('POST /listings', () => {
  it('stores a signed order with no transaction; the token page and GET /orders hand it back', async () => {
    const tokenId = await mint('signed');
    const sentBefore = await chain.public.getTransactionCount({ address: addressOf(0) });
    const signed = await listingPayload(chain, 0, tokenId, '1');
    const listed = await list(signed);
    expect(await chain.public.getTransactionCount({ address: addressOf(0) })).toBe(sentBefore);
    const onChainHash = await hashOnChain(chain, signed.order);
    expect(listed.hash).toBe(onChainHash.toLowerCase());
    expect(await listing(listed.hash)).toMatchObject({ status: 'active', quantity: 1, seller: addressOf(0) });
    expect(await saleOf(erc721(), tokenId, addressOf(0))).toEqual({
      saleType: 'FixedPrice',
      price: parseEther('1').toString(),
      onSale: 1,
    });

    const page = (await t.app.inject(`/api/v1/items/${erc721()}/${tokenId}`)).json();
    expect(page.owners[0].sale).toMatchObject({
      saleType: 'FixedPrice',
      orderHash: listed.hash,
      order: signed.order,
      signature: signed.signature,
    });
    const order = await t.app.inject(`/api/v1/orders/${listed.hash}`);
    expect(order.json()).toEqual({
      hash: listed.hash,
      order: signed.order,
      signature: signed.signature,
      status: 'active',
      remaining: 1,
    });
    expect((await t.app.inject(`/api/v1/orders/0x${'ab'.repeat(32)}`)).statusCode).toBe(404);
    const [put] = await t.database.db
      .select()
      .from(activity)
      .where(and(eq(activity.action, 'putonsale'), eq(activity.fromAddress, addressOf(0))));
    expect(put).toMatchObject({ text: 'Put on sale by', price: parseEther('1').toString() });
    // Posting the very same order again changes nothing.
    expect((await post(0, signed)).json().hash).toBe(listed.hash);
    expect(await t.database.db.$count(listings, eq(listings.seller, addressOf(0)))).toBe(1);
  });

  it('refuses a bad signature, another seller, a token not held or not approved, a stale counter or nonce, a low price', async () => {
    const tokenId = await mint('refused');
    const refused = async (who: number, signed: SignedOrder, status: number, message: string) => {
      const res = await post(who, signed);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
    };
    await refused(0, await listingPayload(chain, 0, tokenId, '1', {}, 1), 400, LIFECYCLE_MSG.badSignature);
    await refused(1, await listingPayload(chain, 0, tokenId, '1'), 403, MSG.api.forbidden);
    await refused(1, await listingPayload(chain, 1, tokenId, '1'), 403, LIFECYCLE_MSG.notHolder);
    await refused(
      0,
      await listingPayload(chain, 0, tokenId, '1', { counter: '1' }),
      400,
      LIFECYCLE_MSG.counterStale,
    );
    await refused(
      0,
      await listingPayload(chain, 0, tokenId, '1', { nonce: '5' }),
      400,
      LIFECYCLE_MSG.listingNonceStale,
    );
    await refused(0, await listingPayload(chain, 0, tokenId, '0.001'), 400, MSG.sale.errors.priceMin);
    await refused(
      0,
      await listingPayload(chain, 0, tokenId, '1', { currency: addressOf(3) }),
      400,
      LIFECYCLE_MSG.currencyNotAllowed,
    );
    // Account 2 holds a token but never approved the marketplace.
    await report(await chain.send(0, c().transfer721(addressOf(0), addressOf(2), BigInt(tokenId))));
    await refused(2, await listingPayload(chain, 2, tokenId, '1'), 400, LIFECYCLE_MSG.notApproved);
    expect(await t.database.db.$count(listings, eq(listings.itemId, await itemId(erc721(), tokenId)))).toBe(
      0,
    );
  });

  it('refuses an order signed with a royalty bound below the royalty a sale of the token pays now (issue 28 finding 1)', async () => {
    // Minted by account 0 with a 5 % royalty, sold on by account 1: the royalty goes to someone else.
    const tokenId = await mint('royalty-bound');
    await report(await chain.send(0, c().transfer721(addressOf(0), addressOf(1), BigInt(tokenId))));
    await chain.send(1, c().approveAll(chain.deployment.erc721));
    const low = await post(1, await listingPayload(chain, 1, tokenId, '1', { maxRoyaltyBps: '499' }));
    expect({ status: low.statusCode, message: low.json().message }).toEqual({
      status: 400,
      message: LIFECYCLE_MSG.royaltyAboveSigned,
    });
    await list(await listingPayload(chain, 1, tokenId, '1', { maxRoyaltyBps: '500' }), 1);
  });

  it('Lower Price: a new order replaces the old one, which the page no longer shows', async () => {
    const tokenId = await mint('lower');
    const first = await list(await listingPayload(chain, 0, tokenId, '2'));
    const second = await list(await listingPayload(chain, 0, tokenId, '1.5'));
    expect((await listing(first.hash))?.status).toBe('replaced');
    expect((await listing(second.hash))?.status).toBe('active');
    const page = (await t.app.inject(`/api/v1/items/${erc721()}/${tokenId}`)).json();
    expect(page.owners[0].sale).toMatchObject({
      orderHash: second.hash,
      price: parseEther('1.5').toString(),
    });
    expect(page.history.map((h: { text: string }) => h.text).slice(0, 2)).toEqual([
      'Price changed by',
      'Put on sale by',
    ]);
  });

  it('DELETE hides at once (seller only) and asks for the on-chain cancel, which the indexer applies', async () => {
    const tokenId = await mint('cancel');
    const listed = await list(await listingPayload(chain, 0, tokenId, '1'));
    const del = (who: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/listings/${listed.hash}`,
        headers: { cookie: cookies[who] as string },
      });
    expect((await del(1)).statusCode).toBe(403);
    const res = await del(0);
    expect(res.json()).toEqual({ message: MSG.toast.cancelled, onChainCancel: true, order: listed.order });
    expect((await listing(listed.hash))?.status).toBe('cancelled');
    expect((await saleOf(erc721(), tokenId, addressOf(0)))?.saleType).toBeNull();

    const cancel = await report(await chain.send(0, c().cancelOrder(listed.order)));
    expect(cancel.events).toEqual([
      { kind: 'listingCancelled', contract: erc721(), tokenId, orderHash: listed.hash },
    ]);
    expect(await remaining(listed.order)).toBe(0n);
    expect((await del(0)).json().onChainCancel).toBe(false);
  });
});

async function itemId(contract: string, tokenId: string) {
  const [row] = await t.database.db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.contract, contract), eq(items.tokenId, tokenId)));
  return row?.id as number;
}

describe('fills and voids applied from the chain', () => {
  it('a purchase sells the listing, moves the token and records the purchase', async () => {
    const tokenId = await mint('bought');
    const listed = await list(await listingPayload(chain, 0, tokenId, '1'));
    const sale = await report(await chain.send(1, c().buy(listed, 1n, withFee(parseEther('1')))), 1);
    expect(sale.events).toEqual([{ kind: 'sale', contract: erc721(), tokenId, orderHash: listed.hash }]);
    expect(await listing(listed.hash)).toMatchObject({ status: 'sold', quantity: 0 });
    expect(await saleOf(erc721(), tokenId, addressOf(1))).toEqual({ saleType: null, price: null, onSale: 0 });
    const bought = await t.database.db
      .select()
      .from(activity)
      .where(and(eq(activity.action, 'purchase'), eq(activity.itemId, await itemId(erc721(), tokenId))));
    expect(bought).toEqual([
      expect.objectContaining({ fromAddress: addressOf(1), toAddress: addressOf(0), text: 'Purchased by' }),
    ]);
    // The sale is no transfer in the item's history.
    expect(
      await t.database.db.$count(
        activity,
        and(eq(activity.action, 'transfer'), eq(activity.itemId, await itemId(erc721(), tokenId))),
      ),
    ).toBe(0);
  });

  it('a sweep buys what can fill and skips a listing sold meanwhile: purchases, no transfers, the skip changes nothing', async () => {
    const [a, b] = [await mint('sweep-a'), await mint('sweep-b')];
    const la = await list(await listingPayload(chain, 0, a, '1'));
    const lb = await list(await listingPayload(chain, 0, b, '2'));
    await report(await chain.send(2, c().buy(lb, 1n, withFee(parseEther('2')))), 2);
    const swept = await report(
      await chain.send(
        1,
        c().sweep(
          [
            { signed: la, quantity: 1n },
            { signed: lb, quantity: 1n },
          ],
          withFee(parseEther('3')),
        ),
      ),
      1,
    );
    expect(swept.events).toEqual([{ kind: 'sale', contract: erc721(), tokenId: a, orderHash: la.hash }]);
    expect(await listing(la.hash)).toMatchObject({ status: 'sold', quantity: 0 });
    expect(await listing(lb.hash)).toMatchObject({ status: 'sold', quantity: 0 });
    expect((await saleOf(erc721(), a, addressOf(1)))?.saleType).toBeNull();
    const of = async (tokenId: string) =>
      (
        await t.database.db
          .select({ action: activity.action, from: activity.fromAddress })
          .from(activity)
          .where(eq(activity.itemId, await itemId(erc721(), tokenId)))
      )
        .filter((r) => r.action !== 'mint' && r.action !== 'putonsale')
        .map((r) => [r.action, r.from]);
    expect(await of(a)).toEqual([['purchase', addressOf(1)]]);
    expect(await of(b)).toEqual([['purchase', addressOf(2)]]);
  });

  it('a partial 1155 fill keeps the listing for the copies left, which still fill', async () => {
    const tokenId = await mint('copies', 10n);
    const listed = await list(
      await listingPayload(chain, 0, tokenId, '1', { collection: erc1155(), quantity: '5' }),
    );
    await report(await chain.send(1, c().buy(listed, 2n, withFee(parseEther('2')))), 1);
    expect(await listing(listed.hash)).toMatchObject({ status: 'active', quantity: 3 });
    expect(await remaining(listed.order)).toBe(3n);
    expect(await saleOf(erc1155(), tokenId, addressOf(0))).toMatchObject({
      saleType: 'FixedPrice',
      onSale: 3,
    });
    await report(await chain.send(2, c().buy(listed, 3n, withFee(parseEther('3')))), 2);
    expect(await listing(listed.hash)).toMatchObject({ status: 'sold', quantity: 0 });
    expect(await saleOf(erc1155(), tokenId, addressOf(0))).toMatchObject({ saleType: null, onSale: 0 });
  });

  it('a token moved away voids the listing, as the chain does', async () => {
    const tokenId = await mint('moved');
    const listed = await list(await listingPayload(chain, 0, tokenId, '1'));
    await report(await chain.send(0, c().transfer721(addressOf(0), addressOf(3), BigInt(tokenId))));
    expect((await listing(listed.hash))?.status).toBe('void');
    expect(await remaining(listed.order)).toBe(0n);
    // Its signature is no one else's business any more (issue 28.8): the seller alone still reads it.
    expect((await t.app.inject(`/api/v1/orders/${listed.hash}`)).statusCode).toBe(404);
    const own = { url: `/api/v1/orders/${listed.hash}`, headers: { cookie: cookies[0] as string } };
    expect((await t.app.inject(own)).json()).toMatchObject({
      status: 'void',
      remaining: 0,
    });
  });

  it('an auction order cancelled on chain closes the auction', async () => {
    const tokenId = await mint('auction-cancel');
    const auction = await auctionPayload(chain, tokenId, 'UnLimitedAuction');
    expect((await post(0, auction, '/auctions')).statusCode).toBe(200);
    const cancel = await report(await chain.send(0, c().cancelOrder(auction.order)));
    const [row] = await t.database.db
      .select()
      .from(auctions)
      .where(eq(auctions.seller, addressOf(0)));
    expect(cancel.events).toEqual([
      { kind: 'listingCancelled', contract: erc721(), tokenId, orderHash: row?.hash },
    ]);
    expect(row?.status).toBe('cancelled');
    expect((await saleOf(erc721(), tokenId, addressOf(0)))?.saleType).toBeNull();
  });

  it('cancelAllOrders voids every listing and auction signed under the old counter; a new one at the new counter is taken', async () => {
    const a = await mint('counter-a');
    const b = await mint('counter-b');
    const d = await mint('counter-d');
    const la = await list(await listingPayload(chain, 0, a, '1'));
    const lb = await list(await listingPayload(chain, 0, b, '1'));
    expect((await post(0, await auctionPayload(chain, d, 'UnLimitedAuction'), '/auctions')).statusCode).toBe(
      200,
    );
    await report(await chain.send(0, c().cancelAllOrders()));
    expect((await listing(la.hash))?.status).toBe('void');
    expect((await listing(lb.hash))?.status).toBe('void');
    expect((await saleOf(erc721(), a, addressOf(0)))?.saleType).toBeNull();
    expect(await t.database.db.select().from(auctions).where(eq(auctions.status, 'open'))).toEqual([]);
    expect((await saleOf(erc721(), d, addressOf(0)))?.saleType).toBeNull();
    const again = await list(await listingPayload(chain, 0, a, '1'));
    // The counter moves by a large unpredictable step (issue 28 finding 3), so an order phished for counter + 1
    // is not armed by cancel-all.
    expect(BigInt(again.order.counter)).toBeGreaterThan(1n);
  });
});
