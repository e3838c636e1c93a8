import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { useHarness } from '../src/harness';
import { signedInPage } from '../src/sign-in';

/**
 * The attacker's page: two forms that post to the victim's Agora as soon as it loads, each into a hidden frame
 * — a multipart "create collection" and a text/plain logout (neither needs a CORS preflight).
 */
function attackPage(agora: string, name: string): string {
  return `<!doctype html><html><body>
<iframe name="sink1"></iframe><iframe name="sink2"></iframe>
<form id="create" method="POST" enctype="multipart/form-data" target="sink1" action="${agora}/api/v1/collections">
  <input name="name" value="${name}"><input name="customUrl" value="${name}"><input name="category" value="Art">
</form>
<form id="logout" method="POST" enctype="text/plain" target="sink2" action="${agora}/api/v1/auth/logout">
  <input name="x" value="1">
</form>
<script>document.getElementById('create').submit(); document.getElementById('logout').submit();</script>
</body></html>`;
}

// Issue 12: the session cookie is SameSite=Lax, and a page on another port of the same host is the same *site*,
// so the browser sends the cookie with these forms; the server must refuse them by their Origin.
describe.skipIf(!hasChromium)('cross-site forms in Chromium', () => {
  const harness = useHarness();
  let evil: Server;
  let evilUrl: string;
  const name = `csrf${Date.now().toString(36)}`;

  beforeAll(async () => {
    evil = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(attackPage(harness().url, name));
    });
    await new Promise<void>((done) => evil.listen(0, '127.0.0.1', done));
    // The victim's Agora answers on localhost: the attacker takes another port of the same host.
    evilUrl = `http://localhost:${(evil.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((done) => evil.close(() => done())));

  it('a page on another port cannot create a collection or log the victim out', async () => {
    const h = harness();
    const page = await signedInPage(h, 1);
    const answers = new Map<string, Response>();
    const both = new Promise<void>((done) => {
      page.on('response', (res) => {
        const path = new URL(res.url()).pathname;
        if (res.request().method() === 'POST' && path.startsWith('/api/v1/')) answers.set(path, res);
        if (answers.size === 2) done();
      });
    });
    await page.goto(evilUrl);
    await both;

    for (const path of ['/api/v1/collections', '/api/v1/auth/logout']) {
      const res = answers.get(path) as Response;
      // The attack is real: the browser sent the session cookie along with the attacker's Origin.
      const sent = await res.request().allHeaders();
      expect(sent.cookie).toMatch(/agora_session=/);
      expect(sent.origin).toBe(evilUrl.slice(0, -1));
      expect(res.status()).toBe(403);
      // Its body (MSG.api.crossSite, asserted in the server's csrf.test.ts) cannot be read here: the network layer
      // keeps no body for a frame document, and our frame-ancestors policy keeps the frame from showing it.
    }

    // Nothing was created, and the session still works.
    const mine = await page.request.get(`${h.url}/api/v1/collections/mine/${name}`);
    expect(mine.status()).toBe(404);
    const session = await (await page.request.get(`${h.url}/api/v1/auth/session`)).json();
    expect(session?.address).toBe(h.accounts[1]);
    // Agora's own page may still write: its logout (a same-origin fetch) is accepted and ends the session.
    await page.goto(`${h.url}/`);
    const logout = await page.evaluate(() =>
      fetch('/api/v1/auth/logout', { method: 'POST' }).then((r) => r.status),
    );
    expect(logout).toBe(200);
    expect(await (await page.request.get(`${h.url}/api/v1/auth/session`)).json()).toBeNull();
  });
});
