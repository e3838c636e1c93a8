import { z } from 'zod';
import { address } from './common';

/**
 * A fresh nonce and what the sign-in message must name: the server accepts only its configured origins and
 * chain, so the web app signs with these instead of guessing from its own location.
 */
export const nonceReply = z.object({
  nonce: z.string(),
  /** host[:port] for the message's domain, with `uri` its origin: the server's suggestion for this page. */
  domain: z.string(),
  uri: z.string(),
  chainId: z.number().int(),
  /** Every origin a message may name (this server's own and CORS_ORIGINS). */
  origins: z.array(z.string()),
});
export type NonceReply = z.infer<typeof nonceReply>;

export const verifyBody = z.object({
  /** The EIP-4361 message the wallet signed. */
  message: z.string().min(1).max(4_000),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, 'Invalid signature')
    // An ERC-6492 signature of a not-yet-deployed smart account carries its factory call (a Safe's is ~1 kB).
    .max(8_000),
});
export type VerifyBody = z.infer<typeof verifyBody>;

/**
 * The signed-in account. `wallet` is false for an email-only account (its `address` is internal: it may like,
 * follow and report, not create or trade); `email` is its confirmed email. Both absent in older answers.
 */
export const session = z.object({
  address,
  admin: z.boolean(),
  wallet: z.boolean().optional(),
  email: z.string().nullable().optional(),
});
export type Session = z.infer<typeof session>;
