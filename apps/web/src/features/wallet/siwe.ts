import { createSiweMessage } from 'viem/siwe';
import { authApi } from '../../api/endpoints';
import type { Address, Session } from '../../api/types';

/** One signature opens the server session (EIP-4361 with a server nonce). */
export async function signInWithEthereum(
  address: Address,
  chainId: number,
  sign: (message: string) => Promise<string>,
): Promise<Session> {
  const { nonce } = await authApi.nonce();
  const message = createSiweMessage({
    address,
    chainId,
    domain: window.location.host,
    uri: window.location.origin,
    nonce,
    version: '1',
    statement: 'Sign in to Agora',
    issuedAt: new Date(),
  });
  const signature = await sign(message);
  return authApi.verify(message, signature);
}
