import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/app.mjs';

/**
 * Chromium is required in CI (a missing browser must fail there, not skip); on a developer machine without it
 * the browser suites are skipped with a message saying how to install it.
 */
export const hasChromium = existsSync(CHROMIUM_PATH) || process.env.CI === 'true';
if (!hasChromium) {
  console.warn(
    `e2e: skipped: no Chromium at ${CHROMIUM_PATH} (install it with \`apt-get install -y chromium\` or set CHROME_PATH)`,
  );
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
