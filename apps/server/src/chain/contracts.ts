import { agoraErc721Abi, agoraErc1155Abi, agoraMarketplaceAbi, type Deployment } from '@agora/chain';
import {
  type Abi,
  type AbiEvent,
  type Address,
  decodeEventLog,
  type Hex,
  type Log,
  toEventSelector,
} from 'viem';
import { compileDecoder, type LogDecoder } from './fast-decode';

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
// the selectors hashed once, each log is decoded against its one event (a large share of indexing time). Events
// of static parameters (every hot one) get a decoder of their own (fast-decode.ts): viem's generic one was most
// of the rest.
const EVENTS = Object.fromEntries(
  Object.entries(ABIS).map(([source, abi]) => [
    source,
    new Map(
      (abi as Abi)
        .filter((x): x is AbiEvent => x.type === 'event')
        .map((e): [string, KnownEvent] => [
          toEventSelector(e),
          { abi: [e], name: e.name, fast: compileDecoder(e) },
        ]),
    ),
  ]),
) as Record<keyof typeof ABIS, Map<string, KnownEvent>>;

interface KnownEvent {
  abi: AbiEvent[];
  name: string;
  fast: LogDecoder | null;
}

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
  const known = source && EVENTS[source].get(String(log.topics[0]).toLowerCase());
  if (!source || !known) return null;
  try {
    if (known.fast) return { source, eventName: known.name, args: known.fast(log.topics as Hex[], log.data) };
    const decoded = decodeEventLog({ abi: known.abi, data: log.data, topics: log.topics as never });
    return { source, eventName: decoded.eventName, args: (decoded.args ?? {}) as Record<string, unknown> };
  } catch {
    return null;
  }
}
