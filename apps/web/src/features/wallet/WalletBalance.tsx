import type { Address } from '@agora/core';
import { PLATFORM_TOKEN, usdValue } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { erc20Abi, formatUnits } from 'viem';
import { readContract } from 'wagmi/actions';
import { useAppConfig } from '../../app/appConfig';
import { BalanceBox } from './BalanceBox';
import { getWagmiConfig } from './wagmiConfig';

/** Platform-token (VSW) balance read from the chain, with its dollar value from the configured prices. */
export function useVswBalance(address: Address) {
  const cfg = useAppConfig();
  const { data } = useQuery({
    queryKey: ['vsw-balance', address],
    queryFn: () =>
      readContract(getWagmiConfig(cfg), {
        address: cfg.addresses.vsw,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
  });
  const amount = data === undefined ? null : Number(formatUnits(data, 18));
  return { amount, usd: amount === null ? null : usdValue(amount, PLATFORM_TOKEN, cfg.currencies) };
}

/**
 * Read from the chain, so it needs viem and wagmi: a chunk of its own, loaded when the menu opens, which keeps
 * the wallet stack out of a signed-in visitor's header.
 */
export default function WalletBalance({ address }: { address: Address }) {
  return <BalanceBox {...useVswBalance(address)} />;
}
