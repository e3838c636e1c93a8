import { bidTypes, marketplaceDomain, orderTypes } from '@agora/chain/browser';
import type { OrderMessage } from '@agora/core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signTypedData } from 'wagmi/actions';
import { mockApi, testConfig } from '../../test/render';
import { bidOf, seller, VSW } from '../../test/trade';
import * as contracts from './contracts';
import { listDeclining, listForSale, lowerPrice, openAuction, signBid } from './orders';
import type { TradeDeps } from './tx';

vi.mock('./contracts');
vi.mock('wagmi/actions', async (real) => ({
  ...(await real<typeof import('wagmi/actions')>()),
  getConnection: () => ({ status: 'connected' }),
  signTypedData: vi.fn(async () => '0x5151'),
}));

const deps: TradeDeps = {
  config: {} as TradeDeps['config'],
  appCfg: testConfig,
  queryClient: new QueryClient(),
  account: seller,
};
const collection = testConfig.addresses.erc721;
const ZERO = '0x0000000000000000000000000000000000000000';
const signed = () => vi.mocked(signTypedData).mock.calls.at(-1)?.[1] as unknown as Record<string, unknown>;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(contracts.listingNonce).mockResolvedValue(3n);
  vi.mocked(contracts.listingCounter).mockResolvedValue(2n);
  vi.mocked(contracts.bidCounter).mockResolvedValue(5n);
  vi.mocked(contracts.royaltyBps).mockResolvedValue(500n);
});
afterEach(() => vi.unstubAllGlobals());

describe('signed orders', () => {
  it('Put on sale signs a FixedPrice Order bound to the chain nonce and counter, and posts it: no transaction', async () => {
    const { calls, fetchMock } = mockApi({ 'POST /api/v1/listings': { hash: '0x1', message: 'ok' } });
    const out = await listForSale(deps, {
      collection,
      tokenId: '7',
      quantity: 1,
      currency: null,
      unitPrice: 2n * 10n ** 18n,
    });
    expect(contracts.listingNonce).toHaveBeenCalledWith(deps, collection, '7');
    expect(out.order).toMatchObject({
      seller,
      collection,
      tokenId: '7',
      quantity: '1',
      currency: ZERO,
      unitPrice: '2000000000000000000',
      saleType: '0',
      startTime: '0',
      endTime: '0',
      maxFeeBps: String(testConfig.fees.sellerBps),
      maxRoyaltyBps: '500',
      nonce: '3',
      counter: '2',
    });
    expect(out.signature).toBe('0x5151');
    const typed = signed();
    expect(typed.primaryType).toBe('Order');
    expect(typed.types).toBe(orderTypes);
    expect(typed.domain).toEqual(marketplaceDomain(testConfig.chainId, testConfig.addresses.marketplace));
    expect(typed.message).toMatchObject({
      tokenId: 7n,
      saleType: 0,
      nonce: 3n,
      counter: 2n,
      maxRoyaltyBps: 500n,
    });
    expect(contracts.royaltyBps).toHaveBeenCalledWith(deps, collection, '7');
    expect(calls).toEqual(['POST /api/v1/listings']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(out);
  });

  it('a Dutch listing signs DecliningPrice with its end price, from the chain clock to the end (issue 30)', async () => {
    mockApi({ 'POST /api/v1/listings': { hash: '0x1', message: 'ok' } });
    const now = 1_800_000_000_000;
    const out = await listDeclining(
      deps,
      { collection, tokenId: '7', quantity: 1, currency: null, unitPrice: 2n * 10n ** 18n },
      { endUnitPrice: 10n ** 18n, durationMs: 2 * 3_600_000 },
      now,
    );
    expect(out.order).toMatchObject({
      unitPrice: '2000000000000000000',
      endUnitPrice: '1000000000000000000',
      saleType: '3',
      startTime: '1800000000',
      endTime: String(1_800_000_000 + 7200),
    });
    expect(signed().message).toMatchObject({ saleType: 3, endUnitPrice: 10n ** 18n });
  });

  const current: OrderMessage = {
    seller,
    collection: testConfig.addresses.erc1155,
    tokenId: '7',
    quantity: '10',
    currency: ZERO,
    unitPrice: '2000000000000000000',
    endUnitPrice: '0',
    saleType: '0',
    startTime: '0',
    endTime: '0',
    maxFeeBps: '250',
    maxRoyaltyBps: '0',
    nonce: '3',
    counter: '2',
    salt: '42',
  };

  it('Lower Price re-signs the same order at the new price with a fresh salt', async () => {
    mockApi({ 'POST /api/v1/listings': { hash: '0x2', message: 'ok' } });
    const out = await lowerPrice(deps, current, 10n ** 18n, 10);
    expect(out.order).toEqual({ ...current, unitPrice: '1000000000000000000', salt: out.order.salt });
    expect(out.order.salt).not.toBe('42');
    expect(contracts.listingCounter).not.toHaveBeenCalled();
  });

  it('Lower Price after copies of a multiple sold: the copies left, at the nonce their transfer moved to', async () => {
    mockApi({ 'POST /api/v1/listings': { hash: '0x3', message: 'ok' } });
    vi.mocked(contracts.listingNonce).mockResolvedValue(4n);
    const out = await lowerPrice(deps, current, 10n ** 18n, 7);
    expect(out.order).toMatchObject({ quantity: '7', nonce: '4', counter: '2' });
  });

  it('an item of another collection has no listing nonce and is listed from an hour back for 7 days (short: such an order revives if the token comes back)', async () => {
    mockApi({ 'POST /api/v1/listings': { hash: '0x4', message: 'ok' } });
    const other = '0x00000000000000000000000000000000000000ee';
    const before = Date.now();
    const out = await listForSale(deps, {
      collection: other,
      tokenId: '7',
      quantity: 1,
      currency: null,
      unitPrice: 1n,
    });
    expect(contracts.listingNonce).not.toHaveBeenCalled();
    expect(out.order.nonce).toBe('0');
    const days = (Number(out.order.endTime) * 1000 - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const life = (Number(out.order.endTime) - Number(out.order.startTime)) / 86_400;
    expect(life).toBeGreaterThan(7);
    expect(life).toBeLessThan(7.1);
    expect(Number(out.order.startTime) * 1000).toBeLessThan(before);
  });

  it('a timed auction is an Order with saleType 1, the minimum bid as unit price and its times in seconds', async () => {
    const { fetchMock } = mockApi({ 'POST /api/v1/auctions': { id: 'a1' } });
    await openAuction(deps, {
      saleType: 'TimedAuction',
      collection,
      tokenId: '7',
      currency: VSW,
      minimumBid: 10n ** 18n,
      startsAt: 1_700_000_000_500,
      endsAt: 1_700_086_400_000,
    });
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body.saleType).toBe('TimedAuction');
    expect(body.signature).toBe('0x5151');
    expect(body.order).toMatchObject({
      saleType: '1',
      quantity: '1',
      currency: VSW,
      unitPrice: '1000000000000000000',
      startTime: '1700000000',
      endTime: '1700086400',
    });
  });

  it('an unlimited auction has saleType 2 and no times', async () => {
    const { fetchMock } = mockApi({ 'POST /api/v1/auctions': { id: 'a2' } });
    await openAuction(deps, {
      saleType: 'UnLimitedAuction',
      collection,
      tokenId: '7',
      currency: VSW,
      minimumBid: 1n,
      startsAt: 1_700_000_000_000,
      endsAt: 1_700_086_400_000,
    });
    const { order } = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(order).toMatchObject({ saleType: '2', startTime: '0', endTime: '0' });
  });
});

describe('signed bids', () => {
  const input = {
    collection,
    tokenId: '7',
    quantity: 2,
    currency: VSW,
    unitPrice: 10n ** 18n,
    endsAt: null,
    now: 1_700_000_000_000,
  };

  it('carries the bid counter, the buyer fee shown as its ceiling, and lives 30 days', async () => {
    const out = await signBid(deps, input);
    expect(out.order).toMatchObject({
      bidder: seller,
      tokenId: '7',
      anyToken: false,
      quantity: '2',
      maxFeeBps: String(testConfig.fees.buyerBps),
      expiry: String(1_700_000_000 + 30 * 86_400),
      counter: '5',
    });
    expect(Object.keys(out.order)).toEqual(Object.keys(bidOf().order));
    const typed = signed();
    expect(typed.primaryType).toBe('Bid');
    expect(typed.types).toBe(bidTypes);
    expect(typed.message).toMatchObject({ anyToken: false, counter: 5n, maxFeeBps: 250n });
  });

  it('on a timed auction lives 7 days past its end, bound to the auction (tokenRoot zero); a collection offer names no token but its token tree', async () => {
    const auction = `0x${'cd'.repeat(32)}` as const;
    const onAuction = await signBid(deps, { ...input, endsAt: 1_700_086_400_000, auction });
    expect(onAuction.order.expiry).toBe(String(1_700_086_400 + 7 * 86_400));
    expect(onAuction.order.tokenRoot).toBe(`0x${'0'.repeat(64)}`);
    expect(onAuction.order.auction).toBe(auction);
    expect(signed().message).toMatchObject({ auction });
    const root = `0x${'ab'.repeat(32)}` as const;
    const offer = await signBid(deps, { ...input, anyToken: true, tokenRoot: root, auction });
    expect(offer.order).toMatchObject({
      anyToken: true,
      tokenId: '0',
      tokenRoot: root,
      auction: `0x${'0'.repeat(64)}`,
    });
    expect(signed().message).toMatchObject({ anyToken: true, tokenRoot: root });
  });

  it('a refused signature is a RejectedError and nothing is posted', async () => {
    vi.mocked(signTypedData).mockRejectedValueOnce(new Error('User rejected'));
    const { calls } = mockApi({});
    await expect(listForSale(deps, { ...input, currency: null })).rejects.toMatchObject({
      name: 'RejectedError',
    });
    expect(calls).toEqual([]);
  });
});
