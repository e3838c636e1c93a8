import { describe, expect, it } from 'vitest';
import {
  acceptsCountInput,
  acceptsPriceInput,
  hasEmoji,
  isValidCustomUrl,
  looksLikeWebLink,
  MSG,
  newsletterError,
  normaliseCustomUrl,
  type ProfileInput,
  validateCollection,
  validateCover,
  validateCreateAccount,
  validateForgotPassword,
  validateLogin,
  validateNewsletter,
  validateProfile,
  validateReport,
} from '../src';

describe('newsletter', () => {
  it('asks for an email, then a valid one', () => {
    expect(newsletterError('  ')).toBe('Enter email');
    expect(newsletterError('a@b')).toBe('Enter valid email');
    expect(newsletterError(' a@b.co ')).toBeNull();
    expect(validateNewsletter({ email: 'nope' })).toEqual({ email: 'Enter valid email' });
    expect(validateNewsletter({ email: 'x@y.io' })).toEqual({});
    expect(newsletterError('a\u0000b@c.io')).toBe('Enter valid email');
    expect(newsletterError('a\u007fb@c.io')).toBe('Enter valid email');
  });
});

describe('account modals', () => {
  const ok = { email: 'a@b.co', username: 'cleo', fullName: 'Cleo', password: 'cleo-likes-ink' };
  it('accepts a valid account', () => expect(validateCreateAccount(ok)).toEqual({}));
  it('has a message for every rule', () => {
    const E = MSG.account.errors;
    expect(validateCreateAccount({ email: '', username: '', fullName: ' ', password: '' })).toEqual({
      email: E.enterEmail,
      username: E.usernameRequired,
      fullName: E.fullNameRequired,
      password: E.passwordRequired,
    });
    expect(validateCreateAccount({ ...ok, email: 'x', username: 'a b', password: '012345678' })).toEqual({
      email: E.enterValidEmail,
      username: E.usernameSpaces,
      password: E.passwordShort,
    });
    expect(validateCreateAccount({ ...ok, username: 'x'.repeat(31) })).toEqual({
      username: E.usernameTooLong,
    });
    // The policy stated in the form: not a common password, whatever its case.
    expect(validateCreateAccount({ ...ok, password: 'QwertyUiop' })).toEqual({
      password: MSG.accounts.passwordCommon,
    });
    expect(validateLogin({ email: 'a@b.co', password: '' })).toEqual({ password: E.passwordRequired });
    expect(validateForgotPassword({ usernameOrEmail: ' ' })).toEqual({
      usernameOrEmail: E.usernameOrEmailRequired,
    });
    expect(validateForgotPassword({ usernameOrEmail: 'cleo' })).toEqual({});
  });
});

describe('custom urls', () => {
  it('are sent lowercased without whitespace', () => expect(normaliseCustomUrl(' My Name ')).toBe('myname'));
  it('must not look like web links, hold emoji or take a route name', () => {
    for (const bad of [
      'https:x',
      'www.x',
      'a/b',
      'cleo.com',
      'x😀',
      'explore',
      'how-it-works',
      'a.b',
      'x'.repeat(61),
    ])
      expect(isValidCustomUrl(bad), bad).toBe(false);
    for (const good of ['cleo', 'cleo_art-2', 'ünïcode', 'x'.repeat(60)])
      expect(isValidCustomUrl(good), good).toBe(true);
    expect(looksLikeWebLink('http://a')).toBe(true);
    expect(hasEmoji('hi 🎨')).toBe(true);
    expect(hasEmoji('hi')).toBe(false);
  });
});

describe('edit profile', () => {
  const off = { url: '', show: false };
  const ok: ProfileInput = {
    name: 'Cleo',
    customUrl: 'Cleo Art',
    email: 'cleo@example.com',
    socials: { youtube: off, whatsapp: off, facebook: off, twitter: off, photo: off },
    hasImage: true,
  };
  const E = MSG.editProfile.errors;
  it('accepts a valid profile', () => expect(validateProfile(ok)).toEqual({}));
  it('requires the fields and an image when none exists', () => {
    expect(validateProfile({ ...ok, name: ' ', customUrl: ' ', email: '', hasImage: false })).toEqual({
      image: E.imageRequired,
      name: E.nameRequired,
      customUrl: E.customUrlRequired,
      email: E.emailRequired,
    });
  });
  it('refuses emoji names, web-like urls, bad emails and bad images', () => {
    expect(
      validateProfile({
        ...ok,
        name: 'Cleo 😀',
        customUrl: 'cleo.com',
        email: 'cleo@',
        image: { name: 'a.png', size: 5_000_001 },
      }),
    ).toEqual({
      name: 'Smileys are not allowed',
      customUrl: E.invalidCustomUrl,
      email: E.emailFormat,
      image: E.fileTooLarge,
    });
    expect(validateProfile({ ...ok, image: { name: 'a.bmp', size: 1 } })).toEqual({ image: E.fileInvalid });
    expect(validateProfile({ ...ok, image: { name: 'a.png', size: 5_000_000 } })).toEqual({});
  });
  it('requires a social link whose box is ticked', () => {
    const on = { url: ' ', show: true };
    expect(
      validateProfile({
        ...ok,
        socials: { youtube: on, whatsapp: on, facebook: on, twitter: on, photo: on },
      }),
    ).toEqual({
      youtube: 'Youtube link is Required',
      whatsapp: 'whatsapp link is Required',
      facebook: 'Facebook link is Required',
      twitter: 'Twitter link is Required',
      photo: 'Photo link is Required',
    });
    expect(
      validateProfile({
        ...ok,
        socials: { ...ok.socials, youtube: { url: 'https://yt.com/x', show: true } },
      }),
    ).toEqual({});
  });
  it('stores only http(s) social links, shown or not (issue 12)', () => {
    const link = (url: string, show = false) =>
      validateProfile({ ...ok, socials: { ...ok.socials, twitter: { url, show } } }).twitter;
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.test',
      'yt.com/x',
      'https://a.test/\u0000',
    ])
      expect(link(url), url).toBe(url.includes('\u0000') ? MSG.api.controlChars : E.linkInvalid);
    expect(link('javascript:alert(1)', true)).toBe(E.linkInvalid);
    expect(link(`https://a.test/${'x'.repeat(500)}`)).toBe(MSG.api.tooLong(500));
    expect(link('  https://x.com/a ')).toBeUndefined();
  });
  it('bounds the display name and bio and refuses control characters in them (issue 12)', () => {
    expect(validateProfile({ ...ok, name: 'n'.repeat(50) })).toEqual({});
    expect(validateProfile({ ...ok, name: 'n'.repeat(300) }).name).toBe(MSG.api.tooLong(50));
    expect(validateProfile({ ...ok, name: 'a\u0000b' }).name).toBe(MSG.api.controlChars);
    expect(validateProfile({ ...ok, name: 'a\u202eb' }).name).toBe(MSG.api.controlChars);
    expect(validateProfile({ ...ok, bio: 'line one\nline two\ttab' })).toEqual({});
    expect(validateProfile({ ...ok, bio: 'b'.repeat(501) }).bio).toBe(MSG.api.tooLong(500));
    expect(validateProfile({ ...ok, bio: 'a\u0000' }).bio).toBe(MSG.api.controlChars);
    expect(validateProfile({ ...ok, email: 'a\u0000b@c.io' }).email).toBe(E.emailFormat);
  });
  it('checks the cover image', () => {
    expect(validateCover({ image: null })).toEqual({ image: E.imageRequired });
    expect(validateCover({ image: { name: 'c.gif', size: 10 } })).toEqual({});
    expect(validateCover({ image: { name: 'c.txt', size: 10 } })).toEqual({ image: E.fileInvalid });
  });
});

describe('collection form', () => {
  const E = MSG.collectionForm.errors;
  const ok = { mode: 'add' as const, name: 'Art', customUrl: 'art', category: 'Art' };
  it('accepts a valid collection', () => expect(validateCollection(ok)).toEqual({}));
  it('has a message for every rule', () => {
    expect(validateCollection({ ...ok, name: '', customUrl: '', category: '' })).toEqual({
      name: E.nameRequired,
      customUrl: E.customUrlRequired,
      category: E.categoryRequired,
    });
    expect(
      validateCollection({
        ...ok,
        customUrl: 'https://x',
        logo: { name: 'l.png', size: 5_000_001 },
        cover: { name: 'c.svg', size: 1 },
      }),
    ).toEqual({ customUrl: E.invalidCustomUrl, logo: E.fileTooLarge, cover: E.fileInvalid });
  });
  it('refuses the names the collection API routes take (offers, offer-tokens, top, mine)', () => {
    for (const url of ['offers', 'Offer-Tokens', 'top', 'mine']) {
      expect(validateCollection({ ...ok, customUrl: url })).toEqual({ customUrl: E.invalidCustomUrl });
    }
    expect(validateCollection({ ...ok, customUrl: 'offers2' })).toEqual({});
  });
  it('skips name, url and category in edit mode', () => {
    expect(validateCollection({ mode: 'edit', name: '', customUrl: '', category: '' })).toEqual({});
  });
  it('bounds the name at 50 characters and refuses control characters (issue 12)', () => {
    expect(validateCollection({ ...ok, name: 'c'.repeat(50) })).toEqual({});
    expect(validateCollection({ ...ok, name: 'c'.repeat(51) })).toEqual({ name: MSG.api.tooLong(50) });
    expect(validateCollection({ ...ok, name: 'a\u0000b' })).toEqual({ name: MSG.api.controlChars });
    expect(validateCollection({ ...ok, customUrl: 'a\u0000b' })).toEqual({ customUrl: 'invalid custom url' });
  });
});

describe('report', () => {
  it('requires a message', () => {
    expect(validateReport({ message: '  ' })).toEqual({ message: "Message Can't be empty" });
    expect(validateReport({ message: 'spam' })).toEqual({});
  });
  it('bounds the message at 1000 characters and allows lines, not other controls (issue 12)', () => {
    expect(validateReport({ message: 'r'.repeat(1000) })).toEqual({});
    expect(validateReport({ message: 'r'.repeat(1001) })).toEqual({ message: MSG.api.tooLong(1000) });
    expect(validateReport({ message: 'first\r\nsecond\tthird' })).toEqual({});
    expect(validateReport({ message: 'a\u0000b' })).toEqual({ message: MSG.api.controlChars });
  });
});

describe('input filters', () => {
  it('let prices take digits and one point, 15 characters', () => {
    expect(acceptsPriceInput('')).toBe(true);
    expect(acceptsPriceInput('12.')).toBe(true);
    expect(acceptsPriceInput('.5')).toBe(true);
    expect(acceptsPriceInput('1.2.')).toBe(false);
    expect(acceptsPriceInput('1e5')).toBe(false);
    expect(acceptsPriceInput('-1')).toBe(false);
    expect(acceptsPriceInput('1'.repeat(15))).toBe(true);
    expect(acceptsPriceInput('1'.repeat(16))).toBe(false);
  });
  it('let copies take 3 digits', () => {
    expect(acceptsCountInput('999')).toBe(true);
    expect(acceptsCountInput('1000')).toBe(false);
    expect(acceptsCountInput('1.')).toBe(false);
  });
});
