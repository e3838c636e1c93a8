import { MSG } from '@agora/core';
import type { AppContext } from '../context';
import { ownOrigins } from '../http/origins';
import { composeMail } from '../mail/compose';

const M = MSG.accounts.mail;

/** A page of the web app that finishes a mailed step, on this server's public origin. */
function link(
  ctx: AppContext,
  page: 'verify-email' | 'reset-password' | 'login-link',
  token: string,
): string {
  return `${ownOrigins(ctx.config)[0]}/${page}?token=${encodeURIComponent(token)}`;
}

export function sendVerifyMail(ctx: AppContext, to: string, token: string): Promise<void> {
  const url = link(ctx, 'verify-email', token);
  return ctx.mail.send(composeMail(to, M.verifySubject, M.verifyText(url), url));
}

/** Register of an email that has an account: tell its owner, with a reset link, instead of a new account. */
export function sendExistsMail(ctx: AppContext, to: string, resetToken: string): Promise<void> {
  const url = link(ctx, 'reset-password', resetToken);
  return ctx.mail.send(composeMail(to, M.existsSubject, M.existsText(url), url));
}

export function sendResetMail(ctx: AppContext, to: string, token: string): Promise<void> {
  const url = link(ctx, 'reset-password', token);
  return ctx.mail.send(composeMail(to, M.resetSubject, M.resetText(url), url));
}

/** A one-time login link (login-routes.ts): the owner gets in while someone guesses the password. */
export function sendLoginMail(ctx: AppContext, to: string, token: string): Promise<void> {
  const url = link(ctx, 'login-link', token);
  return ctx.mail.send(composeMail(to, M.loginSubject, M.loginText(url), url));
}
