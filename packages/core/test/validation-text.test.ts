import { describe, expect, it } from 'vitest';
import {
  hasControlChars,
  httpUrl,
  isHttpUrl,
  MSG,
  multiLineText,
  safeHref,
  singleLineText,
  TEXT_MAX,
  textError,
} from '../src';

const CONTROL = MSG.api.controlChars;
const ch = (code: number) => String.fromCharCode(code);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every code the rules refuse outright (both kinds of field), and those only multi-line text allows. */
const LINE_BREAKS = [0x09, 0x0a, 0x0d];
const ALWAYS_BAD = [
  ...range(0x00, 0x1f).filter((c) => !LINE_BREAKS.includes(c)),
  ...range(0x7f, 0x9f),
  0x2028,
  0x2029,
  ...range(0x202a, 0x202e),
  ...range(0x2066, 0x2069),
  0xd800,
  0xdfff,
];

describe('hasControlChars', () => {
  it('finds every C0 and C1 control, DEL, U+2028/2029, bidi override or isolate and lone surrogate', () => {
    for (const code of ALWAYS_BAD) {
      for (const text of [ch(code), `a${ch(code)}b`, `ab${ch(code)}`]) {
        expect(hasControlChars(text), code.toString(16)).toBe(true);
        expect(hasControlChars(text, true), code.toString(16)).toBe(true);
      }
    }
  });

  it('refuses tab, LF and CR in single-line text and allows them in multi-line text', () => {
    for (const code of LINE_BREAKS) {
      expect(hasControlChars(`a${ch(code)}b`)).toBe(true);
      expect(hasControlChars(`a${ch(code)}b`, true)).toBe(false);
    }
  });

  it('allows every printable ASCII character and real-world Unicode text', () => {
    const ascii = range(0x20, 0x7e).map(ch).join('');
    for (const text of [
      ascii,
      'Zoë Ünal',
      'Ἀθῆναι',
      'שלום עולם',
      'مرحبا',
      '東京',
      '👩‍👩‍👧 🎨',
      '\u00a0nbsp',
      '',
    ]) {
      expect(hasControlChars(text), text).toBe(false);
      expect(hasControlChars(text, true), text).toBe(false);
    }
    // A surrogate pair is one code point, not two lone halves.
    expect(hasControlChars('\ud83c\udfa8')).toBe(false);
  });

  it('checks every position of a long text', () => {
    const long = 'x'.repeat(10_000);
    expect(hasControlChars(long)).toBe(false);
    expect(hasControlChars(`${long}\u0000`)).toBe(true);
    expect(hasControlChars(`\u0000${long}`)).toBe(true);
  });
});

describe('textError', () => {
  it('names control characters before the length', () => {
    expect(textError(`${'x'.repeat(20)}\u0000`, { max: 5 })).toBe(CONTROL);
    expect(textError('abcdef', { max: 5 })).toBe(MSG.api.tooLong(5));
    expect(textError('abcde', { max: 5 })).toBeNull();
    expect(textError('a\nb', { max: 5 })).toBe(CONTROL);
    expect(textError('a\nb', { max: 5, multiLine: true })).toBeNull();
  });

  it('states the limit in its message', () => {
    expect(MSG.api.tooLong(50)).toBe('Use at most 50 characters');
  });
});

describe('singleLineText / multiLineText', () => {
  const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.success ? null : r.error?.issues[0]?.message;

  it('accepts text up to the limit and refuses one character more with the limit message', () => {
    expect(first(singleLineText(50).safeParse('a'.repeat(50)))).toBeNull();
    expect(first(singleLineText(50).safeParse('a'.repeat(51)))).toBe(MSG.api.tooLong(50));
    expect(first(multiLineText(500).safeParse('a'.repeat(501)))).toBe(MSG.api.tooLong(500));
  });

  it('refuses each forbidden character with the catalogue message', () => {
    for (const code of ALWAYS_BAD) {
      expect(first(singleLineText(10).safeParse(`a${ch(code)}b`))).toBe(CONTROL);
      expect(first(multiLineText(10).safeParse(`a${ch(code)}b`))).toBe(CONTROL);
    }
    for (const code of LINE_BREAKS) {
      expect(first(singleLineText(10).safeParse(`a${ch(code)}b`))).toBe(CONTROL);
      expect(first(multiLineText(10).safeParse(`a${ch(code)}b`))).toBeNull();
    }
  });

  it('refuses non-strings', () => {
    for (const v of [1, null, {}, ['a']]) expect(singleLineText(10).safeParse(v).success).toBe(false);
  });
});

describe('http(s) links', () => {
  it.each([
    'https://twitter.com/avalumen',
    'http://example.com',
    'HTTPS://Example.com/a?b=c#d',
    'https://пример.рф/путь',
    'https://127.0.0.1:8080/x',
  ])('accepts %s', (link) => {
    expect(isHttpUrl(link)).toBe(true);
    expect(safeHref(link)).toBe(link);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.test/x',
    '/relative',
    'https:evil.test',
    'https:///path',
    'https://',
    'ftp://files.test',
    'https://a.test/\u0000',
    'https://a.test/\u202e',
    'https://a .test',
    'https://a.test\nb',
    'evil.test',
    '',
  ])('refuses %j', (link) => {
    expect(isHttpUrl(link)).toBe(false);
    expect(safeHref(link)).toBeNull();
  });

  it('safeHref drops empty values', () => {
    expect(safeHref(null)).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });

  it('httpUrl trims, then gives the link message, the limit message or the control message', () => {
    expect(httpUrl().parse('  https://a.test/x  ')).toBe('https://a.test/x');
    expect(httpUrl().safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(MSG.api.invalidLink);
    const long = `https://a.test/${'x'.repeat(TEXT_MAX.link)}`;
    expect(httpUrl().safeParse(long).error?.issues[0]?.message).toBe(MSG.api.tooLong(TEXT_MAX.link));
    expect(httpUrl().safeParse('https://a.test/\u0000').error?.issues[0]?.message).toBe(CONTROL);
  });
});
