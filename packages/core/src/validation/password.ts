import { ACCOUNTS_MSG } from '../messages/accounts';
import { PROFILE_MSG } from '../messages/profile';

export const PASSWORD_MIN_LENGTH = 10;
/** Bounds the work of hashing: scrypt reads the whole password. */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * Passwords of 10+ characters that lead the breached-password lists (and this site's own name): refused
 * whatever their case. Short on purpose — the length rule does most of the work.
 */
const COMMON = new Set([
  '0123456789',
  '0987654321',
  '1111111111',
  '1234567890',
  '12345678910',
  '123456789a',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'a123456789',
  'abcdefghij',
  'administrator',
  'agora12345',
  'agorapassword',
  'asdfghjkl1',
  'baseball123',
  'changeme123',
  'dragon1234',
  'football123',
  'iloveyou12',
  'iloveyou123',
  'letmein123',
  'monkey1234',
  'passw0rd123',
  'password12',
  'password123',
  'password1234',
  'princess123',
  'qazwsxedc123',
  'qwerty1234',
  'qwerty12345',
  'qwertyuiop',
  'qwertyuiop123',
  'sunshine123',
  'trustno1234',
  'welcome123',
  'zaq12wsxcde',
]);

export const isCommonPassword = (password: string): boolean => COMMON.has(password.toLowerCase());

/** The message for a password that breaks the policy (length ≥ 10, ≤ 200, not common), else null. */
export function passwordError(password: string): string | null {
  if (!password) return PROFILE_MSG.account.errors.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return PROFILE_MSG.account.errors.passwordShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNTS_MSG.passwordTooLong;
  return isCommonPassword(password) ? ACCOUNTS_MSG.passwordCommon : null;
}
