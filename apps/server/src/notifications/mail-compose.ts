import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../chain/journal';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { notificationMails, notifications } from '../db/schema';
import { mailContent } from './mail-content';
import { lockPending, type PendingNotification, wantsMail } from './mail-pending';
import { unsubscribeTokenOf } from './unsubscribe-token';

export interface ComposeOptions {
  /** Notifications looked at per round. */
  batch: number;
  /** More than this many mailed notifications for one account within `digestWindowMs` go as one digest. */
  digestAfter: number;
  digestWindowMs: number;
  /** The public origin links point to. */
  origin: string;
}

type Plan = 'singles' | 'digest' | 'hold';

/**
 * Singles while the account got at most `digestAfter` notifications in the window, counting these; past that,
 * one digest of them all, at most one mail per window: while the last mail is younger than the window the
 * notifications wait (still pending) and go in the next digest.
 */
async function planFor(tx: Tx, recipient: string, count: number, o: ComposeOptions): Promise<Plan> {
  const window = sql`now() - ${o.digestWindowMs}::float8 * interval '1 millisecond'`;
  const [r] = await rows<{ recent: number; lately: boolean | null }>(
    tx,
    sql`select (select count(*)::int from notifications where recipient = ${recipient}
          and mail_state = 'queued' and created_at > ${window}) as recent,
        (select max(created_at) > ${window} from notification_mails where recipient = ${recipient}) as lately`,
  );
  if ((r?.recent ?? 0) + count <= o.digestAfter) return 'singles';
  return r?.lately ? 'hold' : 'digest';
}

const unsubscribeUrl = (origin: string, token: string, kind: string | null) =>
  `${origin}/api/v1/mail/unsubscribe?token=${token}${kind ? `&kind=${kind}` : ''}`;

/** Writes one mail about `group` and marks its notifications 'queued' in it (inside the caller's transaction). */
async function queueMail(tx: Tx, group: PendingNotification[], token: string, o: ComposeOptions) {
  const [first] = group;
  if (!first?.email) return;
  const url = unsubscribeUrl(o.origin, token, group.length === 1 ? first.kind : null);
  const content = mailContent(group, o.origin, url);
  const [mail] = await tx
    .insert(notificationMails)
    .values({
      recipient: first.recipient,
      toEmail: first.email,
      unsubscribeUrl: url,
      digest: group.length > 1,
      ...content,
    })
    .returning({ id: notificationMails.id });
  if (!mail) throw new Error('notification mail insert returned no row');
  await tx
    .update(notifications)
    .set({ mailState: 'queued', mailId: mail.id })
    .where(
      inArray(
        notifications.id,
        group.map((n) => n.id),
      ),
    );
}

/**
 * One round of composing, in one transaction: the pending notifications it locked are each marked 'skipped' or
 * 'queued' together with the mail rows that carry them, so a notification is put in a mail once, whatever
 * crashes or runs beside it. Answers how many mails it queued.
 */
export function composeMails(db: Db, o: ComposeOptions): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await lockPending(tx, o.batch);
    const skipped = pending.filter((n) => !wantsMail(n)).map((n) => n.id);
    if (skipped.length)
      await tx.update(notifications).set({ mailState: 'skipped' }).where(inArray(notifications.id, skipped));
    const byRecipient = new Map<string, PendingNotification[]>();
    for (const n of pending.filter(wantsMail))
      byRecipient.set(n.recipient, [...(byRecipient.get(n.recipient) ?? []), n]);
    let queued = 0;
    for (const [recipient, list] of byRecipient) {
      const plan = await planFor(tx, recipient, list.length, o);
      if (plan === 'hold') continue;
      const token = await unsubscribeTokenOf(tx, recipient);
      const groups = plan === 'digest' ? [list] : list.map((n) => [n]);
      for (const group of groups) await queueMail(tx, group, token, o);
      queued += groups.length;
    }
    return queued;
  });
}
