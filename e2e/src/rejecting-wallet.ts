import type { Page } from 'playwright-core';

/**
 * Makes the page's injected wallet refuse the next eth_sendTransaction the way a person pressing Reject does
 * (EIP-1193 error 4001); later calls go through again. The app's connector holds the same provider object,
 * so replacing its request method is what the app sees.
 */
export async function rejectNextTransaction(page: Page): Promise<void> {
  await page.evaluate(() => {
    const provider = (window as unknown as { ethereum: { request(a: { method: string }): Promise<unknown> } })
      .ethereum;
    const forward = provider.request.bind(provider);
    let armed = true;
    provider.request = async (args) => {
      if (armed && args.method === 'eth_sendTransaction') {
        armed = false;
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }
      return forward(args);
    };
  });
}
