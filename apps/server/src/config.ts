import { isIP } from 'node:net';
import path from 'node:path';
import { isEmail, normaliseEmail } from '@agora/core';
import { z } from 'zod';
import { isLoopbackHost } from './http/loopback';

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  if (rest.length || !ip || !isIP(ip)) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(ip) === 4 ? 32 : 128));
}

/**
 * Which proxies may tell us the client's address in X-Forwarded-For: none (off, the default), the number of
 * proxy hops in front of the server, or the proxies' addresses/CIDRs. `true` is refused: trusting every hop
 * lets any client pick the address it is rate-limited under.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const v = raw?.trim().toLowerCase() ?? '';
    if (['', 'false', 'off', '0'].includes(v)) return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.find((e) => !isProxyAddress(e));
    if (bad !== undefined || !entries.length) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a hop count or a comma list of proxy addresses/CIDRs, got "${bad ?? raw}"`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Every setting of the server, from the environment, validated once at start. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('.agora'),
  DATABASE_URL: optionalText,
  RPC_URL: z.string().url().default('http://127.0.0.1:8545'),
  DEPLOYMENT_FILE: optionalText,
  WEB_DIST: z.string().default('apps/web/dist'),
  PUBLIC_URL: optionalText.pipe(z.string().url().optional()),
  CORS_ORIGINS: list,
  ADMIN_ADDRESSES: list.transform((a) => a.map((s) => s.toLowerCase())),
  IPFS_API_URL: optionalText,
  /** S3-compatible object storage for media and IPFS blocks (media/stores.ts); local disk when unset. */
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.string().url().optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(z.string().url().optional()),
  PRICE_FEED_URL: optionalText,
  WALLETCONNECT_PROJECT_ID: optionalText,
  /**
   * Server processes sharing the port (node:cluster, workers.ts): one per core helps on a machine of its own.
   * More than one needs DATABASE_URL: the embedded database belongs to one process.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Requests per minute per client IP; 0 turns the limiter off (benchmarks). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  TRUST_PROXY: trustProxy,
  /** Open live-event streams this server holds at most (GET /events); more get 503 with Retry-After. */
  LIVE_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(2_000),
  /** Bearer token a scraper off this machine sends for GET /metrics (loopback needs none); 16+ characters. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  /** Mail (issue 15): SMTP when set (smtp:// or smtps://user:pass@host:port), else a dev outbox in DATA_DIR. */
  SMTP_URL: optionalText.pipe(z.string().url().optional()),
  /**
   * `1` serves the development outbox (/dev/mail) to every client, not only to this machine's: for a phone on
   * the developer's LAN. Never with real users: the outbox holds every reset link.
   */
  DEV_MAIL: z
    .enum(['', '0', '1'])
    .default('')
    .transform((v) => v === '1'),
  MAIL_FROM: z.string().trim().min(3).default('Agora <no-reply@localhost>'),
  /** Pause between rounds of the notification mail job (issue 30, notifications/mail-job.ts); 0 turns it off. */
  NOTIFICATION_MAIL_POLL_MS: z.coerce.number().int().min(0).default(5_000),
  /** Verified emails of email accounts that are admins, like ADMIN_ADDRESSES for wallets. */
  ADMIN_EMAILS: list
    .transform((a) => a.map(normaliseEmail))
    .refine((a) => a.every(isEmail), 'each entry must be one plain email address'),
  /**
   * On SIGTERM the server answers /readyz with 503 but keeps serving this long, so that a balancer takes it
   * out of rotation before it closes (system/drain.ts); 0 closes at once.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  NODE_ENV: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.output<typeof configSchema> & { DEPLOYMENT_FILE: string };

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // Without SMTP every mail, an admin's reset link included, lands in the outbox: only a server nobody else
  // can reach may run like that with admin emails (docs/operations.md).
  if (c.ADMIN_EMAILS.length > 0 && !c.SMTP_URL && !isLoopbackHost(c.HOST))
    throw new ConfigError(
      `Invalid configuration:\nADMIN_EMAILS: needs SMTP_URL when listening on ${c.HOST} (not loopback)`,
    );
  if (c.WORKERS > 1 && !c.DATABASE_URL)
    throw new ConfigError('Invalid configuration:\nWORKERS: more than one needs DATABASE_URL (PostgreSQL)');
  // Mailed links must name the site's public origin: a guess from the listening address would send people to
  // http://localhost:<port> (accounts/mails.ts).
  if (c.NODE_ENV === 'production' && c.SMTP_URL && !c.PUBLIC_URL)
    throw new ConfigError(
      'Invalid configuration:\nPUBLIC_URL: mail (SMTP_URL) in production needs the public URL',
    );
  return { ...c, DEPLOYMENT_FILE: c.DEPLOYMENT_FILE ?? path.join(c.DATA_DIR, 'deployment.json') };
}
