import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalPlaces,
  formatUnits,
  InvalidAmountError,
  isDecimalText,
  numberToText,
  parseUnits,
  truncateText,
} from '../src';

describe('decimal text', () => {
  it('parses prices to wei', () => {
    expect(parseUnits('1')).toBe(10n ** 18n);
    expect(parseUnits('0.009')).toBe(9n * 10n ** 15n);
    expect(parseUnits('.5')).toBe(5n * 10n ** 17n);
    expect(parseUnits('1.')).toBe(10n ** 18n);
    expect(parseUnits(' 2.25 ')).toBe(225n * 10n ** 16n);
    expect(parseUnits('1.5', 2)).toBe(150n);
  });

  it.each(['', '.', '1.2.3', '-1', '1e5', 'abc', '0x10', '1,5'])('refuses %j', (text) => {
    expect(isDecimalText(text)).toBe(false);
    expect(() => parseUnits(text)).toThrow(InvalidAmountError);
  });

  it('refuses more decimals than the unit holds', () => {
    expect(() => parseUnits('0.0000000000000000001')).toThrow(InvalidAmountError);
  });

  it('formats wei back without trailing zeros', () => {
    expect(formatUnits(0n)).toBe('0');
    expect(formatUnits(1n)).toBe('0.000000000000000001');
    expect(formatUnits(15n * 10n ** 17n)).toBe('1.5');
    expect(formatUnits(-15n * 10n ** 17n)).toBe('-1.5');
  });

  it('round-trips every wei amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), (wei) => {
        expect(parseUnits(formatUnits(wei))).toBe(wei);
      }),
    );
  });

  it('round-trips every price text of the input rules', () => {
    const priceText = fc
      .tuple(fc.stringMatching(/^[1-9]\d{0,9}$/), fc.stringMatching(/^\d{0,3}[1-9]$/))
      .map(([i, f]) => `${i}.${f}`);
    fc.assert(
      fc.property(priceText, (text) => {
        expect(formatUnits(parseUnits(text))).toBe(text);
      }),
    );
  });

  it('counts decimals and cuts them', () => {
    expect(decimalPlaces('1.2345')).toBe(4);
    expect(decimalPlaces('12')).toBe(0);
    expect(truncateText('1.23456', 2)).toBe('1.23');
    expect(truncateText('1.20001', 2)).toBe('1.2');
    expect(truncateText('-0.001', 2)).toBe('0');
  });

  it('writes numbers as plain decimals', () => {
    expect(numberToText(1e-7)).toBe('0.0000001');
    expect(numberToText(1.5e21)).toBe('1500000000000000000000');
    expect(numberToText(0)).toBe('0');
    expect(numberToText(-2.5)).toBe('-2.5');
    expect(numberToText(0.1 + 0.2)).toBe('0.3');
    expect(() => numberToText(Number.NaN)).toThrow(InvalidAmountError);
  });
});
