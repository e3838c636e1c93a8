import { z } from 'zod';
import { ACCOUNTS_MSG } from '../messages/accounts';
import { PROFILE_MSG } from '../messages/profile';
import { isEmail, isValidCustomUrl, normaliseCustomUrl, normaliseEmail } from '../validation/fields';
import { PASSWORD_MAX_LENGTH, passwordError } from '../validation/password';
import { hasControlChars, singleLineText, TEXT_MAX } from '../validation/text';

const E = PROFILE_MSG.account.errors;

/**
 * An account's email: the one strict syntax (validation/fields.ts), normalised (trimmed, lower-cased) before
 * anything uses it — lookups, limit keys, mails: one account and one counter per mailbox, however it is typed.
 */
export const accountEmail = z
  .string()
  .transform(normaliseEmail)
  .pipe(
    z.string().min(1, E.enterEmail).max(TEXT_MAX.email, E.enterValidEmail).refine(isEmail, E.enterValidEmail),
  );

/** A new password: the policy stated in the forms (≥ 10 characters, not a common password). */
export const newPassword = z.string().superRefine((p, ctx) => {
  const message = passwordError(p);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** A password being checked, not set: only bounded, so that an old shorter password still logs in. */
const givenPassword = z
  .string()
  .min(1, E.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, ACCOUNTS_MSG.passwordTooLong);

/** The random token of a mailed link (32 bytes, base64url). */
export const mailToken = z
  .string()
  .min(1, ACCOUNTS_MSG.invalidToken)
  .max(100, ACCOUNTS_MSG.invalidToken)
  .regex(/^[A-Za-z0-9_-]+$/, ACCOUNTS_MSG.invalidToken);

export const registerBody = z.object({
  name: singleLineText(TEXT_MAX.displayName).refine((s) => s.trim() !== '', E.fullNameRequired),
  /** Spec 1's "Username": the profile's custom url (/{username}), when given. */
  username: z
    .string()
    .transform(normaliseCustomUrl)
    .refine(isValidCustomUrl, PROFILE_MSG.editProfile.errors.invalidCustomUrl)
    .optional(),
  email: accountEmail,
  password: newPassword,
});
export type RegisterBody = z.input<typeof registerBody>;

/**
 * A mailed confirmation link. A registration's link also asks for the password chosen when registering: a
 * stranger who registered someone else's email cannot have the owner confirm the stranger's account.
 */
export const verifyEmailBody = z.object({ token: mailToken, password: givenPassword.optional() });
export const loginBody = z.object({ email: accountEmail, password: givenPassword });
export type LoginBody = z.input<typeof loginBody>;
/** Spec 1's Forgot Password field: "username or email" (a username is the profile's custom url). */
export const forgotBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, E.usernameOrEmailRequired)
    .max(TEXT_MAX.email, E.enterValidEmail)
    // A username or an email reaches a query: control characters (NUL: a PostgreSQL error) stop here, and
    // anything with an @ must be one strict address.
    .refine((s) => !hasControlChars(s) && (!s.includes('@') || isEmail(s)), E.enterValidEmail)
    .transform(normaliseEmail),
});
/** An emailed one-time login link: asked for with the email, used with its token. */
export const loginLinkBody = z.object({ email: accountEmail });
export const useLoginLinkBody = z.object({ token: mailToken });
export const resetBody = z.object({ token: mailToken, password: newPassword });
export const changePasswordBody = z.object({ current: givenPassword, password: newPassword });
/** A signed-in wallet adds (or replaces) the email of its account: a mail confirms it. */
export const addEmailBody = z.object({ email: accountEmail });

/**
 * A signed-in wallet links itself to an email account (POST /accounts/link): the wallet signs
 * `ACCOUNTS_MSG.linkMessage` naming both (with a nonce from GET /auth/nonce and the domain it gave), and the
 * account's password confirms that the email's owner wants it.
 */
export const linkWalletBody = z.object({
  email: accountEmail,
  password: givenPassword,
  nonce: z.string().regex(/^[A-Za-z0-9]{8,96}$/, ACCOUNTS_MSG.linkFailed),
  domain: z.string().min(1).max(253),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, ACCOUNTS_MSG.linkFailed)
    .max(8_000),
});
export type LinkWalletBody = z.infer<typeof linkWalletBody>;

/** One mail of the development outbox (GET /api/v1/dev/mail), newest first. */
export const outboxMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMail>;
