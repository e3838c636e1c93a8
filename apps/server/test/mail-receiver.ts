import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../src/db/client';
import { accounts, type NotificationAction, notifications } from '../src/db/schema';
import { addUser } from './fixtures';

/** A real SMTP server on a random port that keeps every mail it accepted, parsed. */
export interface MailReceiver {
  url: string;
  mails: ParsedMail[];
  /** Resolves once `count` mails arrived in all (rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startMailReceiver(): Promise<MailReceiver> {
  const mails: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(count, ms = 10_000) {
      const end = Date.now() + ms;
      while (mails.length < count) {
        if (Date.now() > end) throw new Error(`${mails.length} of ${count} mails arrived`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

/** A user whose account has a confirmed email (a wallet that added one, or an email account). */
export async function addMailUser(
  db: Db,
  address: string,
  email: string | null,
  confirmed = email !== null,
): Promise<void> {
  await addUser(db, address, { name: `user ${address.slice(-4)}` });
  await db
    .insert(accounts)
    .values({ email, emailVerifiedAt: confirmed ? new Date() : null, address, walletLinked: true });
}

/** A notification as the indexer or a route stores it. */
export async function addNotification(
  db: Db,
  recipient: string,
  action: NotificationAction,
  itemId: number | null,
  from: string | null = null,
): Promise<void> {
  await db
    .insert(notifications)
    .values({ recipient, action, itemId, fromAddress: from, text: `${action} note` });
}

export const toOf = (m: ParsedMail): string => (m.to && 'text' in m.to ? m.to.text : '');

/** A header's value as sent (mailparser folds List-* headers into a structure of its own). */
export const rawHeader = (m: ParsedMail, name: string): string =>
  m.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim() ?? '';
