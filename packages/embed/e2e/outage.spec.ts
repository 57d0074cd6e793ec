import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectClean, switchColorScheme, watch } from './support';

// The outage report embedded with its snippet (<coop-outage mode="inline">) in the plain HTML
// co-op page examples/plain-html/outage.html, served with a strict Content-Security-Policy and a
// hostile stylesheet; the demo API (`pnpm mock-api`) on another origin.

const WIDGET_TEXT = 'rgb(27, 31, 36)'; // --coop-color-text-default, light theme
const HOSTILE_RED = 'rgb(255, 0, 0)';

const outageEvents = ['coop-outage:ready', 'coop-outage:reported', 'coop-outage:error'] as const;
const report = (page: Page) => page.getByRole('region', { name: 'Report an Outage' });

/** Zero axe violations in the widget at 1280 and 320 px, light and dark. */
async function expectAccessibleEverywhere(page: Page) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, colorScheme);
      const axe = await new AxeBuilder({ page }).include('coop-outage').analyze();
      expect(axe.violations, `${width}px ${colorScheme}`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await switchColorScheme(page, 'light');
}

test.describe('doc 2 §3-§5 outage report embedded in a co-op page with a script tag', () => {
  test('a guest verifies and reports: the server’s message, events, no CSP violation, no axe violation', async ({
    page,
  }) => {
    const watched = await watch(page, outageEvents);
    await page.goto('/outage.html');
    const outage = report(page);
    // doc 1 §2.1, §2.2: the emergency number and the outage map link, before any verification.
    await expect(outage.getByRole('link', { name: '1-800-555-0199' })).toBeVisible();
    await expect(outage.getByRole('link', { name: /Open the Outage Map/ })).toBeVisible();
    await expectAccessibleEverywhere(page);

    await outage.getByRole('textbox', { name: 'Account Number' }).fill('1000002');
    await outage.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }).fill('2222');
    await outage.getByRole('button', { name: 'Verify' }).click();
    await expect(outage.getByText('27 Cottonwood Ln, Riverbend, KS 66000')).toBeVisible();
    const issues = outage.getByRole('radiogroup', { name: 'Issue' });
    await expect(issues).toBeVisible();
    await expectAccessibleEverywhere(page);

    await issues.getByText('Power line down').click();
    const phone = outage.getByRole('combobox', { name: /Call-back Phone Number/ });
    await phone.fill('5552102222');
    await phone.press('Escape'); // closes the list of phones on file
    await outage.getByRole('textbox', { name: 'Remarks' }).fill('Line down across Cottonwood Ln');
    await outage.getByRole('button', { name: 'Submit' }).click();
    await expect(
      outage.getByText(/Your outage report for account 1000002 has been received/),
    ).toBeVisible();

    expect(watched.events).toEqual([
      'coop-outage:ready outage {}',
      expect.stringMatching(
        /^coop-outage:reported outage \{"accountNumber":"1000002","statusMessage":"Thank you\. Your outage report for account 1000002 has been received[^"]*"\}$/,
      ),
    ]);
    expectClean(watched);
  });

  test('a wrong pair: the message in the widget and a coop-outage:error event', async ({
    page,
  }) => {
    const watched = await watch(page, outageEvents);
    await page.goto('/outage.html');
    const outage = report(page);
    await outage.getByRole('textbox', { name: 'Account Number' }).fill('1000002');
    await outage.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }).fill('9999');
    await outage.getByRole('button', { name: 'Verify' }).click();
    const message = 'The account number and phone number you entered do not match our records.';
    await expect(outage.getByText(message)).toBeVisible();
    expect(watched.events).toEqual([
      'coop-outage:ready outage {}',
      `coop-outage:error outage ${JSON.stringify({ step: 'verify', message })}`,
    ]);
    // The API's 400 is the answer the widget shows, not a problem of the page.
    expect(watched.violations).toEqual([]);
    expect(watched.problems).toEqual([
      expect.stringMatching(/^400 http:\/\/localhost:\d+\/v3\/outages\/guest\/verify/),
    ]);
  });

  test("the host page's hostile CSS does not reach the widget", async ({ page }) => {
    await page.goto('/outage.html');
    const outage = report(page);
    await expect(outage.getByRole('textbox', { name: 'Account Number' })).toBeVisible();
    const style = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          fontFamily: computed.fontFamily,
          fontSize: computed.fontSize,
          color: computed.color,
          fontStyle: computed.fontStyle,
          letterSpacing: computed.letterSpacing,
          textTransform: computed.textTransform,
          borderStyle: computed.borderTopStyle,
        };
      });
    const body = await style('body');
    expect(body).toMatchObject({ color: HOSTILE_RED, fontSize: '22px' });
    const heading = await style('coop-outage >> css=h2');
    expect(heading.fontFamily).not.toBe(body.fontFamily);
    expect(heading).toMatchObject({
      color: WIDGET_TEXT,
      fontStyle: 'normal',
      letterSpacing: 'normal',
      textTransform: 'none',
    });
    // The page's dashed borders on every form and label stop at the shadow boundary.
    expect(await style('coop-outage >> css=form')).toMatchObject({ borderStyle: 'none' });
    expect(await style('coop-outage >> css=label >> nth=0')).toMatchObject({
      fontSize: '16px',
      color: WIDGET_TEXT,
    });
  });
});
