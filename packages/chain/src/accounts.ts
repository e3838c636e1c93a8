import { mnemonicToAccount } from 'viem/accounts';
import { ANVIL_MNEMONIC } from './devChain';

/** Development account `index` (0 deploys and owns the contracts on the local chain). */
export function devAccount(index: number) {
  return mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
}
