import {
  type Address,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  type PublicClient,
  recoverAddress,
  size,
  slice,
} from 'viem';

/** ERC-1271's answer for a valid signature: `isValidSignature.selector`. */
const ERC1271_MAGIC = '0x1626ba7e';
/** The gas the marketplace gives isValidSignature (Signatures.SIGNATURE_GAS). */
const SIGNATURE_GAS = 100_000n;
const erc1271Abi = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
] as const;

/**
 * The key that signed `hash` as the EVM's ecrecover sees `signature` (solady's tryRecoverCalldata): 65 bytes
 * with v 27 or 28, or the 64-byte EIP-2098 form; anything else (v 0/1, wrapped, other lengths) recovers nothing.
 */
async function ecrecovered(hash: Hex, signature: Hex): Promise<Address | null> {
  let full = signature;
  if (size(signature) === 64) {
    const vs = BigInt(slice(signature, 32, 64));
    const s = vs & ((1n << 255n) - 1n);
    full = `${slice(signature, 0, 32)}${s.toString(16).padStart(64, '0')}${(27n + (vs >> 255n)).toString(16)}`;
  } else if (size(signature) !== 65 || ![27, 28].includes(Number.parseInt(signature.slice(-2), 16))) {
    return null;
  }
  return recoverAddress({ hash, signature: full }).catch(() => null);
}

/**
 * Whether AgoraMarketplace would take `signature` as `address`'s over the EIP-712 digest `hash`, decided as its
 * `_checkSignature` does (issue 28, finding 7): ecrecover first, else ERC-1271 `isValidSignature` with the raw
 * bytes and the contract's gas — no ERC-6492 / ERC-8010 unwrapping and no v normalisation, which viem's
 * verifiers do and the contract does not, so an order stored as live is one the chain can fill. Sign-in keeps
 * the wider check of signatures.ts. Without a node a contract wallet cannot be checked: "not signed".
 */
export async function signedForMarketplace(
  client: PublicClient | undefined,
  p: { address: Address; hash: Hex; signature: Hex },
): Promise<boolean> {
  const key = await ecrecovered(p.hash, p.signature);
  if (key && isAddressEqual(key, p.address)) return true;
  if (!client) return false;
  const data = encodeFunctionData({
    abi: erc1271Abi,
    functionName: 'isValidSignature',
    args: [p.hash, p.signature],
  });
  return client
    .call({ to: p.address, data, gas: SIGNATURE_GAS })
    .then(
      (answer) =>
        answer.data !== undefined && size(answer.data) >= 32 && slice(answer.data, 0, 4) === ERC1271_MAGIC,
    )
    .catch(() => false);
}
