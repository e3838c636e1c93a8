import { addressParam, contractMetadata, MSG } from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ownOrigins } from '../http/origins';
import { loadDeployment } from '../system/deployment';

/** The collection's picture: Agora's mark, inline so the document needs nothing else served. */
const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#6d28d9"/>' +
    '<text x="32" y="44" font-family="sans-serif" font-size="36" font-weight="900" fill="#fff" text-anchor="middle">A</text></svg>',
).toString('base64')}`;

/**
 * ERC-7572 metadata of Agora's two collection contracts: the deployment points their `contractURI()` here
 * (packages/chain deploy.ts). Any other address is not ours: 404.
 */
export const contractMetadataRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/contract-metadata/:address',
    {
      schema: {
        tags: ['collections'],
        params: z.object({ address: addressParam }),
        response: { 200: contractMetadata, 404: z.object({ message: z.string() }) },
      },
    },
    async (req, reply) => {
      const deployment = await loadDeployment(ctx.config.DEPLOYMENT_FILE);
      const kind =
        deployment?.erc721.toLowerCase() === req.params.address
          ? 'erc721'
          : deployment?.erc1155.toLowerCase() === req.params.address
            ? 'erc1155'
            : null;
      if (!kind) return reply.code(404).send({ message: MSG.api.notFound });
      // From configuration only: this body is publicly cached, so a Host header must never reach it.
      const origin = ownOrigins(ctx.config)[0] as string;
      reply.header('cache-control', 'public, max-age=3600');
      return {
        ...MSG.collections.contract[kind],
        image: LOGO,
        external_link: `${origin.replace(/\/+$/, '')}/`,
      };
    },
  );
};
