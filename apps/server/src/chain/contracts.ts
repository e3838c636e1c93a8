import { agoraErc721Abi, agoraErc1155Abi, agoraMarketplaceAbi, type Deployment } from '@agora/chain';
import { type Abi, type AbiEvent, type Address, decodeEventLog, type Log, toEventSelector } from 'viem';

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

// decodeEventLog finds the event by hashing every event signature of the ABI it is given, on each call; with
// the selectors hashed once, each log is decoded against its one event (a large share of indexing time).
const EVENTS = Object.fromEntries(
  Object.entries(ABIS).map(([source, abi]) => [
    source,
    new Map(
      (abi as Abi)
        .filter((x): x is AbiEvent => x.type === 'event')
        .map((e): [string, AbiEvent[]] => [toEventSelector(e), [e]]),
    ),
  ]),
) as Record<keyof typeof ABIS, Map<string, AbiEvent[]>>;

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
  const abi = source && EVENTS[source].get(String(log.topics[0]).toLowerCase());
  if (!source || !abi) return null;
  try {
    const decoded = decodeEventLog({ abi, data: log.data, topics: log.topics as never });
    return { source, eventName: decoded.eventName, args: (decoded.args ?? {}) as Record<string, unknown> };
  } catch {
    return null;
  }
}
