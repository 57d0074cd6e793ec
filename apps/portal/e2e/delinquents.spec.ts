import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, switchColorScheme } from './support/axe';
import { signInAs } from './support/demo';
import { pressUntil } from './support/keyboard';

// Delinquent History end to end (doc 3 §2.6, §7, §8): the built portal on the demo backend. These
// tests choose their own viewports, so they run once, in the desktop project.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'chromium', 'these tests set their own viewports');
});

const PATH = '/delinquent-history';
const main = (page: Page) => page.getByRole('main');
const grid = (page: Page) =>
  main(page).getByRole('grid', { name: 'Delinquent notices of account 1000001' });
const viewButtons = (page: Page) =>
  grid(page).getByRole('button', { name: /^View PDF of the delinquent notice of / });

/** Presses `key` until `target` has the focus. */

test.describe('doc 3 §2.6 Delinquent History', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('member.demo from the keyboard: a notice in the dialog (Escape closes it, not an outside click); a gone file says so; the oldest has no PDF', async ({
    page,
  }) => {
    const asked: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/delinquents/pdf')) asked.push(url.searchParams);
    });
    await signInAs(page, 'member.demo', PATH);
    await expect(grid(page).getByRole('rowheader')).toHaveCount(4);
    await expect(viewButtons(page)).toHaveCount(3);

    // Into the table (one tab stop), then across its cells to the newest notice's button.
    await pressUntil(page, 'Tab', grid(page).getByRole('row').nth(1));
    await pressUntil(page, 'ArrowRight', viewButtons(page).first());
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Delinquent notice of / });
    await expect(dialog.getByRole('link', { name: /^Download / })).toBeVisible();
    expect(asked[0]?.get('ticks')).toMatch(/^6\d{17}$/);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    // Focus never left the dialog (not even for a frame), so Escape is heard at once.
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await expect(viewButtons(page).first()).toBeFocused();
    await pressUntil(page, 'ArrowDown', viewButtons(page).nth(1));
    await page.keyboard.press('Enter');
    await expect(main(page).getByText('Delinquent File not found.')).toBeVisible();
  });

  test('an account without notices: the spec’s empty text', async ({ page }) => {
    await signInAs(page, 'member.demo', `${PATH}?accountno=3000002`);
    await expect(main(page).getByText('There are no delinquents available.')).toBeVisible();
  });
});

test('zero axe violations in both themes at 1280 px and 320 px, the dialog included', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'member.demo', PATH);
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, colorScheme);
      await expect(grid(page)).toBeVisible();
      await expectNoAxeViolations(page);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
    }
  }
  await viewButtons(page).first().click();
  await expect(
    page
      .getByRole('dialog', { name: /^Delinquent notice of / })
      .getByRole('link', { name: /^Download / }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
