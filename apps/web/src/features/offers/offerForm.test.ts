import { bpsToScaled, MSG } from '@agora/core';
import { describe, expect, it } from 'vitest';
import { MAX_OFFER_TOKENS, offerTotal, validateOffer } from './offerForm';

const fee = bpsToScaled(250);
const coin = 10n ** 18n;

describe('collection offer form', () => {
  it('totals price × tokens plus the buyer fee: the allowance the offer needs', () => {
    expect(offerTotal({ amount: '2', quantity: '3', currency: 'VSW' }, fee)).toBe(
      6n * coin + (6n * coin) / 40n,
    );
    expect(offerTotal({ amount: '', quantity: '3', currency: 'VSW' }, fee)).toBe(0n);
    expect(offerTotal({ amount: '2', quantity: 'x', currency: 'VSW' }, fee)).toBe(0n);
  });

  it('accepts an offer the balance covers and refuses one it does not', () => {
    const form = { amount: '2', quantity: '3', currency: 'VSW' };
    expect(validateOffer(form, fee, 10n * coin)).toEqual({});
    expect(validateOffer(form, fee, 6n * coin).balance).toBe(MSG.bid.errors.insufficient);
  });

  it('counts tokens as bid quantities: at least 1, at most MAX_OFFER_TOKENS', () => {
    const balance = 10n ** 30n;
    expect(
      validateOffer({ amount: '1', quantity: '0', currency: 'VSW' }, fee, balance).quantity,
    ).toBeTruthy();
    expect(
      validateOffer({ amount: '1', quantity: String(MAX_OFFER_TOKENS + 1), currency: 'VSW' }, fee, balance)
        .quantity,
    ).toBeTruthy();
    expect(
      validateOffer({ amount: '1', quantity: String(MAX_OFFER_TOKENS), currency: 'VSW' }, fee, balance),
    ).toEqual({});
  });

  it('needs a price and a currency', () => {
    const errors = validateOffer({ amount: '', quantity: '1', currency: '' }, fee, coin);
    expect(errors.amount).toBe(MSG.bid.errors.amountEmpty);
    expect(errors.currency).toBe(MSG.bid.errors.currencyRequired);
  });
});
