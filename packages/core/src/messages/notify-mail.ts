import type { MailKind } from '../api/mail-preferences';

/**
 * Notifications by email (issue 30): Edit Profile's section, the mails the job sends and the unsubscribe page.
 * The spec names none of these; they are ours (docs/core.md).
 */
export const NOTIFY_MAIL_MSG = {
  section: 'Notifications by email',
  noEmail: 'Add and confirm an email above to get notifications by mail.',
  sendsTo: (email: string) => `Mails go to ${email}.`,
  save: 'Save email notifications',
  saved: 'Email notifications saved',
  needsEmail: 'Confirm an email first to get notifications by mail.',
  kinds: {
    sold: 'An item of mine sold',
    bidReceived: 'A bid on my auction',
    outbid: 'Someone outbid me',
    offerAccepted: 'My offer was accepted',
    auctionWon: 'I won an auction',
    auctionEnding: 'An auction of mine ends within an hour',
  } satisfies Record<MailKind, string>,
  /** Notification texts of the kinds that have no activity row (the list shows them with the sender). */
  outbidText: 'Outbid by',
  auctionEndingText: 'Your auction ends within an hour',
  subject: {
    sold: 'You sold an item on Agora',
    bidReceived: 'New bid on your auction',
    outbid: 'You were outbid on Agora',
    offerAccepted: 'Your offer was accepted',
    auctionWon: 'You won an auction on Agora',
    auctionEnding: 'Your auction ends within an hour',
  } satisfies Record<MailKind, string>,
  digestSubject: (count: number) => `${count} new notifications on Agora`,
  line: (text: string, who: string | null, item: string | null) =>
    [text, who, item ? `— ${item}` : null].filter(Boolean).join(' '),
  open: (link: string) => `Open: ${link}`,
  footer: (unsubscribe: string) =>
    `You get this mail because of your notification settings on Agora. Unsubscribe in one click: ${unsubscribe}`,
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeAsk: 'Stop these notification mails?',
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You will no longer get these mails. You can turn them on again in Edit Profile.',
  unsubscribeInvalid: 'This unsubscribe link is invalid.',
} as const;
