import { pbkdf2Sync } from 'node:crypto';
import { type HDAccount, HDKey, hdKeyToAccount } from 'viem/accounts';
import { ANVIL_MNEMONIC } from './devChain';

// BIP-39's seed is PBKDF2 (2,048 rounds of HMAC-SHA512): viem's mnemonicToAccount runs it in JavaScript for every
// account (50–150 ms of CPU each). Here Node's native crypto runs it once, the master key derives every account,
// and each account is derived once per process (the demo seed asks for its accounts on every order and
// transaction, and every start checks them).
let master: HDKey | undefined;
const derived = new Map<number, HDAccount>();

/** Development account `index` (0 deploys and owns the contracts on the local chain). */
export function devAccount(index: number): HDAccount {
  let account = derived.get(index);
  if (!account) {
    master ??= HDKey.fromMasterSeed(
      pbkdf2Sync(ANVIL_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'),
    );
    account = hdKeyToAccount(master, { addressIndex: index });
    derived.set(index, account);
  }
  return account;
}
