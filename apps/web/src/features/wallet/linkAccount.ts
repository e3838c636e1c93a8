import { type Address, MSG, normaliseEmail, type Session } from '@agora/core';
import { authApi } from '../../api/endpoints';
import { accountsApi } from './accountsApi';
import { signInOrigin } from './siwe';

/**
 * Links the signed-in wallet to an email account (issue 32): the wallet signs the link message, which names
 * both and this site, and the account's password confirms it. Signing in never links.
 */
export async function linkEmailAccount(
  address: Address,
  input: { email: string; password: string },
  sign: (message: string) => Promise<string>,
): Promise<Session> {
  const reply = await authApi.nonce();
  const domain = new URL(signInOrigin(reply, window.location.origin)).host;
  const email = normaliseEmail(input.email);
  const wallet = address.toLowerCase();
  const signature = await sign(MSG.accounts.linkMessage({ wallet, email, domain, nonce: reply.nonce }));
  return accountsApi.link({ email, password: input.password, nonce: reply.nonce, domain, signature });
}
