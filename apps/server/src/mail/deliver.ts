import type { Config } from '../config';
import type { Mail } from './mail';
import { Outbox } from './outbox';
import { smtpTransport } from './smtp';

/** Resolves once the SMTP server accepted the mail (or the outbox wrote it); rejects when it did not. */
export type DeliverMail = (mail: Mail) => Promise<void>;

/**
 * Where this server's mail goes, said once for every sender: the SMTP server of SMTP_URL, or else the outbox
 * under DATA_DIR (development and tests; readable over HTTP only outside production, see devOutboxEnabled).
 */
export function mailDelivery(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): {
  deliver: DeliverMail;
  outbox: Outbox | null;
} {
  if (!config.SMTP_URL) {
    const outbox = new Outbox(config.DATA_DIR);
    return { deliver: (mail) => outbox.write(mail), outbox };
  }
  const transport = smtpTransport(config.SMTP_URL);
  return {
    deliver: async (mail) => {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail });
    },
    outbox: null,
  };
}
