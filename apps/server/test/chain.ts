import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  agoraErc721Abi,
  agoraErc1155Abi,
  agoraMarketplaceAbi,
  bidFromJson,
  type Deployment,
  deployAll,
  devAccount,
  orderFromJson,
  vswAbi,
} from '@agora/chain';
import { type Anvil, startAnvil } from '@agora/chain/testing';
import type { BidOrder, OrderMessage } from '@agora/core';
import { type Abi, createPublicClient, createWalletClient, type Hash, type Hex, http } from 'viem';
import { foundry } from 'viem/chains';

/** A seller's signed Order as POST /listings takes it and buy() fills it. */
export interface SignedOrder {
  order: OrderMessage;
  signature: Hex;
}

/** One anvil with Agora deployed, shared by the tests of a file. */
export interface TestChain {
  anvil: Anvil;
  rpcUrl: string;
  deploymentFile: string;
  deployment: Deployment;
  public: ReturnType<typeof createPublicClient>;
  wallet(i: number): ReturnType<typeof walletFor>;
  /** Sends a contract call from dev account `i`, waits for the receipt and returns the hash. */
  send(i: number, call: Call): Promise<Hash>;
  rpc(method: string, params?: unknown[]): Promise<unknown>;
}

export interface Call {
  address: `0x${string}`;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  value?: bigint;
}

function walletFor(rpcUrl: string, i: number) {
  return createWalletClient({ account: devAccount(i), chain: foundry, transport: http(rpcUrl) });
}

export async function startChain(): Promise<TestChain> {
  const anvil = await startAnvil();
  const deploymentFile = path.join(mkdtempSync(path.join(tmpdir(), 'agora-chain-')), 'deployment.json');
  const { deployment } = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentFile });
  // No cached block number: viem keeps one for 4 s, and a test reading the head after its own transaction
  // would see the block before it (stop 25's CI: metrics expected head 18 where 19 was mined).
  const pub = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl), cacheTime: 0 });
  return {
    anvil,
    rpcUrl: anvil.rpcUrl,
    deploymentFile,
    deployment,
    public: pub,
    wallet: (i) => walletFor(anvil.rpcUrl, i),
    async send(i, call) {
      const hash = await walletFor(anvil.rpcUrl, i).writeContract(call as never);
      const receipt = await pub.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
      return hash;
    },
    async rpc(method, params = []) {
      const res = await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      return ((await res.json()) as { result: unknown }).result;
    },
  };
}

/** The calls the web app makes, as typed viem requests. */
export const calls = (d: Deployment) => {
  const fee = 1_000_000_000_000_000n;
  return {
    mint721: (digest: Hex, royaltyBps = 500): Call => ({
      address: d.erc721,
      abi: agoraErc721Abi,
      functionName: 'mint',
      args: [digest, royaltyBps],
      value: fee,
    }),
    mint1155: (amount: bigint, digest: Hex, royaltyBps = 500): Call => ({
      address: d.erc1155,
      abi: agoraErc1155Abi,
      functionName: 'mint',
      args: [amount, digest, royaltyBps],
      value: fee,
    }),
    approveAll: (collection: `0x${string}`): Call => ({
      address: collection,
      abi: agoraErc721Abi,
      functionName: 'setApprovalForAll',
      args: [d.marketplace, true],
    }),
    /** `maxTotal`: the most the buyer pays (price × quantity + buyer fee); by default the native coin sent. */
    buy: (signed: SignedOrder, quantity: bigint, value: bigint, maxTotal = value): Call => ({
      address: d.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'buy',
      args: [orderFromJson(signed.order), signed.signature, quantity, maxTotal],
      value,
    }),
    /** Native sweep: `maxTotal` is sent, the part not spent comes back. */
    sweep: (purchases: { signed: SignedOrder; quantity: bigint }[], maxTotal: bigint): Call => ({
      address: d.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'sweep',
      args: [
        purchases.map((p) => ({
          order: orderFromJson(p.signed.order),
          signature: p.signed.signature,
          quantity: p.quantity,
        })),
        ZERO_ADDRESS,
        maxTotal,
      ],
      value: maxTotal,
    }),
    cancelOrder: (order: OrderMessage): Call => ({
      address: d.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'cancelOrder',
      args: [orderFromJson(order)],
    }),
    cancelAllOrders: (): Call => ({
      address: d.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'cancelAllOrders',
      args: [],
    }),
    settleAuction: (
      auction: SignedOrder,
      bid: { order: BidOrder; signature: Hex },
      minProceeds = 0n,
    ): Call => ({
      address: d.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'settleAuction',
      args: [
        orderFromJson(auction.order),
        auction.signature,
        bidFromJson(bid.order),
        bid.signature,
        minProceeds,
      ],
    }),
    approveVsw: (amount: bigint): Call => ({
      address: d.vsw,
      abi: vswAbi,
      functionName: 'approve',
      args: [d.marketplace, amount],
    }),
    transfer721: (from: `0x${string}`, to: `0x${string}`, tokenId: bigint): Call => ({
      address: d.erc721,
      abi: agoraErc721Abi,
      functionName: 'transferFrom',
      args: [from, to, tokenId],
    }),
    burn721: (tokenId: bigint): Call => ({
      address: d.erc721,
      abi: agoraErc721Abi,
      functionName: 'burn',
      args: [tokenId],
    }),
  };
};

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000' as const;
