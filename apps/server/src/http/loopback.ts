import type { FastifyRequest } from 'fastify';

/** A socket address of this machine's loopback (IPv4 127/8, IPv6 ::1, or IPv4 mapped into IPv6). */
export const isLoopbackAddress = (address: string | undefined): boolean =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/** A listen address that only this machine can reach. */
export const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' || host === '[::1]' || isLoopbackAddress(host);

/**
 * Whether the client is on this machine: its socket comes from loopback and no proxy forwarded it (a reverse
 * proxy on the same host connects from loopback too, and says so with one of these headers). Never the
 * client's word alone: a header can only make the answer "no".
 */
export function isLoopbackClient(req: FastifyRequest): boolean {
  const h = req.headers;
  const proxied =
    h['x-forwarded-for'] !== undefined || h.forwarded !== undefined || h['x-real-ip'] !== undefined;
  return !proxied && isLoopbackAddress(req.socket.remoteAddress);
}
