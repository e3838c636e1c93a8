import { MSG } from '@agora/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, signIn } from './auth-helpers';
import { addItem, CONTRACT, multipart } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/**
 * Issue 12, hostile input: NUL and other control characters, overlong text and script links are 400s with the
 * catalogue's messages, and nothing of them is saved. Before, NUL answered 500 (PostgreSQL refuses it in
 * text), a 300-character name was saved and `javascript:` links were stored.
 */
let t: TestApp;
let cookie: string;
let png: Buffer;
const [alice] = accounts as [(typeof accounts)[0]];
const CONTROL = MSG.api.controlChars;
const profile = { name: 'Alice', customUrl: 'alice', email: 'alice@example.com', bio: 'hi' };

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, alice);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files = {}) {
  const body = await multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, cookie } });
}
const putProfile = (fields: Record<string, string>) =>
  send('PUT', '/api/v1/users/me', fields, { image: png });
const myProfile = async () => (await t.app.inject({ url: '/api/v1/users/me', headers: { cookie } })).json();

/** A multipart body written by hand, so the file name can carry bytes FormData would escape. */
function rawUpload(fileName: string, fields: Record<string, string>) {
  const boundary = 'hostileBoundary42';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(parts.join('') + head, 'utf8'),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/media/metadata',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
  });
}

describe('hostile input', () => {
  it('search q=a%00b is a 400 with the control-character message', async () => {
    const res = await t.app.inject('/api/v1/search?q=a%00b');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CONTROL, errors: { q: CONTROL } });
    expect((await t.app.inject(`/api/v1/search?q=${'a'.repeat(101)}`)).json().message).toBe(
      MSG.api.tooLong(100),
    );
    expect((await t.app.inject('/api/v1/search?q=ab')).statusCode).toBe(200);
  });

  it('/tokens?filter=%00 and a NUL cursor are 400s', async () => {
    for (const query of ['filter=%00', 'filter=All%00', 'filter=All&cursor=%00', 'filter=%E2%80%AE']) {
      const res = await t.app.inject(`/api/v1/tokens?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(CONTROL);
    }
  });

  it('NUL in path segments is a 400, not a 500', async () => {
    for (const url of [
      `/api/v1/collections/${alice.address}/a%00b`,
      '/api/v1/collections/mine/a%00b',
      '/api/v1/users/by-url/a%00b',
    ]) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.statusCode, url).not.toBe(200);
    }
  });

  it('a profile name of 300 characters is a 400 and is not saved', async () => {
    expect((await putProfile(profile)).statusCode).toBe(200);
    const res = await putProfile({ ...profile, name: 'n'.repeat(300) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: MSG.api.tooLong(50) });
    expect((await myProfile()).name).toBe('Alice');
  });

  it('NUL, bidi overrides and escape sequences in profile fields are 400s and not saved', async () => {
    for (const [field, value] of [
      ['name', 'Al\u0000ice'],
      ['name', 'Alice\u202egnp.exe'],
      ['bio', 'hi\u001b[31m'],
      ['email', 'a\u0000@example.com'],
      ['customUrl', 'al\u0000ice'],
    ] as const) {
      const res = await putProfile({ ...profile, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toBe(CONTROL);
    }
    expect(await myProfile()).toMatchObject({ name: 'Alice', bio: 'hi', customUrl: 'alice' });
    // A bio may span lines.
    expect((await putProfile({ ...profile, bio: 'line one\r\nline two' })).statusCode).toBe(200);
  });

  it('a javascript: social link is a 400 and is not stored', async () => {
    const E = MSG.editProfile.errors;
    for (const url of [
      'javascript:alert(document.cookie)',
      'data:text/html,<b>x',
      '//evil.test',
      ' JaVaScRiPt:x',
    ]) {
      const res = await putProfile({ ...profile, twitter: url, twitterEnabled: 'true' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual({ twitter: E.linkInvalid });
      // Hidden links are rendered nowhere today, but they are stored, so the same rule applies.
      expect((await putProfile({ ...profile, facebook: url })).statusCode, url).toBe(400);
    }
    expect((await myProfile()).socials.twitter.url ?? '').toBe('');
    const ok = await putProfile({ ...profile, twitter: 'https://twitter.com/alice', twitterEnabled: 'true' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().socials.twitter).toEqual({ url: 'https://twitter.com/alice', enabled: true });
  });

  it('NUL in a collection name is a 400; a 51-character name too', async () => {
    const fields = { name: 'My\u0000Set', customUrl: 'myset', category: 'Art', type: 'SINGLE' };
    const nul = await send('POST', '/api/v1/collections', fields);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ name: CONTROL });
    const long = await send('POST', '/api/v1/collections', { ...fields, name: 'c'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.name).toBe(MSG.api.tooLong(50));
    const mine = await t.app.inject(`/api/v1/users/${alice.address}/collections`);
    expect(mine.json()).toEqual([]);
  });

  it('NUL in a report is a 400 with the message and nothing is saved', async () => {
    const { tokenId } = await addItem(t.database.db, { creator: accounts[1]?.address ?? '' });
    const report = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/reports',
        headers: { cookie },
        payload: { contract: CONTRACT, tokenId, message },
      });
    const nul = await report('spam\u0000');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ message: CONTROL });
    expect((await report('r'.repeat(1001))).json().errors).toEqual({ message: MSG.api.tooLong(1000) });
    // The report was not taken: the same user may still report once.
    expect((await report('spam\nreally')).statusCode).toBe(200);
  });

  it('NUL in a newsletter email is a 400 with the form message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email: 'a\u0000b@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.enterValidEmail);
  });

  it('NUL or a bidi override in an upload file name is a 400; so are NUL and overlong item fields', async () => {
    for (const name of ['a\u0000b.png', 'photo\u202egnp.exe']) {
      const res = await rawUpload(name, { name: 'Item' });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe(CONTROL);
    }
    const nameNul = await send('POST', '/api/v1/media/metadata', { name: 'It\u0000em' }, { file: png });
    expect(nameNul.json().errors).toEqual({ name: CONTROL });
    const props = await send(
      'POST',
      '/api/v1/media/metadata',
      { name: 'Item', properties: JSON.stringify({ size: 'x\u0000' }) },
      { file: png },
    );
    expect(props.statusCode).toBe(400);
    expect(props.json().errors).toEqual({ properties: CONTROL });
    const long = await send(
      'POST',
      '/api/v1/media/metadata',
      { name: 'i'.repeat(101), description: 'd'.repeat(2001) },
      { file: png },
    );
    expect(long.json().errors).toEqual({ name: MSG.api.tooLong(100), description: MSG.api.tooLong(2000) });
    // An ordinary file name and a multi-line description pass.
    expect((await rawUpload('photo.png', { name: 'Item', description: 'one\r\ntwo' })).statusCode).toBe(200);
  });
});
