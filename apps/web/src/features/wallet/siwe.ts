import type { Address, NonceReply, Session } from '@agora/core';
import { createSiweMessage } from 'viem/siwe';
import { authApi } from '../../api/endpoints';

/**
 * The origin the message names: this page's own when the server accepts it (a page on 127.0.0.1 and one on
 * localhost are both the server's), else the one the server suggests — the server refuses any other, since a
 * message naming the site it was signed on is what stops a phishing site from replaying it here.
 */
export function signInOrigin(reply: Pick<NonceReply, 'uri' | 'origins'>, here: string): string {
  // viem's createSiweMessage refuses an IPv6 literal domain ([::1]:3000), so such a page uses the suggestion.
  const ipv6 = new URL(here).hostname.startsWith('[');
  return reply.origins.includes(here) && !ipv6 ? here : reply.uri;
}

/** One signature opens the server session (EIP-4361 with a server nonce, bound to the server's site and chain). */
export async function signInWithEthereum(
  address: Address,
  sign: (message: string) => Promise<string>,
): Promise<Session> {
  const reply = await authApi.nonce();
  const uri = signInOrigin(reply, window.location.origin);
  const message = createSiweMessage({
    address,
    chainId: reply.chainId,
    domain: new URL(uri).host,
    uri,
    nonce: reply.nonce,
    version: '1',
    statement: 'Sign in to Agora',
    issuedAt: new Date(),
  });
  const signature = await sign(message);
  return authApi.verify(message, signature);
}
