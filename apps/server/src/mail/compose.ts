import type { Mail } from './mail';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** A mail whose HTML part is its text, escaped, with `link` (one of our own URLs), if any, made clickable. */
export function composeMail(to: string, subject: string, text: string, link?: string): Mail {
  const escaped = escapeHtml(text);
  const body = (
    link
      ? escaped.split(escapeHtml(link)).join(`<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)
      : escaped
  ).replace(/\n/g, '<br>\n');
  return { to, subject, text, html: `<!doctype html><html><body><p>${body}</p></body></html>` };
}
