import { MSG } from '@agora/core';
import { escapeHtml } from '../mail/compose';
import type { PendingNotification } from './mail-pending';

const M = MSG.notifyMail;

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const lineOf = (n: PendingNotification) => M.line(n.text, n.fromName, n.itemName);

/**
 * The mail about one notification, or a digest of several: each line with its item's link, and the one-click
 * unsubscribe link at the foot (also in the List-Unsubscribe header). Every value is escaped in the HTML part.
 */
export function mailContent(
  list: PendingNotification[],
  origin: string,
  unsubscribeUrl: string,
): MailContent {
  const [first] = list;
  if (!first) throw new Error('a mail needs at least one notification');
  const subject = list.length > 1 || !first.kind ? M.digestSubject(list.length) : M.subject[first.kind];
  const entries = list.map((n) => ({ line: lineOf(n), link: n.itemPath ? `${origin}${n.itemPath}` : null }));
  const text = [
    ...entries.map((e) => (e.link ? `${e.line}\n${M.open(e.link)}` : e.line)),
    M.footer(unsubscribeUrl),
  ].join('\n\n');
  const anchor = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const items = entries
    .map((e) => `<li>${escapeHtml(e.line)}${e.link ? `<br>${anchor(e.link)}` : ''}</li>`)
    .join('');
  const foot = escapeHtml(M.footer('')).trimEnd();
  const html = `<!doctype html><html><body><ul>${items}</ul><p>${foot} ${anchor(unsubscribeUrl)}</p></body></html>`;
  return { subject, text, html };
}
