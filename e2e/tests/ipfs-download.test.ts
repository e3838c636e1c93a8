import { createHash } from 'node:crypto';
import { rawCidFromDigest } from '@agora/chain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BLOCK_SIZE, pngWithSecondBlock, TROJAN_PAGE } from '../../apps/server/test/trojan-png';
import { hasChromium } from '../src/browser';
import { useHarness } from '../src/harness';
import { signedInPage } from '../src/sign-in';

// Issue 32 item 5: a block of an upload that starts like a web page is never a page on the marketplace's
// origin. Chromium, sent to the block's /ipfs address, downloads it: nothing renders, nothing is framed, nothing
// leaves for the attacker's site. The upload as a whole still shows as the picture it is.
describe.skipIf(!hasChromium)('/ipfs answers in Chromium', () => {
  const harness = useHarness();

  it('a trojan block of a PNG upload downloads instead of rendering; the picture itself shows', async () => {
    const h = harness();
    const page = await signedInPage(h, 1);
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const file = pngWithSecondBlock(picture, TROJAN_PAGE);
    const uploaded = await page.request.post('/api/v1/media/metadata', {
      headers: { origin: h.url },
      multipart: { name: 'Trojan', file: { name: 'blue.png', mimeType: 'image/png', buffer: file } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const { mediaCid } = (await uploaded.json()) as { mediaCid: string };
    const second = file.subarray(BLOCK_SIZE, 2 * BLOCK_SIZE);
    const block = rawCidFromDigest(`0x${createHash('sha256').update(second).digest('hex')}`);

    const offsite: string[] = [];
    page.context().on('request', (r) => {
      if (!r.url().startsWith(h.url)) offsite.push(r.url());
    });
    const download = page.waitForEvent('download');
    // A download ends the navigation without a page: Chromium reports it as aborted.
    await expect(page.goto(`/ipfs/${block}`)).rejects.toThrow(/ERR_ABORTED|Download is starting/);
    expect((await download).url()).toBe(`${h.url}/ipfs/${block}`);
    expect(page.frames()).toHaveLength(1);
    expect(offsite).toEqual([]);

    const shown = await page.goto(`/ipfs/${mediaCid}`);
    expect(shown?.headers()['content-type']).toBe('image/png');
    expect(await page.locator('img').count()).toBe(1);
  });
});
