import { CID } from 'multiformats/cid';
import { create as createDigest } from 'multiformats/hashes/digest';
import { type Hex, hexToBytes, toHex } from 'viem';

const RAW = 0x55;
const SHA2_256 = 0x12;

/**
 * The CID of a single raw block with this sha2-256 digest (CIDv1, raw codec): the form the contracts keep for a
 * metadata JSON (its bytes32 digest; the JSON is always far below one IPFS chunk).
 */
export function rawCidFromDigest(digest: Hex): CID {
  return CID.createV1(RAW, createDigest(SHA2_256, hexToBytes(digest)));
}

/** The 32-byte digest a collection stores for a metadata CID (CIDv1, raw codec, sha2-256); what `mint` takes. */
export function digestFromCid(cid: string | CID): Hex {
  const parsed = typeof cid === 'string' ? CID.parse(cid) : cid;
  if (parsed.version !== 1 || parsed.code !== RAW || parsed.multihash.code !== SHA2_256) {
    throw new Error(`metadata CID ${cid} must be CIDv1 with the raw codec and sha2-256`);
  }
  return toHex(parsed.multihash.digest);
}

/** What tokenURI / uri returns for a stored digest. */
export function ipfsUriFromDigest(digest: Hex): string {
  return `ipfs://${rawCidFromDigest(digest).toString()}`;
}
