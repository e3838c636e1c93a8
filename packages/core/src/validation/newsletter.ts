import { MSG } from '../messages';
import { type FieldErrors, isEmail } from './fields';

/** Newsletter box (spec 1 §5): 'Enter email' when empty, 'Enter valid email' when malformed, else null. */
export function newsletterError(email: string): string | null {
  const v = email.trim();
  if (!v) return MSG.enterEmail;
  return isEmail(v) ? null : MSG.enterValidEmail;
}

export function validateNewsletter(input: { email: string }): FieldErrors<'email'> {
  const message = newsletterError(input.email);
  return message ? { email: message } : {};
}
