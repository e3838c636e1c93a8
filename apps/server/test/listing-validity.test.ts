import { agoraErc721Abi } from '@agora/chain';
import { desc, eq } from 'drizzle-orm';
import { type Address, keccak256, maxUint256, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, items, listings } from '../src/db/schema';
import { accounts, signIn } from './auth-helpers';
import { auctionPayload, bidPayload, chainNow, listingPayload, orderPayload, travelTo } from './bid-orders';
import { type Call, calls, startChain, type TestChain } from './chain';
import { createTestApp, type TestApp } from './helpers';

// Issue 13: listings and auctions the chain can no longer fill leave the market — the seller revoked the
// marketplace's approval (they come back once approved again), a listing's end time passed, an 1155 auction
// sold its last copy. Everything reaches the database through the indexer, as on a live chain.
let chain: TestChain;
let t: TestApp;
let cookie: string;
const c = () => calls(chain.deployment);
const erc721 = () => chain.deployment.erc721.toLowerCase() as Address;
const erc1155 = () => chain.deployment.erc1155.toLowerCase() as Address;
const head = async () => Number(await chain.public.getBlockNumber({ cacheTime: 0 }));
const sync = async () => t.lifecycle?.indexer.syncTo(await head());

/** Account 0 allows or forbids the marketplace to move its tokens of `collection`. */
const approval = (collection: Address, approved: boolean): Call => ({
  address: collection,
  abi: agoraErc721Abi,
  functionName: 'setApprovalForAll',
  args: [chain.deployment.marketplace, approved],
});

beforeAll(async () => {
  chain = await startChain();
  // Recent blocks (3 confirmations) are journaled, so the reorg test can undo a revoke.
  t = await createTestApp(
    { RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile },
    { confirmations: 3 },
  );
  cookie = await signIn(t.app, accounts[0] as (typeof accounts)[number]);
  await chain.send(0, c().approveAll(chain.deployment.erc721));
  await chain.send(0, c().approveAll(chain.deployment.erc1155));
  await chain.send(1, c().approveVsw(maxUint256));
}, 60_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

/** Mints a 721 (or `copies` of a 1155) as account 0, indexed; the new token's id. */
async function mint(seed: string, copies = 0n): Promise<string> {
  const digest = keccak256(toHex(seed));
  await chain.send(0, copies ? c().mint1155(copies, digest) : c().mint721(digest));
  await sync();
  const [item] = await t.database.db
    .select()
    .from(items)
    .where(eq(items.contract, copies ? erc1155() : erc721()))
    .orderBy(desc(items.id))
    .limit(1);
  return String(item?.tokenId);
}

async function post(url: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const statusOf = async (hash: string) =>
  (await t.database.db.select().from(listings).where(eq(listings.hash, hash)))[0]?.status;

/** Whether account 0's 721 is for sale on its token page (owner row) and in explore's "Fixed price" filter. */
async function onSale(tokenId: string) {
  const page = (await t.app.inject(`/api/v1/items/${erc721()}/${tokenId}`)).json();
  // Signed in: explore's visitor page cache would answer from memory.
  const explore = await t.app.inject({
    url: '/api/v1/tokens?filter=FixedPrice&limit=50',
    headers: { cookie },
  });
  const listed = explore.json().items.some((i: { contract: string; tokenId: string }) => {
    return i.contract === erc721() && i.tokenId === tokenId;
  });
  return { row: page.owners[0].sale?.saleType ?? null, explore: listed };
}

const forSale = { row: 'FixedPrice', explore: true };
const notForSale = { row: null, explore: false };

describe('listings the chain can no longer fill', () => {
  it('revoking the approval hides the listing, a reorg of the revoke restores it, approving again brings it back', async () => {
    const tokenId = await mint('revoke');
    const { hash } = await post('/listings', await listingPayload(chain, 0, tokenId, '1'));
    await sync();
    expect(await onSale(tokenId)).toEqual(forSale);

    const id = (await chain.rpc('evm_snapshot')) as string;
    await chain.send(0, approval(erc721(), false));
    await sync();
    expect(await statusOf(hash)).toBe('unapproved');
    expect(await onSale(tokenId)).toEqual(notForSale);
    // Cards and the cart read the order's status: the chain would refuse the transfer.
    // A listing that cannot fill is served to its seller only (issue 28.8).
    expect((await t.app.inject(`/api/v1/orders/${hash}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/orders/${hash}`, headers: { cookie } })).json()).toMatchObject(
      { status: 'unapproved' },
    );
    // The revoke's block is orphaned: the listing is active again.
    await chain.rpc('evm_revert', [id]);
    for (let i = 0; i < 4; i++) await chain.rpc('evm_mine');
    await sync();
    expect(await statusOf(hash)).toBe('active');
    expect(await onSale(tokenId)).toEqual(forSale);

    await chain.send(0, approval(erc721(), false));
    await sync();
    expect(await statusOf(hash)).toBe('unapproved');
    // Another contract's approval or another operator changes nothing.
    await chain.send(0, approval(erc1155(), true));
    await sync();
    expect(await statusOf(hash)).toBe('unapproved');
    await chain.send(0, approval(erc721(), true));
    await sync();
    expect(await statusOf(hash)).toBe('active');
    expect(await onSale(tokenId)).toEqual(forSale);
  });

  it('an unapproved listing taken off sale stays off once the marketplace is approved again', async () => {
    const tokenId = await mint('revoke-then-delete');
    const { hash } = await post('/listings', await listingPayload(chain, 0, tokenId, '1'));
    await chain.send(0, approval(erc721(), false));
    await sync();
    expect(await statusOf(hash)).toBe('unapproved');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/listings/${hash}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(hash)).toBe('cancelled');
    await chain.send(0, approval(erc721(), true));
    await sync();
    expect(await statusOf(hash)).toBe('cancelled');
    expect(await onSale(tokenId)).toEqual(notForSale);
  });

  it('an unapproved auction ended by its seller stays closed once the marketplace is approved again', async () => {
    const tokenId = await mint('auction-revoked');
    const opened = await post('/auctions', await auctionPayload(chain, tokenId, 'UnLimitedAuction'));
    const row = async () =>
      (await t.database.db.select().from(auctions).where(eq(auctions.hash, opened.sale.orderHash)))[0];
    await chain.send(0, approval(erc721(), false));
    await sync();
    expect(await row()).toMatchObject({ status: 'unapproved' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auctions/${erc721()}/${tokenId}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    await chain.send(0, approval(erc721(), true));
    await sync();
    expect(await row()).toMatchObject({ status: 'cancelled' });
  });

  it('a listing whose end time passed leaves the market at the first block after it', async () => {
    const tokenId = await mint('expiry');
    const now = await chainNow(chain);
    const { hash } = await post(
      '/listings',
      await listingPayload(chain, 0, tokenId, '1', { endTime: String(now + 600) }),
    );
    await sync();
    await travelTo(chain, now + 600);
    await sync();
    expect(await statusOf(hash)).toBe('active');
    await travelTo(chain, now + 601);
    await sync();
    expect(await statusOf(hash)).toBe('expired');
    expect((await t.app.inject({ url: `/api/v1/orders/${hash}`, headers: { cookie } })).json()).toMatchObject(
      {
        status: 'expired',
        remaining: 0,
      },
    );
    expect(await onSale(tokenId)).toEqual(notForSale);
  });

  it('an 1155 auction leaves while unapproved, and is settled once its last copy is sold, not before', async () => {
    const tokenId = await mint('copies', 3n);
    const auction = await orderPayload(chain, 0, tokenId, {
      collection: erc1155(),
      quantity: '3',
      currency: chain.deployment.vsw.toLowerCase() as Address,
      unitPrice: '1',
      saleType: '2',
      salt: '11',
    });
    const hash = (await post('/auctions', { saleType: 'UnLimitedAuction', ...auction })).sale.orderHash;
    const row = async () => (await t.database.db.select().from(auctions).where(eq(auctions.hash, hash)))[0];
    const settle = async (quantity: string) => {
      const bid = await bidPayload(chain, 1, tokenId, '1', {
        collection: erc1155(),
        quantity,
        auction: hash,
      });
      await chain.send(0, c().settleAuction(auction, bid));
      await sync();
    };
    // Revoked, the auction waits as 'unapproved' (its holder row shows no sale); approved again, it is open.
    await chain.send(0, approval(erc1155(), false));
    await sync();
    expect(await row()).toMatchObject({ status: 'unapproved' });
    const page = (await t.app.inject(`/api/v1/items/${erc1155()}/${tokenId}`)).json();
    expect(page.owners[0].sale?.saleType ?? null).toBeNull();
    await chain.send(0, approval(erc1155(), true));
    await sync();
    expect(await row()).toMatchObject({ status: 'open', filled: 0 });
    await settle('2');
    expect(await row()).toMatchObject({ status: 'open', filled: 2 });
    await settle('1');
    expect(await row()).toMatchObject({ status: 'settled', filled: 3 });
  });
});
