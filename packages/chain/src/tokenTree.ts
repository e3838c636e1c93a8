import { concat, encodeAbiParameters, type Hex, keccak256 } from 'viem';

/**
 * The Merkle tree of the token ids a collection offer covers (`Bid.tokenRoot`): Agora's collections share one
 * ERC-721 and one ERC-1155 contract, so an offer on one of them names its tokens. Leaves and pairs are those of
 * OpenZeppelin's MerkleProof as AgoraMarketplace.acceptCollectionOffer checks them: leaf
 * `keccak256(bytes.concat(keccak256(abi.encode(tokenId))))`, each pair hashed in sorted order. Leaves are
 * deduplicated and sorted, so one set of ids always gives one root; an odd node moves up a level unchanged.
 */

function leafOf(id: bigint): Hex {
  return keccak256(keccak256(encodeAbiParameters([{ type: 'uint256' }], [id])));
}

function hashPair(a: Hex, b: Hex): Hex {
  return keccak256(BigInt(a) < BigInt(b) ? concat([a, b]) : concat([b, a]));
}

/** The levels of the tree, leaves first, root last. */
function levels(ids: readonly bigint[]): Hex[][] {
  const leaves = [...new Set(ids.map(leafOf))].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  if (leaves.length === 0) throw new Error('a token tree needs at least one token id');
  const tree = [leaves];
  for (let level = leaves; level.length > 1; ) {
    const up: Hex[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const [left, right] = level.slice(i, i + 2) as [Hex, Hex | undefined];
      up.push(right === undefined ? left : hashPair(left, right));
    }
    tree.push(up);
    level = up;
  }
  return tree;
}

/** The root an offer on these token ids signs. Throws on no ids (a zero root would mean any token). */
export function tokenRoot(ids: readonly bigint[]): Hex {
  return levels(ids).at(-1)?.[0] as Hex;
}

/** The proof acceptCollectionOffer takes for `id` in the tree of `ids`; throws when `id` is not one of them. */
export function tokenProof(ids: readonly bigint[], id: bigint): Hex[] {
  const tree = levels(ids);
  let index = (tree[0] as Hex[]).indexOf(leafOf(id));
  if (index < 0) throw new Error(`token ${id} is not in the tree`);
  const proof: Hex[] = [];
  for (const level of tree.slice(0, -1)) {
    const sibling = level[index ^ 1];
    if (sibling !== undefined) proof.push(sibling);
    index >>= 1;
  }
  return proof;
}
