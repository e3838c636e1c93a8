import { mnemonicToAccount } from 'viem/accounts';

/** anvil's well-known development mnemonic; its accounts are funded on every local chain. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
export const LOCAL_CHAIN_ID = 31337;

/** Development account `index` (0 deploys and owns the contracts on the local chain). */
export function devAccount(index: number) {
  return mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
}
