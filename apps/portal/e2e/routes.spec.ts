import { expect, test } from '@playwright/test';
import { signInAs } from './support/demo';

test.describe('doc 3 §2.1 route guard table, built portal on the demo backend', () => {
  test('a guest on a guarded route goes to /login with a returnUrl', async ({ page }) => {
    await page.goto('/levelized-billing?accountno=1000001');
    await expect(page).toHaveURL(
      `/login?returnUrl=${encodeURIComponent('/levelized-billing?accountno=1000001')}`,
    );
  });

  test('a signed-in member opens a guarded route', async ({ page }) => {
    await signInAs(page, 'member.demo', '/levelized-billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Average Billing' })).toBeVisible();
    await expect(page).toHaveURL('/levelized-billing');
  });
});
