/**
 * Email accounts (issue 15): the replies of /api/v1/accounts/*, the mails they send and the two pages that
 * finish a mailed step. Spec 1 names the modals and their fields only; these are ours (docs/core.md).
 */
export const ACCOUNTS_MSG = {
  passwordPolicy: 'At least 10 characters, not a common password',
  passwordCommon: 'This password is too common. Choose another one.',
  passwordTooLong: 'Password must be at most 200 characters',
  /** The same answer whether or not the email already has an account (no enumeration). */
  registered: 'Check your email: we sent you a link to confirm your address.',
  verified: 'Your email is confirmed. You can log in now.',
  emailVerified: 'Your email is confirmed.',
  /** The confirmation link opened again (a reload of its page) after it worked. */
  alreadyVerified: 'Your email is already confirmed. You can log in now.',
  invalidToken: 'This link is invalid or has expired. Ask for a new one.',
  badCredentials: 'Wrong email or password',
  /** Login of an account whose email is not confirmed yet: refused, and a new link is sent. */
  unverified: 'Confirm your email first: we sent you a new link.',
  loggedIn: 'Logged in',
  resetSent: 'If an account uses this address, we sent it a link to reset the password.',
  passwordReset: 'Your password has been changed. Log in with the new one.',
  passwordChanged: 'Your password has been changed.',
  wrongCurrentPassword: 'Your current password is wrong',
  emailAdded: 'Check your email: we sent you a link to confirm your address.',
  walletLinkedElsewhere: 'This wallet is already linked to another account',
  accountHasWallet: 'Your account is already linked to another wallet',
  /** An email-only account asked for something that needs a wallet (create, trade): spec 2's prompt. */
  walletRequired: 'OOPS!..connect Your Wallet',
  currentPassword: 'Current password',
  newPassword: 'New password',
  verifyTitle: 'Confirm your email',
  verifying: 'Confirming your email…',
  resetTitle: 'Choose a new password',
  resetSubmit: 'Change password',
  devMailTitle: 'Outbox (development)',
  devMailEmpty: 'No mail sent yet',
  mail: {
    verifySubject: 'Confirm your email for Agora',
    verifyText: (link: string) =>
      `Welcome to Agora.\n\nConfirm your email address by opening this link within 30 minutes:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    existsSubject: 'You already have an Agora account',
    existsText: (link: string) =>
      `Someone (maybe you) tried to create an Agora account with this email address, which already has one.\n\nIf you forgot your password, reset it here:\n${link}\n\nIf this was not you, ignore this mail.`,
    resetSubject: 'Reset your Agora password',
    resetText: (link: string) =>
      `Open this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail: your password stays unchanged.`,
  },
} as const;
