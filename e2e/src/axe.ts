import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe's serious and critical violations on the page as it is now (an open dialog included), one line each. */
export async function axeSerious(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${page.url()}: ${v.id} (${v.nodes.length}) ${v.help}`);
}
