import type { Config } from '../config';

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes "trust the nearest n hops" (Express's meaning:
 * with 1, the client is the right-most X-Forwarded-For entry), written as a function because Fastify 5 reads a
 * bare number as "trust nothing". A count cannot tell the proxy from a client that reaches the server directly,
 * so it is only safe when the server is reachable through the proxy alone; addresses/CIDRs have no such caveat.
 */
export function trustProxyOption(setting: Config['TRUST_PROXY']): TrustProxy {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
