import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('doc 1 §2.1 page frame and §2.3 home, built portal on the demo backend', () => {
  test('the home page shows the demo co-op from the demo backend', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Prairie Rivers Electric & Water Cooperative' }),
    ).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('1200 Cooperative Way, Riverbend, KS 66000')).toBeVisible();
    await expect(footer.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
  });

  test('doc 1 §2.7: an unknown path goes to pages/home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/pages\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Prairie Rivers Electric & Water Cooperative',
    );
  });

  test('keyboard: the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`no axe violations on home (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/home');
      await expect(page.getByRole('contentinfo').getByText('Contact Us')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
