import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { notificationMails } from '../db/schema';
import type { DeliverMail } from '../mail/deliver';

export interface DeliverOptions {
  batch: number;
  /** How long a leased mail is left to the server that leased it; longer than an SMTP send may take. */
  leaseMs: number;
  /** Sends tried before a mail is left alone (a bounced address, a broken SMTP server). */
  maxAttempts: number;
}

interface Due {
  id: number;
  to_email: string;
  subject: string;
  text: string;
  html: string;
  unsubscribe_url: string;
}

/** Unsent mails whose lease ran out (or never had one), leased to this server in one statement. */
function lease(db: Db, o: DeliverOptions): Promise<Due[]> {
  return rows<Due>(
    db,
    sql`update notification_mails
        set lease_until = now() + ${o.leaseMs}::float8 * interval '1 millisecond', attempts = attempts + 1
        where id in (
          select id from notification_mails
          where sent_at is null and (lease_until is null or lease_until <= now()) and attempts < ${o.maxAttempts}
          order by id limit ${o.batch}
          for update skip locked)
        returning id::float8 as id, to_email, subject, text, html, unsubscribe_url`,
  );
}

/** RFC 8058 one-click unsubscribe: the URL mail clients POST `List-Unsubscribe=One-Click` to. */
const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * Sends the due mails one by one, each marked sent as soon as the SMTP server took it. A mail whose send
 * failed is tried again once its lease runs out; one leased by a server that died likewise. `going()` is asked
 * between mails: when it says no (shutdown), the rest are handed back at once for the next server.
 */
export async function deliverDue(
  db: Db,
  send: DeliverMail,
  o: DeliverOptions,
  going: () => boolean,
  onFailure: (err: unknown, id: number) => void,
): Promise<number> {
  const due = (await lease(db, o)).sort((a, b) => a.id - b.id);
  let sent = 0;
  for (const [index, m] of due.entries()) {
    if (!going()) {
      const rest = due.slice(index).map((r) => r.id);
      await db.update(notificationMails).set({ leaseUntil: null }).where(inArray(notificationMails.id, rest));
      break;
    }
    try {
      await send({
        to: m.to_email,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: unsubscribeHeaders(m.unsubscribe_url),
      });
    } catch (err) {
      onFailure(err, m.id);
      continue;
    }
    await db
      .update(notificationMails)
      .set({ sentAt: new Date() })
      .where(and(eq(notificationMails.id, m.id), isNull(notificationMails.sentAt)));
    sent++;
  }
  return sent;
}
