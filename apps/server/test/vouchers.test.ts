import { agoraMarketplaceAbi, voucherFromJson } from '@agora/chain';
import { LIFECYCLE_MSG, MSG } from '@agora/core';
import { and, eq } from 'drizzle-orm';
import { type Address, keccak256, parseEther, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, holdings, items, vouchers } from '../src/db/schema';
import { calls, type TestChain } from './chain';
import type { TestApp } from './helpers';
import {
  addressOf,
  voucherPayload as signedVoucher,
  startVoucherEnv,
  stopVoucherEnv,
  withFee,
} from './voucher-helpers';

// Lazy minting (issue 30): a creator's signed voucher is stored with no transaction; the first buyer's
// buyVoucher mints the token to them, and the indexer brings the item into being from the chain's logs.
let chain: TestChain;
let t: TestApp;
const cookies: string[] = [];
type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

beforeAll(async () => {
  ({ chain, t } = await startVoucherEnv(cookies));
}, 180_000);
afterAll(() => stopVoucherEnv({ chain, t }));

const voucherPayload = (...args: Tail<Parameters<typeof signedVoucher>>) =>
  signedVoucher({ t, chain }, ...args);

/** Wallet `who` reports its transaction, as the web app does after each one. */
const reportTx = (who: number, hash: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/tx',
    payload: { hash },
    headers: { cookie: cookies[who] as string },
  });

/** Creator 0 mints `seed`'s metadata now (a sequential id) and reports it. */
async function mintNowIndexed(seed: string) {
  const mintTx = await chain.send(0, calls(chain.deployment).mint721(keccak256(toHex(seed))));
  expect((await reportTx(0, mintTx)).statusCode).toBe(200);
}

const post = (who: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/vouchers',
    payload,
    headers: { cookie: cookies[who] as string },
  });

describe('POST /vouchers', () => {
  it('stores a signed voucher with no transaction, and the same voucher again answers the stored one', async () => {
    const signed = await voucherPayload(0, 'stored');
    const res = await post(0, signed);
    expect(res.statusCode).toBe(200);
    const hash = await chain.public.readContract({
      address: chain.deployment.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'hashVoucher',
      args: [voucherFromJson(signed.voucher)],
    });
    expect(res.json()).toMatchObject({
      message: MSG.vouchers.listed,
      voucher: { hash: hash.toLowerCase(), status: 'active', sold: 0, tokenId: null, remaining: 1 },
    });
    expect((await post(0, signed)).json().voucher.hash).toBe(hash.toLowerCase());
    const got = await t.app.inject({ method: 'GET', url: `/api/v1/vouchers/${hash}` });
    expect(got.json()).toMatchObject({ hash: hash.toLowerCase(), remaining: 1 });
  });

  it('refuses what the chain would refuse, with a clear 4xx', async () => {
    const d = chain.deployment;
    const cases: [Awaited<ReturnType<typeof voucherPayload>>, number, string][] = [
      [await voucherPayload(0, 'x1', { supply: '2' }), 400, MSG.vouchers.supplyOne],
      [
        await voucherPayload(0, 'x2', { collection: d.vsw.toLowerCase() as Address }),
        400,
        MSG.vouchers.notAgora,
      ],
      [
        await voucherPayload(0, 'x3', { currency: d.vsw.toLowerCase() as Address }),
        400,
        MSG.vouchers.nativeOnly,
      ],
      [await voucherPayload(0, 'x4', { royaltyBps: '2001' }), 400, MSG.vouchers.royaltyTooHigh],
      [await voucherPayload(0, 'x5', { maxMintFee: '0' }), 400, MSG.vouchers.mintFeeAboveSigned],
      [await voucherPayload(0, 'x6', { maxFeeBps: '0' }), 400, LIFECYCLE_MSG.badOrder],
      [await voucherPayload(0, 'x7', { counter: '5' }), 400, LIFECYCLE_MSG.counterStale],
      [await voucherPayload(0, 'x8', {}, 1), 400, LIFECYCLE_MSG.badSignature],
      [await voucherPayload(1, 'x9'), 403, MSG.api.forbidden],
      [await voucherPayload(0, 'x10', {}, 0, false), 400, LIFECYCLE_MSG.draftNotFound],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(0, payload);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
    }
    expect(
      await t.database.db
        .select()
        .from(vouchers)
        .where(eq(vouchers.creator, addressOf(1))),
    ).toEqual([]);
  });

  it('refuses a second live voucher of the same metadata, and a voucher of minted metadata', async () => {
    expect((await post(0, await voucherPayload(0, 'twice'))).statusCode).toBe(200);
    const again = await post(0, await voucherPayload(0, 'twice', { unitPrice: parseEther('2').toString() }));
    expect({ status: again.statusCode, message: again.json().message }).toEqual({
      status: 409,
      message: MSG.vouchers.alreadyMinted,
    });
    // A mint now takes a sequential id, which the chain's voucher check (the digest's id) does not see: the
    // server refuses from the indexed item.
    await mintNowIndexed('minted');
    const minted = await post(0, await voucherPayload(0, 'minted'));
    expect({ status: minted.statusCode, message: minted.json().message }).toEqual({
      status: 409,
      message: MSG.vouchers.alreadyMinted,
    });
  });
});

describe('a live voucher whose metadata a Mint now minted', () => {
  it('reads as void: the chain refuses only a second voucher of a metadata, the server keeps one token per metadata', async () => {
    const listed = (await post(0, await voucherPayload(0, 'minted after'))).json().voucher;
    expect(listed.status).toBe('active');
    await mintNowIndexed('minted after');
    const got = await t.app.inject({ method: 'GET', url: `/api/v1/vouchers/${listed.hash}` });
    expect(got.json()).toMatchObject({ status: 'void', sold: 0, tokenId: null, remaining: 0 });
  });
});

describe('a voucher cancelled on chain', () => {
  it('reads as cancelled, and a new voucher of the same metadata replaces it', async () => {
    const first = await voucherPayload(0, 'cancelled');
    const hash = (await post(0, first)).json().voucher.hash;
    await chain.send(0, {
      address: chain.deployment.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'cancelVoucher',
      args: [voucherFromJson(first.voucher)],
    });
    const got = await t.app.inject({ method: 'GET', url: `/api/v1/vouchers/${hash}` });
    expect(got.json()).toMatchObject({ status: 'cancelled', remaining: 0 });
    const again = await post(0, await voucherPayload(0, 'cancelled'));
    expect(again.statusCode).toBe(200);
    const [old] = await t.database.db.select().from(vouchers).where(eq(vouchers.hash, hash));
    expect(old?.status).toBe('cancelled');
  });
});

describe('the first sale of a voucher', () => {
  it('mints the token to the buyer with the creator as minter; the history reads Minted then Purchased', async () => {
    const signed = await voucherPayload(0, 'first sale');
    const listed = (await post(0, signed)).json().voucher;
    const total = withFee(parseEther('1'));
    const txHash = await chain.send(1, {
      address: chain.deployment.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'buyVoucher',
      args: [voucherFromJson(signed.voucher), signed.signature, 1n, total],
      value: total,
    });
    const reported = await reportTx(1, txHash);
    expect(reported.statusCode).toBe(200);
    const [minted, sale] = reported.json().events;
    expect(minted).toMatchObject({ kind: 'mint' });
    expect(sale).toMatchObject({ kind: 'sale', orderHash: listed.hash, tokenId: minted.tokenId });

    const [item] = await t.database.db
      .select()
      .from(items)
      .where(
        and(eq(items.contract, chain.deployment.erc721.toLowerCase()), eq(items.tokenId, minted.tokenId)),
      );
    expect(item).toMatchObject({ creator: addressOf(0), name: 'Draft first sale' });
    const held = await t.database.db
      .select({ owner: holdings.owner })
      .from(holdings)
      .where(eq(holdings.itemId, item?.id as number));
    expect(held).toEqual([{ owner: addressOf(1) }]);
    const history = await t.database.db
      .select({ action: activity.action, from: activity.fromAddress, tx: activity.txHash })
      .from(activity)
      .where(eq(activity.itemId, item?.id as number));
    expect(history.map((h) => h.action).sort()).toEqual(['mint', 'purchase']);
    expect(new Set(history.map((h) => h.tx)).size).toBe(1);
    const got = await t.app.inject({ method: 'GET', url: `/api/v1/vouchers/${listed.hash}` });
    expect(got.json()).toMatchObject({ status: 'filled', sold: 1, tokenId: minted.tokenId, remaining: 0 });
  });
});
