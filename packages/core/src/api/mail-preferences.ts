import { z } from 'zod';

/**
 * The notifications that may also come by mail (issue 30): a sale of yours, a bid on your auction, a bid above
 * yours, your offer accepted, an auction you won, an auction of yours ending within the hour.
 */
export const MAIL_KINDS = [
  'sold',
  'bidReceived',
  'outbid',
  'offerAccepted',
  'auctionWon',
  'auctionEnding',
] as const;
export const mailKind = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof mailKind>;

/** Kinds mailed to an account that never chose. */
export const DEFAULT_MAIL_KINDS: readonly MailKind[] = ['sold', 'outbid'];

/** One switch per kind. */
export const mailKindSwitches = z.object(
  Object.fromEntries(MAIL_KINDS.map((k) => [k, z.boolean()])) as Record<MailKind, z.ZodBoolean>,
);
export type MailKindSwitches = z.infer<typeof mailKindSwitches>;

/** GET/PUT /me/mail-preferences: where mail goes (the confirmed email, or null: none goes) and what. */
export const mailPreferences = z.object({
  email: z.string().nullable(),
  kinds: mailKindSwitches,
});
export type MailPreferences = z.infer<typeof mailPreferences>;

export const mailPreferencesBody = z.object({ kinds: mailKindSwitches });
export type MailPreferencesBody = z.infer<typeof mailPreferencesBody>;

/** The one-click unsubscribe link of a notification mail: the account's token, and a kind or every kind. */
export const unsubscribeQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  kind: mailKind.optional(),
});
