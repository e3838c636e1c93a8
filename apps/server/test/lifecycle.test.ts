import { agoraMarketplaceAbi, digestFromCid } from '@agora/chain';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { encodeFunctionData, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, holdings, items, listings } from '../src/db/schema';
import { accounts, signIn } from './auth-helpers';
import { listingPayload } from './bid-orders';
import { calls, startChain, type TestChain } from './chain';
import { multipart } from './fixtures';
import { createTestApp, postAs, type TestApp } from './helpers';

let chain: TestChain;
let t: TestApp;
let creatorCookie: string;
let buyerCookie: string;
const [creator, buyer, third] = accounts.map((a) => a.address.toLowerCase());

async function report(hash: string, cookie = creatorCookie) {
  return postAs(t.app, cookie, '/api/v1/tx', { hash });
}

async function holdingsOf(contract: string, tokenId: string) {
  return t.database.db
    .select({
      owner: holdings.owner,
      balance: holdings.balance,
      saleType: holdings.saleType,
      price: holdings.price,
    })
    .from(holdings)
    .innerJoin(items, eq(items.id, holdings.itemId))
    .where(and(eq(items.contract, contract), eq(items.tokenId, tokenId)));
}

async function uploadAndDraft(name: string, type: 721 | 1155 = 721) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa3300' } })
    .png()
    .toBuffer();
  const body = await multipart({ name, description: `${name} description` }, { file: png });
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/v1/media/metadata',
    payload: body.payload,
    headers: { ...body.headers, cookie: creatorCookie },
  });
  const { metadataCid } = up.json();
  const draft = await postAs(t.app, creatorCookie, '/api/v1/items/drafts', {
    type,
    metadataCid,
    name,
    description: `${name} description`,
    category: 'Art',
    collectionId: null,
    properties: { size: 'small' },
    unlockable: 'secret code',
    royaltyBps: 500,
    quantity: 1,
    sale: null,
  });
  expect(draft.statusCode).toBe(200);
  return digestFromCid(metadataCid);
}

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  creatorCookie = await signIn(t.app, accounts[0] as (typeof accounts)[number]);
  buyerCookie = await signIn(t.app, accounts[1] as (typeof accounts)[number]);
  await t.database.db.execute(sql`insert into categories (name) values ('Art') on conflict do nothing`);
}, 60_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

describe('single edition: mint, list by signature, lower price, buy, transfer, burn through POST /tx', () => {
  const c = () => calls(chain.deployment);
  const erc721 = () => chain.deployment.erc721.toLowerCase();

  it('mints and matches the draft by metadata CID and creator', async () => {
    const digest = await uploadAndDraft('Sunrise');
    const hash = await chain.send(0, c().mint721(digest));
    const res = await report(hash);
    expect(res.statusCode).toBe(200);
    expect(res.json().events).toEqual([{ kind: 'mint', contract: erc721(), tokenId: '1' }]);
    const [item] = await t.database.db.select().from(items).where(eq(items.contract, erc721()));
    expect(item).toMatchObject({
      name: 'Sunrise',
      creator,
      royaltyBps: 500,
      supply: 1,
      unlockable: 'secret code',
    });
    expect(await holdingsOf(erc721(), '1')).toEqual([
      { owner: creator, balance: 1, saleType: null, price: null },
    ]);
    // Reporting again changes nothing (the block is already applied).
    expect((await report(hash)).statusCode).toBe(200);
    expect(await t.database.db.$count(activity, eq(activity.action, 'mint'))).toBe(1);
  });

  it('lists by signature, lowers the price with a new order and sells to the buyer', async () => {
    await chain.send(0, c().approveAll(chain.deployment.erc721));
    const list = async (price: string) => {
      const signed = await listingPayload(chain, 0, '1', price);
      const res = await postAs(t.app, creatorCookie, '/api/v1/listings', signed);
      expect(res.statusCode).toBe(200);
      return { ...signed, hash: res.json().hash as string };
    };
    await list('1');
    expect((await holdingsOf(erc721(), '1'))[0]).toMatchObject({
      saleType: 'FixedPrice',
      price: parseEther('1').toString(),
    });

    const lower = await list('0.5');
    expect((await holdingsOf(erc721(), '1'))[0]?.price).toBe(parseEther('0.5').toString());

    const value = (parseEther('0.5') * 10_250n) / 10_000n;
    const visitorsCard = async () => (await t.app.inject('/api/v1/tokens?filter=Recently')).json().items[0];
    expect((await visitorsCard()).listing).toMatchObject({ price: parseEther('0.5').toString() });
    const sale = await report(await chain.send(1, c().buy(lower, 1n, value)), buyerCookie);
    // A reported transaction clears the visitors' page cache.
    expect((await visitorsCard()).owner.address).toBe(buyer);
    expect(sale.json().events).toEqual([
      { kind: 'sale', contract: erc721(), tokenId: '1', orderHash: lower.hash },
    ]);
    expect(await holdingsOf(erc721(), '1')).toEqual([
      { owner: buyer, balance: 1, saleType: null, price: null },
    ]);
    const [l] = await t.database.db.select().from(listings).where(eq(listings.hash, lower.hash));
    expect(l?.status).toBe('sold');
    const purchase = await t.database.db.select().from(activity).where(eq(activity.action, 'purchase'));
    expect(purchase).toHaveLength(1);
    expect(purchase[0]).toMatchObject({ fromAddress: buyer, toAddress: creator, text: 'Purchased by' });
  });

  it('serves the token page, unlockable content to the holder only, the re-check and one report per user', async () => {
    const page = await t.app.inject({ url: `/api/v1/items/${erc721()}/1`, headers: { cookie: buyerCookie } });
    expect(page.statusCode).toBe(200);
    const d = page.json();
    expect(d.token).toMatchObject({ name: 'Sunrise', own: true, hasUnlockable: true, royaltyBps: 500 });
    expect(d.owners).toEqual([expect.objectContaining({ balance: 1, sale: null })]);
    expect(d.owners[0].user.address).toBe(buyer);
    expect(d.history.map((h: { action: string }) => h.action)).toEqual([
      'purchase',
      'putonsale',
      'putonsale',
      'mint',
    ]);
    const secret = (cookie: string) =>
      t.app.inject({ url: `/api/v1/items/${erc721()}/1/unlockable`, headers: { cookie } });
    expect((await secret(buyerCookie)).json()).toEqual({ content: 'secret code' });
    expect((await secret(creatorCookie)).statusCode).toBe(403);
    const recheck = await postAs(t.app, creatorCookie, `/api/v1/items/${erc721()}/1/recheck`, {
      owner: creator,
    });
    expect(recheck.json()).toEqual({ owner: creator, balance: 0, corrected: false });
    const reportItem = () =>
      postAs(t.app, creatorCookie, '/api/v1/reports', {
        contract: erc721(),
        tokenId: '1',
        message: 'copied art',
      });
    expect((await reportItem()).json()).toEqual({ message: 'reported successfully' });
    expect((await reportItem()).statusCode).toBe(409);
  });

  it('transfers and burns', async () => {
    const tr = await report(
      await chain.send(
        1,
        c().transfer721(
          (accounts[1] as (typeof accounts)[number]).address,
          (accounts[2] as (typeof accounts)[number]).address,
          1n,
        ),
      ),
      buyerCookie,
    );
    expect(tr.json().events).toEqual([{ kind: 'transfer', contract: erc721(), tokenId: '1' }]);
    expect((await holdingsOf(erc721(), '1'))[0]?.owner).toBe(third);
    const burn = await report(await chain.send(2, c().burn721(1n)));
    expect(burn.json().events).toEqual([{ kind: 'burn', contract: erc721(), tokenId: '1' }]);
    expect(await holdingsOf(erc721(), '1')).toEqual([]);
    const [item] = await t.database.db
      .select({ supply: items.supply })
      .from(items)
      .where(eq(items.contract, erc721()));
    expect(item?.supply).toBe(0);
  });
});

describe('POST /tx refuses what it cannot apply', () => {
  it('needs a session', async () => {
    expect((await report(`0x${'1'.repeat(64)}`, '')).statusCode).toBe(401);
  });

  it('answers 404 for an unknown hash and 400 for a malformed one', async () => {
    expect((await report(`0x${'1'.repeat(64)}`)).statusCode).toBe(404);
    expect((await report('0x1234')).statusCode).toBe(400);
  });

  it('answers 422 for a transaction without Agora logs and for a failed one', async () => {
    const approve = await chain.send(1, calls(chain.deployment).approveVsw(1n));
    expect((await report(approve)).statusCode).toBe(422);
    const failed = await chain.wallet(1).sendTransaction({
      to: chain.deployment.marketplace,
      data: encodeFunctionData({ abi: agoraMarketplaceAbi, functionName: 'cancelAllBids', args: [] }),
      value: 1n,
      gas: 200_000n,
    });
    await chain.public.waitForTransactionReceipt({ hash: failed });
    const res = await report(failed);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Transaction failed on the chain');
  });

  it('answers 409 while the transaction is pending', async () => {
    await chain.rpc('evm_setAutomine', [false]);
    try {
      const hash = await chain
        .wallet(1)
        .sendTransaction({ to: (accounts[2] as (typeof accounts)[number]).address, value: 1n });
      expect((await report(hash)).statusCode).toBe(409);
    } finally {
      await chain.rpc('evm_setAutomine', [true]);
      await chain.rpc('evm_mine');
    }
  });
});
