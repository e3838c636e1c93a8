import { normaliseCustomUrl, type ProfileField, SOCIALS, validateProfile } from '@agora/core';

/**
 * The edit-profile form read from multipart fields and checked with @agora/core's validateProfile (spec 1
 * §5), so the server enforces the same rules and messages as the form. The image is checked by the route.
 */
export interface ProfileInput {
  name: string;
  customUrl: string;
  email: string;
  bio: string;
  youtube: string;
  whatsapp: string;
  facebook: string;
  twitter: string;
  photo: string;
  youtubeCheck: boolean;
  whatsappCheck: boolean;
  facebookCheck: boolean;
  twitterCheck: boolean;
  photoCheck: boolean;
}

const truthy = (v: string | undefined) => v === 'true' || v === '1' || v === 'on';

export function parseProfile(fields: Record<string, string>): {
  input: ProfileInput;
  errors: Partial<Record<ProfileField, string>>;
} {
  // No silent truncation: validateProfile states each field's limit (issue 12), so an overlong value is a 400.
  const text = (k: string) => (fields[k] ?? '').trim();
  const input: ProfileInput = {
    name: text('name'),
    customUrl: normaliseCustomUrl(text('customUrl')),
    email: text('email').toLowerCase(),
    bio: text('bio'),
    youtube: text('youtube'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    photo: text('photo'),
    youtubeCheck: truthy(fields.youtubeEnabled),
    whatsappCheck: truthy(fields.whatsappEnabled),
    facebookCheck: truthy(fields.facebookEnabled),
    twitterCheck: truthy(fields.twitterEnabled),
    photoCheck: truthy(fields.photoEnabled),
  };
  const socials = Object.fromEntries(
    SOCIALS.map((s) => [s, { url: input[s], show: input[`${s}Check`] }]),
  ) as Parameters<typeof validateProfile>[0]['socials'];
  const errors = validateProfile({ ...input, socials, hasImage: true });
  return { input, errors };
}
