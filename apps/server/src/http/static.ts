import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@agora/core';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR = 365 * 24 * 3600;

/**
 * Media under /media with long-lived caching (keys never change content), the built web app with hashed
 * assets cached for a year, and the SPA fallback: any non-API GET that is not a file answers index.html.
 */
export async function installStatic(app: FastifyInstance, webDist: string, mediaDir: string | undefined) {
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
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi =
      req.url.startsWith('/api/') || req.url.startsWith('/media/') || req.url.startsWith('/ipfs/');
    if (!isApi && hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
    }
    return reply.status(404).send({ message: MSG.api.notFound });
  });
}
