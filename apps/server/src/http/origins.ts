import type { Config } from '../config';

/** Hosts that name this machine's loopback: a local server answers under each of them. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARD = ['0.0.0.0', '::', '[::]'];

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * This server's own origins, from configuration only (never from a request header): PUBLIC_URL when set,
 * else the host and port it listens on — every loopback name when it listens on loopback or on all interfaces.
 */
export function ownOrigins(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string[] {
  const pub = config.PUBLIC_URL ? originOf(config.PUBLIC_URL) : null;
  if (pub) return [pub];
  const host = config.HOST.includes(':') && !config.HOST.startsWith('[') ? `[${config.HOST}]` : config.HOST;
  const hosts = LOOPBACK.includes(host) || WILDCARD.includes(host) ? LOOPBACK : [host];
  const port = config.PORT === 80 ? '' : `:${config.PORT}`;
  return hosts.map((h) => `http://${h}${port}`);
}

/** Origins allowed to write with a browser session: this server's own, plus CORS_ORIGINS. */
export function allowedOrigins(
  config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'CORS_ORIGINS'>,
): Set<string> {
  const extra = config.CORS_ORIGINS.map(originOf).filter((o): o is string => o !== null);
  return new Set([...ownOrigins(config), ...extra]);
}

/** The host[:port] of each allowed origin: what a SIWE message's `domain` may name. */
export function allowedHosts(
  config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'CORS_ORIGINS'>,
): Set<string> {
  return new Set([...allowedOrigins(config)].map((o) => new URL(o).host));
}
