import { describe, expect, it } from 'vitest';
import { digestFromCid, ipfsUriFromDigest, rawCidFromDigest } from '../src/cid';

// `printf 'hello\n' | ipfs add --cid-version=1 --raw-leaves`
const HELLO = 'bafkreicysg23kiwv34eg2d7qweipxwosdo2py4ldv42nbauguluen5v6am';

describe('metadata CIDs', () => {
  it('turns a raw CIDv1 into its digest and back, as text or as a CID', () => {
    const digest = digestFromCid(HELLO);
    expect(digest).toMatch(/^0x[0-9a-f]{64}$/);
    expect(rawCidFromDigest(digest).toString()).toBe(HELLO);
    expect(digestFromCid(rawCidFromDigest(digest))).toBe(digest);
    expect(ipfsUriFromDigest(digest)).toBe(`ipfs://${HELLO}`);
  });

  it('refuses a CID the contracts cannot keep (CIDv0, dag-pb)', () => {
    expect(() => digestFromCid('QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o')).toThrow(/raw codec/);
  });
});
