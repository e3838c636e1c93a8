import { describe, expect, it } from 'vitest';
import { displayName, SHORTEN, shorten, shortTokenName } from '../src';

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';

describe('shorten', () => {
  it('cuts addresses to 6, 8 or 10 characters plus an ellipsis', () => {
    expect(shorten(ADDRESS, SHORTEN.notification)).toBe('0x1234...');
    expect(shorten(ADDRESS, SHORTEN.walletMenu)).toBe('0x123456...');
    expect(shorten(ADDRESS, SHORTEN.list)).toBe('0x12345678...');
  });
  it('cuts token names to 8 characters, leaving short ones alone', () => {
    expect(shortTokenName('Sunset over the bay')).toBe('Sunset o...');
    expect(shortTokenName('12345678')).toBe('12345678');
  });
  it('falls back from a name to the first 8 characters of the address', () => {
    expect(displayName({ name: 'Cleo', address: ADDRESS })).toBe('Cleo');
    expect(displayName({ name: '  ', address: ADDRESS })).toBe('0x123456...');
    expect(displayName({ name: null, address: ADDRESS }, 6)).toBe('0x1234...');
  });
});
