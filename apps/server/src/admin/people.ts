import {
  ADMIN_MSG,
  type AdminUser,
  adminUser,
  adminUsersQuery,
  bannedBody,
  messageReply,
  pageOf,
  userKey,
  verifiedBody,
} from '@agora/core';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { users } from '../db/schema';
import { HttpError, NotFoundError } from '../http/errors';
import { likePattern } from '../search/matches';
import { adminActor, recordAudit } from './audit';

const ACTIONS = { verified: ['user.verify', 'user.unverify'], banned: ['user.ban', 'user.unban'] } as const;

/**
 * Users: search (name, custom URL, address, email), verify a creator (users.verified: a badge on cards, profiles
 * and token pages), ban (users.banned: the user and their items leave Agora's lists and search).
 */
export const peopleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['admin'];

  app.get(
    '/admin/users',
    { schema: { tags, querystring: adminUsersQuery, response: { 200: pageOf(adminUser) } } },
    (req) => usersPage(db, req.query.q ?? '', req.query.page, req.query.limit),
  );

  /** Sets one flag of a user, with its audit row; a creator who never signed in gets a users row here. */
  const setFlag = async (
    req: FastifyRequest,
    address: string,
    flag: 'verified' | 'banned',
    value: boolean,
  ) => {
    if (!(await knownUser(db, address))) throw new NotFoundError(ADMIN_MSG.userNotFound);
    const actor = await adminActor(ctx, req);
    await db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({ address, [flag]: value })
        .onConflictDoUpdate({ target: users.address, set: { [flag]: value, updatedAt: new Date() } });
      const [on, off] = ACTIONS[flag];
      await recordAudit(tx, { actor, action: value ? on : off, target: address });
    });
    ctx.pages.clear();
  };

  app.put(
    '/admin/users/:address/verified',
    { schema: { tags, params: userKey, body: verifiedBody, response: { 200: messageReply } } },
    async (req) => {
      await setFlag(req, req.params.address, 'verified', req.body.verified);
      return { message: req.body.verified ? ADMIN_MSG.userVerifiedDone : ADMIN_MSG.userUnverifiedDone };
    },
  );

  app.put(
    '/admin/users/:address/banned',
    { schema: { tags, params: userKey, body: bannedBody, response: { 200: messageReply } } },
    async (req) => {
      // An admin wallet is never banned: the lists would lose the operator's own items by a slip.
      if (req.body.banned && ctx.sessions.isAdmin(req.params.address))
        throw new HttpError(409, ADMIN_MSG.cannotBanAdmin);
      await setFlag(req, req.params.address, 'banned', req.body.banned);
      return { message: req.body.banned ? ADMIN_MSG.userBannedDone : ADMIN_MSG.userUnbannedDone };
    },
  );
};

/** A users row, or an address that created an item (creators need not have signed in). */
async function knownUser(db: Db, address: string): Promise<boolean> {
  const [row] = await rows<{ known: boolean }>(
    db,
    sql`select exists(select 1 from users where address = ${address})
      or exists(select 1 from items where creator = ${address}) as known`,
  );
  return Boolean(row?.known);
}

async function usersPage(db: Db, q: string, page: number, limit: number) {
  const pattern = likePattern(q);
  const match = q
    ? sql`where u.name ilike ${pattern} or u.custom_url ilike ${pattern} or u.address like ${`${q.toLowerCase()}%`}
        or (a.email_verified_at is not null and a.email ilike ${pattern})`
    : sql``;
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select u.address, u.name, u.custom_url, u.image, u.verified, u.banned, u.created_count, u.created_at,
        -- Only an address its owner confirmed: a profile's email field and an unconfirmed registration are
        -- whatever someone typed (issue 32.12).
        case when a.email_verified_at is not null then a.email end as email
      from users u left join accounts a on a.address = u.address
      ${match}
      order by u.created_at desc, u.address
      limit ${limit + 1} offset ${(page - 1) * limit}`,
  );
  const items: AdminUser[] = list.slice(0, limit).map((r) => ({
    address: r.address as `0x${string}`,
    name: (r.name as string | null) ?? null,
    customUrl: (r.custom_url as string | null) ?? null,
    image: (r.image as string | null) ?? null,
    verified: Boolean(r.verified),
    banned: Boolean(r.banned),
    email: (r.email as string | null) ?? null,
    created: Number(r.created_count),
    createdAt: new Date(r.created_at as string).toISOString(),
  }));
  return { items, hasMore: list.length > limit };
}
