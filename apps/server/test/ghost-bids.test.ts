import { vswAbi } from '@agora/chain';
import { type Address, keccak256, maxUint256, parseEther, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, signIn } from './auth-helpers';
import { auctionPayload, bidPayload } from './bid-orders';
import { type Call, calls, startChain, type TestChain } from './chain';
import { createTestApp, postAs, type TestApp } from './helpers';

/**
 * Issue 32.4 / 28.8: a bid's funds are re-read from the chain on every Transfer/Approval of its currency, not
 * only when it is posted. A bidder who moves the money away (or revokes the allowance) has an unfunded bid:
 * shown as such, never the highest, blocking no funded bidder; getting the funds back makes it live again.
 */
let chain: TestChain;
let t: TestApp;
const cookies: string[] = [];
const addressOf = (i: number) => accounts[i]?.address.toLowerCase() as Address;
let tokenId: string;

const vsw = (functionName: 'transfer' | 'approve', args: readonly unknown[]): Call => ({
  address: chain.deployment.vsw,
  abi: vswAbi,
  functionName,
  args,
});
const balanceOf = (i: number) =>
  chain.public.readContract({
    address: chain.deployment.vsw,
    abi: vswAbi,
    functionName: 'balanceOf',
    args: [addressOf(i)],
  });
/** What the indexer's loop does: applies the chain up to its head (currency logs included). */
const sync = async () => t.lifecycle?.indexer.syncTo(Number(await chain.public.getBlockNumber()));

interface PageBid {
  bidder: { address: string };
  amount: string;
  unfunded?: boolean;
}
const tokenPage = async () =>
  (await t.app.inject(`/api/v1/items/${chain.deployment.erc721.toLowerCase()}/${tokenId}`)).json() as {
    bids: PageBid[];
    highestBid: PageBid | null;
  };
/** The item's card on explore's timed auctions: what cards rank and show as the highest offer. */
const card = async () => {
  const res = await t.app.inject('/api/v1/tokens?filter=TimedAuction');
  const cards = res.json().items as { tokenId: string; highestBid: { amount: string } | null }[];
  return cards.find((c) => c.tokenId === tokenId);
};
const bidOf = async (i: number) => (await tokenPage()).bids.find((b) => b.bidder.address === addressOf(i));
const postBid = async (i: number, amount: string) => {
  const p = await bidPayload(chain, i, tokenId, amount);
  return postAs(t.app, cookies[i] as string, '/api/v1/bids', {
    owner: p.owner,
    order: p.order,
    signature: p.signature,
  });
};

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  for (const a of accounts.slice(0, 3)) cookies.push(await signIn(t.app, a));
  const c = calls(chain.deployment);
  await chain.send(1, c.approveVsw(maxUint256));
  await chain.send(2, c.approveVsw(maxUint256));
  await chain.send(0, c.approveAll(chain.deployment.erc721));
  const minted = await chain.send(0, c.mint721(keccak256(toHex('ghost bids'))));
  const res = await postAs(t.app, cookies[0] as string, '/api/v1/tx', { hash: minted });
  tokenId = res.json().events[0].tokenId;
  const opened = await postAs(
    t.app,
    cookies[0] as string,
    '/api/v1/auctions',
    await auctionPayload(chain, tokenId, 'TimedAuction'),
  );
  expect(opened.statusCode, opened.body).toBe(200);
  const placed = await postBid(1, '10');
  expect(placed.statusCode, placed.body).toBe(200);
  await sync();
}, 180_000);
afterAll(async () => {
  await t?.close();
  await chain?.anvil.stop();
});

describe('ghost bids', () => {
  it('marks a bid unfunded once its bidder moves the money away, and no longer ranks it highest', async () => {
    expect((await tokenPage()).highestBid?.bidder.address).toBe(addressOf(1));
    expect((await bidOf(1))?.unfunded).toBe(false);
    expect((await card())?.highestBid?.amount).toBe(parseEther('10').toString());
    await chain.send(1, vsw('transfer', [addressOf(3), await balanceOf(1)]));
    await sync();
    expect((await bidOf(1))?.unfunded).toBe(true);
    expect((await tokenPage()).highestBid).toBeNull();
    expect((await card())?.highestBid).toBeNull();
  }, 120_000);

  it('lets a funded bidder bid below the unfunded bid, which stays shown below it', async () => {
    const res = await postBid(2, '2');
    expect(res.statusCode, res.body).toBe(200);
    const page = await tokenPage();
    expect(page.highestBid?.bidder.address).toBe(addressOf(2));
    expect(page.bids.map((b) => [b.bidder.address, b.unfunded])).toEqual([
      [addressOf(2), false],
      [addressOf(1), true],
    ]);
  }, 120_000);

  it('marks a bid unfunded when the allowance is revoked, and funded again when it is restored', async () => {
    await chain.send(2, vsw('approve', [chain.deployment.marketplace, 0n]));
    await sync();
    expect((await bidOf(2))?.unfunded).toBe(true);
    await chain.send(2, vsw('approve', [chain.deployment.marketplace, parseEther('3')]));
    await sync();
    expect((await bidOf(2))?.unfunded).toBe(false);
    expect((await tokenPage()).highestBid?.bidder.address).toBe(addressOf(2));
  }, 120_000);

  it('ranks a bid highest again once its bidder holds the funds again', async () => {
    await chain.send(3, vsw('transfer', [addressOf(1), parseEther('100')]));
    await sync();
    expect((await bidOf(1))?.unfunded).toBe(false);
    expect((await tokenPage()).highestBid?.bidder.address).toBe(addressOf(1));
  }, 120_000);

  it('puts the funded flag back when the block that emptied the wallet is reorged away', async () => {
    const id = (await chain.rpc('evm_snapshot')) as string;
    await chain.send(1, vsw('transfer', [addressOf(3), await balanceOf(1)]));
    await sync();
    expect((await bidOf(1))?.unfunded).toBe(true);
    await chain.rpc('evm_revert', [id]);
    // The new branch is longer than the orphaned one and holds other blocks.
    for (let i = 0; i < 3; i++) await chain.rpc('evm_mine');
    await sync();
    expect((await bidOf(1))?.unfunded).toBe(false);
    expect((await tokenPage()).highestBid?.bidder.address).toBe(addressOf(1));
  }, 120_000);
});
