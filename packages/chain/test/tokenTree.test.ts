import { describe, expect, it } from 'vitest';
import { tokenProof, tokenRoot } from '../src/tokenTree';

// The tree of ids 1..5 that contracts/test/CollectionOffers.t.sol accepts on chain (ROOT_1_TO_5, proofOf): the
// contract checks these proofs with OpenZeppelin's MerkleProof, so this module and the chain agree.
const ROOT_1_TO_5 = '0xdaaebd92c5bb2d0f2e84c12e89c5c0fc752d401dd4b613d0e2af6a410c4985b0';
const TOP = '0xc167b0e3c82238f4f2d1a50a8b3a44f96311d77b148c30dc0ef863e1a060dcb6';

describe('tokenTree', () => {
  const ids = [1n, 2n, 3n, 4n, 5n];

  it('gives the root and proofs the marketplace contract accepts', () => {
    expect(tokenRoot(ids)).toBe(ROOT_1_TO_5);
    expect(tokenProof(ids, 4n)).toEqual([
      '0xb20c6ce75f58705038f102b2c94b5528ffe8853bc140bbd2da324e67c14df13c',
    ]);
    expect(tokenProof(ids, 3n)).toEqual([
      '0xb5d9d894133a730aa651ef62d26b0ffa846233c74177a591a4a896adfda97d22',
      '0x161691c7185a37ff918e70bebef716ddd87844ac47f419ea23eaf4fe983fbf2c',
      TOP,
    ]);
  });

  it('gives one root per set of ids, whatever their order or repeats', () => {
    expect(tokenRoot([5n, 3n, 1n, 4n, 2n, 3n])).toBe(ROOT_1_TO_5);
    expect(tokenProof([5n, 3n, 1n, 4n, 2n, 5n], 3n)).toEqual(tokenProof(ids, 3n));
    expect(tokenRoot([1n, 2n, 3n])).not.toBe(ROOT_1_TO_5);
  });

  it('a one-token tree is its leaf, proved by an empty proof', () => {
    expect(tokenProof([7n], 7n)).toEqual([]);
    expect(tokenRoot([7n])).not.toBe(tokenRoot([8n]));
  });

  it('refuses no ids (a zero root would mean any token) and a token outside the tree', () => {
    expect(() => tokenRoot([])).toThrow();
    expect(() => tokenProof(ids, 6n)).toThrow(/not in the tree/);
  });
});
