import { appConfig, healthReply } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zeroAddress } from 'viem';
import type { IndexerStatus } from '../chain/indexer';
import type { AppContext } from '../context';
import { loadDeployment } from './deployment';

function indexerHealth(s: IndexerStatus) {
  return { indexedBlock: s.indexedBlock, lag: s.lag, leader: s.leader };
}

const CHAIN_NAMES: Record<number, string> = {
  56: 'BNB Smart Chain',
  97: 'BNB Testnet',
  31337: 'Agora Local',
};

/** Health and the configuration the web app loads before anything else. */
export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/health', { schema: { tags: ['system'], response: { 200: healthReply } } }, async () => {
    const [head, database] = await Promise.all([
      ctx.chain.head(),
      ctx.db
        .execute(sql`select 1`)
        .then(() => 'ok' as const)
        .catch(() => 'down' as const),
    ]);
    return {
      status: head && database === 'ok' ? ('ok' as const) : ('degraded' as const),
      chainId: head?.chainId ?? null,
      blockNumber: head ? head.blockNumber.toString() : null,
      database,
      indexer: ctx.lifecycle ? indexerHealth(ctx.lifecycle.indexer.status()) : null,
    };
  });

  app.get('/config', { schema: { tags: ['system'], response: { 200: appConfig } } }, async () => {
    const deployment = await loadDeployment(ctx.config.DEPLOYMENT_FILE);
    const chainId = deployment?.chainId ?? (await ctx.chain.head())?.chainId ?? 31337;
    const currencies = await ctx.prices.currencies();
    const tags = await ctx.content.shareTags();
    return {
      chainId,
      chainName: CHAIN_NAMES[chainId] ?? `Chain ${chainId}`,
      rpcUrl: ctx.config.RPC_URL,
      nativeSymbol: 'BNB',
      blockExplorerUrl:
        chainId === 56 ? 'https://bscscan.com' : chainId === 97 ? 'https://testnet.bscscan.com' : null,
      deployed: deployment !== null,
      addresses: {
        marketplace: deployment?.marketplace.toLowerCase() ?? zeroAddress,
        erc721: deployment?.erc721.toLowerCase() ?? zeroAddress,
        erc1155: deployment?.erc1155.toLowerCase() ?? zeroAddress,
        vsw: deployment?.vsw.toLowerCase() ?? zeroAddress,
        wbnb: deployment?.wbnb.toLowerCase() ?? zeroAddress,
      } as Record<'marketplace' | 'erc721' | 'erc1155' | 'vsw' | 'wbnb', `0x${string}`>,
      currencies,
      fees: { buyerBps: deployment?.buyerFeeBps ?? 0, sellerBps: deployment?.sellerFeeBps ?? 0 },
      walletConnectProjectId: ctx.config.WALLETCONNECT_PROJECT_ID ?? null,
      shareTags: tags,
    };
  });
};
