import { agoraMarketplaceAbi, bidFromJson, tokenRoot } from '@agora/chain';
import {
  type BidOrder,
  type CollectionOffer,
  LIFECYCLE_MSG,
  MSG,
  OFFER_MSG,
  type TokenDetail,
} from '@agora/core';
import { and, eq, inArray } from 'drizzle-orm';
import { type Address, type Hex, keccak256, maxUint256, parseEther, toHex, zeroHash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, items } from '../src/db/schema';
import { seedDemoContent } from '../src/seed/demo';
import { accounts, signIn } from './auth-helpers';
import { chainNow, offerPayload } from './bid-orders';
import { calls, startChain, type TestChain, ZERO_ADDRESS } from './chain';
import { createTestApp, type TestApp } from './helpers';

/**
 * Collection offers (issue 13 item 4) against a real anvil and PGlite: placed through POST /bids with
 * `anyToken` on an Agora collection page, signed for the root of that collection's token ids (Agora's
 * collections share one contract, so a root-less offer would take any Agora token); listed on the collection
 * and on the page of every token it covers with the token's proof, replaced, withdrawn, and accepted on chain
 * by holders of different tokens, which the indexer counts against the offer.
 */

let chain: TestChain;
let t: TestApp;
const cookies: string[] = [];
const addressOf = (i: number) => accounts[i]?.address.toLowerCase() as Address;
type Offer = Omit<Awaited<ReturnType<typeof offerPayload>>, 'owner'> & {
  owner: string | null;
  collectionId?: number;
};

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: number | null, payload?: object) {
  const headers = who === null ? {} : { cookie: cookies[who] as string };
  return t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
}
const post = (who: number, p: Offer) => send('POST', '/bids', who, p);
const erc721 = () => chain.deployment.erc721.toLowerCase();
const listed = async (contract = erc721()): Promise<CollectionOffer[]> =>
  (await send('GET', `/collections/${contract}/offers`, null)).json().offers;
const listedOn = async (id: number): Promise<CollectionOffer[]> =>
  (await send('GET', `/collections/${erc721()}/offers?collectionId=${id}`, null)).json().offers;
const tokenPage = async (tokenId: string, contract = erc721()): Promise<TokenDetail> =>
  (await send('GET', `/items/${contract}/${tokenId}`, null)).json();

/** Sends a transaction from account `i` and reports it, as the web does after every transaction. */
async function sendAndReport(i: number, call: Parameters<TestChain['send']>[1]) {
  const hash = await chain.send(i, call);
  const res = await send('POST', '/tx', i, { hash });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Mints a 721 (or `copies` of a 1155) as account `i`; the token id. */
async function mint(i: number, seed: string, copies = 0n) {
  const c = calls(chain.deployment);
  const digest = keccak256(toHex(seed));
  const reply = await sendAndReport(i, copies ? c.mint1155(copies, digest) : c.mint721(digest));
  return reply.events[0].tokenId as string;
}

/** Account `seller` sells `tokenId` to the offer on chain, with the token's proof from its page. */
const accept = (
  seller: number,
  p: { order: Offer['order']; signature: string; proof: string[] },
  tokenId: string,
) =>
  sendAndReport(seller, {
    address: chain.deployment.marketplace,
    abi: agoraMarketplaceAbi,
    functionName: 'acceptCollectionOffer',
    args: [bidFromJson(p.order), p.signature, BigInt(tokenId), p.proof as Hex[], 1n, 0n],
  });

let tokenA: string;
let tokenB: string;
/** A 721 of account 0 outside the collection. */
let tokenC: string;
let token1155: string;
/** The collection page of tokens A and B. */
let collectionId: number;
const rootAB = () => tokenRoot([BigInt(tokenA), BigInt(tokenB)]);

/** Account i's offer on the collection of A and B (its tokens' root), as the offer modal makes it. */
async function offer(i: number, unitPrice: string, quantity = 1, over: Partial<BidOrder> = {}, by = i) {
  const p = await offerPayload(chain, i, unitPrice, quantity, { tokenRoot: rootAB(), ...over }, by);
  return { ...p, collectionId } as Offer;
}

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  // The currencies table names VSW, as on a started server.
  await seedDemoContent(t.database.db);
  for (const a of accounts) cookies.push(await signIn(t.app, a));
  // Alice (1) and Bob (2) let the marketplace take their VSW; Carol (3) never does.
  await chain.send(1, calls(chain.deployment).approveVsw(maxUint256));
  await chain.send(2, calls(chain.deployment).approveVsw(maxUint256));
  // Two holders of the same 721 contract: account 0 holds A, account 2 holds B.
  tokenA = await mint(0, 'offer-a');
  tokenB = await mint(2, 'offer-b');
  tokenC = await mint(0, 'offer-c');
  token1155 = await mint(0, 'offer-1155', 5n);
  // A and B make account 0's collection page "Offered" (C stays out of it).
  const db = t.database.db;
  const [made] = await db
    .insert(collections)
    .values({ owner: addressOf(0), name: 'Offered', customUrl: 'offered', type: 'SINGLE' })
    .returning({ id: collections.id });
  collectionId = made?.id as number;
  await db
    .update(items)
    .set({ collectionId })
    .where(and(eq(items.contract, erc721()), inArray(items.tokenId, [tokenA, tokenB])));
  await chain.send(0, calls(chain.deployment).approveAll(chain.deployment.erc721));
  await chain.send(2, calls(chain.deployment).approveAll(chain.deployment.erc721));
}, 180_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

describe('collection offers', () => {
  it('refuses offers that could not fill, with a 4xx and a clear message', async () => {
    const good = await offer(1, '2', 2);
    expect((await post(1, good)).statusCode).toBe(200);
    expect((await send('POST', '/bids', null, good)).statusCode).toBe(401);
    // Signed for Alice by Bob; Alice's order posted by Bob's session.
    const forged = await offer(1, '2', 2, {}, 2);
    expect((await post(1, forged)).json().message).toBe(LIFECYCLE_MSG.badSignature);
    expect((await post(2, good)).statusCode).toBe(403);

    const cases: [Promise<Offer>, number, string][] = [
      [offer(1, '2', 1).then((p) => ({ ...p, owner: addressOf(0) })), 400, OFFER_MSG.noOwner],
      [
        offer(1, '2', 1, { collection: addressOf(3), tokenRoot: zeroHash }).then(
          ({ collectionId: _, ...p }) => p,
        ),
        404,
        OFFER_MSG.unknownCollection,
      ],
      // On Agora's shared contract: no collection page, no root (it would take any Agora token), a forged root
      // that adds token C, a collection page the root is not of.
      [offer(1, '2', 1).then(({ collectionId: _, ...p }) => p), 400, OFFER_MSG.collectionRequired],
      [offer(1, '2', 1, { tokenRoot: zeroHash }), 400, OFFER_MSG.wrongTokens],
      [
        offer(1, '2', 1, { tokenRoot: tokenRoot([tokenA, tokenB, tokenC].map(BigInt)) }),
        400,
        OFFER_MSG.wrongTokens,
      ],
      [
        offer(1, '2', 1).then((p) => ({ ...p, collectionId: collectionId + 1000 })),
        404,
        OFFER_MSG.unknownCollection,
      ],
      [offer(1, '2', 1, { currency: ZERO_ADDRESS }), 400, LIFECYCLE_MSG.wrongCurrency],
      [offer(1, '2', 1, { counter: '7' }), 400, LIFECYCLE_MSG.nonceStale],
      [chainNow(chain).then((now) => offer(1, '2', 1, { expiry: String(now - 1) })), 400, OFFER_MSG.expired],
      [offer(1, '2', 0), 400, MSG.bid.errors.quantityZero],
      [offer(1, '0.001', 1), 400, MSG.bid.errors.amountMin],
      [offer(1, '2', 1, { maxFeeBps: '0' }), 400, OFFER_MSG.feeAboveSigned],
      // 600,000 VSW for each of two tokens is more than the million every dev account holds.
      [offer(1, '600000', 2), 400, MSG.bid.errors.insufficient],
      [offer(3, '2', 1), 400, MSG.acceptBid.button.error1],
    ];
    for (const [payload, status, message] of cases) {
      const p = await payload;
      const res = await post(p.order.bidder === addressOf(3) ? 3 : 1, p);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
    }
  });

  it('lists an offer on its collection and, with the proof, on the pages of its tokens only', async () => {
    const offers = await listed();
    expect(offers).toHaveLength(1);
    const [offer] = offers as [CollectionOffer];
    expect(offer).toMatchObject({
      bidder: { address: addressOf(1) },
      collection: erc721(),
      amount: parseEther('2').toString(),
      currency: 'VSW',
      quantity: 2,
      pending: 2,
      status: 'pending',
      collectionId,
      proof: [],
      order: { anyToken: true, quantity: '2', tokenRoot: rootAB() },
    });
    expect(offer.signature).toMatch(/^0x[0-9a-f]+$/);
    for (const tokenId of [tokenA, tokenB]) {
      const page = await tokenPage(tokenId);
      expect(page.collectionOffers.map((o) => o.id)).toEqual([offer.id]);
      // A two-token tree: each token's proof is the other's leaf.
      expect(page.collectionOffers[0]?.proof).toHaveLength(1);
      // An offer is not a bid on the token: the token's own bids stay empty.
      expect(page.bids).toEqual([]);
    }
    // Token C of the same contract is not in the collection: its page has no offer to accept.
    expect((await tokenPage(tokenC)).collectionOffers).toEqual([]);
    expect(await listedOn(collectionId)).toHaveLength(1);
    expect(await listedOn(collectionId + 1000)).toEqual([]);
    const ids = await send('GET', `/collections/${erc721()}/offer-tokens?collectionId=${collectionId}`, null);
    expect(ids.json()).toEqual({ tokenIds: [tokenA, tokenB] });
    const other = chain.deployment.erc1155.toLowerCase();
    expect((await tokenPage(token1155, other)).collectionOffers).toEqual([]);
    expect(await listed(other)).toEqual([]);
    expect((await send('GET', '/collections/not-an-address/offers', null)).statusCode).toBe(400);
  });

  it("replaces the bidder's earlier offer on the collection, edits by id, and keeps kinds apart", async () => {
    const [first] = (await listed()) as [CollectionOffer];
    const higher = await offer(1, '3', 2);
    const res = await post(1, higher);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(LIFECYCLE_MSG.bidEdited);
    const offers = await listed();
    expect(offers.map((o) => o.amount)).toEqual([parseEther('3').toString()]);
    expect(offers[0]?.id).not.toBe(first.id);

    // Bob's lower offer sits below Alice's, highest first.
    expect((await post(2, await offer(2, '2.5', 1))).statusCode).toBe(200);
    expect((await listed()).map((o) => o.bidder.address)).toEqual([addressOf(1), addressOf(2)]);

    const aliceId = offers[0]?.id as string;
    const edit = await offer(1, '3.5', 2);
    const put = await send('PUT', `/bids/${aliceId}`, 1, edit);
    expect(put.statusCode).toBe(200);
    expect(put.json().offer).toMatchObject({ amount: parseEther('3.5').toString(), quantity: 2 });
    // A bid on one token cannot replace a collection offer; Bob cannot edit Alice's.
    const single = await offer(1, '4', 1, { anyToken: false, tokenId: tokenA });
    const wrongKind = await send('PUT', `/bids/${put.json().offer.id}`, 1, single);
    expect({ status: wrongKind.statusCode, message: wrongKind.json().message }).toEqual({
      status: 400,
      message: OFFER_MSG.wrongKind,
    });
    const bobs = await offer(2, '4', 1);
    expect((await send('PUT', `/bids/${put.json().offer.id}`, 2, bobs)).statusCode).toBe(403);
  });

  it('withdraws an offer at once and asks for the on-chain cancel while it could still fill', async () => {
    const bob = (await listed()).find((o) => o.bidder.address === addressOf(2)) as CollectionOffer;
    const res = await send('DELETE', `/bids/${bob.id}`, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MSG.toast.bidCancelled, onChainCancel: true });
    expect(res.json().order).toEqual(bob.order);
    expect((await listed()).map((o) => o.bidder.address)).toEqual([addressOf(1)]);
    expect((await send('DELETE', `/bids/${bob.id}`, 2)).statusCode).toBe(404);
  });

  it('is accepted on chain by holders of different tokens; the indexer counts each against the offer', async () => {
    const [open] = (await listed()) as [CollectionOffer];
    const signed = { order: { ...open.order }, signature: open.signature };
    const proofOf = async (tokenId: string) =>
      ((await tokenPage(tokenId)).collectionOffers[0] as CollectionOffer).proof;
    // Account 0 cannot sell C, outside the collection, with A's proof: the chain refuses it.
    await expect(accept(0, { ...signed, proof: await proofOf(tokenA) }, tokenC)).rejects.toThrow();
    const first = await accept(0, { ...signed, proof: await proofOf(tokenA) }, tokenA);
    expect(first.events.map((e: { kind: string }) => e.kind)).toContain('bidAccepted');
    const [after] = (await listed()) as [CollectionOffer];
    expect(after).toMatchObject({ id: open.id, pending: 1, status: 'partiallyCompleted' });
    const pageA = await tokenPage(tokenA);
    expect(pageA.owners.map((o) => o.user.address)).toEqual([addressOf(1)]);
    expect(pageA.history[0]).toMatchObject({ action: 'accept', price: parseEther('3.5').toString() });

    // Bob holds B: the same signed offer buys his token too, and then it is used up.
    await accept(2, { ...signed, proof: await proofOf(tokenB) }, tokenB);
    expect(await listed()).toEqual([]);
    expect((await tokenPage(tokenB)).owners.map((o) => o.user.address)).toEqual([addressOf(1)]);
    expect((await tokenPage(tokenA)).collectionOffers).toEqual([]);
  });

  it("takes a bidder's offers down when they cancel all their bids on chain (the counter moved)", async () => {
    expect((await post(2, await offer(2, '1', 1))).statusCode).toBe(200);
    expect((await listed()).map((o) => o.bidder.address)).toEqual([addressOf(2)]);
    const reply = await sendAndReport(2, {
      address: chain.deployment.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'cancelAllBids',
      args: [],
    });
    expect(reply.hash).toMatch(/^0x/);
    expect(await listed()).toEqual([]);
    // An offer signed under the old counter is refused from now on.
    const stale = await offer(2, '1', 1, { counter: '0' });
    expect((await post(2, stale)).json().message).toBe(LIFECYCLE_MSG.nonceStale);
  });
});
