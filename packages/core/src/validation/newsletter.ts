import { SHELL_MSG } from '../messages/shell';
import { type FieldErrors, isEmail } from './fields';

/** Newsletter box (spec 1 §5): 'Enter email' when empty, 'Enter valid email' when malformed, else null. */
export function newsletterError(email: string): string | null {
  const v = email.trim();
  if (!v) return SHELL_MSG.enterEmail;
  return isEmail(v) ? null : SHELL_MSG.enterValidEmail;
}

export function validateNewsletter(input: { email: string }): FieldErrors<'email'> {
  const message = newsletterError(input.email);
  return message ? { email: message } : {};
}
