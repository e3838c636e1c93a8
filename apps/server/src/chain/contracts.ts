import { agoraErc721Abi, agoraErc1155Abi, agoraMarketplaceAbi, type Deployment } from '@agora/chain';
import { type Address, decodeEventLog, type Log } from 'viem';

/** A log of one of Agora's contracts, decoded with that contract's ABI. */
export type AgoraEvent = {
  source: 'erc721' | 'erc1155' | 'marketplace';
  eventName: string;
  args: Record<string, unknown>;
};

/** Agora's contracts whose logs the indexer applies. */
export function watchedAddresses(d: Deployment): Address[] {
  return [d.erc721, d.erc1155, d.marketplace].map((a) => a.toLowerCase() as Address);
}

const ABIS = { erc721: agoraErc721Abi, erc1155: agoraErc1155Abi, marketplace: agoraMarketplaceAbi } as const;

/** Decodes a log of an Agora contract; null for other addresses and for events the appliers do not use. */
export function decodeAgoraLog(
  d: Deployment,
  log: Pick<Log, 'address' | 'data' | 'topics'>,
): AgoraEvent | null {
  const address = log.address.toLowerCase();
  const source =
    address === d.erc721.toLowerCase()
      ? 'erc721'
      : address === d.erc1155.toLowerCase()
        ? 'erc1155'
        : address === d.marketplace.toLowerCase()
          ? 'marketplace'
          : null;
  if (!source) return null;
  try {
    const decoded = decodeEventLog({ abi: ABIS[source], data: log.data, topics: log.topics as never });
    return { source, eventName: decoded.eventName, args: (decoded.args ?? {}) as Record<string, unknown> };
  } catch {
    return null;
  }
}
