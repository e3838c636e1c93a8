import { MSG } from '@agora/core';
import type { FastifyPluginAsync } from 'fastify';
import { parseRange } from '../ipfs/gateway';
import { mediaContentType } from './s3-storage';
import { InvalidMediaKeyError, type MediaStorage } from './storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /media/*` from a storage without a local directory (S3): the object read through the server, with
 * the same year-long immutable caching as the static route (keys are content hashes) and single ranges for
 * media seeking. A CDN (S3_PUBLIC_URL) takes this traffic off the servers in production.
 */
export function mediaFromStorage(storage: MediaStorage): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (req, reply) => {
      const key = req.params['*'];
      let bytes: Uint8Array | null;
      try {
        bytes = await storage.get(key);
      } catch (err) {
        if (err instanceof InvalidMediaKeyError) bytes = null;
        else throw err;
      }
      if (!bytes) return reply.code(404).send({ message: MSG.api.notFound });
      const etag = `"${key}"`;
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('accept-ranges', 'bytes')
        .header('content-type', mediaContentType(key));
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      const range = parseRange(req.headers.range, bytes.length);
      if (range === 'bad') return reply.code(416).header('content-range', `bytes */${bytes.length}`).send();
      if (!range) return reply.send(Buffer.from(bytes));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .send(Buffer.from(bytes.subarray(range.start, range.end + 1)));
    });
  };
}
