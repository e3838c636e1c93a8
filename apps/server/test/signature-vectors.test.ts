import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Address, Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { signedForMarketplace } from '../src/auth/marketplace-signatures';

/**
 * Issue 28, finding 7: the server used to take signatures the contract refuses (v 0/1, ERC-6492 wrapped), so
 * orders were stored as live that could never fill. The same vectors run in forge
 * (contracts/test/SignatureVectors.t.sol) decide both.
 */
const vectors = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../contracts/test/vectors/signatures.json'), 'utf8'),
) as { signer: Address; digest: Hex; cases: { name: string; signature: Hex; valid: boolean }[] };

describe('signature vectors shared with the contract', () => {
  it.each(vectors.cases)('$name: accepted exactly when the contract accepts it ($valid)', async (c) => {
    // No node: a key's signature is decided offline, as ecrecover does; nothing else passes.
    const ok = await signedForMarketplace(undefined, {
      address: vectors.signer,
      hash: vectors.digest,
      signature: c.signature,
    });
    expect(ok).toBe(c.valid);
  });
});
