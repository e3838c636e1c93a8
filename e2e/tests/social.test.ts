import { MSG } from '@agora/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { useHarness } from '../src/harness';
import { signedInPage } from '../src/sign-in';

// Spec 1 journeys of a signed-in collector: edit the profile (errors first), follow and unfollow, notifications.
describe.skipIf(!hasChromium)('profiles, follows and notifications in Chromium', () => {
  const harness = useHarness();

  it('edits the profile: a ticked social link without a link is an error, then the save succeeds', async () => {
    const h = harness();
    const alice = h.accounts[3] as string;
    const page = await signedInPage(h, 3);
    await page.goto('/edit-profile');

    await page.getByLabel(MSG.editProfile.name).fill('Alice Example');
    await page.getByLabel(MSG.editProfile.customUrl).fill('alice-e2e');
    await page.locator('input[name="twitterEnabled"]').check();
    await page.getByRole('button', { name: MSG.editProfile.update }).click();
    await page.getByText(MSG.editProfile.errors.twitter).waitFor();
    await expect(page.getByRole('button', { name: MSG.editProfile.formError }).isDisabled()).resolves.toBe(
      true,
    );

    await page.getByText(MSG.editProfile.errors.emailRequired).waitFor();

    const avatar = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6d28d9' } })
      .png()
      .toBuffer();
    await page
      .locator('input[name="image"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: avatar });
    await page.getByLabel(MSG.editProfile.email, { exact: true }).fill('alice@example.com');
    await page.locator('input[name="twitter"]').fill('https://x.com/alice');
    await page.getByRole('button', { name: MSG.editProfile.update }).click();
    await page.getByText(MSG.profileUpdated).waitFor();
    await page.waitForURL('**/my-items', { timeout: 10_000 });

    const profile = await (await page.request.get(`/api/v1/users/${alice}`)).json();
    expect(profile).toMatchObject({ name: 'Alice Example', customUrl: 'alice-e2e' });
    await page.goto('/alice-e2e');
    await page.getByRole('heading', { name: 'Alice Example' }).waitFor();
  });

  it('follows and unfollows; the followed collector gets a notification that opens and is marked read', async () => {
    const h = harness();
    const bob = h.accounts[4] as string;
    const bobPage = await signedInPage(h, 4);

    const alicePage = await signedInPage(h, 3);
    await alicePage.goto(`/user/${bob}`);
    await alicePage.getByRole('button', { name: MSG.profile.follow, exact: true }).click();
    const unfollow = alicePage.getByRole('button', { name: MSG.profile.unfollow, exact: true });
    await unfollow.waitFor();
    await alicePage.reload();
    await unfollow.waitFor();

    await bobPage.reload();
    const bell = bobPage.getByRole('button', { name: MSG.nav.notificationsNew });
    await bell.waitFor({ timeout: 10_000 });
    await bell.click();
    const item = bobPage.getByRole('menuitem').filter({ hasText: 'Alice Example' });
    await item.click();
    await bobPage.getByRole('button', { name: MSG.nav.notifications, exact: true }).waitFor();

    await unfollow.click();
    await alicePage.getByRole('button', { name: MSG.profile.follow, exact: true }).waitFor();
    const status = await (await alicePage.request.get(`/api/v1/follows/${bob}`)).json();
    expect(status.following).toBe(false);
  });
});
