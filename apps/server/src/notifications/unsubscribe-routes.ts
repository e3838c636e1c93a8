import { MSG, unsubscribeQuery } from '@agora/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { mailPreferences } from '../db/schema';
import { escapeHtml } from '../mail/compose';

const M = MSG.notifyMail;

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${escapeHtml(M.unsubscribeTitle)}</title></head><body><main>${body}</main></body></html>`;

/**
 * The one-click unsubscribe of notification mails (RFC 8058). POST unsubscribes: mail clients send it with
 * `List-Unsubscribe=One-Click` and no session or Origin, so the route needs none — the token, random per
 * account, is what binds it (the CSRF guard lets it through by its `tokenBound` config). GET only shows a page
 * whose button posts, since link scanners open every link in a mail.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The one-click body (and the page's form) is urlencoded; its content does not matter, only the query.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  const config = { tokenBound: true };
  const schema = { tags: ['notifications'], querystring: unsubscribeQuery };

  app.get('/mail/unsubscribe', { schema }, async (_req, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return page(
      `<h1>${escapeHtml(M.unsubscribeAsk)}</h1><form method="post"><button type="submit">${escapeHtml(
        M.unsubscribeButton,
      )}</button></form>`,
    );
  });

  app.post('/mail/unsubscribe', { schema, config }, async (req, reply) => {
    const { token, kind } = req.query;
    const done = await ctx.db
      .update(mailPreferences)
      .set({
        kinds: kind ? sql`array_remove(${mailPreferences.kinds}, ${kind})` : [],
        updatedAt: new Date(),
      })
      .where(eq(mailPreferences.unsubscribeToken, token))
      .returning({ address: mailPreferences.address });
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!done.length) return reply.code(404).send(page(`<p>${escapeHtml(M.unsubscribeInvalid)}</p>`));
    return page(`<p>${escapeHtml(M.unsubscribed)}</p>`);
  });
};
