import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayDecimals,
  formatAmount,
  formatBalance,
  formatMoney,
  formatTokenAmount,
  formatUsd,
  formatWei,
  formatWeiMoney,
  usdValue,
} from '../src';

describe('formatAmount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999.123456, '999.12345'],
    [1000, '1k'],
    [1234.5, '1.2345k'],
    [999_999, '999.999k'],
    [1_000_000, '1M'],
    [2_500_000_000, '2.5B'],
    [7_000_000_000_000, '7T'],
    [1_500_000_000_000_000, '1500T'],
    [-1234.5, '-1.2345k'],
  ])('%s → %s (5 decimals)', (v, out) => expect(formatAmount(v)).toBe(out));

  it('cuts instead of rounding, so a balance is never overstated', () => {
    expect(formatAmount(2.999999)).toBe('2.99999');
    expect(formatAmount('0.123456789', 4)).toBe('0.1234');
  });

  it('applies the tiny rule below 0.0001: first non-zero digit plus two more', () => {
    expect(formatAmount(0.0000123456)).toBe('0.0000123');
    expect(formatAmount('0.00001')).toBe('0.00001');
    expect(formatAmount(0.000099999)).toBe('0.0000999');
    expect(formatAmount('0.0000000000000000012345')).toBe('0.00000000000000000123');
    expect(formatAmount(-0.0000123456)).toBe('-0.0000123');
  });

  it('switches from the tiny rule to 5 decimals at exactly 0.0001', () => {
    expect(formatAmount(0.0001)).toBe('0.0001');
    expect(formatAmount(0.00012345)).toBe('0.00012');
  });

  it('takes decimal text exactly, beyond float precision', () => {
    expect(formatAmount('123456789012345678.987654321')).toBe('123456.78901T');
  });

  it('uses 4 decimals for VSW and 5 for other currencies', () => {
    expect(displayDecimals('VSW')).toBe(4);
    expect(displayDecimals('BNB')).toBe(5);
    expect(displayDecimals(null)).toBe(5);
    expect(formatTokenAmount(1.123456, 'VSW')).toBe('1.1234');
    expect(formatTokenAmount(1.123456, 'BNB')).toBe('1.12345');
  });

  it('never shows more decimals than allowed', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.0001, max: 1e15, noNaN: true }), fc.constantFrom(4, 5), (v, d) => {
        const out = formatAmount(v, d).replace(/[kMBT]$/, '');
        expect((out.split('.')[1] ?? '').length).toBeLessThanOrEqual(d);
      }),
    );
  });
});

describe('wei and balances', () => {
  it('formats wei with the currency decimals', () => {
    expect(formatWei(1_234_567_890_000_000_000_000n, 'BNB')).toBe('1.23456k');
    expect(formatWei(10n ** 12n, 'VSW')).toBe('0.000001');
  });

  it('shows balances with display precision 6', () => {
    expect(formatBalance(1_234_567_891_234_567_891n)).toBe('1.234567');
    expect(formatBalance(0n)).toBe('0');
    expect(formatBalance(10n ** 11n)).toBe('0');
  });
});

describe('dollar values', () => {
  const rates = [
    { symbol: 'BNB', usdPrice: 300 },
    { symbol: 'VSW', usdPrice: 0.5 },
  ];
  it('multiplies the amount by the price of its currency', () => {
    expect(usdValue(2, 'BNB', rates)).toBe(600);
    expect(usdValue('3', 'VSW', rates)).toBe(1.5);
    expect(usdValue(2, 'DOGE', rates)).toBeNull();
  });

  it('prints a dollar sign, 4 decimals by default, 5 for average prices', () => {
    expect(formatUsd(600)).toBe('$600');
    expect(formatUsd(1.234567)).toBe('$1.2345');
    expect(formatUsd(1.234567, 5)).toBe('$1.23456');
    expect(formatUsd(12_500)).toBe('$12.5k');
  });
});

describe('formatMoney: money in full, grouped, never with a count suffix', () => {
  it.each([
    ['9999.48', 5, '9,999.48'],
    ['1234567.123456', 5, '1,234,567.12345'],
    ['999', 4, '999'],
    ['1000', 4, '1,000'],
    ['0.5', 4, '0.5'],
    ['0', 4, '0'],
    ['-1234.5', 4, '-1,234.5'],
    ['0.00001234', 4, '0.0000123'],
  ])('%s (%d decimals) → %s', (v, d, out) => expect(formatMoney(v, d)).toBe(out));

  it('the checkout balance of 9,999.48 BNB reads as such, where the compact form read 9.99948k', () => {
    const wei = 9_999_480_000_000_000_000_000n;
    expect(formatWei(wei, 'BNB')).toBe('9.99948k');
    expect(formatWeiMoney(wei, 'BNB')).toBe('9,999.48');
    expect(formatWeiMoney(1_234_567_891n * 10n ** 14n, 'VSW')).toBe('123,456.7891');
  });
});
