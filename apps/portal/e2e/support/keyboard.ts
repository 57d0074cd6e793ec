import type { Locator, Page } from '@playwright/test';

/**
 * Presses `key` until `target` has focus (at most `max` times), as a keyboard user moves through
 * the page: Tab through the fields, the arrow keys through a grid's cells.
 */
export async function pressUntil(page: Page, key: string, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}
