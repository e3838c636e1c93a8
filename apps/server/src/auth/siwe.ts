import { MSG } from '@agora/core';
import { eq, lt } from 'drizzle-orm';
import { isAddress } from 'viem';
import { generateSiweNonce, parseSiweMessage, type SiweMessage } from 'viem/siwe';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { siweNonces, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { allowedHosts, allowedOrigins } from '../http/origins';
import { expectedChainId } from './expected';
import { signedMessage } from './signatures';

const NONCE_TTL_MS = 10 * 60_000;
/** A message is signed within minutes of its nonce; older ones are refused even if never used. */
const MAX_AGE_MS = 10 * 60_000;
/** Tolerated clock skew between the signer's device and the server. */
const SKEW_MS = 60_000;

export async function issueNonce(db: Db): Promise<string> {
  await db.delete(siweNonces).where(lt(siweNonces.createdAt, new Date(Date.now() - NONCE_TTL_MS)));
  const nonce = generateSiweNonce();
  await db.insert(siweNonces).values({ nonce });
  return nonce;
}

/** Uses up a nonce of GET /auth/nonce: true when it existed and was fresh. */
export async function consumeNonce(db: Db, nonce: string): Promise<boolean> {
  const [used] = await db.delete(siweNonces).where(eq(siweNonces.nonce, nonce)).returning();
  return used !== undefined && Date.now() - used.createdAt.getTime() < NONCE_TTL_MS;
}

function originOf(uri: string): string | null {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
}

/**
 * 400 unless the message is bound to this deployment: its domain and uri name one of this server's configured
 * origins (never a request header — a message signed on a phishing site names that site), its chain is the
 * configured chain, and it is valid now (issued at most 10 minutes ago and not in the future, not expired,
 * not before its notBefore).
 */
function checkBinding(m: Partial<SiweMessage>, ctx: AppContext, chainId: number, now: number) {
  if (!m.domain || !allowedHosts(ctx.config).has(m.domain)) throw new HttpError(400, MSG.api.wrongDomain);
  const origin = m.uri ? originOf(m.uri) : null;
  if (!origin || !allowedOrigins(ctx.config).has(origin)) throw new HttpError(400, MSG.api.wrongUri);
  if (m.scheme && `${m.scheme}:` !== new URL(origin).protocol) throw new HttpError(400, MSG.api.wrongUri);
  if (m.chainId !== chainId) throw new HttpError(400, MSG.api.wrongChain);
  const issued = m.issuedAt?.getTime();
  if (issued === undefined || Number.isNaN(issued)) throw new HttpError(400, MSG.api.invalidSiweMessage);
  if (issued > now + SKEW_MS) throw new HttpError(400, MSG.api.siweFuture);
  if (issued < now - MAX_AGE_MS) throw new HttpError(400, MSG.api.siweExpired);
  if (m.expirationTime && m.expirationTime.getTime() <= now) throw new HttpError(400, MSG.api.siweExpired);
  if (m.notBefore && m.notBefore.getTime() > now) throw new HttpError(400, MSG.api.siweNotYetValid);
}

/**
 * Checks an EIP-4361 message and its signature (an EOA's recovered locally so sign-in works while the chain is
 * down; a smart account's verified on chain, ERC-1271 or ERC-6492), consumes its nonce, and saves the wallet's
 * profile on first sign-in (the spec's getorsave).
 */
export async function verifySignIn(
  ctx: AppContext,
  message: string,
  signature: `0x${string}`,
): Promise<`0x${string}`> {
  let parsed: Partial<SiweMessage>;
  try {
    parsed = parseSiweMessage(message);
  } catch {
    throw new HttpError(400, MSG.api.invalidSiweMessage);
  }
  if (!parsed.address || !isAddress(parsed.address, { strict: false }) || !parsed.nonce)
    throw new HttpError(400, MSG.api.invalidSiweMessage);
  if (parsed.version !== '1') throw new HttpError(400, MSG.api.invalidSiweMessage);
  checkBinding(parsed, ctx, await expectedChainId(ctx), Date.now());
  const client = ctx.lifecycle?.client ?? ctx.chain.client;
  if (!(await signedMessage(client, { address: parsed.address, message, signature })))
    throw new HttpError(401, MSG.api.invalidSignature);
  if (!(await consumeNonce(ctx.db, parsed.nonce))) throw new HttpError(401, MSG.api.invalidNonce);
  const address = parsed.address.toLowerCase() as `0x${string}`;
  await ctx.db.insert(users).values({ address }).onConflictDoNothing();
  return address;
}
