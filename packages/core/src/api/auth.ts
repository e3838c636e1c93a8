import { z } from 'zod';
import { address } from './common';

export const nonceReply = z.object({ nonce: z.string() });

export const verifyBody = z.object({
  /** The EIP-4361 message the wallet signed. */
  message: z.string().min(1).max(4_000),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, 'Invalid signature')
    .max(2_000),
});
export type VerifyBody = z.infer<typeof verifyBody>;

export const session = z.object({ address, admin: z.boolean() });
export type Session = z.infer<typeof session>;
