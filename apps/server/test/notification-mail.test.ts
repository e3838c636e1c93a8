import { MSG } from '@agora/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, mailPreferences, notifications } from '../src/db/schema';
import { mailDelivery } from '../src/mail/deliver';
import { NotificationMailJob } from '../src/notifications/mail-job';
import { addItem, CONTRACT } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import {
  addMailUser,
  addNotification,
  type MailReceiver,
  rawHeader,
  startMailReceiver,
  toOf,
} from './mail-receiver';

const ORIGIN = 'http://agora.test';
const addr = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const SELLER = addr(0xa1);
const BIDDER = addr(0xb1);
const NO_EMAIL = addr(0xc1);
const UNCONFIRMED = addr(0xd1);

describe('notification mails over SMTP', () => {
  let t: TestApp;
  let smtp: MailReceiver;
  let job: NotificationMailJob;
  let itemId: number;
  let tokenId: string;

  beforeAll(async () => {
    smtp = await startMailReceiver();
    t = await createTestApp();
    const db = t.database.db;
    job = new NotificationMailJob({
      db,
      send: mailDelivery({
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Agora <hello@agora.test>',
        DATA_DIR: t.dataDir,
      }).deliver,
      origin: ORIGIN,
      tryLock: (key) => t.database.tryLock(key),
    });
    await addMailUser(db, SELLER, 'seller@example.com');
    await addMailUser(db, BIDDER, 'bidder@example.com');
    await addMailUser(db, NO_EMAIL, null);
    await addMailUser(db, UNCONFIRMED, 'later@example.com', false);
    ({ id: itemId, tokenId } = await addItem(db, { creator: SELLER, name: 'Blue Dawn' }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const inbox = () => smtp.mails.length;

  it('mails the default kinds (sold, outbid) to confirmed emails only, once, with the item link and RFC 8058 headers', async () => {
    const db = t.database.db;
    await addNotification(db, SELLER, 'purchase', itemId, BIDDER);
    await addNotification(db, BIDDER, 'outbid', itemId, SELLER);
    await addNotification(db, SELLER, 'bid', itemId, BIDDER); // bid received: off by default
    await addNotification(db, NO_EMAIL, 'purchase', itemId, BIDDER);
    await addNotification(db, UNCONFIRMED, 'purchase', itemId, BIDDER);
    const round = await job.runOnce();
    expect(round).toMatchObject({ ran: true, queued: 2, sent: 2 });
    await smtp.waitFor(2);
    const sold = smtp.mails.find((m) => toOf(m) === 'seller@example.com');
    const outbid = smtp.mails.find((m) => toOf(m) === 'bidder@example.com');
    expect(sold?.subject).toBe(MSG.notifyMail.subject.sold);
    expect(outbid?.subject).toBe(MSG.notifyMail.subject.outbid);
    const link = `${ORIGIN}/info/${SELLER}/${CONTRACT}/${tokenId}`;
    expect(sold?.text).toContain(link);
    expect(sold?.html).toContain(`href="${link}"`);
    const unsubscribe = outbid ? rawHeader(outbid, 'List-Unsubscribe') : '';
    expect(unsubscribe).toMatch(
      /^<http:\/\/agora\.test\/api\/v1\/mail\/unsubscribe\?token=[\w-]{43}&kind=outbid>$/,
    );
    expect(outbid && rawHeader(outbid, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(outbid?.text).toContain(unsubscribe.slice(1, -1));
    // Nothing is pending any more, so further rounds send nothing again.
    expect(await job.runOnce()).toMatchObject({ queued: 0, sent: 0 });
    const states = await db.select({ state: notifications.mailState }).from(notifications);
    expect(states.map((s) => s.state).sort()).toEqual(['queued', 'queued', 'skipped', 'skipped', 'skipped']);
    expect(inbox()).toBe(2);
  });

  it('sends a digest when more than 5 arrive within 10 minutes, and holds later ones for the next window', async () => {
    const db = t.database.db;
    const before = inbox();
    const buyer = addr(0xe1);
    await addMailUser(db, buyer, 'busy@example.com');
    for (let i = 0; i < 6; i++) await addNotification(db, buyer, 'outbid', itemId, SELLER);
    expect(await job.runOnce()).toMatchObject({ queued: 1, sent: 1 });
    await smtp.waitFor(before + 1);
    const digest = smtp.mails.at(-1);
    expect(digest?.subject).toBe(MSG.notifyMail.digestSubject(6));
    expect(String(digest?.text).split(`${ORIGIN}/info/`).length - 1).toBe(6);
    expect(digest && rawHeader(digest, 'List-Unsubscribe')).toMatch(/token=[\w-]{43}>$/);
    // One more within the window waits (pending) instead of a seventh mail...
    await addNotification(db, buyer, 'outbid', itemId, SELLER);
    expect(await job.runOnce()).toMatchObject({ queued: 0, sent: 0 });
    // ...and goes once the window since the last mail has passed (a 50 ms window here).
    const quick = new NotificationMailJob(
      {
        db,
        send: mailDelivery({ SMTP_URL: smtp.url, MAIL_FROM: 'a@b.c', DATA_DIR: t.dataDir }).deliver,
        origin: ORIGIN,
        tryLock: (k) => t.database.tryLock(k),
      },
      { digestWindowMs: 50 },
    );
    await new Promise((r) => setTimeout(r, 80));
    expect(await quick.runOnce()).toMatchObject({ queued: 1, sent: 1 });
    expect(inbox()).toBe(before + 2);
  });

  it('five within the window go as five single mails', async () => {
    const db = t.database.db;
    const before = inbox();
    const five = addr(0xe2);
    await addMailUser(db, five, 'five@example.com');
    for (let i = 0; i < 5; i++) await addNotification(db, five, 'purchase', itemId, BIDDER);
    expect(await job.runOnce()).toMatchObject({ queued: 5, sent: 5 });
    await smtp.waitFor(before + 5);
    expect(smtp.mails.slice(before).every((m) => m.subject === MSG.notifyMail.subject.sold)).toBe(true);
  });

  it('an accepted bid is an auction won when the seller settled an auction on the item, else an offer accepted', async () => {
    const db = t.database.db;
    const winner = addr(0xe4);
    await addMailUser(db, winner, 'winner@example.com');
    await db
      .insert(mailPreferences)
      .values({ address: winner, kinds: ['auctionWon', 'offerAccepted'], unsubscribeToken: 'w'.repeat(43) });
    const { id: auctioned } = await addItem(db, { creator: SELLER, name: 'Auctioned' });
    await db.insert(auctions).values({
      itemId: auctioned,
      seller: SELLER,
      currency: 'WETH',
      minBid: '1',
      signature: '0x',
      status: 'settled',
    });
    await addNotification(db, winner, 'accept', auctioned, SELLER);
    await addNotification(db, winner, 'accept', itemId, SELLER);
    const before = inbox();
    expect(await job.runOnce()).toMatchObject({ queued: 2, sent: 2 });
    await smtp.waitFor(before + 2);
    expect(smtp.mails.slice(before).map((m) => m.subject)).toEqual([
      MSG.notifyMail.subject.auctionWon,
      MSG.notifyMail.subject.offerAccepted,
    ]);
  });

  it('tells a seller once that their timed auction ends within the hour', async () => {
    const db = t.database.db;
    const seller = addr(0xe3);
    await addMailUser(db, seller, 'ending@example.com');
    await db
      .insert(mailPreferences)
      .values({ address: seller, kinds: ['auctionEnding'], unsubscribeToken: 'x'.repeat(43) });
    const base = { itemId, seller, currency: 'WETH', minBid: '1', signature: '0x', status: 'open' as const };
    await db.insert(auctions).values([
      { ...base, endsAt: new Date(Date.now() + 30 * 60_000) },
      { ...base, endsAt: new Date(Date.now() + 3 * 3_600_000) },
    ]);
    const before = inbox();
    expect(await job.runOnce()).toMatchObject({ ending: 1, queued: 1, sent: 1 });
    expect(await job.runOnce()).toMatchObject({ ending: 0, queued: 0 });
    await smtp.waitFor(before + 1);
    expect(smtp.mails.at(-1)?.subject).toBe(MSG.notifyMail.subject.auctionEnding);
    const told = await db.select().from(notifications).where(eq(notifications.recipient, seller));
    expect(told).toHaveLength(1);
  });
});
