import { describe, expect, it } from 'vitest';
import { cardActions, type HolderRow, type ItemActionInput, itemActions, MSG, type TokenCard } from '../src';

const OWNER = '0x00000000000000000000000000000000000000aa';
const OTHER = '0x00000000000000000000000000000000000000bb';
const OWN_721 = '0x0000000000000000000000000000000000000721';
const FOREIGN = '0x00000000000000000000000000000000000000ff';
const NOW = Date.parse('2030-01-10T00:00:00Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const row = (over: Partial<HolderRow> = {}): HolderRow => ({
  owner: OWNER,
  balance: 1,
  price: null,
  saleType: null,
  fixedOrder: false,
  ...over,
});
const input = (over: Partial<ItemActionInput> = {}): ItemActionInput => ({
  item: { type: 721, contract: OWN_721, quantity: 1 },
  ownContracts: [OWN_721],
  viewer: OWNER,
  now: NOW,
  mine: null,
  seller: null,
  auction: null,
  myBid: null,
  viewerBalance: 0,
  ...over,
});
const kinds = (a: { kind: string }[]) => a.map((x) => x.kind);

describe('itemActions (the token page and the cards)', () => {
  it('gives a visitor Report and Share, and Buy Now on a listing (it opens Connect)', () => {
    const onSale = row({ price: 10n, saleType: 'FixedPrice', fixedOrder: true });
    const a = itemActions(input({ viewer: null, seller: onSale }));
    expect(kinds(a.menu)).toEqual(['report', 'share']);
    expect(a).toMatchObject({ buy: true, putOnSale: false, bid: null });
    expect(a.menu.map((m) => m.label)).toEqual([MSG.detail.menu.report, MSG.detail.menu.share]);
  });

  it('offers the owner of an unlisted item on an own contract Burn, Transfer and Put On Sale', () => {
    const mine = row();
    const a = itemActions(input({ mine, seller: mine, viewerBalance: 1 }));
    expect(kinds(a.menu)).toEqual(['burn', 'transfer', 'sell', 'report', 'share']);
    expect(a).toMatchObject({ buy: false, putOnSale: true });
  });

  it('offers Burn only on the product’s own contracts', () => {
    const mine = row();
    const a = itemActions(input({ item: { type: 721, contract: FOREIGN, quantity: 1 }, mine }));
    expect(kinds(a.menu)).toEqual(['transfer', 'sell', 'report', 'share']);
  });

  it('offers Lower Price and Cancel Order on the owner’s fixed-price listing, never their own Buy', () => {
    const mine = row({ price: 10n, saleType: 'FixedPrice', fixedOrder: true });
    const a = itemActions(input({ mine, seller: mine }));
    expect(kinds(a.menu)).toEqual(['burn', 'transfer', 'lower', 'cancelOrder', 'report', 'share']);
    expect(a).toMatchObject({ buy: false, putOnSale: false });
  });

  it('offers Cancel Order but no Lower Price on the owner’s Dutch listing; others may buy it (issue 30)', () => {
    const mine = row({ price: 10n, saleType: 'DecliningPrice', fixedOrder: true });
    const a = itemActions(input({ mine, seller: mine }));
    expect(kinds(a.menu)).toEqual(['burn', 'transfer', 'cancelOrder', 'report', 'share']);
    expect(itemActions(input({ viewer: OTHER, seller: mine })).buy).toBe(true);
    const dutch = { price: '1000', endPrice: '500', currency: 'BNB', saleType: 'DecliningPrice' as const };
    expect(kinds(cardActions(card({}, dutch), ctx(OTHER)))).toEqual(['buy', 'report', 'share']);
  });

  it('offers no Lower Price or Cancel Order without a signed fixed-price order', () => {
    const mine = row({ price: 10n, saleType: 'FixedPrice' });
    expect(kinds(itemActions(input({ mine })).menu)).toEqual(['burn', 'transfer', 'report', 'share']);
  });

  it('compares addresses without regard to case', () => {
    const mine = row({
      owner: OWNER.toUpperCase().replace('0X', '0x'),
      price: 10n,
      saleType: 'FixedPrice',
      fixedOrder: true,
    });
    const a = itemActions(input({ mine, seller: mine }));
    expect(a.buy).toBe(false);
    expect(kinds(a.menu)).toContain('lower');
  });

  it('keeps a running timed auction from Put On Sale and Transfer; after the end Put On Sale returns', () => {
    const timed = { saleType: 'TimedAuction' as const, startsAt: NOW - DAY, endsAt: NOW + DAY };
    const running = row(timed);
    expect(kinds(itemActions(input({ mine: running, auction: running })).menu)).toEqual([
      'burn',
      'report',
      'share',
    ]);
    const ended = row({ ...timed, endsAt: NOW - 1 });
    const a = itemActions(input({ mine: ended, auction: ended }));
    expect(kinds(a.menu)).toEqual(['burn', 'sell', 'report', 'share']);
    expect(a.bid).toBeNull(); // the owner does not bid on their own auction
  });

  describe('the bid action', () => {
    const timed = row({ saleType: 'TimedAuction', startsAt: NOW - DAY, endsAt: NOW + DAY });
    const bidOf = (over: Partial<ItemActionInput>) =>
      itemActions(input({ viewer: OTHER, auction: timed, ...over })).bid;

    it('is Bid now on a started auction, for a visitor too', () => {
      expect(bidOf({})).toEqual({ state: 'none', label: MSG.detail.bidButton.none });
      expect(bidOf({ viewer: null })).toEqual({ state: 'none', label: MSG.detail.bidButton.none });
    });
    it('is Edit a bid over a pending bid and Cancel a bid over a partly filled one', () => {
      expect(bidOf({ myBid: { status: 'pending' } })?.label).toBe(MSG.detail.bidButton.pending);
      expect(bidOf({ myBid: { status: 'partiallyCompleted' } })?.state).toBe('partiallyCompleted');
    });
    it('is absent before the start, after the end, and without an auction', () => {
      expect(bidOf({ now: NOW - 2 * DAY })).toBeNull();
      expect(bidOf({ now: NOW + 2 * DAY })).toBeNull();
      expect(bidOf({ auction: null })).toBeNull();
    });
    it('is absent when the viewer already holds every edition', () => {
      expect(bidOf({ viewerBalance: 1 })).toBeNull();
      expect(
        bidOf({ item: { type: 1155, contract: OWN_721, quantity: 5 }, viewerBalance: 3 }),
      ).not.toBeNull();
    });
    it('takes open offers at any time when the auction is unlimited', () => {
      const open = row({ saleType: 'UnLimitedAuction' });
      expect(bidOf({ auction: open, now: 0 })?.state).toBe('none');
    });
  });
});

const card = (over: Partial<TokenCard> = {}, listing: Partial<NonNullable<TokenCard['listing']>> = {}) =>
  ({
    contract: OWN_721,
    tokenId: '1',
    type: 721,
    name: 'Harbour',
    quantity: 1,
    stock: 1,
    owner: { address: OWNER, name: null, customUrl: null, image: null },
    listing: {
      owner: OWNER,
      price: null,
      currency: null,
      saleType: null,
      startsAt: null,
      endsAt: null,
      balance: 1,
      ...listing,
    },
    ...over,
  }) as TokenCard;
const ctx = (viewer: string | null) => ({ viewer, now: NOW, ownContracts: [OWN_721] });
const fixed = { price: '1000', currency: 'BNB', saleType: 'FixedPrice' as const };
const timed = {
  saleType: 'TimedAuction' as const,
  startsAt: iso(NOW - DAY),
  endsAt: iso(NOW + DAY),
  minBid: '5',
};

describe('cardActions', () => {
  it('offers a stranger and a visitor Buy Now on a fixed-price card', () => {
    expect(cardActions(card({}, fixed), ctx(OTHER))).toEqual([
      { kind: 'buy', label: MSG.detail.buy },
      { kind: 'report', label: MSG.detail.menu.report },
      { kind: 'share', label: MSG.detail.menu.share },
    ]);
    expect(kinds(cardActions(card({}, fixed), ctx(null)))).toEqual(['buy', 'report', 'share']);
  });

  it('offers the holder the token page’s owner menu on their own card', () => {
    expect(kinds(cardActions(card(), ctx(OWNER)))).toEqual(['burn', 'transfer', 'sell', 'report', 'share']);
    expect(kinds(cardActions(card({}, fixed), ctx(OWNER)))).toEqual([
      'burn',
      'transfer',
      'lower',
      'cancelOrder',
      'report',
      'share',
    ]);
    expect(kinds(cardActions(card({ contract: FOREIGN }, fixed), ctx(OWNER)))).toEqual([
      'transfer',
      'lower',
      'cancelOrder',
      'report',
      'share',
    ]);
  });

  it('offers a bid on an auction card, by the viewer’s own bid', () => {
    expect(cardActions(card({}, timed), ctx(OTHER))[0]).toEqual({
      kind: 'bid',
      label: MSG.detail.bidButton.none,
    });
    const edit = cardActions(card({ myBid: { status: 'pending' } }, timed), ctx(OTHER))[0];
    expect(edit).toEqual({ kind: 'bid', label: MSG.detail.bidButton.pending });
    const cancel = cardActions(card({ myBid: { status: 'partiallyCompleted' } }, timed), ctx(OTHER))[0];
    expect(cancel).toEqual({ kind: 'cancelBid', label: MSG.detail.bidButton.partiallyCompleted });
  });

  it('offers no bid before the auction starts or once it ended, nor to its holder', () => {
    const later = { ...timed, startsAt: iso(NOW + DAY), endsAt: iso(NOW + 2 * DAY) };
    expect(kinds(cardActions(card({}, later), ctx(OTHER)))).toEqual(['report', 'share']);
    const over = { ...timed, endsAt: iso(NOW - 1) };
    expect(kinds(cardActions(card({}, over), ctx(OTHER)))).toEqual(['report', 'share']);
    expect(kinds(cardActions(card({}, timed), ctx(OWNER)))).toEqual(['burn', 'report', 'share']);
    expect(kinds(cardActions(card({}, over), ctx(OWNER)))).toEqual(['burn', 'sell', 'report', 'share']);
  });

  it('offers open offers on an unlimited auction card', () => {
    const open = { saleType: 'UnLimitedAuction' as const, minBid: '5' };
    expect(kinds(cardActions(card({}, open), ctx(OTHER)))).toEqual(['bid', 'report', 'share']);
  });

  it('offers a card with no holding or a zero price only Report and Share', () => {
    expect(kinds(cardActions(card({ listing: null }), ctx(OTHER)))).toEqual(['report', 'share']);
    expect(kinds(cardActions(card({}, { ...fixed, price: '0' }), ctx(OTHER)))).toEqual(['report', 'share']);
  });

  it('lets another holder of a multiple-edition item bid on the card’s auction', () => {
    const multi = card(
      { type: 1155, quantity: 10, owner: { address: OTHER, name: null, customUrl: null, image: null } },
      {
        ...timed,
        owner: OTHER,
        balance: 4,
      },
    );
    expect(kinds(cardActions(multi, ctx(OWNER)))).toEqual(['bid', 'report', 'share']);
  });

  it('with the viewer’s own holding of a multiple-edition item, offers what the token page does', () => {
    const others = card(
      { type: 1155, quantity: 10, owner: { address: OTHER, name: null, customUrl: null, image: null } },
      { ...fixed, owner: OTHER, balance: 4 },
    );
    const mine = row({ balance: 3 });
    const onCard = cardActions(others, { ...ctx(OWNER), mine });
    // The token page's answer for the same holdings: Buy Now from the other seller, the viewer's own menu.
    const page = itemActions(
      input({
        item: { type: 1155, contract: OWN_721, quantity: 10 },
        mine,
        seller: row({ owner: OTHER, balance: 4, price: 1000n, saleType: 'FixedPrice', fixedOrder: true }),
        viewerBalance: 3,
      }),
    );
    expect(page.buy).toBe(true);
    expect(onCard).toEqual([{ kind: 'buy', label: MSG.detail.buy }, ...page.menu]);
    expect(kinds(onCard)).toEqual(['buy', 'burn', 'transfer', 'sell', 'report', 'share']);
    // Not known (undefined) or none (null): the card's own holding alone.
    expect(kinds(cardActions(others, ctx(OWNER)))).toEqual(['buy', 'report', 'share']);
    expect(kinds(cardActions(others, { ...ctx(OWNER), mine: null }))).toEqual(['buy', 'report', 'share']);
  });
});

describe("a creator's voucher: an item not minted yet (issue 30)", () => {
  const voucherRow = row({ price: 10n, saleType: 'FixedPrice', voucher: true });

  it('its creator may only cancel it (nothing to burn, move, list or re-price); others may buy it', () => {
    const a = itemActions(input({ mine: voucherRow, seller: voucherRow, viewerBalance: 1, unminted: true }));
    expect(kinds(a.menu)).toEqual(['cancelOrder', 'report', 'share']);
    expect(a).toMatchObject({ buy: false, putOnSale: false, bid: null });
    expect(itemActions(input({ viewer: OTHER, seller: voucherRow, unminted: true })).buy).toBe(true);
  });

  it('takes no bid: no one holds a copy to sell', () => {
    const a = itemActions(input({ viewer: OTHER, auction: voucherRow, unminted: true }));
    expect(a.bid).toBeNull();
  });

  it('its card offers a stranger Buy Now, its creator Cancel Order', () => {
    const unminted = card({ minted: false }, fixed);
    expect(kinds(cardActions(unminted, ctx(OTHER)))).toEqual(['buy', 'report', 'share']);
    expect(kinds(cardActions(unminted, ctx(OWNER)))).toEqual(['cancelOrder', 'report', 'share']);
  });
});
