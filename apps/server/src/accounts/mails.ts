import { MSG } from '@agora/core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { allowedOrigins, ownOrigins } from '../http/origins';
import { composeMail } from '../mail/compose';

const M = MSG.accounts.mail;

/**
 * The origin mailed links point to: PUBLIC_URL when set. Without it (development: production refuses to
 * mail without one, config.ts), the page the visitor asked from when that origin is one the configuration
 * allows — a visitor on 127.0.0.1 confirms on 127.0.0.1, not on localhost, and keeps the session of the tab
 * they started in — else the first own origin. The request picks among configured origins; it never adds one.
 */
export function mailOrigin(config: Config, req: FastifyRequest): string {
  const [own] = ownOrigins(config) as [string, ...string[]];
  if (config.PUBLIC_URL) return own;
  const asked = req.headers.origin;
  return asked && allowedOrigins(config).has(asked) ? asked : own;
}

/** A page of the web app that finishes a mailed step. */
function link(origin: string, page: 'verify-email' | 'reset-password' | 'login-link', token: string): string {
  return `${origin}/${page}?token=${encodeURIComponent(token)}`;
}

export function sendVerifyMail(ctx: AppContext, origin: string, to: string, token: string): Promise<void> {
  const url = link(origin, 'verify-email', token);
  return ctx.mail.send(composeMail(to, M.verifySubject, M.verifyText(url), url));
}

/** Register of an email that has an account: tell its owner, with a reset link, instead of a new account. */
export function sendExistsMail(
  ctx: AppContext,
  origin: string,
  to: string,
  resetToken: string,
): Promise<void> {
  const url = link(origin, 'reset-password', resetToken);
  return ctx.mail.send(composeMail(to, M.existsSubject, M.existsText(url), url));
}

export function sendResetMail(ctx: AppContext, origin: string, to: string, token: string): Promise<void> {
  const url = link(origin, 'reset-password', token);
  return ctx.mail.send(composeMail(to, M.resetSubject, M.resetText(url), url));
}

/** A one-time login link (login-routes.ts): the owner gets in while someone guesses the password. */
export function sendLoginMail(ctx: AppContext, origin: string, to: string, token: string): Promise<void> {
  const url = link(origin, 'login-link', token);
  return ctx.mail.send(composeMail(to, M.loginSubject, M.loginText(url), url));
}

/** Tells a confirmed address that the account asked to move to another one (no link: nothing to click). */
export function sendEmailChangeMail(ctx: AppContext, to: string, next: string): Promise<void> {
  return ctx.mail.send(composeMail(to, M.emailChangeSubject, M.emailChangeText(next)));
}
