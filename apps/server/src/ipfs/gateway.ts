import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { CID } from 'multiformats/cid';
import { InvalidCidError, type IpfsStore, parseCid } from './store';

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function head(store: IpfsStore, cid: CID, size: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of store.cat(cid, { offset: 0, length: Math.min(size, 4100) })) parts.push(chunk);
  return Buffer.concat(parts);
}

/**
 * The types served inline: pictures, video and audio a browser only ever displays, and the metadata JSON.
 * Anything else the magic bytes suggest (XML, HTML, PDF, SVG, …) would be a page of the marketplace's own
 * origin: any 256 KiB block of an upload is addressable here, so an attacker can make one start with any bytes.
 */
const INLINE = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'audio/mpeg',
  'audio/aac',
  'audio/x-flac',
  'application/json',
]);

/** Content type by magic bytes; the metadata JSON has none, so a leading `{` means JSON. */
async function sniffedType(bytes: Uint8Array): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (type) return type.mime;
  const text = Buffer.from(bytes.subarray(0, 64)).toString('utf8').trimStart();
  return text.startsWith('{') ? 'application/json' : 'application/octet-stream';
}

/** An allowed type inline, everything else a download the browser never renders. */
export async function gatewayType(
  bytes: Uint8Array,
): Promise<{ type: string; disposition: 'inline' | 'attachment' }> {
  const type = await sniffedType(bytes);
  return INLINE.has(type)
    ? { type, disposition: 'inline' }
    : { type: 'application/octet-stream', disposition: 'attachment' };
}

/**
 * The gateway's own CSP, replacing the page one: nothing served here may run script, load anything or frame
 * anything, even if a browser ignored the type (`sandbox` gives it an opaque origin too).
 */
const GATEWAY_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** One `bytes=a-b` range (the form browsers send for media); null for none or an unsatisfiable one. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'bad';
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(size - Number(m[2]), 0);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'bad' : { start, end };
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ message: 'Not found' });
}

/** `GET /ipfs/:cid`: a read-only gateway over the local blockstore with range requests and immutable caching. */
export function ipfsGateway(store: IpfsStore): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { cid: string } }>('/ipfs/:cid', { schema: { hide: true } }, async (req, reply) => {
      let cid: CID;
      try {
        cid = parseCid(req.params.cid);
      } catch (err) {
        if (err instanceof InvalidCidError) return reply.code(400).send({ message: 'Invalid CID' });
        throw err;
      }
      const stat = await store.stat(cid);
      if (!stat) return notFound(reply);
      const etag = `"${cid.toString()}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag).header('accept-ranges', 'bytes');
      const served = await gatewayType(await head(store, cid, stat.size));
      reply
        .header('content-type', served.type)
        .header('content-disposition', served.disposition)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', GATEWAY_CSP);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      const range = parseRange(req.headers.range, stat.size);
      if (range === 'bad') return reply.code(416).header('content-range', `bytes */${stat.size}`).send();
      if (!range) {
        reply.header('content-length', stat.size);
        return reply.send(Readable.from(store.cat(cid)));
      }
      const length = range.end - range.start + 1;
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
        .header('content-length', length);
      return reply.send(Readable.from(store.cat(cid, { offset: range.start, length })));
    });
  };
}
