import { MSG } from '../messages';
import { type FieldErrors, isEmail, put } from './fields';
import { passwordError } from './password';

const E = MSG.account.errors;
export const USERNAME_MAX = 30;

function emailError(email: string): string | null {
  if (!email.trim()) return E.enterEmail;
  return isEmail(email.trim()) ? null : E.enterValidEmail;
}

export interface CreateAccountInput {
  email: string;
  username: string;
  fullName: string;
  password: string;
}

/**
 * Create Account modal: the spec's hints made rules (password ≥ 10 and not a common one, username unique, no
 * spaces, short).
 */
export function validateCreateAccount(input: CreateAccountInput): FieldErrors<keyof CreateAccountInput> {
  const errors: FieldErrors<keyof CreateAccountInput> = {};
  put(errors, 'email', emailError(input.email));
  if (!input.username) put(errors, 'username', E.usernameRequired);
  else if (/\s/.test(input.username)) put(errors, 'username', E.usernameSpaces);
  else if (input.username.length > USERNAME_MAX) put(errors, 'username', E.usernameTooLong);
  if (!input.fullName.trim()) put(errors, 'fullName', E.fullNameRequired);
  put(errors, 'password', passwordError(input.password));
  return errors;
}

export function validateLogin(input: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  put(errors, 'email', emailError(input.email));
  if (!input.password) put(errors, 'password', E.passwordRequired);
  return errors;
}

export function validateForgotPassword(input: { usernameOrEmail: string }): FieldErrors<'usernameOrEmail'> {
  return input.usernameOrEmail.trim() ? {} : { usernameOrEmail: E.usernameOrEmailRequired };
}
