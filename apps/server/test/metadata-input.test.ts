import { TOKEN_METADATA_LIMITS } from '@agora/core';
import { describe, expect, it } from 'vitest';
import { parseMetadata } from '../src/metadata/read';
import { cidOfUri } from '../src/metadata/uris';

/** The attacker's side of a token's metadata: which URIs are followed, and what JSON is refused. */
const CID = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';
const V0 = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG';
const bytes = (text: string) => new TextEncoder().encode(text);

describe('cidOfUri: only IPFS names are followed (no SSRF)', () => {
  it('accepts ipfs:// CIDs and /ipfs/ paths', () => {
    expect(cidOfUri(`ipfs://${CID}`)?.toString()).toBe(CID);
    expect(cidOfUri(`ipfs://ipfs/${CID}`)?.toString()).toBe(CID);
    expect(cidOfUri(`/ipfs/${CID}`)?.toString()).toBe(CID);
    expect(cidOfUri(` ipfs://${V0} `)?.toString()).toBe(V0);
  });

  it('refuses every other URL, even one that names a CID', () => {
    for (const uri of [
      `https://ipfs.io/ipfs/${CID}`,
      `http://127.0.0.1:5001/api/v0/cat?arg=${CID}`,
      'http://169.254.169.254/latest/meta-data/',
      `file:///ipfs/${CID}`,
      `data:application/json,{}`,
      `javascript:alert(1)`,
      `//evil.example/ipfs/${CID}`,
      `ipfs://${CID}/../../etc/passwd`,
      `ipfs://${CID}/image.png`,
      `/ipfs/${CID}?x=http://evil.example`,
      'ipfs://not-a-cid',
      '',
      undefined,
    ]) {
      expect(cidOfUri(uri), String(uri)).toBeNull();
    }
  });
});

describe('parseMetadata: untrusted bytes', () => {
  it('reads a valid document', () => {
    const r = parseMetadata(bytes(JSON.stringify({ name: 'Owl', attributes: [] })));
    expect(r).toEqual({ ok: true, metadata: { name: 'Owl', attributes: [] } });
  });

  it('refuses oversized, non-UTF-8, non-JSON, too deep and ill-typed documents', () => {
    const big = JSON.stringify({ name: 'x', pad: 'p'.repeat(TOKEN_METADATA_LIMITS.bytes) });
    expect(parseMetadata(bytes(big))).toEqual({ ok: false, failure: 'too-large' });
    expect(parseMetadata(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))).toEqual({
      ok: false,
      failure: 'not-json',
    });
    expect(parseMetadata(bytes('{"name": "x",'))).toEqual({ ok: false, failure: 'not-json' });
    const deep = `{"name":"x","a":${'['.repeat(9)}${']'.repeat(9)}}`;
    expect(parseMetadata(bytes(deep))).toEqual({ ok: false, failure: 'too-deep' });
    expect(parseMetadata(bytes('{"name":["x"]}'))).toEqual({ ok: false, failure: 'invalid' });
    expect(parseMetadata(bytes('"just a string"'))).toEqual({ ok: false, failure: 'invalid' });
  });
});
