import { describe, expect, it } from 'vitest';
import {
  collectionShowsLoadMore,
  faqColumns,
  hasNewNotification,
  listedInSearch,
  pageState,
  recheckHolding,
  type SaleFormFields,
  saleTypesFor,
  switchSaleType,
  timedAuctionCurrencies,
  togglePutOnSale,
  viewerOwnsItem,
  visibleCategories,
  visibleSocialLinks,
} from '../src';

const blank: SaleFormFields = {
  putOnSale: false,
  saleType: null,
  price: '',
  minimumBid: '',
  startsAt: null,
  endsAt: null,
};
const filled: SaleFormFields = {
  putOnSale: true,
  saleType: 'TimedAuction',
  price: '1',
  minimumBid: '0.5',
  startsAt: 10,
  endsAt: 20,
};

describe('sale type on the create form', () => {
  it('defaults to FixedPrice when Put on Sale is turned on, clears the type when off', () => {
    expect(togglePutOnSale(blank, true, 721)).toMatchObject({ putOnSale: true, saleType: 'FixedPrice' });
    expect(togglePutOnSale(filled, false, 721)).toMatchObject({ putOnSale: false, saleType: null });
  });
  it('FixedPrice clears minimum bid and dates; TimedAuction zeroes the price; UnLimitedAuction clears all', () => {
    expect(switchSaleType(filled, 'FixedPrice', 721)).toEqual({
      ...filled,
      saleType: 'FixedPrice',
      minimumBid: '',
      startsAt: null,
      endsAt: null,
    });
    expect(switchSaleType(filled, 'TimedAuction', 721)).toEqual({ ...filled, price: '' });
    expect(switchSaleType(filled, 'UnLimitedAuction', 721)).toEqual({
      ...blank,
      putOnSale: true,
      saleType: 'UnLimitedAuction',
    });
  });
  it('offers a timed auction for single items only', () => {
    expect(saleTypesFor(721)).toContain('TimedAuction');
    expect(saleTypesFor(1155)).toEqual(['FixedPrice', 'UnLimitedAuction']);
    const multiple = { ...blank, putOnSale: true, saleType: 'FixedPrice' as const };
    expect(switchSaleType(multiple, 'TimedAuction', 1155)).toBe(multiple);
  });
  it('leaves the base currency out of the timed-auction list', () => {
    const list = [{ symbol: 'BNB' }, { symbol: 'VSW' }, { symbol: 'WBNB' }];
    expect(timedAuctionCurrencies(list, 'BNB')).toEqual([{ symbol: 'VSW' }, { symbol: 'WBNB' }]);
  });
});

describe('re-check before acting', () => {
  it('721: the on-chain owner must still be the recorded owner (any case)', () => {
    expect(recheckHolding({ type: 721, recordedOwner: '0xAB', chainOwner: '0xab' })).toEqual({
      available: 1,
      stale: false,
      updateServer: false,
    });
    expect(recheckHolding({ type: 721, recordedOwner: '0xab', chainOwner: '0xcd' }).stale).toBe(true);
  });
  it('1155: the on-chain balance counts, and a different balance is reported to the server', () => {
    expect(recheckHolding({ type: 1155, shownBalance: 3, chainBalance: 3 })).toEqual({
      available: 3,
      stale: false,
      updateServer: false,
    });
    expect(recheckHolding({ type: 1155, shownBalance: 3, chainBalance: 1 })).toEqual({
      available: 1,
      stale: false,
      updateServer: true,
    });
    expect(recheckHolding({ type: 1155, shownBalance: 3, chainBalance: 0 })).toEqual({
      available: 0,
      stale: true,
      updateServer: true,
    });
  });
});

describe('lists and visibility', () => {
  const cats = [{ name: 'Art' }, { name: 'Film' }];
  it('hides Film unless its setting is not false', () => {
    expect(visibleCategories(cats, { activate: false })).toEqual([{ name: 'Art' }]);
    expect(visibleCategories(cats, { activate: true })).toEqual(cats);
    expect(visibleCategories(cats, { activate: 'no' })).toEqual(cats);
    expect(visibleCategories(cats, null)).toEqual(cats);
  });
  it('shows a social link only when ticked and non-empty', () => {
    expect(
      visibleSocialLinks({
        twitter: { url: ' https://x.com/a ', show: true },
        youtube: { url: 'https://y.com/a', show: false },
        facebook: { url: '  ', show: true },
        whatsapp: { url: null, show: true },
      }),
    ).toEqual([['twitter', 'https://x.com/a']]);
  });
  it('pages: more only after a full page, empty when page 1 is empty', () => {
    expect(pageState(1, 10)).toEqual({ hasMore: true, empty: false });
    expect(pageState(2, 9)).toEqual({ hasMore: false, empty: false });
    expect(pageState(1, 0)).toEqual({ hasMore: false, empty: true });
    expect(pageState(3, 0)).toEqual({ hasMore: false, empty: false });
    expect(pageState(1, 6, 6)).toEqual({ hasMore: true, empty: false });
  });
  it('shows the collection Load More at 10 items or more', () => {
    expect(collectionShowsLoadMore(9)).toBe(false);
    expect(collectionShowsLoadMore(10)).toBe(true);
  });
  it('hides search items without current owners; dots new notifications; splits the FAQ', () => {
    expect(listedInSearch({ owners: [] })).toBe(false);
    expect(listedInSearch({ owners: [{}] })).toBe(true);
    expect(hasNewNotification([{ isNew: false }, { isNew: true }])).toBe(true);
    expect(hasNewNotification([{ isNew: false }])).toBe(false);
    expect(faqColumns(['a', 'b', 'c', 'd', 'e'])).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
  });
  it('gives unlockable content and downloads to owners with a balance only', () => {
    const rows = [
      { owner: '0xAA', balance: 1, price: null },
      { owner: '0xbb', balance: 0, price: null },
    ];
    expect(viewerOwnsItem(rows, '0xaa')).toBe(true);
    expect(viewerOwnsItem(rows, '0xbb')).toBe(false);
    expect(viewerOwnsItem(rows, null)).toBe(false);
  });
});
