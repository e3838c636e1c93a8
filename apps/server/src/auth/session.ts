import { createHash, randomBytes } from 'node:crypto';
import { MSG, normaliseEmail } from '@agora/core';
import { and, eq, gt, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, sessions } from '../db/schema';
import { HttpError } from '../http/errors';
import { SessionMemo, type SessionsEnded } from './session-memo';
import { SessionRenewals } from './session-renewals';

/** The session cookie on plain http (a developer's localhost). */
export const SESSION_COOKIE = 'agora_session';
/**
 * The session cookie wherever the origin is https. The `__Host-` prefix makes the browser refuse it unless it
 * was set Secure, for path /, by this very host: a sibling subdomain or another port cannot plant one.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const SESSION_DAYS = 30;

export interface SessionUser {
  /** The wallet, or an email-only account's internal address (accounts.ts in db/schema). */
  address: `0x${string}`;
  admin: boolean;
  /** False for an email-only account: it may browse, like, follow and report, not create or trade. */
  wallet: boolean;
  /** The account's confirmed email, if any. */
  email: string | null;
}

/** The unexpired sessions `which` names, with their accounts. */
const liveSessions = (db: Db, which: SQL) =>
  db
    .select({
      tokenHash: sessions.tokenHash,
      address: sessions.address,
      walletLinked: accounts.walletLinked,
      email: accounts.email,
      verifiedAt: accounts.emailVerifiedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .leftJoin(accounts, eq(accounts.address, sessions.address))
    .where(and(which, gt(sessions.expiresAt, sql`now()`)));

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionStore {
  // One lookup per request, however many handlers ask.
  private readonly cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  /** Requests whose reader viewer() answered from the memo: their answer depends on who asks too. */
  private readonly viewed = new WeakSet<FastifyRequest>();
  /** Sessions the database confirmed lately, for viewer() only (session-memo.ts). */
  private readonly memo = new SessionMemo<SessionUser>();
  /** Told of every session this process ends: the cluster bus passes it on (cluster/coordination.ts). */
  onEnded: ((ended: SessionsEnded) => void) | null = null;

  // Asked on every request that carries a cookie: a named statement, built once and parsed once per connection.
  private readonly byHash;
  /** The memo's renewals, many sessions per statement (session-renewals.ts). */
  private readonly renewals = new SessionRenewals((hashes) => this.confirm(hashes));
  private readonly byHashes;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.byHash = liveSessions(db, eq(sessions.tokenHash, sql.placeholder('hash')))
      .limit(1)
      .prepare('session_by_hash');
    // The same for a list of token hashes, passed as one JSON parameter (any number, one statement text).
    this.byHashes = liveSessions(
      db,
      sql`${sessions.tokenHash} in (select value from json_array_elements_text(${sql.placeholder('hashes')}::json))`,
    ).prepare('sessions_by_hashes');
  }

  isAdmin(address: string): boolean {
    return this.config.ADMIN_ADDRESSES.includes(address.toLowerCase());
  }

  /** Admins are the wallets of ADMIN_ADDRESSES and the confirmed emails of ADMIN_EMAILS. */
  isAdminEmail(email: string | null): boolean {
    return email !== null && this.config.ADMIN_EMAILS.includes(normaliseEmail(email));
  }

  /** Whether this request's origin is https: a https PUBLIC_URL, or the request itself (TLS or a trusted proxy). */
  private secure(req: FastifyRequest): boolean {
    return this.config.PUBLIC_URL?.startsWith('https:') === true || req.protocol === 'https';
  }

  /** The cookie this request's session lives in; only that one is read (a plain one on https is ignored). */
  cookieName(req: FastifyRequest): string {
    return this.secure(req) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  }

  async create(reply: FastifyReply, address: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
    await this.db.insert(sessions).values({ tokenHash: hash(token), address, expiresAt });
    // Drop this wallet's expired sessions while we are here.
    await this.db
      .delete(sessions)
      .where(and(eq(sessions.address, address), lt(sessions.expiresAt, new Date())));
    const secure = this.secure(reply.request);
    reply.setCookie(this.cookieName(reply.request), token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      expires: expiresAt,
    });
  }

  async destroy(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = req.cookies[this.cookieName(req)];
    if (token) {
      const tokenHash = hash(token);
      await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      this.ended({ hash: tokenHash });
    }
    this.clear(reply);
  }

  /** Forgets ended sessions here and tells the other servers (after the database has them gone). */
  ended(which: SessionsEnded): void {
    this.memo.forget(which);
    this.onEnded?.(which);
  }

  /** Forgets sessions another server ended (heard over the bus), or all of them (`null`: the bus resynced). */
  endedElsewhere(which: SessionsEnded | null): void {
    if (which) this.memo.forget(which);
    else this.memo.clear();
  }

  /** Tells the browser to drop its session cookie. */
  clear(reply: FastifyReply): void {
    reply.clearCookie(this.cookieName(reply.request), { path: '/', secure: this.secure(reply.request) });
  }

  /** Ends every session of an account (its password was reset), on every device. */
  async endAll(address: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.address, address));
    this.ended({ address });
  }

  /** Ends every session of an account but this request's (its password was changed here). */
  async endOthers(req: FastifyRequest, address: string): Promise<void> {
    const token = req.cookies[this.cookieName(req)] ?? '';
    await this.db
      .delete(sessions)
      .where(and(eq(sessions.address, address), ne(sessions.tokenHash, hash(token))));
    // This request's own session is forgotten too: the next request confirms it again.
    this.ended({ address });
  }

  /** The signed-in account (wallet or email) of this request, or null. */
  current(req: FastifyRequest): Promise<SessionUser | null> {
    let found = this.cache.get(req);
    if (!found) {
      found = this.lookup(req.cookies[this.cookieName(req)]);
      this.cache.set(req, found);
    }
    return found;
  }

  /**
   * The reader of a shared page (items/shared-page.ts), whose only use is laying the reader's own facts over
   * it: answered from the memo of sessions the database confirmed within SESSION_MEMO_MS (confirmed again in
   * the background past half of it, gathered: session-renewals.ts), else looked up as current() does. A
   * session ended on this server is forgotten at once, on another as soon as the bus tells, and at worst after
   * SESSION_MEMO_MS; what it grants meanwhile is reading its own likes and bids on lists.
   */
  viewer(req: FastifyRequest): Promise<SessionUser | null> | SessionUser | null {
    const token = req.cookies[this.cookieName(req)];
    if (!token || token.length > 100) return null;
    const tokenHash = hash(token);
    const known = this.memo.get(tokenHash);
    if (!known) return this.current(req);
    // Confirmed again before the memo's time is out, so that a steady reader never waits for the database.
    if (known.renew) this.renewals.add(tokenHash);
    this.viewed.add(req);
    return known.user;
  }

  /** Whether something looked up this request's session: its answer then depends on who asks. */
  consulted(req: FastifyRequest): boolean {
    return this.cache.has(req) || this.viewed.has(req);
  }

  /** The signed-in account, or a 401. Every write takes its caller from here, never from the body. */
  async require(req: FastifyRequest): Promise<SessionUser> {
    const user = await this.current(req);
    if (!user) throw new HttpError(401, MSG.api.signInRequired);
    return user;
  }

  /** The signed-in wallet for creating and trading: 401 signed out, 403 for an email-only account. */
  async requireWallet(req: FastifyRequest): Promise<SessionUser> {
    const user = await this.require(req);
    if (!user.wallet) throw new HttpError(403, MSG.accounts.walletRequired);
    return user;
  }

  private async lookup(token: string | undefined): Promise<SessionUser | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = hash(token);
    const stamp = this.memo.stamp();
    const [row] = await this.byHash.execute({ hash: tokenHash });
    if (!row) return null;
    const user = this.toUser(row.address, row);
    this.memo.put(tokenHash, row.address, user, row.expiresAt, stamp);
    return user;
  }

  /**
   * Confirms remembered sessions again (the memo's renewals): each still valid is remembered anew, each gone is
   * forgotten. Put before forget: a forget voids the stamp of every lookup in flight, these included.
   */
  private async confirm(hashes: string[]): Promise<void> {
    const stamp = this.memo.stamp();
    try {
      const rows = await this.byHashes.execute({ hashes: JSON.stringify(hashes) });
      for (const row of rows)
        this.memo.put(row.tokenHash, row.address, this.toUser(row.address, row), row.expiresAt, stamp);
      const found = new Set(rows.map((row) => row.tokenHash));
      for (const gone of hashes.filter((h) => !found.has(h))) this.memo.forget({ hash: gone });
    } catch {
      // Not confirmed (the database is away or closing): each entry ends at its own time and is looked up then.
    }
  }

  /** Who `address` is (after a sign-in or a login: the answer of both). */
  async describe(address: string): Promise<SessionUser> {
    const [row] = await this.db
      .select({
        walletLinked: accounts.walletLinked,
        email: accounts.email,
        verifiedAt: accounts.emailVerifiedAt,
      })
      .from(accounts)
      .where(eq(accounts.address, address))
      .limit(1);
    return this.toUser(address, row);
  }

  private toUser(
    address: string,
    account: { walletLinked: boolean | null; email: string | null; verifiedAt: Date | null } | undefined,
  ): SessionUser {
    const email = account?.verifiedAt ? account.email : null;
    return {
      address: address as `0x${string}`,
      admin: this.isAdmin(address) || this.isAdminEmail(email),
      // An address without an account is a wallet's sign-in.
      wallet: account?.walletLinked ?? true,
      email,
    };
  }
}
