import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { devAccount } from '../src/accounts';
import { ANVIL_MNEMONIC } from '../src/devChain';

describe('devAccount', () => {
  it('is the account viem derives from the mnemonic, for each of anvil’s ten', () => {
    for (let index = 0; index < 10; index++) {
      const expected = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
      expect(devAccount(index).address).toBe(expected.address);
      expect(devAccount(index).getHdKey().privateKey).toEqual(expected.getHdKey().privateKey);
    }
  });

  it('is anvil’s first account at index 0', () => {
    expect(devAccount(0).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });
});
