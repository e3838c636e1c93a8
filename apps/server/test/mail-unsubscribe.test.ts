import { DEFAULT_MAIL_KINDS, MSG } from '@agora/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, mailPreferences } from '../src/db/schema';
import { mailDelivery } from '../src/mail/deliver';
import { NotificationMailJob } from '../src/notifications/mail-job';
import { signIn, accounts as wallets } from './auth-helpers';
import { addItem } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import {
  addMailUser,
  addNotification,
  type MailReceiver,
  rawHeader,
  startMailReceiver,
} from './mail-receiver';

const ALL_OFF = {
  sold: false,
  bidReceived: false,
  outbid: false,
  offerAccepted: false,
  auctionWon: false,
  auctionEnding: false,
};

describe('mail preferences and the one-click unsubscribe', () => {
  let t: TestApp;
  let smtp: MailReceiver;
  let job: NotificationMailJob;
  let cookie: string;
  let me: string;

  beforeAll(async () => {
    smtp = await startMailReceiver();
    t = await createTestApp();
    const { db } = t.database;
    job = new NotificationMailJob({
      db,
      send: mailDelivery({ SMTP_URL: smtp.url, MAIL_FROM: 'a@agora.test', DATA_DIR: t.dataDir }).deliver,
      origin: 'http://agora.test',
      tryLock: (k) => t.database.tryLock(k),
    });
    cookie = await signIn(t.app, wallets[0] as (typeof wallets)[0]);
    me = (wallets[0]?.address ?? '').toLowerCase();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const prefs = () =>
    t.app.inject({ method: 'GET', url: '/api/v1/users/me/mail-preferences', headers: { cookie } });
  const save = (kinds: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/mail-preferences',
      headers: { cookie },
      payload: { kinds },
    });

  it('a wallet without a confirmed email sees the defaults and cannot turn mails on', async () => {
    const res = await prefs();
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBeNull();
    expect(
      Object.entries(res.json().kinds)
        .filter(([, on]) => on)
        .map(([k]) => k),
    ).toEqual([...DEFAULT_MAIL_KINDS]);
    const refused = await save({ ...ALL_OFF, bidReceived: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.notifyMail.needsEmail);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me/mail-preferences' })).statusCode).toBe(
      401,
    );
  });

  it('once the email is confirmed, the chosen kinds are saved and validated', async () => {
    await t.database.db
      .insert(accounts)
      .values({ email: 'me@example.com', emailVerifiedAt: new Date(), address: me, walletLinked: true });
    const saved = await save({ ...ALL_OFF, bidReceived: true, outbid: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      email: 'me@example.com',
      kinds: { ...ALL_OFF, bidReceived: true, outbid: true },
    });
    expect((await prefs()).json().kinds.bidReceived).toBe(true);
    expect((await save({ sold: 'yes' })).statusCode).toBe(400);
  });

  it('POST to the List-Unsubscribe URL unsubscribes with no session or Origin, bound to the token', async () => {
    const { db } = t.database;
    const { id: itemId } = await addItem(db, { creator: me });
    const other = `0x${'ee'.repeat(20)}`;
    await addMailUser(db, other, 'other@example.com');
    await addNotification(db, me, 'outbid', itemId);
    await addNotification(db, other, 'outbid', itemId);
    await job.runOnce();
    await smtp.waitFor(2);
    const mine = smtp.mails.find((m) => m.to && 'text' in m.to && m.to.text === 'me@example.com');
    const url = new URL(rawHeader(mine as NonNullable<typeof mine>, 'List-Unsubscribe').slice(1, -1));
    const path = `${url.pathname}${url.search}`;
    // Opening the link (a scanner, a preview) only shows the page.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    expect((await prefs()).json().kinds.outbid).toBe(true);
    // Another token, or a made-up one, changes nothing.
    const forged = await t.app.inject({
      method: 'POST',
      url: path.replace(/token=[\w-]+/, `token=${'A'.repeat(43)}`),
      headers: { origin: undefined, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    // The mail provider's one-click POST: no cookie, no Origin.
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { origin: undefined, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(MSG.notifyMail.unsubscribed);
    expect((await prefs()).json().kinds).toEqual({ ...ALL_OFF, bidReceived: true });
    const [theirs] = await db.select().from(mailPreferences).where(eq(mailPreferences.address, other));
    expect(theirs?.kinds).toEqual([...DEFAULT_MAIL_KINDS]);
    // An outbid after that is not mailed to me; still to the other account.
    await addNotification(db, me, 'outbid', itemId);
    await addNotification(db, other, 'outbid', itemId);
    expect(await job.runOnce()).toMatchObject({ queued: 1, sent: 1 });
  });

  it('a write without a token is still refused cross-site everywhere else', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/mail-preferences',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { kinds: ALL_OFF },
    });
    expect(res.statusCode).toBe(403);
  });
});
