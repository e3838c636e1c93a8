import { eventsQuery, LIVE_MSG, type LiveEvent } from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { type LiveClient, type LiveHub, userChannel } from './hub';

/** A comment line every 15 s keeps proxies from closing an idle stream and lets the server see a dead one. */
export const HEARTBEAT_MS = 15_000;

/** How long a client refused for a full server waits before its next try (Retry-After and the SSE `retry`). */
export const BUSY_RETRY_SECONDS = 30;
/**
 * Bytes a stream may have waiting for a reader that does not read (a slow link or a stalled tab): above this
 * the stream is closed, and the client reconnects with Last-Event-ID. Without it, every undelivered event of a
 * stalled reader stayed in the server's memory.
 */
export const MAX_PENDING_BYTES = 1 << 20;
/**
 * What a stream gets when its server stops: a reconnect delay spread over 1–5 s, so that the clients of a
 * server leaving a rolling restart do not all reconnect to the remaining ones in the same instant. The browser
 * reconnects on its own (with Last-Event-ID) once the stream ends.
 */
const closingHint = () => `retry: ${1_000 + Math.floor(Math.random() * 4_000)}\n\n`;

const frame = (id: number, event: LiveEvent) =>
  `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * GET /events: Server-Sent Events of the public channels asked for and, signed in, the session's private
 * channel (`notifications=1`). A reconnect with Last-Event-ID gets the kept events since, or `reset` when they
 * are no longer kept. A GET that changes nothing: no CSRF check needed.
 */
export function eventRoutes(
  hub: LiveHub,
  heartbeatMs = HEARTBEAT_MS,
): FastifyPluginAsyncZod<{ ctx: AppContext }> {
  return async (app, { ctx }) => {
    app.get('/events', { schema: { tags: ['live'], querystring: eventsQuery } }, async (req, reply) => {
      const channels = new Set<string>(req.query.channels);
      if (req.query.notifications === '1') {
        const me = await ctx.sessions.current(req);
        if (!me) throw new HttpError(401, LIVE_MSG.notificationsNeedSignIn);
        channels.add(userChannel(me.address));
      }
      const raw = reply.raw;
      const client: LiveClient = {
        channels,
        ip: req.ip,
        send: (id, event) => {
          if (raw.writableLength > MAX_PENDING_BYTES) raw.destroy();
          else raw.write(frame(id, event));
        },
        end: () => raw.end(closingHint()),
      };
      const attached = hub.attach(client);
      if (attached === 'server-full') {
        reply.header('retry-after', String(BUSY_RETRY_SECONDS));
        throw new HttpError(503, LIVE_MSG.serverBusy);
      }
      if (attached === 'address-full') throw new HttpError(429, LIVE_MSG.tooManyConnections);

      reply.hijack();
      // Headers set by hooks (security headers, CORS) go out with the stream.
      for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) raw.setHeader(k, v);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies pass the stream through rather than buffer it.
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 2000\n: open\n\n');
      const last = Number(req.headers['last-event-id'] ?? Number.NaN);
      if (req.headers['last-event-id'] !== undefined) {
        const missed = hub.since(last, channels);
        if (missed === null) client.send(hub.lastId, { type: 'reset' });
        else for (const m of missed) client.send(m.id, m.event);
      }
      const beat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
      beat.unref();
      const done = () => {
        clearInterval(beat);
        hub.detach(client);
      };
      raw.on('close', done);
      raw.on('error', done);
    });
  };
}
