import type { Address } from 'viem';

/**
 * What the server and the deploy CLI need to know about a public chain Agora runs on. Any other chain id
 * (anvil's 31337, a private network) has no preset and keeps the defaults.
 */
export interface ChainPreset {
  chainId: number;
  name: string;
  /** Target block interval, for poll intervals and turning block counts into time. */
  blockTimeMs: number;
  /**
   * Blocks this deep below the head are treated as final by the indexer: fetched in ranges without linking
   * parent hashes and applied without an undo journal. Must be at least `reorgDepth`.
   */
  confirmations: number;
  /** The deepest reorganisation the preset plans for; a deeper one is still caught by the checkpoint check. */
  reorgDepth: number;
  /** The canonical Wrapped BNB contract: the deploy CLI uses it instead of deploying a WBNB of its own. */
  wbnb: Address;
}

/*
 * BNB Smart Chain runs Parlia with fast finality (BEP-126): a block is normally finalized two or three blocks
 * after it is mined, and a reorg deeper than that needs a third of the validators to misbehave. Block
 * interval: 0.45 s since the Fermi hard fork (BEP-619; testnet 2025-11-10, mainnet 2026-01-14), after 0.75 s
 * (Maxwell) and 1.5 s (Lorentz). The depths below leave a wide margin over fast finality (late votes fall
 * back to slower finality) while keeping the linked, journaled window near the head to a few seconds. The
 * testnet has fewer, less reliable validators: a deeper margin.
 */
export const BSC_MAINNET: ChainPreset = {
  chainId: 56,
  name: 'BNB Smart Chain',
  blockTimeMs: 450,
  confirmations: 20,
  reorgDepth: 15,
  wbnb: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
};

export const BSC_TESTNET: ChainPreset = {
  chainId: 97,
  name: 'BNB Smart Chain Testnet',
  blockTimeMs: 450,
  confirmations: 30,
  reorgDepth: 25,
  wbnb: '0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd',
};

const PRESETS: ReadonlyMap<number, ChainPreset> = new Map(
  [BSC_MAINNET, BSC_TESTNET].map((p) => [p.chainId, p]),
);

/** The preset for `chainId`, or undefined for a chain without one (the local chain, private networks). */
export function chainPreset(chainId: number): ChainPreset | undefined {
  return PRESETS.get(chainId);
}
