import { MSG } from '@agora/core';
import type { FastifyRequest } from 'fastify';
import { endedWindowSweeper } from '../cluster/rate-limit-store';
import type { AppContext } from '../context';
import { clientKey } from '../http/client-key';
import { HttpError } from '../http/errors';
import { isKnownDevice } from './devices';
import { GuessCounter, Turns } from './guesses';
import { verifyPassword } from './passwords';
import type { Account } from './service';

const WINDOW_MS = 15 * 60_000;
/** Wrong guesses one client (address or IPv6 /64) may make in the window before it is refused. */
export const GUESSES_PER_CLIENT = 10;
/** Wrong guesses for one email before its logins slow down. */
const FREE_GUESSES_PER_ACCOUNT = 5;
const FIRST_DELAY_MS = 100;
const MAX_DELAY_MS = 2_000;

/**
 * Password guessing without locking the owner out (issue 32 item 7). The guesser is limited: a client with
 * too many wrong guesses is refused (429). The account is only slowed: past a few wrong guesses for an email,
 * each attempt waits its turn — one at a time per email, each after a delay that doubles up to 2 s — so a
 * botnet gets a handful of guesses a second at most, while the owner still gets in. A browser that logged in
 * to the account before (its device cookie) skips both, and an emailed one-time login link needs no password.
 * The counts are kept in the database, shared by every server (guesses.ts).
 */
export class LoginGuard {
  private readonly byClient: GuessCounter;
  private readonly byEmail: GuessCounter;
  private readonly turns = new Turns();

  constructor(
    private readonly ctx: AppContext,
    onError: (err: unknown) => void,
  ) {
    const sweep = endedWindowSweeper(ctx.db, onError);
    this.byClient = new GuessCounter(ctx.db, 'login-guess:client:', WINDOW_MS, sweep);
    this.byEmail = new GuessCounter(ctx.db, 'login-guess:email:', WINDOW_MS, sweep);
  }

  /** Whether `password` opens `account` (of `email`); 429 for a guesser over its limit. */
  async check(req: FastifyRequest, email: string, account: Account | undefined, password: string) {
    const client = clientKey(req.ip);
    const trusted = account ? await isKnownDevice(this.ctx, req, account.id) : false;
    if (!trusted) {
      if ((await this.byClient.count(client)) >= GUESSES_PER_CLIENT)
        throw new HttpError(429, MSG.api.tooManyRequests);
      const over = (await this.byEmail.count(email)) - FREE_GUESSES_PER_ACCOUNT;
      if (over >= 0) await this.turns.wait(email, Math.min(FIRST_DELAY_MS * 2 ** over, MAX_DELAY_MS));
    }
    const ok = await verifyPassword(password, account?.passwordHash ?? null);
    if (ok && account) {
      await this.byEmail.clear(email);
      return true;
    }
    await Promise.all([this.byClient.fail(client), this.byEmail.fail(email)]);
    return false;
  }
}
