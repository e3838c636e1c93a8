import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { type DeliverMail, mailDelivery } from './deliver';
import type { Mail } from './mail';
import type { Outbox } from './outbox';

export interface Mailer {
  /**
   * Hands a mail over. Over SMTP this returns at once and the mail goes out in the background, so that an
   * answer takes as long whether or not a mail was sent (no email enumeration by timing); failures are logged.
   */
  send(mail: Mail): Promise<void>;
  /** Hands a mail over and waits for the SMTP server's answer (a job that marks a mail sent only once it is). */
  deliver: DeliverMail;
  /**
   * Runs `job` (the lookups, tokens and mails of an answer that must not tell whether an email has an account)
   * after the current request has been answered, so that the answer takes as long either way. Failures are
   * logged; flush waits for it like for a mail.
   */
  later(job: () => Promise<void>): void;
  /** Resolves when every mail and job handed over so far has finished or failed (tests, shutdown). */
  flush(): Promise<void>;
  /** The development outbox, when mail goes there instead of SMTP. */
  outbox: Outbox | null;
}

/** Whether mail goes to the outbox and the outbox may be read over HTTP: no SMTP, not production. */
export const devOutboxEnabled = (config: Pick<Config, 'SMTP_URL' | 'NODE_ENV'>) =>
  !config.SMTP_URL && config.NODE_ENV !== 'production';

/** Work in the background, each piece logged when it fails and awaited by `flush`. */
function tracker(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<unknown>, what: string) => {
    const running: Promise<void> = work
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err, what }, 'background mail work failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
  return {
    track,
    // setImmediate: after the handler's answer has been written.
    later: (job: () => Promise<void>) =>
      track(new Promise<void>((resolve) => setImmediate(resolve)).then(job), 'job'),
    async flush() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const work = tracker(log);
  const { deliver, outbox } = mailDelivery(config);
  return {
    // The outbox writes at once; over SMTP the mail goes out in the background (see send).
    send: outbox ? deliver : async (mail) => work.track(deliver(mail), mail.subject),
    deliver,
    later: work.later,
    flush: work.flush,
    // In production without SMTP the outbox still keeps the mail (an operator can read DATA_DIR); it is
    // never served.
    outbox,
  };
}
