import {
  agoraErc721Abi,
  agoraErc1155Abi,
  agoraMarketplaceAbi,
  type Deployment,
  devAccount,
  orderFromJson,
  vswAbi,
  wbnbAbi,
} from '@agora/chain';
import type { OrderMessage } from '@agora/core';
import {
  type Abi,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  maxUint256,
  parseEventLogs,
} from 'viem';
import { foundry } from 'viem/chains';

export class DemoTransactionError extends Error {
  constructor(readonly hash: Hex) {
    super(`demo market transaction ${hash} reverted`);
    this.name = 'DemoTransactionError';
  }
}

export class DemoLogMissingError extends Error {
  override readonly name = 'DemoLogMissingError';
  constructor() {
    super('demo market transaction succeeded without the expected log');
  }
}

interface Call {
  address: Hex;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  value?: bigint;
}

function firstOf<T>(logs: T[]): T {
  const [log] = logs;
  if (!log) throw new DemoLogMissingError();
  return log;
}

const NATIVE = '0x0000000000000000000000000000000000000000' as const;

/**
 * The transactions of the demo market, sent from anvil dev accounts exactly as the web app sends them (listing
 * sends none: it is a signature). Ids come from the receipts' logs: accounts send in parallel, so a simulated
 * return value could be stale.
 */
export function demoChain(rpcUrl: string, d: Deployment) {
  const pub = createPublicClient({ chain: foundry, transport: http(rpcUrl) });
  async function send(account: number, call: Call) {
    const wallet = createWalletClient({
      account: devAccount(account),
      chain: foundry,
      transport: http(rpcUrl),
    });
    const hash = await wallet.writeContract(call as never);
    const receipt = await pub.waitForTransactionReceipt({ hash, pollingInterval: 25 });
    if (receipt.status !== 'success') throw new DemoTransactionError(hash);
    return receipt.logs;
  }
  const collection = (copies: number) => (copies > 1 ? d.erc1155 : d.erc721);

  return {
    /** True once a demo account has sent anything: the market was seeded on this chain before. */
    async used(account: number): Promise<boolean> {
      return (await pub.getTransactionCount({ address: devAccount(account).address })) > 0;
    },
    async prepare(account: number): Promise<void> {
      await send(account, {
        address: d.erc721,
        abi: agoraErc721Abi,
        functionName: 'setApprovalForAll',
        args: [d.marketplace, true],
      });
      await send(account, {
        address: d.erc1155,
        abi: agoraErc1155Abi,
        functionName: 'setApprovalForAll',
        args: [d.marketplace, true],
      });
      await send(account, {
        address: d.vsw,
        abi: vswAbi,
        functionName: 'approve',
        args: [d.marketplace, maxUint256],
      });
    },
    /** Wraps `amount` of the native coin into WBNB and lets the marketplace spend it: what a WBNB bid needs. */
    async fundWbnb(account: number, amount: bigint): Promise<void> {
      await send(account, {
        address: d.wbnb,
        abi: wbnbAbi,
        functionName: 'deposit',
        args: [],
        value: amount,
      });
      await send(account, {
        address: d.wbnb,
        abi: wbnbAbi,
        functionName: 'approve',
        args: [d.marketplace, maxUint256],
      });
    },
    /** Mints an item and returns its token id (from the Minted log). */
    async mint(account: number, copies: number, digest: Hex, royaltyBps: number): Promise<bigint> {
      const address = collection(copies);
      const value = await pub.readContract({ address, abi: agoraErc721Abi, functionName: 'mintFee' });
      if (copies > 1) {
        const args = [BigInt(copies), digest, royaltyBps];
        const logs = await send(account, {
          address,
          abi: agoraErc1155Abi,
          functionName: 'mint',
          args,
          value,
        });
        return firstOf(parseEventLogs({ abi: agoraErc1155Abi, logs, eventName: 'Minted' })).args.id;
      }
      const args = [digest, royaltyBps];
      const logs = await send(account, { address, abi: agoraErc721Abi, functionName: 'mint', args, value });
      return firstOf(parseEventLogs({ abi: agoraErc721Abi, logs, eventName: 'Minted' })).args.tokenId;
    },
    /**
     * Buys one copy of a signed listing with buy(order, signature, 1, maxTotal): price plus buyer fee, sent in
     * the native coin or taken by the VSW allowance.
     */
    async buyOne(account: number, listing: { order: OrderMessage; signature: string }): Promise<void> {
      const order = orderFromJson(listing.order);
      const quote = await pub.readContract({
        address: d.marketplace,
        abi: agoraMarketplaceAbi,
        functionName: 'quote',
        args: [order.collection, order.tokenId, order.unitPrice],
      });
      const total = quote.price + quote.buyerFee;
      await send(account, {
        address: d.marketplace,
        abi: agoraMarketplaceAbi,
        functionName: 'buy',
        args: [order, listing.signature, 1n, total],
        value: order.currency === NATIVE ? total : 0n,
      });
    },
    head: () => pub.getBlockNumber({ cacheTime: 0 }),
  };
}
