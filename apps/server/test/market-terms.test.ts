import { agoraErc721Abi, agoraMarketplaceAbi, vswAbi, vswBytecode } from '@agora/chain';
import { desc, eq } from 'drizzle-orm';
import { type Address, keccak256, maxUint256, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, currencies, items, listings } from '../src/db/schema';
import { accounts, signIn } from './auth-helpers';
import { auctionPayload, bidPayload, listingPayload } from './bid-orders';
import { type Call, calls, startChain, type TestChain } from './chain';
import { createTestApp, type TestApp } from './helpers';

// Issue 28.8: the API shows only orders the marketplace would fill now. A seller fee raised past an order's
// signed maxFeeBps, or its ERC-20 disallowed, holds the order ('held': off lists, its signature served to its
// seller only); terms that take it again bring it back. Everything reaches the database through the indexer.
let chain: TestChain;
let t: TestApp;
let cookie: string;
let bidderCookie: string;
const c = () => calls(chain.deployment);
const erc721 = () => chain.deployment.erc721.toLowerCase() as Address;
const head = async () => Number(await chain.public.getBlockNumber({ cacheTime: 0 }));
const sync = async () => t.lifecycle?.indexer.syncTo(await head());
const market = (functionName: 'setFees' | 'setCurrency', args: readonly unknown[]): Call => ({
  address: chain.deployment.marketplace,
  abi: agoraMarketplaceAbi,
  functionName,
  args,
});
const approval = (approved: boolean): Call => ({
  address: chain.deployment.erc721,
  abi: agoraErc721Abi,
  functionName: 'setApprovalForAll',
  args: [chain.deployment.marketplace, approved],
});
/** The deployment's fees (test/chain.ts deploys with 2.5 % each); the seller fee is the second. */
const FEE = 250;

beforeAll(async () => {
  chain = await startChain();
  // Recent blocks (3 confirmations) are journaled, so the reorg test can undo a fee change.
  t = await createTestApp(
    { RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile },
    { confirmations: 3 },
  );
  cookie = await signIn(t.app, accounts[0] as (typeof accounts)[number]);
  bidderCookie = await signIn(t.app, accounts[1] as (typeof accounts)[number]);
  await chain.send(0, c().approveAll(chain.deployment.erc721));
  await chain.send(1, c().approveVsw(maxUint256));
}, 60_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

async function mint(seed: string): Promise<string> {
  await chain.send(0, c().mint721(keccak256(toHex(seed))));
  await sync();
  const [item] = await t.database.db
    .select()
    .from(items)
    .where(eq(items.contract, erc721()))
    .orderBy(desc(items.id))
    .limit(1);
  return String(item?.tokenId);
}

async function post(url: string, payload: object): Promise<{ hash?: string; sale: { orderHash: string } }> {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const listingStatus = async (hash: string) =>
  (await t.database.db.select().from(listings).where(eq(listings.hash, hash)))[0]?.status;
const auctionStatus = async (hash: string) =>
  (await t.database.db.select().from(auctions).where(eq(auctions.hash, hash)))[0]?.status;
/** The sale the token page shows on its owner's row (null: not for sale). */
const saleOf = async (tokenId: string) =>
  (await t.app.inject(`/api/v1/items/${erc721()}/${tokenId}`)).json().owners[0].sale?.saleType ?? null;
/** The item's card among explore's open-offer auctions (signed in: no shared page cache), as cards rank bids. */
const card = async (tokenId: string) => {
  const res = await t.app.inject({
    url: '/api/v1/tokens?filter=UnLimitedAuction&limit=50',
    headers: { cookie },
  });
  const cards = res.json().items as { tokenId: string; highestBid: { amount: string } | null }[];
  return cards.find((c) => c.tokenId === tokenId);
};
const visitorOrder = async (hash: string) => (await t.app.inject(`/api/v1/orders/${hash}`)).statusCode;
const sellerOrder = async (hash: string) =>
  (await t.app.inject({ url: `/api/v1/orders/${hash}`, headers: { cookie } })).json();

describe('orders the marketplace would refuse under its current terms', () => {
  it('a seller fee raised past the signed bound holds a listing and an auction; lowered again, both come back', async () => {
    const listed = await mint('fee-listing');
    const auctioned = await mint('fee-auction');
    const { hash } = await post(
      '/listings',
      await listingPayload(chain, 0, listed, '1', { maxFeeBps: String(FEE) }),
    );
    const auction = (
      await post(
        '/auctions',
        await auctionPayload(chain, auctioned, 'UnLimitedAuction', 0, erc721(), { maxFeeBps: String(FEE) }),
      )
    ).sale.orderHash;
    const generous = await mint('fee-generous');
    const kept = (await post('/listings', await listingPayload(chain, 0, generous, '1'))).hash as string;
    await sync();

    await chain.send(0, market('setFees', [FEE, FEE + 50]));
    await sync();
    expect(await listingStatus(hash as string)).toBe('held');
    expect(await auctionStatus(auction)).toBe('held');
    expect(await saleOf(listed)).toBeNull();
    expect(await saleOf(auctioned)).toBeNull();
    // The chain would refuse it: its signature goes to its seller only (to cancel it on chain).
    expect(await visitorOrder(hash as string)).toBe(404);
    expect(await sellerOrder(hash as string)).toMatchObject({ status: 'held' });
    // An order signed with room for the new fee stays on sale.
    expect(await listingStatus(kept)).toBe('active');
    expect(await saleOf(generous)).toBe('FixedPrice');

    await chain.send(0, market('setFees', [FEE, FEE]));
    await sync();
    expect(await listingStatus(hash as string)).toBe('active');
    expect(await auctionStatus(auction)).toBe('open');
    expect(await saleOf(listed)).toBe('FixedPrice');
    expect(await visitorOrder(hash as string)).toBe(200);
  });

  it('a reorg of the fee change puts the held listing back on sale', async () => {
    const tokenId = await mint('fee-reorg');
    const { hash } = await post(
      '/listings',
      await listingPayload(chain, 0, tokenId, '1', { maxFeeBps: String(FEE) }),
    );
    await sync();
    const id = (await chain.rpc('evm_snapshot')) as string;
    await chain.send(0, market('setFees', [FEE, FEE + 1]));
    await sync();
    expect(await listingStatus(hash as string)).toBe('held');
    await chain.rpc('evm_revert', [id]);
    for (let i = 0; i < 4; i++) await chain.rpc('evm_mine');
    await sync();
    expect(await listingStatus(hash as string)).toBe('active');
    expect(await saleOf(tokenId)).toBe('FixedPrice');
  });

  it('approving the marketplace again while the fee refuses a listing leaves it held until the fee allows it', async () => {
    const tokenId = await mint('fee-approval');
    const { hash } = await post(
      '/listings',
      await listingPayload(chain, 0, tokenId, '1', { maxFeeBps: String(FEE) }),
    );
    await chain.send(0, approval(false));
    await chain.send(0, market('setFees', [FEE, FEE + 10]));
    await sync();
    expect(await listingStatus(hash as string)).toBe('unapproved');
    await chain.send(0, approval(true));
    await sync();
    expect(await listingStatus(hash as string)).toBe('held');
    // Revoked while held: it waits for the approval first, whatever the fee does.
    await chain.send(0, approval(false));
    await chain.send(0, market('setFees', [FEE, FEE]));
    await sync();
    expect(await listingStatus(hash as string)).toBe('unapproved');
    await chain.send(0, approval(true));
    await sync();
    expect(await listingStatus(hash as string)).toBe('active');
  });

  it('a buyer fee raised past the signed bound of a bid marks it refused: shown, never the highest; lowered again, it ranks', async () => {
    const tokenId = await mint('fee-bid');
    await post('/auctions', await auctionPayload(chain, tokenId, 'UnLimitedAuction'));
    const signed = await bidPayload(chain, 1, tokenId, '2', { maxFeeBps: String(FEE) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bids',
      payload: signed,
      headers: { cookie: bidderCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    await sync();
    const page = async () => (await t.app.inject(`/api/v1/items/${erc721()}/${tokenId}`)).json();
    expect((await page()).highestBid?.amount).toBe(signed.order.unitPrice);

    await chain.send(0, market('setFees', [FEE + 50, FEE]));
    await sync();
    const refused = await page();
    expect(refused.bids).toHaveLength(1);
    expect(refused.bids[0]).toMatchObject({ refused: true, unfunded: false });
    expect(refused.highestBid).toBeNull();
    expect((await card(tokenId))?.highestBid).toBeNull();

    await chain.send(0, market('setFees', [FEE, FEE]));
    await sync();
    const back = await page();
    expect(back.bids[0].refused).toBe(false);
    expect(back.highestBid?.amount).toBe(signed.order.unitPrice);
    expect((await card(tokenId))?.highestBid?.amount).toBe(signed.order.unitPrice);
  });

  it('a currency the marketplace disallows holds its listings; allowed again, they come back', async () => {
    const deployed = await chain.wallet(0).deployContract({
      abi: vswAbi,
      bytecode: vswBytecode,
      args: [chain.wallet(0).account.address],
    });
    const token = (await chain.public.waitForTransactionReceipt({ hash: deployed }))
      .contractAddress as Address;
    await t.database.db
      .insert(currencies)
      .values({ symbol: 'USDX', name: 'USD X', address: token.toLowerCase(), usdPrice: '1' });
    await chain.send(0, market('setCurrency', [token, true]));
    const tokenId = await mint('currency');
    const { hash } = await post(
      '/listings',
      await listingPayload(chain, 0, tokenId, '1', { currency: token.toLowerCase() as Address }),
    );
    await sync();
    expect(await saleOf(tokenId)).toBe('FixedPrice');

    await chain.send(0, market('setCurrency', [token, false]));
    await sync();
    expect(await listingStatus(hash as string)).toBe('held');
    expect(await saleOf(tokenId)).toBeNull();
    await chain.send(0, market('setCurrency', [token, true]));
    await sync();
    expect(await listingStatus(hash as string)).toBe('active');
    expect(await saleOf(tokenId)).toBe('FixedPrice');
  });
});
