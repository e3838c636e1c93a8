import { describe, expect, it } from 'vitest';
import {
  burnCheck,
  checkoutButtonState,
  MSG,
  normaliseRecipient,
  percentToScaled,
  preflightError,
  type SaleInput,
  transferNeedsQuantity,
  validateAcceptBid,
  validateCheckout,
  validateSale,
  validateTransfer,
} from '../src';

const ETH = 10n ** 18n;
const NOW = Date.now();

describe('put on sale / lower price', () => {
  const E = MSG.sale.errors;
  const fixed: SaleInput = {
    type: 721,
    saleType: 'FixedPrice',
    price: '0.009',
    minimumBid: '',
    currency: 'BNB',
    quantity: '1',
    balance: 1,
    startsAt: null,
    endsAt: null,
    now: NOW,
  };
  const timed: SaleInput = {
    ...fixed,
    saleType: 'TimedAuction',
    price: '',
    minimumBid: '1',
    startsAt: NOW,
    endsAt: NOW + 1,
  };

  it('accepts a valid listing', () => {
    expect(validateSale(fixed)).toEqual({});
    expect(validateSale(timed)).toEqual({});
  });
  it('checks the price', () => {
    expect(validateSale({ ...fixed, price: '' })).toEqual({ price: E.priceEmpty });
    expect(validateSale({ ...fixed, price: '0' })).toEqual({ price: E.priceZero });
    expect(validateSale({ ...fixed, price: '0.0089' })).toEqual({
      price: '"Token Price" must not be below 0.009',
    });
    expect(validateSale({ ...fixed, price: '1..' })).toEqual({ price: E.priceNumber });
    expect(validateSale({ ...fixed, price: '0.12345' })).toEqual({ price: E.decimals });
    expect(validateSale({ ...fixed, currency: '' })).toEqual({ currency: E.currencyRequired });
  });
  it('requires a lower price when lowering', () => {
    expect(validateSale({ ...fixed, price: '1.5', currentPrice: 15n * 10n ** 17n })).toEqual({
      price: '"Token Price" must be less than 1.5',
    });
    expect(validateSale({ ...fixed, price: '1.4999', currentPrice: 15n * 10n ** 17n })).toEqual({});
  });
  it('checks the quantity of multiple items against the balance', () => {
    const multi = { ...fixed, type: 1155 as const, balance: 3 };
    expect(validateSale({ ...multi, quantity: '3' })).toEqual({});
    expect(validateSale({ ...multi, quantity: '4' })).toEqual({ quantity: E.quantityAbove });
    expect(validateSale({ ...multi, quantity: '0' })).toEqual({ quantity: E.quantityEmpty });
    expect(validateSale({ ...multi, quantity: '' })).toEqual({ quantity: E.quantityEmpty });
    expect(validateSale({ ...multi, quantity: '1.5' })).toEqual({ quantity: E.quantityNumber });
  });
  it('checks a Dutch listing: an end price below the start price, whole hours up to 30 days (issue 30)', () => {
    const dutch: SaleInput = { ...fixed, saleType: 'DecliningPrice', price: '2', endPrice: '1', hours: '24' };
    expect(validateSale(dutch)).toEqual({});
    expect(validateSale({ ...dutch, endPrice: '' })).toEqual({ endPrice: E.endPriceEmpty });
    expect(validateSale({ ...dutch, endPrice: '0.0089' })).toEqual({ endPrice: E.endPriceMin });
    expect(validateSale({ ...dutch, endPrice: '2' })).toEqual({ endPrice: E.endPriceNotLower });
    expect(validateSale({ ...dutch, price: '', endPrice: '1' })).toEqual({ price: E.priceEmpty });
    const hours = { hours: E.durationRange(720) };
    expect(validateSale({ ...dutch, hours: '0' })).toEqual(hours);
    expect(validateSale({ ...dutch, hours: '1.5' })).toEqual(hours);
    expect(validateSale({ ...dutch, hours: '721' })).toEqual(hours);
    expect(validateSale({ ...dutch, hours: '720' })).toEqual({});
  });
  it('checks a timed auction', () => {
    expect(validateSale({ ...timed, minimumBid: '' })).toEqual({ minimumBid: E.bidNumber });
    expect(validateSale({ ...timed, minimumBid: '0' })).toEqual({ minimumBid: E.bidZero });
    expect(validateSale({ ...timed, minimumBid: '0.0089' })).toEqual({ minimumBid: E.bidMin });
    expect(validateSale({ ...timed, startsAt: null, endsAt: null })).toEqual({
      startsAt: E.startRequired,
      endsAt: E.endRequired,
    });
    expect(validateSale({ ...timed, endsAt: NOW - 1 })).toEqual({ endsAt: E.endAfterStart });
    expect(validateSale({ ...timed, type: 1155, balance: 2, quantity: '1' })).toEqual({
      saleType: E.timedAuctionSingleOnly,
    });
  });
});

describe('checkout', () => {
  const E = MSG.checkout.errors;
  const ok = {
    type: 1155 as const,
    quantity: '2',
    available: 3,
    price: '1',
    buyerFee: percentToScaled('2.5'),
    balance: 2_050_000_000_000_000_000n,
  };
  it('accepts a purchase the buyer can pay', () => expect(validateCheckout(ok)).toEqual({}));
  it('checks quantity and price', () => {
    expect(validateCheckout({ ...ok, quantity: '' })).toEqual({ quantity: E.quantityEmpty });
    expect(validateCheckout({ ...ok, quantity: '0' })).toEqual({ quantity: E.quantityZero });
    expect(validateCheckout({ ...ok, quantity: 'x' })).toEqual({ quantity: E.quantityNumber });
    expect(validateCheckout({ ...ok, quantity: '4' })).toEqual({ quantity: '"Quantity" must be below on 3' });
    expect(validateCheckout({ ...ok, price: '' })).toEqual({ price: E.priceEmpty });
    expect(validateCheckout({ ...ok, price: '0' })).toEqual({ price: E.priceZero });
    expect(validateCheckout({ ...ok, price: 'x' })).toEqual({ price: E.priceNumber });
  });
  it('needs the price plus the buyer fee in the wallet, to the wei', () => {
    expect(validateCheckout({ ...ok, balance: ok.balance - 1n })).toEqual({ balance: E.insufficient });
    expect(validateCheckout({ ...ok, type: 721, quantity: '', balance: 1_025_000_000_000_000_000n })).toEqual(
      {},
    );
  });
  it('drives the checkout button', () => {
    expect(checkoutButtonState({}, false)).toBe('start');
    expect(checkoutButtonState({ quantity: 'x' }, true)).toBe('errors1');
    expect(checkoutButtonState({ balance: 'x' }, true)).toBe('error');
    expect(checkoutButtonState({ balance: 'x' }, false)).toBe('errors');
    expect(MSG.checkout.button[checkoutButtonState({}, false)]).toBe('Proceed to payment');
  });
});

describe('accept bid', () => {
  const E = MSG.acceptBid.errors;
  it('takes at most the bid quantity', () => {
    expect(validateAcceptBid({ type: 1155, quantity: '2', bidQuantity: 2 })).toEqual({});
    expect(validateAcceptBid({ type: 1155, quantity: '3', bidQuantity: 2 })).toEqual({
      quantity: E.quantityAbove,
    });
    expect(validateAcceptBid({ type: 1155, quantity: '', bidQuantity: 2 })).toEqual({
      quantity: E.quantityEmpty,
    });
    expect(validateAcceptBid({ type: 1155, quantity: '0', bidQuantity: 2 })).toEqual({
      quantity: E.quantityZero,
    });
    expect(validateAcceptBid({ type: 1155, quantity: 'a', bidQuantity: 2 })).toEqual({
      quantity: E.quantityNumber,
    });
    expect(validateAcceptBid({ type: 721, quantity: '', bidQuantity: 1 })).toEqual({});
  });
});

describe('transfer', () => {
  const E = MSG.transfer.errors;
  const to = '0x00000000000000000000000000000000000000Bb';
  it('converts xdc addresses to 0x and lowercases', () => {
    expect(normaliseRecipient(' xdc00000000000000000000000000000000000000BB ')).toBe(to.toLowerCase());
    expect(normaliseRecipient('XDC00000000000000000000000000000000000000bb')).toBe(to.toLowerCase());
    expect(
      validateTransfer({
        type: 721,
        recipient: 'xdc00000000000000000000000000000000000000bb',
        quantity: '',
        balance: 1,
      }),
    ).toEqual({});
  });
  it('requires a valid recipient other than the sender', () => {
    expect(validateTransfer({ type: 721, recipient: ' ', quantity: '', balance: 1 })).toEqual({
      recipient: E.recipientRequired,
    });
    expect(validateTransfer({ type: 721, recipient: '0x12', quantity: '', balance: 1 })).toEqual({
      recipient: E.recipientInvalid,
    });
    expect(
      validateTransfer({
        type: 721,
        recipient: to,
        quantity: '',
        balance: 1,
        sender: to.toUpperCase().replace('0X', '0x'),
      }),
    ).toEqual({
      recipient: E.recipientSelf,
    });
  });
  it('asks a quantity only for multiple items held more than once', () => {
    expect(transferNeedsQuantity(721, 1)).toBe(false);
    expect(transferNeedsQuantity(1155, 1)).toBe(false);
    expect(transferNeedsQuantity(1155, 2)).toBe(true);
    const multi = { type: 1155 as const, recipient: to, balance: 3 };
    expect(validateTransfer({ ...multi, quantity: '3' })).toEqual({});
    expect(validateTransfer({ ...multi, quantity: '' })).toEqual({ quantity: E.quantityEmpty });
    expect(validateTransfer({ ...multi, quantity: '0' })).toEqual({ quantity: E.quantityZero });
    expect(validateTransfer({ ...multi, quantity: '4' })).toEqual({ quantity: E.quantityAbove });
    expect(validateTransfer({ ...multi, quantity: '1.5' })).toEqual({ quantity: E.quantityNumber });
  });
});

describe('burn', () => {
  it('labels the button for empty, zero, too many and fine', () => {
    expect(MSG.burn.button[burnCheck('', 2)]).toBe("Qty can't be Empty");
    expect(MSG.burn.button[burnCheck('0', 2)]).toBe("Qty can't be Zero");
    expect(MSG.burn.button[burnCheck('3', 2)]).toBe('Check Balance');
    expect(MSG.burn.button[burnCheck('x', 2)]).toBe('Check Balance');
    expect(MSG.burn.button[burnCheck('2', 2)]).toBe('Continue');
  });
});

describe('before a transaction modal opens', () => {
  const ok = { connected: true, rightNetwork: true, networkName: 'BNB', balance: ETH };
  it('checks wallet, network and balance', () => {
    expect(preflightError(ok)).toBeNull();
    expect(preflightError({ ...ok, connected: false })).toBe('OOPS!..connect Your Wallet');
    expect(preflightError({ ...ok, rightNetwork: false })).toBe('Please Connect to BNB Network');
    expect(preflightError({ ...ok, balance: 0n })).toBe('Insufficient balance');
  });
});
