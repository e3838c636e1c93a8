import { CID } from 'multiformats/cid';

// `ipfs://<cid>`, `ipfs://ipfs/<cid>` (an old, still common form) and the gateway path `/ipfs/<cid>`; the CID
// alone, without a path inside a directory (the gateway serves single files by CID).
const IPFS_FORMS = [/^ipfs:\/\/(?:ipfs\/)?([A-Za-z0-9]+)$/, /^\/ipfs\/([A-Za-z0-9]+)$/];

/**
 * The CID a metadata URI names, or null. Only IPFS names are followed, and only by reading our own store: an
 * http(s) URL (or data:, javascript:, a relative path…) is never fetched, so a token's JSON cannot make the
 * server call an address of its author's choosing (SSRF).
 */
export function cidOfUri(uri: string | undefined): CID | null {
  if (!uri) return null;
  const text = uri.trim();
  for (const form of IPFS_FORMS) {
    const m = form.exec(text);
    if (!m) continue;
    try {
      return CID.parse(m[1] as string);
    } catch {
      return null;
    }
  }
  return null;
}
