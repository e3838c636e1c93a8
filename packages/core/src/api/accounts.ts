import { z } from 'zod';
import { ACCOUNTS_MSG } from '../messages/accounts';
import { PROFILE_MSG } from '../messages/profile';
import { isEmail, isValidCustomUrl, normaliseCustomUrl } from '../validation/fields';
import { PASSWORD_MAX_LENGTH, passwordError } from '../validation/password';
import { hasControlChars, singleLineText, TEXT_MAX } from '../validation/text';

const E = PROFILE_MSG.account.errors;

/** Emails are compared trimmed and lower-cased: one account per mailbox, however it is typed. */
export const accountEmail = z
  .string()
  .trim()
  .min(1, E.enterEmail)
  .max(TEXT_MAX.email, E.enterValidEmail)
  .refine(isEmail, E.enterValidEmail)
  .transform((s) => s.toLowerCase());

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

export const verifyEmailBody = z.object({ token: mailToken });
export const loginBody = z.object({ email: accountEmail, password: givenPassword });
export type LoginBody = z.input<typeof loginBody>;
/** Spec 1's Forgot Password field: "username or email" (a username is the profile's custom url). */
export const forgotBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, E.usernameOrEmailRequired)
    .max(TEXT_MAX.email, E.enterValidEmail)
    // A username or an email reaches a query: control characters (NUL: a PostgreSQL error) stop here.
    .refine((s) => !hasControlChars(s), E.enterValidEmail)
    .transform((s) => s.toLowerCase()),
});
export const resetBody = z.object({ token: mailToken, password: newPassword });
export const changePasswordBody = z.object({ current: givenPassword, password: newPassword });
/** A signed-in wallet adds (or replaces) the email of its account: a mail confirms it. */
export const addEmailBody = z.object({ email: accountEmail });

/** One mail of the development outbox (GET /api/v1/dev/mail), newest first. */
export const outboxMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMail>;
