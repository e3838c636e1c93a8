import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compressed answers for the clients that ask for them (Accept-Encoding): rendered pages and API JSON, brotli
 * at a quality fast enough to run per response (4: most of the gain of 11 at a fraction of the CPU), else gzip.
 * The web app's built files are compressed once at build time (apps/web/scripts/precompress.mjs) and sent as
 * they are (static.ts `preCompressed`); images are already compressed and are left alone; Server-Sent Events
 * write to the socket themselves and are never buffered by this.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
