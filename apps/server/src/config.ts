import path from 'node:path';
import { z } from 'zod';

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
  PRICE_FEED_URL: optionalText,
  WALLETCONNECT_PROJECT_ID: optionalText,
  /** Requests per minute per client IP; 0 turns the limiter off (benchmarks). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
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
  return { ...c, DEPLOYMENT_FILE: c.DEPLOYMENT_FILE ?? path.join(c.DATA_DIR, 'deployment.json') };
}
