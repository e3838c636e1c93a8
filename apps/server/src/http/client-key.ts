import { isIPv6 } from 'node:net';

/**
 * The key a per-client limit counts under: an IPv4 address as it is, an IPv6 address by its /64 — one
 * customer's network gets a /64 (or more) and can pick any address in it, so per-address IPv6 limits would be
 * no limits at all. IPv4 mapped into IPv6 counts as the IPv4 address.
 */
export function clientKey(ip: string): string {
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice('::ffff:'.length);
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}
