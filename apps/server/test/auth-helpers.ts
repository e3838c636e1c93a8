import { devAccount } from '@agora/chain';
import type { NonceReply } from '@agora/core';
import type { FastifyInstance } from 'fastify';
import type { LocalAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';

/** Anvil's well-known dev accounts: real signatures, no wallet needed. */
export const accounts: LocalAccount[] = [0, 1, 2, 3].map((index) => devAccount(index));

/**
 * A sign-in message for `account`, bound as the web app binds it: to the domain, uri and chain the server
 * names with the nonce (GET /auth/nonce). `over` replaces any field.
 */
export function boundSiweMessage(
  account: { address: `0x${string}` },
  { nonce, domain, uri, chainId }: Omit<NonceReply, 'origins'>,
  over: Partial<Parameters<typeof createSiweMessage>[0]> = {},
) {
  return createSiweMessage({
    address: account.address,
    chainId,
    domain,
    nonce,
    uri,
    version: '1',
    issuedAt: new Date(),
    ...over,
  });
}

/**
 * A sign-in message for `account` with a fresh nonce of `app`. `over` replaces any field (the binding tests
 * forge other sites, chains and times).
 */
export async function siweMessage(
  app: FastifyInstance,
  account: { address: `0x${string}` },
  over: Partial<Parameters<typeof createSiweMessage>[0]> = {},
) {
  return boundSiweMessage(account, (await app.inject('/api/v1/auth/nonce')).json(), over);
}

/** Signs in and returns the Cookie header value of the new session. */
export async function signIn(app: FastifyInstance, account: LocalAccount): Promise<string> {
  const message = await siweMessage(app, account);
  const signature = await account.signMessage({ message });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify',
    payload: { message, signature },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'agora_session');
  if (!cookie) throw new Error('no session cookie');
  return `agora_session=${cookie.value}`;
}
