import { MSG, outboxMail } from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import { isLoopbackClient } from '../http/loopback';
import { escapeHtml } from './compose';
import type { Mailer } from './mailer';
import type { Outbox } from './outbox';

/**
 * The development outbox, while no SMTP is configured and NODE_ENV is not production (the caller registers
 * this plugin only then): JSON for scripts and tests, and a bare page for people. It holds every verify and
 * reset link, so it answers only clients on this machine (by socket address), or anyone with DEV_MAIL=1;
 * others get the 404 of a route that does not exist. Reading waits for the mails being written.
 */
export const devMailRoutes: FastifyPluginAsyncZod<{
  outbox: Outbox;
  mailer: Mailer;
  everyone: boolean;
  apiPrefix: string;
}> = async (app, { outbox, mailer, everyone, apiPrefix }) => {
  app.addHook('onRequest', async (req) => {
    if (!everyone && !isLoopbackClient(req)) throw new HttpError(404, MSG.api.notFound);
  });
  const read = async () => {
    await mailer.flush();
    return outbox.read();
  };

  app.get(
    `${apiPrefix}/dev/mail`,
    { schema: { tags: ['dev'], response: { 200: z.array(outboxMail) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return read();
    },
  );

  app.get('/dev/mail', { schema: { hide: true } }, async (_req, reply) => {
    const mails = await read();
    const rows = mails.map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>` +
        `<pre>${linkify(m.text)}</pre></article>`,
    );
    const title = escapeHtml(MSG.accounts.devMailTitle);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${
      rows.join('') || `<p>${escapeHtml(MSG.accounts.devMailEmpty)}</p>`
    }</body></html>`;
  });
};

/** Escapes a mail's text and makes its http(s) links clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
