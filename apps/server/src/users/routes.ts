import { addressParam, creatorCard, MSG, singleLineText, TEXT_MAX, userProfile } from '@agora/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { ValidationError } from '../http/errors';
import { readForm } from '../http/multipart';
import { findUser, profileOf, storeAvatar, storeCover } from './service';
import { summaryOfRow } from './summary';
import { parseProfile } from './validation';

const TOP_LIMIT = 12;

/** Profiles: lookup by address or custom url, own profile edit with avatar, cover, top creators and buyers. */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['users'];

  app.get('/users/me', { schema: { tags, response: { 200: userProfile } } }, async (req) => {
    const me = await ctx.sessions.require(req);
    return profileOf(db, await findUser(db, { address: me.address }), true);
  });

  app.put(
    '/users/me',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: userProfile } } },
    async (req) => {
      const me = await ctx.sessions.require(req);
      const current = await findUser(db, { address: me.address });
      const { fields, files } = await readForm(req);
      const { input, errors } = parseProfile(fields);
      if (!files.image && !current.image) errors.image = MSG.editProfile.errors.imageRequired;
      if (!errors.customUrl) {
        const [taken] = await db
          .select({ address: users.address })
          .from(users)
          .where(sql`${users.customUrl} = ${input.customUrl} and ${users.address} <> ${me.address}`)
          .limit(1);
        if (taken) errors.customUrl = MSG.editProfile.errors.customUrlTaken;
      }
      if (Object.keys(errors).length) throw new ValidationError(MSG.fillRequired, errors);
      const image = files.image ? await storeAvatar(ctx.storage, me.address, files.image) : current.image;
      const [row] = await db
        .update(users)
        .set({ ...input, bio: input.bio || null, image, updatedAt: new Date() })
        .where(eq(users.address, me.address))
        .returning();
      // Names and avatars appear on visitors' explore cards and in search.
      ctx.pages.clear();
      return profileOf(db, row ?? current, true);
    },
  );

  app.put(
    '/users/me/cover',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: userProfile } } },
    async (req) => {
      const me = await ctx.sessions.require(req);
      const { files } = await readForm(req);
      const file = files.cover ?? files.file;
      if (!file)
        throw new ValidationError(MSG.editProfile.errors.imageRequired, {
          cover: MSG.editProfile.errors.imageRequired,
        });
      const cover = await storeCover(ctx.storage, me.address, file);
      const [row] = await db
        .update(users)
        .set({ cover, updatedAt: new Date() })
        .where(eq(users.address, me.address))
        .returning();
      return profileOf(db, row ?? (await findUser(db, { address: me.address })), true);
    },
  );

  app.get('/users/top-creators', { schema: { tags, response: { 200: z.array(creatorCard) } } }, async () =>
    topUsers(ctx, 'created'),
  );
  app.get('/users/top-buyers', { schema: { tags, response: { 200: z.array(creatorCard) } } }, async () =>
    topUsers(ctx, 'bought'),
  );

  app.get(
    '/users/by-url/:customUrl',
    {
      schema: {
        tags,
        params: z.object({ customUrl: singleLineText(TEXT_MAX.customUrl).min(1) }),
        response: { 200: userProfile },
      },
    },
    async (req) => {
      const me = await ctx.sessions.current(req);
      const row = await findUser(db, { customUrl: req.params.customUrl });
      return profileOf(db, row, me?.address === row.address);
    },
  );

  app.get(
    '/users/:address',
    { schema: { tags, params: z.object({ address: addressParam }), response: { 200: userProfile } } },
    async (req) => {
      const me = await ctx.sessions.current(req);
      const row = await findUser(db, { address: req.params.address });
      return profileOf(db, row, me?.address === row.address);
    },
  );
};

async function topUsers(ctx: AppContext, by: 'created' | 'bought') {
  const col = by === 'created' ? users.createdCount : users.boughtCount;
  const list = await ctx.db
    .select()
    .from(users)
    .where(sql`${col} > 0 and not ${users.banned}`)
    .orderBy(sql`${col} desc`, users.address)
    .limit(TOP_LIMIT);
  return list.map((u) => ({
    ...summaryOfRow(u),
    count: by === 'created' ? u.createdCount : u.boughtCount,
    socials: {
      facebook: u.facebookCheck ? u.facebook : null,
      twitter: u.twitterCheck ? u.twitter : null,
      whatsapp: u.whatsappCheck ? u.whatsapp : null,
    },
  }));
}
