import { type FileInfo, imageFileError } from '../media';
import { MSG } from '../messages';
import { type FieldErrors, hasEmoji, isEmail, isValidCustomUrl, normaliseCustomUrl, put } from './fields';
import { isHttpUrl, TEXT_MAX, textError } from './text';

const E = MSG.editProfile.errors;
export const SOCIALS = ['youtube', 'whatsapp', 'facebook', 'twitter', 'photo'] as const;
export type Social = (typeof SOCIALS)[number];

export interface ProfileInput {
  name: string;
  customUrl: string;
  email: string;
  /** Each link with its 'show' checkbox. */
  socials: Record<Social, { url: string; show: boolean }>;
  /** A newly chosen avatar, if any. */
  image?: FileInfo | null;
  /** Whether the profile already has an avatar (then none is required). */
  hasImage: boolean;
  /** Optional free text (spec 1 §5 shows it without a rule; issue 12 bounds it). */
  bio?: string;
}

export type ProfileField = 'name' | 'customUrl' | 'email' | 'bio' | 'image' | Social;

/** Custom url of a profile or collection: required, then valid (messages differ by form). */
export function customUrlError(raw: string, messages: { required: string; invalid: string }): string | null {
  const url = normaliseCustomUrl(raw);
  if (!url) return messages.required;
  return isValidCustomUrl(url) ? null : messages.invalid;
}

/** Edit profile (spec 1 §5). */
export function validateProfile(input: ProfileInput): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  if (input.image) put(errors, 'image', imageFileError(input.image));
  else if (!input.hasImage) put(errors, 'image', E.imageRequired);
  if (!input.name.trim()) put(errors, 'name', E.nameRequired);
  else if (hasEmoji(input.name)) put(errors, 'name', E.noEmoji);
  else put(errors, 'name', textError(input.name.trim(), { max: TEXT_MAX.displayName }));
  put(
    errors,
    'customUrl',
    customUrlError(input.customUrl, { required: E.customUrlRequired, invalid: E.invalidCustomUrl }),
  );
  if (!input.email.trim()) put(errors, 'email', E.emailRequired);
  else if (!isEmail(input.email.trim())) put(errors, 'email', E.emailFormat);
  put(errors, 'bio', textError(input.bio ?? '', { max: TEXT_MAX.bio, multiLine: true }));
  for (const social of SOCIALS) {
    const link = input.socials[social];
    const url = link.url.trim();
    if (link.show && !url) put(errors, social, E[social]);
    // A stored link becomes an href: only absolute http(s) links, whether shown or not (issue 12).
    else if (url) put(errors, social, textError(url, { max: TEXT_MAX.link }) ?? socialLinkError(url));
  }
  return errors;
}

const socialLinkError = (url: string) => (isHttpUrl(url) ? null : E.linkInvalid);

/** Edit cover: the image rules only. */
export function validateCover(input: { image: FileInfo | null }): FieldErrors<'image'> {
  if (!input.image) return { image: E.imageRequired };
  const message = imageFileError(input.image);
  return message ? { image: message } : {};
}
