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
    });
  }
  const renderer = hasWeb ? await createPageRenderer(app, dist, renderSecret, app.log) : null;
  app.setNotFoundHandler(async (req, reply) => {
    const isApi =
      req.url.startsWith('/api/') || req.url.startsWith('/media/') || req.url.startsWith('/ipfs/');
    if (!isApi && renderer && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await renderer.document(req.url));
    }
    return reply.status(404).send({ message: MSG.api.notFound });
  });
}
