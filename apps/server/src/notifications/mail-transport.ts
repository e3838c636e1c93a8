import type { Config } from '../config';
import type { Mail } from '../mail/mail';
import { Outbox } from '../mail/outbox';
import { smtpTransport } from '../mail/smtp';

/** A notification mail: a Mail with its own headers (List-Unsubscribe). */
export interface OutgoingMail extends Mail {
  headers: Record<string, string>;
}

/** Resolves once the SMTP server accepted the mail (or the outbox wrote it); rejects when it did not. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/**
 * How the mail job sends. Unlike ctx.mail.send (which returns at once so answers take the same time), the job
 * must know that a mail was taken before it marks it sent, so this waits for the SMTP server's answer.
 */
export function notificationSender(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): SendMail {
  if (!config.SMTP_URL) {
    const outbox = new Outbox(config.DATA_DIR);
    return (mail) => outbox.write(mail);
  }
  const transport = smtpTransport(config.SMTP_URL);
  return async (mail) => {
    await transport.sendMail({ from: config.MAIL_FROM, ...mail });
  };
}
