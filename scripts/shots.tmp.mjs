import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './browser.mjs';
const base = 'http://localhost:5391';
const browser = await chromium.launch(chromiumLaunchOptions());
for (const scheme of ['light', 'dark']) {
  for (const [w, h] of [[1280, 900], [320, 700]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
    const page = await ctx.newPage();
    await page.goto(base + '/login');
    await page.getByRole('textbox', { name: /Username/ }).fill('member.demo');
    await page.locator('input[type=password]').fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/accountoverview/);
    await page.goto(base + '/usage-tracker');
    await page.getByRole('figure').first().waitFor();
    await page.waitForTimeout(800);
    if (w === 320) {
      for (const [i, y] of [0, 1100].entries()) {
        await page.screenshot({ path: `/tmp/shots16/tracker-${scheme}-${w}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 320, height: 1100 } });
      }
    } else {
      await page.screenshot({ path: `/tmp/shots16/tracker-${scheme}-${w}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
await browser.close();
