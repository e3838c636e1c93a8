import { MSG, type TokenDetail } from '@agora/core';
import { describe, expect, it } from 'vitest';
import { detail } from '../../test/tokenDetail';
import { asMultiple, bidOf, buyer, itemWith, seller, timedSale, wei } from '../../test/trade';
import { type TokenActions, tokenActions } from './buttons';

const M = MSG.detail.menu;
/** What the holder of a fixed-price listing finds in the menu. */
const listedMenu = [M.burn, M.transfer, M.lowerPrice, M.cancelOrder, M.report, M.share];
const HOUR = 3_600_000;
const now = Date.parse(detail.now);

const unlisted = itemWith(detail, { sale: null });
/** On sale: the fixture's signed FixedPrice order. */
const fixed = detail;
/** A timed auction from `startsAt` to `endsAt` (ms); the bids are the caller's. */
const timed = (startsAt: number, endsAt: number, bids: Partial<TokenDetail> = {}): TokenDetail => ({
  ...itemWith(detail, { sale: timedSale(startsAt, endsAt) }),
  ...bids,
});
const multiple = (sale: Parameters<typeof itemWith>[1]) => asMultiple(itemWith(detail, sale));

function actionsOf(item: TokenDetail, viewer: string | null, at = now): TokenActions {
  return tokenActions({ detail: item, focus: item.owners[0] ?? null, viewer, now: at });
}
const menuOf = (item: TokenDetail, viewer: string | null, at = now) =>
  actionsOf(item, viewer, at).menu.map((m) => m.label);

describe('three-dot menu (spec 2 §4 availability)', () => {
  it('an owner of an unlisted item: Burn, Transfer, Put On Sale, then Report and Share', () => {
    expect(menuOf(unlisted, seller)).toEqual([M.burn, M.transfer, M.putOnSale, M.report, M.share]);
    expect(actionsOf(unlisted, seller).putOnSale).toBe(true);
  });

  it('an owner of a listed item: Lower Price and Cancel Order instead of Put On Sale', () => {
    expect(menuOf(fixed, seller)).toEqual(listedMenu);
    expect(actionsOf(fixed, seller).putOnSale).toBe(false);
    // Both act on the signed order: a priced row without one offers neither.
    const unsigned = itemWith(detail, { sale: { order: null } });
    expect(menuOf(unsigned, seller)).not.toContain(M.lowerPrice);
    expect(menuOf(unsigned, seller)).not.toContain(M.cancelOrder);
  });

  it('no Burn on another contract than Agora’s own', () => {
    const foreign = { ...unlisted, token: { ...unlisted.token, own: false } };
    expect(menuOf(foreign, seller)).toEqual([M.transfer, M.putOnSale, M.report, M.share]);
  });

  it('anyone else, signed in or not, gets only Report and Share', () => {
    expect(menuOf(fixed, buyer)).toEqual([M.report, M.share]);
    expect(menuOf(fixed, null)).toEqual([M.report, M.share]);
  });

  it('during a timed auction the owner can neither transfer nor put it on sale again', () => {
    const live = timed(now - HOUR, now + HOUR);
    expect(menuOf(live, seller)).toEqual([M.burn, M.report, M.share]);
    // After the end it may be put on sale again; transfer waits until the auction is settled or removed.
    expect(menuOf(live, seller, now + 2 * HOUR)).toEqual([M.burn, M.putOnSale, M.report, M.share]);
  });

  it('a multiple: each holder acts on their own editions', () => {
    const item = multiple({ balance: 3, sale: { price: wei('1').toString(), quantity: 2 } });
    expect(menuOf(item, seller)).toEqual(listedMenu);
    expect(menuOf(item, buyer)).toEqual([M.report, M.share]);
  });
});

describe('action area', () => {
  it('Buy Now for a listed item shown to anyone but its seller (a visitor is asked to connect)', () => {
    expect(actionsOf(fixed, buyer).buyFrom?.user.address).toBe(seller);
    expect(actionsOf(fixed, null).buyFrom?.user.address).toBe(seller);
    expect(actionsOf(fixed, seller).buyFrom).toBeNull();
    expect(actionsOf(unlisted, buyer).buyFrom).toBeNull();
  });

  it('Bid now only once a timed auction has started and until it ends, never to its owner', () => {
    const start = now + HOUR;
    const auction = timed(start, start + 24 * HOUR);
    expect(actionsOf(auction, buyer).bid).toBeNull();
    expect(actionsOf(auction, buyer).badge?.kind).toBe('upcoming');
    expect(actionsOf(auction, buyer, start).bid?.label).toBe(MSG.detail.bidButton.none);
    expect(actionsOf(auction, buyer, start).badge?.kind).toBe('live');
    expect(actionsOf(auction, seller, start).bid).toBeNull();
    expect(actionsOf(auction, buyer, start + 25 * HOUR).bid).toBeNull();
  });

  it('Edit a bid for a pending bid of the viewer, Cancel a bid for a partly filled one', () => {
    const live = (status: 'pending' | 'partiallyCompleted') =>
      timed(now - HOUR, now + HOUR, { myBid: { ...bidOf(), status } });
    expect(actionsOf(live('pending'), buyer).bid?.label).toBe(MSG.detail.bidButton.pending);
    expect(actionsOf(live('partiallyCompleted'), buyer).bid?.label).toBe(
      MSG.detail.bidButton.partiallyCompleted,
    );
  });

  it('a multiple on open offers takes bids only from someone holding fewer editions than exist', () => {
    const offers = (viewerHolds: number): TokenDetail => {
      const item = multiple({ sale: { saleType: 'UnLimitedAuction', order: null, price: null } });
      const seller = item.owners[0];
      if (!seller) throw new Error('no seller');
      const holder = { user: { ...seller.user, address: buyer }, balance: viewerHolds, sale: null };
      return { ...item, owners: [seller, holder] };
    };
    expect(actionsOf(offers(2), buyer).bid?.label).toBe(MSG.detail.bidButton.none);
    expect(actionsOf(offers(5), buyer).bid).toBeNull();
  });

  it('Accept Bid for the owner once the auction ended with a bid the server lets them accept', () => {
    const ended = (acceptBlock: 'highestOnly' | null) =>
      timed(now - 2 * HOUR, now - HOUR, { highestBid: { ...bidOf(), acceptBlock } });
    expect(actionsOf(ended(null), seller).accept?.id).toBe('bid-1');
    expect(actionsOf(ended(null), seller).badge?.kind).toBe('accept');
    expect(actionsOf(ended('highestOnly'), seller).accept).toBeNull();
    expect(actionsOf(ended(null), buyer).accept).toBeNull();
    expect(actionsOf(ended(null), buyer).badge?.kind).toBe('waiting');
    // Before the end the owner cannot accept, even the highest bid.
    const live = timed(now - HOUR, now + HOUR, { highestBid: bidOf() });
    expect(actionsOf(live, seller).accept).toBeNull();
  });
});
