import { LIFECYCLE_MSG, txBody, txReply } from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Hash, TransactionNotFoundError, TransactionReceiptNotFoundError } from 'viem';
import { type AgoraEvent, decodeAgoraLog } from '../chain/contracts';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { describeEvents } from './describe';

/**
 * POST /tx {hash}: a signed-in user reports a mined transaction. The receipt is read from the chain (never
 * trusted from the client), and the chain is applied up to its block through the indexer's pipeline, so the
 * answer reflects the new state. Unknown 404, pending 409, failed or not Agora's 422.
 */
export const txRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/tx', { schema: { tags: ['items'], body: txBody, response: { 200: txReply } } }, async (req) => {
    await ctx.sessions.requireWallet(req);
    const lifecycle = ctx.lifecycle;
    if (!lifecycle) throw new HttpError(503, LIFECYCLE_MSG.notDeployed);
    const hash = req.body.hash.toLowerCase() as Hash;
    const receipt = await lifecycle.client.getTransactionReceipt({ hash }).catch(async (err: unknown) => {
      if (!(err instanceof TransactionReceiptNotFoundError))
        throw new HttpError(503, LIFECYCLE_MSG.chainUnavailable);
      const pending = await lifecycle.client.getTransaction({ hash }).catch((e: unknown) => {
        if (e instanceof TransactionNotFoundError) return null;
        throw new HttpError(503, LIFECYCLE_MSG.chainUnavailable);
      });
      throw pending
        ? new HttpError(409, LIFECYCLE_MSG.txPending)
        : new HttpError(404, LIFECYCLE_MSG.txUnknown);
    });
    if (receipt.status !== 'success') throw new HttpError(422, LIFECYCLE_MSG.txFailed);
    const events = receipt.logs
      .map((log) => decodeAgoraLog(lifecycle.deployment, log))
      .filter((e): e is AgoraEvent => e !== null);
    if (!events.length) throw new HttpError(422, LIFECYCLE_MSG.txNotOurs);
    // Applying the block clears the visitors' page cache (buildApp's change handler): the reporter's sale,
    // listing or mint shows on explore at once.
    await lifecycle.indexer.syncTo(Number(receipt.blockNumber));
    return {
      hash,
      blockNumber: Number(receipt.blockNumber),
      events: await describeEvents(ctx.db, lifecycle.deployment, events),
    };
  });
};
