import type { Address } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { authApi, SESSION_KEY } from '../../api/endpoints';
import { useHydratedValue } from '../../hooks/useHydrated';

/**
 * Who is signed in comes from the server's SIWE session, so pages need no wallet code to know it; the
 * wallet stack (wagmi, viem) loads only when a wallet is actually used (see WalletRuntime).
 */
export function useSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: authApi.session, staleTime: 60_000, retry: false });
}

/** The signed-in account's address; null for a visitor and while the server's (visitor's) HTML hydrates. */
export function useCurrentAddress(): Address | null {
  const { data } = useSession();
  return useHydratedValue(data ? (data.address.toLowerCase() as Address) : null, null);
}

/**
 * The signed-in wallet, for creating and trading: null for a visitor and for an email-only account (whose
 * address is internal; docs/core.md), which then sees the connect prompt.
 */
export function useWalletAddress(): Address | null {
  const { data } = useSession();
  return useHydratedValue(
    data && data.wallet !== false ? (data.address.toLowerCase() as Address) : null,
    null,
  );
}
