import { agoraErc721Abi, agoraErc1155Abi } from '@agora/chain/browser';
import { useQuery } from '@tanstack/react-query';
import type { Abi } from 'viem';
import { getBalance, getBlock, getGasPrice, readContract } from 'wagmi/actions';
import type { TradeDeps } from '../../lib/chain/tx';

/**
 * The chain reads the create flow checks before anything is uploaded or paid (spec 2 §4, issue 12): the
 * chain's clock and what minting costs against the wallet's native balance.
 */

/**
 * The chain's clock in ms, as the server reckons it when it records the listing (bids/chain.ts `now`): the
 * time the next block would carry — never before the latest block's, never before now. A browser clock that
 * is behind the chain (a wrong device clock, a test chain moved ahead) therefore does not decide.
 */
export async function chainNow(deps: TradeDeps): Promise<number> {
  const block = await getBlock(deps.config, { chainId: deps.appCfg.chainId, blockTag: 'latest' });
  return Math.max(Number(block.timestamp) * 1000, Date.now());
}

/**
 * Gas the create flow may spend: the mint, then when the item goes on sale the collection approval and the
 * listing. Generous upper bounds (a mint or a listing is a few storage writes), so a wallet that passes the
 * check is not tipped into a failed transaction by a busier storage slot.
 */
export const CREATE_GAS = { mint: 300_000n, listing: 350_000n } as const;

export interface MintCost {
  /** The collection's `mintFee`, wei, sent as the mint's value. */
  fee: bigint;
  /** Gas price × the gas the flow may spend, wei. */
  gas: bigint;
  /** The wallet's native balance, wei. */
  balance: bigint;
}

/** The mint fee of the collection for `type`, the gas the flow may spend and the wallet's native balance. */
export async function mintCost(deps: TradeDeps, type: 721 | 1155, listing: boolean): Promise<MintCost> {
  const { erc721, erc1155 } = deps.appCfg.addresses;
  const chainId = deps.appCfg.chainId;
  const [fee, price, balance] = await Promise.all([
    readContract(deps.config, {
      address: type === 721 ? erc721 : erc1155,
      abi: (type === 721 ? agoraErc721Abi : agoraErc1155Abi) as Abi,
      functionName: 'mintFee',
      chainId,
    } as Parameters<typeof readContract>[1]) as Promise<bigint>,
    getGasPrice(deps.config, { chainId }),
    getBalance(deps.config, { address: deps.account, chainId }).then((b) => b.value),
  ]);
  const units = CREATE_GAS.mint + (listing ? CREATE_GAS.listing : 0n);
  return { fee, gas: price * units, balance };
}

/**
 * How far the chain's clock is ahead of this browser's (ms, never negative), read once while `on`: the date
 * pickers of a timed auction offer times from the chain's now, the same clock the checks use.
 */
export function useChainOffset(deps: TradeDeps | null, on: boolean): number {
  const { data } = useQuery({
    queryKey: ['create', 'chainOffset', deps?.appCfg.chainId],
    queryFn: async () => (deps ? (await chainNow(deps)) - Date.now() : 0),
    enabled: on && deps !== null,
    staleTime: 60_000,
  });
  return Math.max(0, data ?? 0);
}
