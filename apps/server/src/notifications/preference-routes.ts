import {
  DEFAULT_MAIL_KINDS,
  MAIL_KINDS,
  type MailKind,
  type MailKindSwitches,
  MSG,
  mailPreferencesBody,
  mailPreferences as mailPreferencesReply,
} from '@agora/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { accounts, mailPreferences } from '../db/schema';
import { HttpError } from '../http/errors';
import { newUnsubscribeToken } from './unsubscribe-token';

const switchesOf = (kinds: readonly MailKind[]): MailKindSwitches =>
  Object.fromEntries(MAIL_KINDS.map((k) => [k, kinds.includes(k)])) as MailKindSwitches;

/** The account's confirmed email (an email account, or a wallet that added and confirmed one), or null. */
async function confirmedEmail(db: Db, address: string): Promise<string | null> {
  const [row] = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(
      and(eq(accounts.address, address), isNotNull(accounts.email), isNotNull(accounts.emailVerifiedAt)),
    );
  return row?.email ?? null;
}

async function kindsOf(db: Db, address: string): Promise<readonly MailKind[]> {
  const [row] = await db
    .select({ kinds: mailPreferences.kinds })
    .from(mailPreferences)
    .where(eq(mailPreferences.address, address));
  return (row?.kinds as MailKind[] | undefined) ?? DEFAULT_MAIL_KINDS;
}

/** GET/PUT /users/me/mail-preferences: which notifications also come by mail, for the signed-in account. */
export const mailPreferenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['notifications'];
  app.get(
    '/users/me/mail-preferences',
    { schema: { tags, response: { 200: mailPreferencesReply } } },
    async (req) => {
      const me = await ctx.sessions.require(req);
      const [email, kinds] = await Promise.all([confirmedEmail(db, me.address), kindsOf(db, me.address)]);
      return { email, kinds: switchesOf(kinds) };
    },
  );

  app.put(
    '/users/me/mail-preferences',
    { schema: { tags, body: mailPreferencesBody, response: { 200: mailPreferencesReply } } },
    async (req) => {
      const me = await ctx.sessions.require(req);
      const email = await confirmedEmail(db, me.address);
      if (!email) throw new HttpError(409, MSG.notifyMail.needsEmail);
      const kinds = MAIL_KINDS.filter((k) => req.body.kinds[k]);
      await db
        .insert(mailPreferences)
        .values({ address: me.address, kinds, unsubscribeToken: newUnsubscribeToken() })
        .onConflictDoUpdate({ target: mailPreferences.address, set: { kinds, updatedAt: new Date() } });
      return { email, kinds: switchesOf(kinds) };
    },
  );
};
