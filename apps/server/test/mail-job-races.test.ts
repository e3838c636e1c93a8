import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { notificationMails } from '../src/db/schema';
import { type DeliverMail, mailDelivery } from '../src/mail/deliver';
import { type MailJobDeps, NotificationMailJob } from '../src/notifications/mail-job';
import { addItem } from './fixtures';
import { openTestDatabase } from './helpers';
import { addMailUser, addNotification, type MailReceiver, startMailReceiver, toOf } from './mail-receiver';

const addr = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A lock every caller gets: what a dead server's advisory lock is (it goes with its connection). */
const noLock = async () => async () => {};

describe('the mail job across restarts and servers', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let smtp: MailReceiver;
  let smtpSend: DeliverMail;
  let round = 0;

  beforeAll(async () => {
    smtp = await startMailReceiver();
    database = await openTestDatabase();
    smtpSend = mailDelivery({ SMTP_URL: smtp.url, MAIL_FROM: 'a@agora.test', DATA_DIR: '.' }).deliver;
  });
  afterAll(async () => {
    await database.drop();
    await smtp.close();
  });

  const job = (over: Partial<MailJobDeps> = {}, leaseMs = 60_000, db: Database = database) =>
    new NotificationMailJob(
      { db: db.db, send: smtpSend, origin: 'http://agora.test', tryLock: (k) => db.tryLock(k), ...over },
      { leaseMs, pollMs: 60_000 },
    );

  /** `count` recipients with `each` sold notifications, each on an item of its own; answers the mails' keys. */
  async function seed(count: number, each: number): Promise<string[]> {
    round++;
    const keys: string[] = [];
    for (let r = 0; r < count; r++) {
      const who = addr(round * 1000 + r);
      await addMailUser(database.db, who, `r${round}-${r}@example.com`);
      for (let i = 0; i < each; i++) {
        const name = `Piece ${round}-${r}-${i}`;
        const { id } = await addItem(database.db, { creator: who, name });
        await addNotification(database.db, who, 'purchase', id);
        keys.push(`r${round}-${r}@example.com|${name}`);
      }
    }
    return keys;
  }
  const keysSince = (from: number) =>
    smtp.mails.slice(from).map((m) => `${toOf(m)}|${/Piece [\d-]+/.exec(m.text ?? '')?.[0]}`);

  it('a server that dies in the middle of a batch: the next one sends the rest once the lease ends, none twice', async () => {
    const from = smtp.mails.length;
    const keys = await seed(5, 1);
    let calls = 0;
    // The third send never finishes: the process froze or died before the SMTP server took that mail.
    const dying: DeliverMail = (m) => (++calls === 3 ? new Promise<void>(() => {}) : smtpSend(m));
    void job({ send: dying, tryLock: noLock }, 3_000).runOnce();
    await smtp.waitFor(from + 2);
    const next = job({}, 3_000);
    // Its leases still run: nothing is sent twice while the first server might still be alive.
    expect(await next.runOnce()).toMatchObject({ sent: 0 });
    await sleep(3_100);
    expect(await next.runOnce()).toMatchObject({ sent: 3 });
    expect(keysSince(from).sort()).toEqual(keys.sort());
  });

  it('a server stopped in the middle of a batch hands the rest back at once', async () => {
    const from = smtp.mails.length;
    const keys = await seed(5, 1);
    const slow: DeliverMail = async (m) => {
      await smtpSend(m);
      await sleep(150);
    };
    const first = job({ send: slow });
    first.start();
    await smtp.waitFor(from + 2);
    await first.stop();
    const sentBefore = smtp.mails.length - from;
    expect(sentBefore).toBeLessThan(5);
    expect(await job().runOnce()).toMatchObject({ sent: 5 - sentBefore });
    expect(keysSince(from).sort()).toEqual(keys.sort());
  });

  it.each([
    ['with the advisory lock', false],
    ['by the row claims alone', true],
  ])('two jobs at once on one database send each mail exactly once (%s)', async (_name, unlocked) => {
    const from = smtp.mails.length;
    const keys = await seed(10, 3);
    // Two servers: on PostgreSQL two connection pools; on PGlite (one session) two jobs on the one database.
    const second = database.url ? await openDatabase({ databaseUrl: database.url, poolSize: 4 }) : database;
    const lock = unlocked ? { tryLock: noLock } : {};
    const jobs = [job(lock), job(lock, 60_000, second)];
    const drain = async (j: NotificationMailJob) => {
      for (let i = 0; i < 20 && smtp.mails.length - from < keys.length; i++) {
        await j.runOnce();
        await sleep(5);
      }
    };
    await Promise.all(jobs.map(drain));
    if (second !== database) await second.close();
    expect(keysSince(from).sort()).toEqual(keys.sort());
    expect(
      await database.db.select().from(notificationMails).where(isNull(notificationMails.sentAt)),
    ).toEqual([]);
  });
});
