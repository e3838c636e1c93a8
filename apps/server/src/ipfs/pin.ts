import type { CID } from 'multiformats/cid';

/**
 * Where uploads are pinned besides the local blockstore. The local store is always written (the gateway
 * serves from it); a Kubo node (IPFS_API_URL) makes the content reachable on the IPFS network.
 */
export interface Pinner {
  pin(bytes: Uint8Array, expected: CID): Promise<void>;
}

export class PinError extends Error {
  override readonly name = 'PinError';
}

/** The local blockstore is the pin: nothing more to do. */
export const localPinner: Pinner = { pin: async () => undefined };

/**
 * Adds the bytes to a Kubo node over its RPC API with the same chunking settings, and checks that the node
 * computed the same CID (a mismatch means different importer settings and would break `ipfs://` links).
 */
export function kuboPinner(apiUrl: string): Pinner {
  const base = apiUrl.replace(/\/$/, '');
  return {
    async pin(bytes, expected) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes)]), 'file');
      const url = `${base}/api/v0/add?cid-version=1&raw-leaves=true&pin=true&quieter=true`;
      const res = await fetch(url, { method: 'POST', body: form });
      if (!res.ok) throw new PinError(`Kubo add failed: ${res.status}`);
      const { Hash } = (await res.json()) as { Hash?: string };
      if (Hash !== expected.toString()) throw new PinError(`Kubo computed ${Hash}, expected ${expected}`);
    },
  };
}

export function createPinner(apiUrl: string | undefined): Pinner {
  return apiUrl ? kuboPinner(apiUrl) : localPinner;
}
