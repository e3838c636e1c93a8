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
  /** A registration's link asks for the password chosen when registering (issue 32: no pre-registration). */
  confirmNeedsPassword: 'Enter the password you chose when you registered to confirm your email.',
  confirmWrongPassword:
    'This is not the password of this registration. If you did not register, ignore the mail and register yourself.',
  confirmPasswordLabel: 'Password you chose when registering',
  confirmSubmit: 'Confirm email',
  loggedIn: 'Logged in',
  /** The same answer whether or not the email has an account. */
  loginLinkSent: 'If an account uses this address, we sent it a link to log in.',
  loginLinkTitle: 'Logging you in…',
  loginLinkAsk: 'Email me a login link',
  resetSent: 'If an account uses this address, we sent it a link to reset the password.',
  passwordReset: 'Your password has been changed. Log in with the new one.',
  passwordChanged: 'Your password has been changed.',
  wrongCurrentPassword: 'Your current password is wrong',
  emailAdded: 'Check your email: we sent you a link to confirm your address.',
  /**
   * The text a wallet signs to link itself to an email account: it says what is linked, where, and what it
   * grants, so that it cannot pass for a sign-in.
   */
  linkMessage: (p: { wallet: string; email: string; domain: string; nonce: string }) =>
    `${p.domain} asks you to link wallet ${p.wallet} to the Agora account ${p.email}.\n\n` +
    `After this, the password of ${p.email} signs in as this wallet.\n\nNonce: ${p.nonce}`,
  linkTitle: 'Link your email account',
  linkIntro: 'Enter the email and password of your Agora account; your wallet then signs what is linked.',
  linkSubmit: 'Link this wallet',
  linked: 'Your wallet is linked to your email account.',
  linkFailed: 'This wallet could not be linked. Try again.',
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
    loginSubject: 'Your Agora login link',
    loginText: (link: string) =>
      `Open this link within 30 minutes to log in to Agora without your password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    emailChangeSubject: 'Your Agora email is being changed',
    emailChangeText: (next: string) =>
      `Someone signed in to your Agora account asked to change its email to ${next}. The change happens only when that address confirms it.\n\nIf this was not you, sign in with your wallet and change the email back, and tell us.`,
    resetSubject: 'Reset your Agora password',
    resetText: (link: string) =>
      `Open this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail: your password stays unchanged.`,
  },
} as const;
