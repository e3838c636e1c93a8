import { type Address, type Hex, isAddressEqual, type PublicClient, recoverMessageAddress } from 'viem';

/**
 * Sign-in's signature check, for every wallet kind (signed orders and bids use marketplace-signatures.ts, which
 * accepts exactly what the contract does). An EOA's signature is recovered locally first, so EOAs sign in and
 * sign in while the chain is down; only when that fails is the chain asked — viem's public-client
 * verifier calls ERC-1271 `isValidSignature` on a deployed smart account and run the ERC-6492 universal
 * validator (a deployless eth_call) for a not-yet-deployed one. A node that does not answer counts as "not
 * signed": a smart account cannot be checked without it.
 */
async function recovered(recover: () => Promise<Address>, address: Address): Promise<boolean> {
  try {
    return isAddressEqual(await recover(), address);
  } catch {
    return false;
  }
}

/** True when `address` (EOA, ERC-1271 or ERC-6492 account) signed this EIP-191 message. */
export async function signedMessage(
  client: PublicClient | undefined,
  p: { address: Address; message: string; signature: Hex },
): Promise<boolean> {
  if (await recovered(() => recoverMessageAddress(p), p.address)) return true;
  if (!client) return false;
  return client.verifyMessage(p).catch(() => false);
}
