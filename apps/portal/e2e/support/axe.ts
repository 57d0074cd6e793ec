import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { transitionsEnded } from './settle';

/**
 * Zero axe violations on the page as it is now. Only violations are collected (axe's details of
 * what passed are not read, and leaving them out halves its run). `exclude` leaves out what is not
 * ours (e.g. the demo's fake provider page).
 *
 * Axe runs in the page itself and asks the page's frames through messages ("legacy mode"): every
 * frame of the portal is its own origin's, which is what that mode handles. The default mode opens
 * a blank page after each check to gather the frames' results, which doubled every check's time
 * (about 1.6 s against 0.7 s on a 2-core machine running the tests) for the same violations.
 */
export async function expectNoAxeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  expect(results.violations).toEqual([]);
}

/**
 * Zero axe violations on the page, react-aria's live announcer left out. It keeps a busy button's
 * announcement — a reference to the button by id — for 7 seconds; when the press led to another
 * page the button is gone and the reference dangles until then (a react-aria artefact, reported).
 * Waiting for those references to expire was not enough: one appeared between the wait and axe's
 * run in a loaded full run. The announcer is react-aria's transient log, not the page's markup.
 */
export async function expectNoAxeViolationsOutsideAnnouncer(page: Page) {
  await expectNoAxeViolations(page, { exclude: '[data-live-announcer]' });
}

/**
 * Switches the colour scheme in place, then waits until the colour transitions it started have
 * ended: axe reads computed colours, and a button caught half-way between its light and dark
 * colours fails the contrast check. Only transitions are awaited (a spinner's animation never ends).
 */
export async function switchColorScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await transitionsEnded(page);
}

/**
 * The page as it is now, at 1280 px and 320 px in both colour schemes: once `ready` shows, zero axe
 * violations and nothing wider than the viewport (no sideways scrolling).
 */
export async function expectAccessibleAtEveryWidth(page: Page, ready: Locator) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, colorScheme);
      await expect(ready).toBeVisible();
      await expectNoAxeViolations(page);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
    }
  }
}
