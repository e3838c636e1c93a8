import { describe, expect, it } from 'vitest';
import {
  type ActionInput,
  availableActions,
  bidButton,
  canAcceptBid,
  canCancelBid,
  type ItemFacts,
  type OwnershipRow,
} from '../src';

const OWNER = '0x00000000000000000000000000000000000000aa';
const OTHER = '0x00000000000000000000000000000000000000bb';
const OWN_721 = '0x0000000000000000000000000000000000000721';
const NOW = 1_000_000;
const item: ItemFacts = { type: 721, contract: OWN_721, quantity: 1 };
const row: OwnershipRow = { owner: OWNER, balance: 1, price: null };
const input = (
  over: Partial<Omit<ActionInput, 'row'>> & { row?: Partial<OwnershipRow> } = {},
): ActionInput => ({
  item,
  viewer: OWNER.toUpperCase().replace('0X', '0x'),
  now: NOW,
  ownContracts: [OWN_721],
  ...over,
  row: { ...row, ...over.row },
});

describe('availableActions', () => {
  it('offers Put On Sale, Transfer and Burn to the owner of an unlisted item', () => {
    expect(availableActions(input())).toEqual({
      putOnSale: true,
      lowerPrice: false,
      cancelOrder: false,
      transfer: true,
      burn: true,
      buy: false,
    });
  });
  it('offers Lower Price and Cancel Order once the price is above 0', () => {
    expect(availableActions(input({ row: { price: 1n } }))).toMatchObject({
      putOnSale: false,
      lowerPrice: true,
      cancelOrder: true,
    });
    expect(availableActions(input({ row: { price: 0n } }))).toMatchObject({
      putOnSale: true,
      lowerPrice: false,
    });
  });
  it('offers nothing of the owner to an owner with no balance left', () => {
    expect(Object.values(availableActions(input({ row: { balance: 0 } }))).some(Boolean)).toBe(false);
  });
  it('holds Put On Sale while an auction runs and Transfer while auction times are set', () => {
    const running = input({ row: { startsAt: NOW - 10, endsAt: NOW + 1 } });
    expect(availableActions(running)).toMatchObject({ putOnSale: false, transfer: false });
    const over = input({ row: { startsAt: NOW - 10, endsAt: NOW } });
    expect(availableActions(over)).toMatchObject({ putOnSale: true, transfer: false });
  });
  it('offers Burn only on the product’s own contracts', () => {
    expect(availableActions(input({ ownContracts: [OTHER] })).burn).toBe(false);
  });
  it('offers Buy to anyone but the owner when the price is above 0', () => {
    expect(availableActions(input({ viewer: OTHER, row: { price: 5n } })).buy).toBe(true);
    expect(availableActions(input({ viewer: null, row: { price: 5n } })).buy).toBe(true);
    expect(availableActions(input({ row: { price: 5n } })).buy).toBe(false);
    expect(availableActions(input({ viewer: OTHER })).buy).toBe(false);
  });
});

describe('bidButton', () => {
  const base = {
    myBid: null,
    item: { ...item, type: 1155 as const, quantity: 5 },
    viewerBalance: 0,
    now: NOW,
  };
  it('shows Edit a bid for a pending bid and Cancel a bid for a partly filled one', () => {
    expect(bidButton({ ...base, myBid: { status: 'pending' } })).toEqual({
      state: 'pending',
      label: 'Edit a bid',
    });
    expect(bidButton({ ...base, myBid: { status: 'partiallyCompleted' } })).toEqual({
      state: 'partiallyCompleted',
      label: 'Cancel a bid',
    });
  });
  it('shows Bid now once the start has passed', () => {
    expect(bidButton(base)).toEqual({ state: 'none', label: 'Bid now' });
    expect(bidButton({ ...base, startsAt: NOW, endsAt: NOW + 1 })?.label).toBe('Bid now');
    expect(bidButton({ ...base, startsAt: NOW + 1, endsAt: NOW + 2 })).toBeNull();
  });
  it('hides Bid now when the viewer holds every edition, or the auction has ended', () => {
    expect(bidButton({ ...base, viewerBalance: 4 })?.label).toBe('Bid now');
    expect(bidButton({ ...base, viewerBalance: 5 })).toBeNull();
    expect(bidButton({ ...base, startsAt: NOW - 2, endsAt: NOW })).toBeNull();
  });
});

describe('bids', () => {
  it('can be cancelled while pending or partly filled with editions pending', () => {
    expect(canCancelBid({ status: 'pending', pending: 1 })).toBe(true);
    expect(canCancelBid({ status: 'partiallyCompleted', pending: 2 })).toBe(true);
    expect(canCancelBid({ status: 'partiallyCompleted', pending: 0 })).toBe(false);
    expect(canCancelBid({ status: 'completed', pending: 1 })).toBe(false);
  });
  it('are accepted by owners, never their own', () => {
    const bid = { bidder: OTHER, status: 'pending', pending: 1 };
    expect(canAcceptBid(bid, OWNER, row)).toBe(true);
    expect(canAcceptBid({ ...bid, bidder: OWNER }, OWNER, row)).toBe(false);
    expect(canAcceptBid(bid, OTHER, row)).toBe(false);
    expect(canAcceptBid(bid, OWNER, null)).toBe(false);
  });
});
