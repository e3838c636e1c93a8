import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bpsToPercent,
  bpsToScaled,
  FEE_SCALE,
  feeOf,
  formatNetAmount,
  formatPrice,
  InvalidAmountError,
  InvalidSettlementError,
  parsePrice,
  percentToBps,
  percentToScaled,
  royaltyOf,
  scaledToBps,
  scaledToPercent,
  settle,
  youWillPay,
  youWillReceive,
} from '../src';

const ETH = 10n ** 18n;
const pct = (p: string) => percentToScaled(p);

describe('fees as scaled integers (value / 1e18 = percent)', () => {
  it('computes price × fee / 1e20', () => {
    expect(feeOf(100n * ETH, pct('2.5'))).toBe(2_500_000_000_000_000_000n);
    expect(feeOf(ETH, 0n)).toBe(0n);
    expect(feeOf(3n, FEE_SCALE)).toBe(0n); // 1% of 3 wei rounds down
  });

  it('converts between percent text, scaled fees and basis points', () => {
    expect(pct('2.5')).toBe(25n * 10n ** 17n);
    expect(scaledToPercent(25n * 10n ** 17n)).toBe('2.5');
    expect(scaledToBps(pct('2.5'))).toBe(250n);
    expect(scaledToBps(pct('2.555'))).toBe(255n); // the chain cannot hold finer fees
    expect(bpsToScaled(250)).toBe(pct('2.5'));
    expect(percentToBps('20')).toBe(2000n);
    expect(percentToBps('0.01')).toBe(1n);
    expect(bpsToPercent(250n)).toBe('2.5');
    expect(() => percentToBps('0.001')).toThrow();
  });

  it('gives the same fee from a scaled fee and from its basis points', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bps) => {
          expect(feeOf(amount, bpsToScaled(bps))).toBe(royaltyOf(amount, BigInt(bps)));
        },
      ),
    );
  });
});

describe('settle', () => {
  it('adds the buyer fee on top and takes the seller fee and royalty from the price', () => {
    const s = settle({
      unitPrice: 2n * ETH,
      quantity: 3,
      buyerFee: pct('2.5'),
      sellerFee: pct('2.5'),
      royaltyBps: 1000n,
    });
    expect(s.subtotal).toBe(6n * ETH);
    expect(s.buyerFee).toBe(150_000_000_000_000_000n);
    expect(s.buyerPays).toBe(6_150_000_000_000_000_000n);
    expect(s.sellerFee).toBe(150_000_000_000_000_000n);
    expect(s.royalty).toBe(600_000_000_000_000_000n);
    expect(s.sellerReceives).toBe(5_250_000_000_000_000_000n);
    expect(s.platformReceives).toBe(300_000_000_000_000_000n);
  });

  it('stores zero fees too (both fees zero)', () => {
    const s = settle({ unitPrice: ETH, buyerFee: 0n, sellerFee: 0n });
    expect(s).toMatchObject({ buyerPays: ETH, sellerReceives: ETH, platformReceives: 0n });
  });

  it('refuses negative inputs and shares above the price', () => {
    expect(() => settle({ unitPrice: -1n, buyerFee: 0n, sellerFee: 0n })).toThrow(InvalidSettlementError);
    expect(() => settle({ unitPrice: ETH, buyerFee: 0n, sellerFee: pct('90'), royaltyBps: 2000n })).toThrow(
      InvalidSettlementError,
    );
  });

  it('pays out exactly what the buyer paid, never more', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 27n }),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 2000 }),
        (unitPrice, quantity, buyerBps, sellerBps, royaltyBps) => {
          const s = settle({
            unitPrice,
            quantity,
            buyerFee: bpsToScaled(buyerBps),
            sellerFee: bpsToScaled(sellerBps),
            royaltyBps: BigInt(royaltyBps),
          });
          expect(s.sellerReceives + s.royalty + s.platformReceives).toBe(s.buyerPays);
          expect(s.buyerPays).toBeGreaterThanOrEqual(s.subtotal);
          expect(s.sellerReceives).toBeGreaterThanOrEqual(0n);
          expect(s.sellerReceives).toBeLessThanOrEqual(s.subtotal);
        },
      ),
    );
  });

  it('answers "you will pay" and "you will receive"', () => {
    expect(youWillPay(ETH, 2, pct('2.5'))).toBe(2_050_000_000_000_000_000n);
    expect(youWillReceive(ETH, 1, pct('2.5'))).toBe(975_000_000_000_000_000n);
    expect(youWillReceive(ETH, 1, pct('2.5'), 2000n)).toBe(775_000_000_000_000_000n);
  });
});

describe('formatNetAmount', () => {
  it('shows 2 decimals for the platform token and 4 for others, cut', () => {
    expect(formatNetAmount(1_239_999_000_000_000_000n, 'VSW')).toBe('1.23');
    expect(formatNetAmount(1_239_999_000_000_000_000n, 'BNB')).toBe('1.2399');
    expect(formatNetAmount(0n, 'BNB')).toBe('0');
  });
});

describe('parsePrice (input rules: digits and one point, 15 characters, 4 decimals)', () => {
  it('reads prices to wei', () => {
    expect(parsePrice('0.009')).toBe(9n * 10n ** 15n);
    expect(parsePrice('1.2345')).toBe(12345n * 10n ** 14n);
    expect(parsePrice('123456789012345')).toBe(123456789012345n * ETH);
    expect(parsePrice('1234567890.1234')).toBe(12345678901234n * 10n ** 14n);
  });
  it.each(['1.23456', '1234567890123456', '1234567890.12345', '1.2.3', '-1', '1e3', '', 'abc'])(
    'refuses %j',
    (text) => expect(() => parsePrice(text)).toThrow(InvalidAmountError),
  );
  it('round-trips every price the rules allow (wei → text → wei)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n - 1n }), (units) => {
        const wei = units * 10n ** 14n;
        const text = formatPrice(wei);
        expect(text.length).toBeLessThanOrEqual(15);
        expect(parsePrice(text)).toBe(wei);
      }),
    );
  });
  it('round-trips every price text to its shortest form (text → wei → text → wei)', () => {
    const typed = fc
      .tuple(fc.stringMatching(/^\d{1,10}$/), fc.stringMatching(/^\d{0,4}$/))
      .map(([i, f]) => (f ? `${i}.${f}` : i));
    fc.assert(
      fc.property(typed, (text) => {
        const wei = parsePrice(text);
        expect(parsePrice(formatPrice(wei))).toBe(wei);
        expect(Number(formatPrice(wei))).toBeCloseTo(Number(text), 4);
      }),
    );
  });
});
