import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { BSC_MAINNET, BSC_TESTNET, chainPreset, LOCAL_CHAIN_ID } from '../src';

describe('chain presets', () => {
  it('has BNB Smart Chain mainnet (56) and testnet (97) with their canonical WBNB', () => {
    expect(chainPreset(56)).toBe(BSC_MAINNET);
    expect(chainPreset(97)).toBe(BSC_TESTNET);
    expect(BSC_MAINNET.wbnb).toBe('0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c');
    expect(BSC_TESTNET.wbnb).toBe('0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd');
  });

  it('writes the WBNB addresses with a valid EIP-55 checksum', () => {
    for (const p of [BSC_MAINNET, BSC_TESTNET]) expect(getAddress(p.wbnb)).toBe(p.wbnb);
  });

  it('treats as final only blocks deeper than the reorgs it plans for', () => {
    for (const p of [BSC_MAINNET, BSC_TESTNET]) {
      expect(p.confirmations).toBeGreaterThanOrEqual(p.reorgDepth);
      // The linked window near the head stays short in time (seconds, not minutes).
      expect((p.confirmations * p.blockTimeMs) / 1000).toBeLessThan(30);
    }
  });

  it('has no preset for the local chain or an unknown one', () => {
    expect(chainPreset(LOCAL_CHAIN_ID)).toBeUndefined();
    expect(chainPreset(1)).toBeUndefined();
  });
});
