import { BSC_MAINNET, BSC_TESTNET, LOCAL_CHAIN_ID } from '@agora/chain';
import { describe, expect, it } from 'vitest';
import { confirmationsFor } from '../src/chain/lifecycle';

describe("the indexer's confirmations", () => {
  it("come from the chain's preset on BNB Smart Chain mainnet and testnet", () => {
    expect(confirmationsFor(56)).toBe(BSC_MAINNET.confirmations);
    expect(confirmationsFor(97)).toBe(BSC_TESTNET.confirmations);
  });

  it('are left to the indexer on a chain without a preset, and a configured value wins', () => {
    expect(confirmationsFor(LOCAL_CHAIN_ID)).toBeUndefined();
    expect(confirmationsFor(56, 3)).toBe(3);
  });
});
