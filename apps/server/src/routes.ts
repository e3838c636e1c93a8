import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/routes';
import { activityRoutes } from './activity/routes';
import { adminRoutes } from './admin/routes';
import { authRoutes } from './auth/routes';
import { bidRoutes } from './bids/routes';
import { contractMetadataRoutes } from './collections/contract-metadata';
import { collectionRoutes } from './collections/routes';
import { statsRoutes } from './collections/stats-routes';
import { contentRoutes } from './content/routes';
import type { AppContext } from './context';
import { followRoutes } from './follows/routes';
import { metadataRoutes } from './ipfs/routes';
import { draftRoutes } from './items/drafts';
import { itemRoutes } from './items/routes';
import { likeRoutes } from './likes/routes';
import { listingRoutes } from './listings/routes';
import { mailPreferenceRoutes } from './notifications/preference-routes';
import { notificationRoutes } from './notifications/routes';
import { unsubscribeRoutes } from './notifications/unsubscribe-routes';
import { searchRoutes } from './search/routes';
import { marketStatusRoutes } from './system/market-status';
import { systemRoutes } from './system/routes';
import { tokenRoutes } from './tokens/routes';
import { txRoutes } from './tx/routes';
import { userRoutes } from './users/routes';
import { voucherRoutes } from './vouchers/routes';

/** One plugin per domain, all under /api/v1. */
export const registerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const plugin of [
    systemRoutes,
    marketStatusRoutes,
    authRoutes,
    accountRoutes,
    userRoutes,
    followRoutes,
    likeRoutes,
    contentRoutes,
    collectionRoutes,
    statsRoutes,
    contractMetadataRoutes,
    itemRoutes,
    metadataRoutes,
    draftRoutes,
    searchRoutes,
    activityRoutes,
    notificationRoutes,
    mailPreferenceRoutes,
    unsubscribeRoutes,
    txRoutes,
    tokenRoutes,
    bidRoutes,
    listingRoutes,
    voucherRoutes,
    adminRoutes,
  ]) {
    await app.register(plugin, { ctx });
  }
};
