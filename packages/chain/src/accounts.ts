import { type HDAccount, mnemonicToAccount } from 'viem/accounts';
import { ANVIL_MNEMONIC } from './devChain';

// Deriving an account from the mnemonic runs PBKDF2 (2,048 rounds of HMAC-SHA512) and a curve multiplication:
// 50–150 ms of CPU each time. The demo seed asks for its accounts on every order and transaction, and every
// start checks them, so each is derived once per process.
const derived = new Map<number, HDAccount>();

/** Development account `index` (0 deploys and owns the contracts on the local chain). */
export function devAccount(index: number): HDAccount {
  let account = derived.get(index);
  if (!account) {
    account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
    derived.set(index, account);
  }
  return account;
}
