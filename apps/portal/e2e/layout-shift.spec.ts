import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/demo';

/*
 * Fast on a phone: nothing on the key pages moves once it has shown (Cumulative Layout Shift, the
 * Core Web Vital, ≤ 0.1 in the Lighthouse run). Here, as the browser counts it from the first
 * paint to a page at rest: the footer starts below the screen, so a page whose content arrives
 * later pushes nothing visible down, and a member's account switcher strip comes into the room
 * kept for it.
 */

/** Layout shifts as the browser reports them, from the start of every page load. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { coopLayoutShifts: number[] }).coopLayoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shift so far, once it is at rest (its calls answered, its code loaded). */
async function layoutShiftAtRest(page: Page, ready: () => Promise<void>): Promise<number> {
  await ready();
  await page.waitForLoadState('networkidle');
  // Two frames after the last answer: what it brought has been laid out and reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() =>
    (window as unknown as { coopLayoutShifts: number[] }).coopLayoutShifts.reduce(
      (sum, value) => sum + value,
      0,
    ),
  );
}

/** A phone (Lighthouse's mobile screen) and a desktop. */
const screens = [
  { name: 'a phone', viewport: { width: 412, height: 823 } },
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** At most this much: well inside the Core Web Vital's "good" (0.1). */
const AT_MOST = 0.02;

for (const { name, viewport } of screens) {
  test.describe(`no layout shift on ${name}`, () => {
    test.use({ viewport });

    test('a member’s first page on a device that has kept no room for the account switcher: nothing on the page moves once it shows', async ({
      page,
    }) => {
      await signInAs(page, 'member.demo', '/pages/service-requests?accountno=3000002');
      const main = page.getByRole('main');
      await expect(main.getByText('Service requests of account 3000002.')).toBeVisible();
      const submit = main.getByRole('button', { name: 'Submit Request' });
      const title = main.getByRole('heading', { level: 1 });
      const first = [await title.boundingBox(), await submit.boundingBox()];
      // At rest: its reads answered, the footer in after the first view.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect([await title.boundingBox(), await submit.boundingBox()]).toEqual(first);
      await expect(page.getByRole('navigation', { name: 'Switch account' })).toBeVisible();
    });

    test('guest pages: /home, /login and /quick-pay', async ({ page }) => {
      await recordLayoutShifts(page);
      for (const path of ['/home', '/login', '/quick-pay']) {
        await page.goto(path);
        const shift = await layoutShiftAtRest(page, () =>
          expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
        );
        expect(shift, `layout shift on ${path}`).toBeLessThanOrEqual(AT_MOST);
      }
    });

    test('member.demo’s pages, each opened anew: the account switcher comes into its room', async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      // Signed in, the member's first page shows the strip (and the portal remembers its room).
      await signInAs(page, 'member.demo', '/accountoverview');
      await expect(page.getByRole('navigation', { name: 'Switch account' })).toBeVisible();
      const memberPages = [
        ['/accountoverview', 'Account Overview'],
        ['/usage-tracker', 'Usage Tracker'],
        ['/outage-status', 'Outage'],
        ['/billpayments/history', 'Account History'],
      ] as const;
      for (const [path, heading] of memberPages) {
        await page.goto(path);
        const shift = await layoutShiftAtRest(page, async () => {
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(page.getByRole('navigation', { name: 'Switch account' })).toBeVisible();
        });
        expect(shift, `layout shift on ${path}`).toBeLessThanOrEqual(AT_MOST);
      }
    });
  });
}
