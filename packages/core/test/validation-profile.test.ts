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
  });
});

describe('account modals', () => {
  const ok = { email: 'a@b.co', username: 'cleo', fullName: 'Cleo', password: '0123456789' };
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
    socials: { youtube: off, whatsapp: off, facebook: off, twitter: off },
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
      validateProfile({ ...ok, socials: { youtube: on, whatsapp: on, facebook: on, twitter: on } }),
    ).toEqual({
      youtube: 'Youtube link is Required',
      whatsapp: 'whatsapp link is Required',
      facebook: 'Facebook link is Required',
      twitter: 'Twitter link is Required',
    });
    expect(
      validateProfile({ ...ok, socials: { ...ok.socials, youtube: { url: 'yt.com/x', show: true } } }),
    ).toEqual({});
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
  it('skips name, url and category in edit mode', () => {
    expect(validateCollection({ mode: 'edit', name: '', customUrl: '', category: '' })).toEqual({});
  });
});

describe('report', () => {
  it('requires a message', () => {
    expect(validateReport({ message: '  ' })).toEqual({ message: "Message Can't be empty" });
    expect(validateReport({ message: 'spam' })).toEqual({});
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
