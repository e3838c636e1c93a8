import type { Db } from '../db/client';
import type { DeliverMail } from '../mail/deliver';
import { BackgroundLoop } from '../system/background-loop';
import { notifyEndingAuctions } from './ending-soon';
import { composeMails } from './mail-compose';
import { deliverDue } from './mail-deliver';

/** The advisory lock one mail job at a time holds for a round, across every server on the database. */
export const MAIL_JOB_LOCK = 7_402_130;

export const MAIL_JOB_DEFAULTS = {
  /** Pause between rounds. */
  pollMs: 5_000,
  /** Notifications looked at, and mails sent, per round. */
  batch: 100,
  /** A digest once an account got more than this many mailed notifications within `digestWindowMs`. */
  digestAfter: 5,
  digestWindowMs: 10 * 60_000,
  /** A leased mail is left this long to its server (SMTP timeouts are 15 s each). */
  leaseMs: 2 * 60_000,
  maxAttempts: 8,
};
export type MailJobOptions = Partial<typeof MAIL_JOB_DEFAULTS>;

export interface MailJobDeps {
  db: Db;
  send: DeliverMail;
  /** The public origin of item and unsubscribe links. */
  origin: string;
  /** Database.tryLock: null while another server's job holds the lock (that round is skipped). */
  tryLock: (key: number) => Promise<(() => Promise<void>) | null>;
  log?: { warn(detail: object, message: string): void };
}

export interface MailRound {
  /** False when another server's job held the lock. */
  ran: boolean;
  ending: number;
  queued: number;
  sent: number;
}

/**
 * Mails the stored notifications their recipients asked for (issue 30). Each round, under the advisory lock:
 * tells sellers of auctions ending within the hour, composes mails from pending notifications (the marks and the
 * mail rows in one transaction), and sends the due mails (each leased, then marked sent once taken). The lock
 * keeps one job at a time on PostgreSQL; the row claims keep each mail once even without it (PGlite's single
 * session, whose advisory lock every caller gets).
 */
export class NotificationMailJob {
  private readonly o: typeof MAIL_JOB_DEFAULTS;
  private readonly loop = new BackgroundLoop(() => this.follow());
  private started = false;

  constructor(
    private readonly d: MailJobDeps,
    options: MailJobOptions = {},
  ) {
    this.o = { ...MAIL_JOB_DEFAULTS, ...options };
  }

  async runOnce(): Promise<MailRound> {
    const release = await this.d.tryLock(MAIL_JOB_LOCK);
    if (!release) return { ran: false, ending: 0, queued: 0, sent: 0 };
    try {
      const ending = await notifyEndingAuctions(this.d.db);
      const queued = await composeMails(this.d.db, { ...this.o, origin: this.d.origin });
      const sent = await deliverDue(
        this.d.db,
        this.d.send,
        this.o,
        // A round run by hand (tests) sends everything; a started job stops between mails when stopped.
        () => this.loop.running || !this.started,
        (err, id) => this.d.log?.warn({ err, mailId: id }, 'notification mail not sent'),
      );
      return { ran: true, ending, queued, sent };
    } finally {
      await release();
    }
  }

  start(): void {
    this.started = true;
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async follow(): Promise<void> {
    while (this.loop.running) {
      await this.runOnce().catch((err: unknown) =>
        this.d.log?.warn({ err }, 'notification mail round failed'),
      );
      if (this.loop.running) await this.loop.pause(this.o.pollMs);
    }
  }
}
