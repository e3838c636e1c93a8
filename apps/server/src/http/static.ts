import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@agora/core';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createPageRenderer } from './page-render';

const YEAR = 365 * 24 * 3600;

/**
 * Media under /media with long-lived caching (keys never change content), the built web app with hashed
 * assets cached for a year, and the SPA fallback: any non-API GET that is not a file answers the app's page,
 * server-rendered where the app renders it (page-render.ts).
 */
export async function installStatic(
  app: FastifyInstance,
  webDist: string,
  mediaDir: string | undefined,
  renderSecret: string,
) {
  if (mediaDir) {
    mkdirSync(mediaDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: path.resolve(mediaDir),
      prefix: '/media/',
      decorateReply: false,
      maxAge: YEAR * 1000,
      immutable: true,
    });
  }
  const dist = path.resolve(webDist);
  const hasWeb = existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      setHeaders(reply, file) {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
      },
      // The app's pages (index.html included) go through the renderer below.
      index: false,
      // The build's .br/.gz copies (apps/web/scripts/precompress.mjs), for clients that accept them.
      preCompressed: true,
    });
  }
  const renderer = hasWeb ? await createPageRenderer(app, dist, renderSecret, app.log) : null;
  const isApi = (url: string) =>
    url.startsWith('/api/') || url.startsWith('/media/') || url.startsWith('/ipfs/');
  // The app's pages: every GET that no other route or file answers. A route (not the not-found handler), so
  // the compression plugin's hooks apply to it.
  if (renderer) {
    app.get('/*', { schema: { hide: true } }, async (req, reply) => {
      if (isApi(req.url)) return reply.status(404).send({ message: MSG.api.notFound });
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await renderer.document(req.url));
    });
  }
  app.setNotFoundHandler(async (_req, reply) => reply.status(404).send({ message: MSG.api.notFound }));
}
