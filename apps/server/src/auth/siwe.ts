import { MSG } from '@agora/core';
import { eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recoverMessageAddress } from 'viem';
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { siweNonces, users } from '../db/schema';
import { HttpError } from '../http/errors';

const NONCE_TTL_MS = 10 * 60_000;

export async function issueNonce(db: Db): Promise<string> {
  await db.delete(siweNonces).where(lt(siweNonces.createdAt, new Date(Date.now() - NONCE_TTL_MS)));
  const nonce = generateSiweNonce();
  await db.insert(siweNonces).values({ nonce });
  return nonce;
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Domains a message may be bound to. With PUBLIC_URL set only the public host and the CORS origins count;
 * locally (no PUBLIC_URL) the request's own Host and Origin (a dev server proxying /api) count too.
 */
function allowedDomains(config: Config, req: FastifyRequest): Set<string> {
  const set = new Set<string>();
  for (const o of config.CORS_ORIGINS) {
    const h = hostOf(o);
    if (h) set.add(h);
  }
  const pub = hostOf(config.PUBLIC_URL);
  if (pub) set.add(pub);
  else {
    set.add(req.host);
    const origin = hostOf(req.headers.origin);
    if (origin) set.add(origin);
  }
  return set;
}

/**
 * Checks an EIP-4361 message and its signature (EOA, recovered locally so sign-in works while the chain is
 * down), consumes its nonce, and saves the wallet's profile on first sign-in (the spec's getorsave).
 */
export async function verifySignIn(
  db: Db,
  config: Config,
  req: FastifyRequest,
  message: string,
  signature: `0x${string}`,
): Promise<`0x${string}`> {
  const parsed = parseSiweMessage(message);
  if (!parsed.address || !parsed.nonce || !parsed.domain)
    throw new HttpError(400, MSG.api.invalidSiweMessage);
  if (!allowedDomains(config, req).has(parsed.domain)) throw new HttpError(400, MSG.api.wrongDomain);
  if (!validateSiweMessage({ message: parsed })) throw new HttpError(400, MSG.api.invalidNonce);
  let signer: string;
  try {
    signer = await recoverMessageAddress({ message, signature });
  } catch {
    throw new HttpError(401, MSG.api.invalidSignature);
  }
  if (signer.toLowerCase() !== parsed.address.toLowerCase())
    throw new HttpError(401, MSG.api.invalidSignature);
  const used = await db.delete(siweNonces).where(eq(siweNonces.nonce, parsed.nonce)).returning();
  const fresh = used[0] && Date.now() - used[0].createdAt.getTime() < NONCE_TTL_MS;
  if (!fresh) throw new HttpError(401, MSG.api.invalidNonce);
  const address = signer.toLowerCase() as `0x${string}`;
  await db.insert(users).values({ address }).onConflictDoNothing();
  return address;
}
