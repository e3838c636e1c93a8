import { SERVER_MSG } from '../messages';

/**
 * Profile form rules of spec 1 §5, re-checked on the server. TRANSITIONAL: the shared validators of
 * @agora/core (validation/*) replace this once they land; the messages are the spec's words.
 */
export const PROFILE_MSG = {
  nameRequired: 'Name is Required',
  noEmoji: 'Cannot allowed smiley',
  customUrlRequired: 'customurl is Required',
  invalidCustomUrl: 'invalid custom url',
  emailRequired: 'email is Required',
  emailFormat: 'email Format is Required',
  youtube: 'Youtube link is Required',
  whatsapp: 'whatsapp link is Required',
  facebook: 'Facebook link is Required',
  twitter: 'Twitter link is Required',
} as const;

const EMOJI = /\p{Extended_Pictographic}/u;
const WEB_LIKE = /(https?:|www\.|\.(com|net|org|io|xyz|app)\b|\/)/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** First path segments of the web app's routes: a custom url may not shadow them (/:paramUsername is late). */
const RESERVED = new Set([
  'my-items',
  'user',
  'create',
  'create-single',
  'create-multiple',
  'edit-profile',
  'addcollections',
  'addcollectionss',
  'search',
  'collectionlist',
  'collection',
  'following',
  'explore',
  'activity',
  'info',
  'how-it-works',
  'about',
  'community',
  'privacy-policy',
  'terms-and-conditions',
  'comingsoon',
  'api',
  'media',
  'ipfs',
  'assets',
]);

export const normaliseCustomUrl = (v: string) => v.replace(/\s+/g, '').toLowerCase();
export const isEmail = (v: string) => EMAIL.test(v) && v.length <= 254;

export function customUrlError(raw: string, requiredMsg: string): string | null {
  const v = normaliseCustomUrl(raw);
  if (!v) return requiredMsg;
  if (
    EMOJI.test(v) ||
    WEB_LIKE.test(v) ||
    RESERVED.has(v) ||
    v.length > 60 ||
    !/^[\p{L}\p{N}._-]+$/u.test(v)
  ) {
    return SERVER_MSG.invalidCustomUrl;
  }
  return null;
}

export interface ProfileInput {
  name: string;
  customUrl: string;
  email: string;
  bio: string;
  youtube: string;
  whatsapp: string;
  facebook: string;
  twitter: string;
  youtubeCheck: boolean;
  whatsappCheck: boolean;
  facebookCheck: boolean;
  twitterCheck: boolean;
}

const truthy = (v: string | undefined) => v === 'true' || v === '1' || v === 'on';

export function parseProfile(fields: Record<string, string>): {
  input: ProfileInput;
  errors: Record<string, string>;
} {
  const text = (k: string, max = 500) => (fields[k] ?? '').trim().slice(0, max);
  const input: ProfileInput = {
    name: text('name', 100),
    customUrl: normaliseCustomUrl(text('customUrl', 100)),
    email: text('email', 254).toLowerCase(),
    bio: text('bio', 1000),
    youtube: text('youtube'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    youtubeCheck: truthy(fields.youtubeEnabled),
    whatsappCheck: truthy(fields.whatsappEnabled),
    facebookCheck: truthy(fields.facebookEnabled),
    twitterCheck: truthy(fields.twitterEnabled),
  };
  const errors: Record<string, string> = {};
  if (!input.name) errors.name = PROFILE_MSG.nameRequired;
  else if (EMOJI.test(input.name)) errors.name = PROFILE_MSG.noEmoji;
  const url = customUrlError(input.customUrl, PROFILE_MSG.customUrlRequired);
  if (url) errors.customUrl = url;
  if (!input.email) errors.email = PROFILE_MSG.emailRequired;
  else if (!isEmail(input.email)) errors.email = PROFILE_MSG.emailFormat;
  for (const k of ['youtube', 'whatsapp', 'facebook', 'twitter'] as const) {
    if (input[`${k}Check`] && !input[k]) errors[k] = PROFILE_MSG[k];
  }
  return { input, errors };
}
