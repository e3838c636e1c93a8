import { agoraMarketplaceAbi, voucherFromJson, voucherTokenId } from '@agora/chain';
import { MSG, type TokenCard, type VoucherMessage } from '@agora/core';
import { eq } from 'drizzle-orm';
import { type Address, keccak256, parseEther, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, listings } from '../src/db/schema';
import { chainNow, listingPayload, travelTo } from './bid-orders';
import { type Call, calls, type TestChain } from './chain';
import type { TestApp } from './helpers';
import { addressOf, startVoucherEnv, stopVoucherEnv, voucherPayload, withFee } from './voucher-helpers';

// Issue 30: a voucher's item exists from the moment POST /vouchers accepts it, at its final id (the metadata
// digest), unminted and listed at the voucher's price; the first purchase's logs turn that same row into a normal
// item; a cancel, a counter bump or the end of the sale window takes it out of every list.
let chain: TestChain;
let t: TestApp;
const cookies: string[] = [];
const head = async () => Number(await chain.public.getBlockNumber({ cacheTime: 0 }));
const sync = async () => t.lifecycle?.indexer.syncTo(await head());
const market = () => ({ address: chain.deployment.marketplace, abi: agoraMarketplaceAbi }) as const;

beforeAll(async () => {
  ({ chain, t } = await startVoucherEnv(cookies));
}, 180_000);
afterAll(() => stopVoucherEnv({ chain, t }));

/** Account 0 lists the metadata `seed` without minting; the voucher, its hash and the item's token id. */
async function list(seed: string, over: Partial<VoucherMessage> = {}) {
  const signed = await voucherPayload({ t, chain }, 0, seed, over);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/vouchers',
    payload: signed,
    headers: { cookie: cookies[0] as string },
  });
  expect(res.statusCode, res.body).toBe(200);
  const tokenId = voucherTokenId(signed.voucher.metadataDigest as `0x${string}`).toString();
  return { signed, hash: res.json().voucher.hash as string, tokenId };
}

/** GET as account 1, signed in (explore's visitor page cache would answer from memory). */
const get = async (url: string) =>
  (await t.app.inject({ url: `/api/v1${url}`, headers: { cookie: cookies[1] as string } })).json();

const has = (cards: TokenCard[], tokenId: string) => cards.find((c) => c.tokenId === tokenId);

/** Where the item shows: explore (fixed price), search, the creator's created / on sale / collectibles tabs. */
async function shownIn(tokenId: string, name: string) {
  const creator = addressOf(0);
  return {
    explore: Boolean(has((await get('/tokens?filter=FixedPrice&limit=50')).items, tokenId)),
    search: Boolean(has((await get(`/search?q=${encodeURIComponent(name)}&limit=20`)).items, tokenId)),
    created: Boolean(has((await get(`/users/${creator}/tokens?tab=created&limit=50`)).items, tokenId)),
    onsale: Boolean(has((await get(`/users/${creator}/tokens?tab=onsale&limit=50`)).items, tokenId)),
    collectibles: Boolean(
      has((await get(`/users/${creator}/tokens?tab=collectibles&limit=50`)).items, tokenId),
    ),
  };
}
const everywhere = { explore: true, search: true, created: true, onsale: true, collectibles: true };
const nowhere = { explore: false, search: false, created: false, onsale: false, collectibles: false };

const page = (collection: string, tokenId: string) => get(`/items/${collection}/${tokenId}`);
const erc721 = () => chain.deployment.erc721.toLowerCase();
const erc1155 = () => chain.deployment.erc1155.toLowerCase();

/** Account `who` buys `quantity` copies of the voucher; the transaction is indexed. */
async function buy(who: number, signed: { voucher: VoucherMessage; signature: string }, quantity = 1n) {
  const total = withFee(BigInt(signed.voucher.unitPrice) * quantity);
  await chain.send(who, {
    ...market(),
    functionName: 'buyVoucher',
    args: [voucherFromJson(signed.voucher), signed.signature, quantity, total],
    value: total,
  } as Call);
  await sync();
}

describe('a voucher before its mint', () => {
  it('is an unminted item at its final id, listed at its price, on explore, search and the creator pages', async () => {
    const { signed, hash, tokenId } = await list('before mint');
    const [row] = await t.database.db.select().from(items).where(eq(items.tokenId, tokenId));
    expect(row).toMatchObject({
      contract: erc721(),
      creator: addressOf(0),
      name: 'Draft before mint',
      minted: false,
      supply: 1,
      saleType: 'FixedPrice',
      royaltyBps: 500,
    });
    expect(row?.listedAt).not.toBeNull();
    expect(await shownIn(tokenId, 'Draft before mint')).toEqual(everywhere);
    const card = has((await get('/tokens?filter=FixedPrice&limit=50')).items, tokenId);
    expect(card).toMatchObject({
      minted: false,
      listing: { price: parseEther('1').toString(), currency: 'BNB' },
    });

    const detail = await page(erc721(), tokenId);
    expect(detail.token).toMatchObject({ minted: false, creator: { address: addressOf(0) } });
    expect(detail.owners).toHaveLength(1);
    expect(detail.owners[0]).toMatchObject({
      user: { address: addressOf(0) },
      balance: 1,
      sale: {
        saleType: 'FixedPrice',
        orderHash: hash,
        order: null,
        signature: signed.signature,
        quantity: 1,
      },
    });
    expect(detail.owners[0].sale.voucher).toMatchObject({ metadataDigest: signed.voucher.metadataDigest });
    // The pre-action re-check keeps the creator's copies: the chain has none of an unminted token.
    const recheck = await t.app.inject({
      method: 'POST',
      url: `/api/v1/items/${erc721()}/${tokenId}/recheck`,
      payload: { owner: addressOf(0) },
      headers: { cookie: cookies[1] as string },
    });
    expect(recheck.json()).toMatchObject({ balance: 1, corrected: false });
    // No Order stands behind it: GET /orders leaves it to GET /vouchers, DELETE /listings to the chain.
    expect((await t.app.inject(`/api/v1/orders/${hash}`)).statusCode).toBe(404);
    const hide = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/listings/${hash}`,
      headers: { cookie: cookies[0] as string },
    });
    expect({ status: hide.statusCode, message: hide.json().message }).toEqual({
      status: 409,
      message: MSG.vouchers.cancelOnChain,
    });
    // Nor can anyone sign an order on it: no one holds a copy yet.
    const relist = await t.app.inject({
      method: 'POST',
      url: '/api/v1/listings',
      payload: await listingPayload(chain, 0, tokenId, '2'),
      headers: { cookie: cookies[0] as string },
    });
    expect({ status: relist.statusCode, message: relist.json().message }).toEqual({
      status: 409,
      message: MSG.vouchers.notMinted,
    });
  });
});

describe('the first purchase', () => {
  it('turns the same row into a normal item: the buyer owns it, the creator made it, Minted + Purchased', async () => {
    const { signed, tokenId } = await list('bought');
    const [before] = await t.database.db.select().from(items).where(eq(items.tokenId, tokenId));
    await buy(1, signed);
    const rows = await t.database.db.select().from(items).where(eq(items.tokenId, tokenId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before?.id, minted: true, supply: 1, quantity: 1, saleType: null });
    const detail = await page(erc721(), tokenId);
    expect(detail.token.minted).toBeUndefined();
    expect(detail.token.creator.address).toBe(addressOf(0));
    expect(detail.owners.map((o: { user: { address: string } }) => o.user.address)).toEqual([addressOf(1)]);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['purchase', 'mint']);
    // Applied once: the indexer meeting the same logs again changes nothing.
    await sync();
    expect((await page(erc721(), tokenId)).history).toHaveLength(2);
  });

  it('of an 1155 voucher mints what was bought; the creator still offers the rest until it sells out', async () => {
    const { signed, tokenId } = await list('editions', {
      collection: erc1155() as Address,
      supply: '3',
      unitPrice: parseEther('0.5').toString(),
    });
    expect((await page(erc1155(), tokenId)).owners[0]).toMatchObject({ balance: 3, sale: { quantity: 3 } });
    await buy(1, signed, 1n);
    const detail = await page(erc1155(), tokenId);
    expect(detail.token).toMatchObject({ supply: 1, quantity: 1 });
    expect(detail.token.minted).toBeUndefined();
    const owners = Object.fromEntries(
      detail.owners.map((o: { user: { address: string }; balance: number }) => [o.user.address, o.balance]),
    );
    expect(owners).toEqual({ [addressOf(0)]: 2, [addressOf(1)]: 1 });
    expect(detail.owners[0].sale).toMatchObject({ saleType: 'FixedPrice', quantity: 2 });
    await buy(2, signed, 2n);
    const after = await page(erc1155(), tokenId);
    expect(after.token).toMatchObject({ supply: 3 });
    expect(after.owners.map((o: { user: { address: string } }) => o.user.address).sort()).toEqual(
      [addressOf(1), addressOf(2)].sort(),
    );
  });
});

describe('a voucher the chain no longer sells', () => {
  it('cancelled on chain: the unminted item leaves every list, its page sells nothing', async () => {
    const { signed, tokenId } = await list('cancelled item');
    await chain.send(0, {
      ...market(),
      functionName: 'cancelVoucher',
      args: [voucherFromJson(signed.voucher)],
    });
    await sync();
    expect(await shownIn(tokenId, 'Draft cancelled item')).toEqual(nowhere);
    const detail = await page(erc721(), tokenId);
    expect({ minted: detail.token.minted, supply: detail.token.supply, owners: detail.owners }).toEqual({
      minted: false,
      supply: 0,
      owners: [],
    });
  });

  it('voided by the creator cancelling all their orders (the counter moved)', async () => {
    const { tokenId, hash } = await list('counter item');
    await chain.send(0, calls(chain.deployment).cancelAllOrders());
    await sync();
    const [l] = await t.database.db.select().from(listings).where(eq(listings.hash, hash));
    expect(l?.status).toBe('void');
    expect(await shownIn(tokenId, 'Draft counter item')).toEqual(nowhere);
  });

  it('past its sale window: expired, out of the lists; a new voucher of the metadata brings the item back', async () => {
    const now = await chainNow(chain);
    // The counter moved in the test before: a voucher signs the current one.
    const counter = String(
      await chain.public.readContract({ ...market(), functionName: 'listingCounter', args: [addressOf(0)] }),
    );
    const { tokenId, hash } = await list('expiring item', { endTime: String(now + 600), counter });
    await travelTo(chain, now + 601);
    await sync();
    const [l] = await t.database.db.select().from(listings).where(eq(listings.hash, hash));
    expect(l?.status).toBe('expired');
    expect(await shownIn(tokenId, 'Draft expiring item')).toEqual(nowhere);
    const again = await list('expiring item', { counter });
    expect(again.tokenId).toBe(tokenId);
    expect(await shownIn(tokenId, 'Draft expiring item')).toEqual(everywhere);
  });

  it('whose metadata a Mint now minted: void, and only the minted token is listed', async () => {
    const { tokenId, hash } = await list('minted now', {
      counter: String(
        await chain.public.readContract({
          ...market(),
          functionName: 'listingCounter',
          args: [addressOf(0)],
        }),
      ),
    });
    await chain.send(0, calls(chain.deployment).mint721(keccak256(toHex('minted now'))));
    await sync();
    const [l] = await t.database.db.select().from(listings).where(eq(listings.hash, hash));
    expect(l?.status).toBe('void');
    const [unminted] = await t.database.db.select().from(items).where(eq(items.tokenId, tokenId));
    expect(unminted).toMatchObject({ minted: false, supply: 0 });
  });
});
