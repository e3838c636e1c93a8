import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Mail } from './mail';
import { Outbox } from './outbox';
import { smtpTransport } from './smtp';

export interface Mailer {
  /**
   * Hands a mail over. Over SMTP this returns at once and the mail goes out in the background, so that an
   * answer takes as long whether or not a mail was sent (no email enumeration by timing); failures are logged.
   */
  send(mail: Mail): Promise<void>;
  /** Resolves when every mail handed over so far has been delivered or has failed (tests, shutdown). */
  flush(): Promise<void>;
  /** The development outbox, when mail goes there instead of SMTP. */
  outbox: Outbox | null;
}

/** Whether mail goes to the outbox and the outbox may be read over HTTP: no SMTP, not production. */
export const devOutboxEnabled = (config: Pick<Config, 'SMTP_URL' | 'NODE_ENV'>) =>
  !config.SMTP_URL && config.NODE_ENV !== 'production';

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (!config.SMTP_URL) {
    // In production without SMTP the outbox still keeps the mail (an operator can read DATA_DIR); it is
    // never served.
    const outbox = new Outbox(config.DATA_DIR);
    return { send: (mail) => outbox.write(mail), flush: async () => {}, outbox };
  }
  const transport = smtpTransport(config.SMTP_URL);
  const pending = new Set<Promise<void>>();
  return {
    async send(mail) {
      const sending = transport
        .sendMail({ from: config.MAIL_FROM, ...mail })
        .then(() => undefined)
        .catch((err: unknown) => log.error({ err, subject: mail.subject }, 'mail not sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async flush() {
      await Promise.all([...pending]);
    },
    outbox: null,
  };
}
