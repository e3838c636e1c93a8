import { describe, expect, it } from 'vitest';
import { type BidInput, MSG, percentToScaled, validateBid } from '../src';

const E = MSG.bid.errors;
const ETH = 10n ** 18n;
const ok: BidInput = {
  type: 1155,
  quantity: '2',
  allowed: 5,
  currency: 'VSW',
  amount: '1',
  highestBid: null,
  minimumBid: null,
  timedAuction: false,
  buyerFee: percentToScaled('2.5'),
  biddingBalance: 2_050_000_000_000_000_000n,
};

describe('place a bid', () => {
  it('accepts a bid the bidder can pay', () => expect(validateBid(ok)).toEqual({}));
  it('checks the quantity', () => {
    expect(validateBid({ ...ok, quantity: '' })).toEqual({ quantity: E.quantityEmpty });
    expect(validateBid({ ...ok, quantity: 'x' })).toEqual({ quantity: E.quantityNumber });
    expect(validateBid({ ...ok, quantity: '0' })).toEqual({ quantity: E.quantityZero });
    expect(validateBid({ ...ok, quantity: '6' })).toEqual({
      quantity: '"Quantity" must be less than or equal to 5',
    });
  });
  it('checks currency and amount', () => {
    expect(validateBid({ ...ok, currency: '' })).toEqual({ currency: E.currencyRequired });
    expect(validateBid({ ...ok, amount: '' })).toEqual({ amount: E.amountEmpty });
    expect(validateBid({ ...ok, amount: 'abc' })).toEqual({ amount: E.amountNumber });
    expect(validateBid({ ...ok, amount: '0' })).toEqual({ amount: E.amountZero });
    expect(validateBid({ ...ok, amount: '0.0089' })).toEqual({
      amount: '"Bid amount" must not be below 0.009',
    });
    expect(validateBid({ ...ok, amount: '0.009', quantity: '1' })).toEqual({});
    expect(validateBid({ ...ok, amount: '0.00001' })).toEqual({ amount: E.decimals });
  });
  it('must beat the highest pending bid and meet the seller minimum', () => {
    expect(validateBid({ ...ok, highestBid: ETH })).toEqual({
      amount: '"Bid amount" must be greater than 1',
    });
    expect(validateBid({ ...ok, amount: '0.5', minimumBid: ETH })).toEqual({
      amount: '"Bid amount" must be higher than or equal to 1',
    });
  });
  it('in a timed auction, must be 5% over the highest bid', () => {
    const timed = {
      ...ok,
      type: 721 as const,
      quantity: '',
      timedAuction: true,
      highestBid: ETH / 2n,
      biddingBalance: 10n * ETH,
    };
    expect(validateBid({ ...timed, amount: '0.52' })).toEqual({
      amount: '"Bid amount" must be higher than or equal to 0.525',
    });
    expect(validateBid({ ...timed, amount: '0.525' })).toEqual({});
  });
  it('needs the amount plus the fee in the bidding balance, and a balance at all', () => {
    expect(validateBid({ ...ok, biddingBalance: ok.biddingBalance - 1n })).toEqual({
      balance: E.insufficient,
    });
    expect(validateBid({ ...ok, biddingBalance: 0n })).toEqual({ balance: E.insufficient });
  });
});
