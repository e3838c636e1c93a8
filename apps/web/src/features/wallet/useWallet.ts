import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Connector, CreateConnectorFn } from 'wagmi';
import { useConfig, useConnection } from 'wagmi';
import { connect, disconnect, signMessage, switchChain } from 'wagmi/actions';
import { ApiError } from '../../api/client';
import { authApi } from '../../api/endpoints';
import type { Address } from '../../api/types';
import { useAppConfig } from '../../app/appConfig';
import { MSG } from '../../app/messages';
import { toast } from '../toast/toastStore';
import { connectModal } from './connectModalStore';
import { signInWithEthereum } from './siwe';

export const SESSION_KEY = ['session'] as const;

export function useSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: authApi.session, staleTime: 60_000, retry: false });
}

/** The signed-in address: wallet connected AND server session for that same address. */
export function useCurrentAddress(): Address | null {
  const { address, isConnected } = useConnection();
  const { data: session } = useSession();
  if (!isConnected || !address || !session) return null;
  return session.address.toLowerCase() === address.toLowerCase() ? (address.toLowerCase() as Address) : null;
}

function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err && typeof err === 'object' && 'shortMessage' in err) return String(err.shortMessage);
  return err instanceof Error ? err.message : String(err);
}

export function useWalletActions() {
  const config = useConfig();
  const appCfg = useAppConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  /** Network check, then one SIWE signature for the server session. */
  const signIn = useCallback(
    async (address: Address, chainId: number) => {
      if (chainId !== appCfg.chainId) {
        try {
          // wagmi's injected connector adds the chain (wallet_addEthereumChain) when the wallet lacks it.
          await switchChain(config, { chainId: appCfg.chainId });
          toast.success(MSG.networkSwitched(appCfg.chainName));
        } catch {
          toast.warning(MSG.connectToNetwork(appCfg.chainName));
          await disconnect(config);
          return false;
        }
      }
      const session = await signInWithEthereum(address, appCfg.chainId, (message) =>
        signMessage(config, { message, account: address }),
      );
      queryClient.setQueryData(SESSION_KEY, session);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      return true;
    },
    [config, appCfg, queryClient],
  );

  const connectWith = useCallback(
    async (connector: Connector | CreateConnectorFn) => {
      try {
        const result = await connect(config, { connector });
        const address = result.accounts[0] as Address | undefined;
        if (!address) throw new Error(MSG.pleaseAddWallet);
        if (await signIn(address, result.chainId)) {
          connectModal.close();
          toast.success(MSG.walletConnected);
        }
      } catch (err) {
        toast.error(errorText(err));
        await disconnect(config).catch(() => undefined);
      }
    },
    [config, signIn],
  );

  const logout = useCallback(async () => {
    await authApi.logout().catch(() => undefined);
    await disconnect(config).catch(() => undefined);
    queryClient.setQueryData(SESSION_KEY, null);
    queryClient.removeQueries({
      predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] && q.queryKey[0] !== 'public',
    });
    toast.success(MSG.loggedOut);
    navigate('/');
  }, [config, queryClient, navigate]);

  return { connectWith, signIn, logout };
}
