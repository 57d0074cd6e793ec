import { expect, type Locator, type Page } from '@playwright/test';
import { framesPainted, transitionsEnded } from './settle';

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

/**
 * Presses Space on `control` (a kit check box, switch or radio) as a keyboard user does: focus it,
 * let the page settle, then press. The kit draws its box over the native input, so Playwright's
 * check() finds the input covered. Focus given by a script counts as "virtual" to React Aria: in a
 * table it then moves focus from the row's check box to the row once the page's transitions end,
 * and a Space pressed across that move is lost. Waiting for the transitions first lets the key
 * land where focus rests (on the row, Space selects it just the same).
 */
export async function pressSpaceOn(control: Locator) {
  await control.focus();
  await transitionsEnded(control.page());
  await framesPainted(control.page());
  await control.page().keyboard.press('Space');
}

/** Ticks or unticks a kit check box or switch from the keyboard, and checks that it changed. */
export async function toggle(box: Locator) {
  const checked = await box.isChecked();
  await pressSpaceOn(box);
  await expect(box).toBeChecked({ checked: !checked });
}
