import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAs, useDemoOverrides, type DemoOverrides } from './support/demo';
import { framesPainted } from './support/settle';

const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };

/** Opens the outage page for a demo member, with the demo backend's overrides when given. */
async function openOutage(
  page: Page,
  {
    path = '/outage-status',
    user = 'member.demo',
    overrides,
  }: { path?: string; user?: string; overrides?: DemoOverrides } = {},
) {
  if (overrides) await useDemoOverrides(page, overrides);
  await signInAs(page, user, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Outage' })).toBeVisible();
  await expect(center(page)).toBeVisible();
}

const center = (page: Page) => page.getByRole('region', { name: 'Outage', exact: true });
const tab = (page: Page, name: string) => center(page).getByRole('tab', { name, exact: true });
const tabNames = (page: Page) => center(page).getByRole('tab').allTextContents();
const issues = (page: Page) => center(page).getByRole('radiogroup', { name: 'Issue' });
const submit = (page: Page) => center(page).getByRole('button', { name: 'Submit' });

/** Chooses an issue by clicking its label (react-aria's radio input is visually hidden). */
const chooseIssue = (page: Page, name: string) =>
  issues(page)
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();

/** Turns the call-back request off by clicking its label. */
const noCallBack = (page: Page) =>
  center(page)
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: 'Call me back about this outage' }) })
    .click();

/** The outage reports the page sends (the demo backend answers them in the page). */
function countReports(page: Page): Request[] {
  const reports: Request[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname.endsWith('/outages/report')
    ) {
      reports.push(request);
    }
  });
  return reports;
}

const RECEIVED = (account: string) =>
  `Thank you. Your outage report for account ${account} has been received and a crew will be dispatched.`;

test.describe('doc 2 §2.6, §4 outage status and report', () => {
  test.use({ viewport: DESKTOP });

  test('1000001: report an outage end to end, then Status shows it active', async ({ page }) => {
    const reports = countReports(page);
    await openOutage(page, { path: '/outage-status?accountno=1000001' });
    await expect(center(page).getByText('ON', { exact: true })).toBeVisible();
    expect(await tabNames(page)).toEqual(['Status', 'Report an Outage', 'Map', 'Outage History']);

    await tab(page, 'Report an Outage').click();
    await submit(page).click();
    await expect(center(page).getByText('You must select an issue').first()).toBeVisible();
    await expect(center(page).getByText('You must enter a phone number').first()).toBeVisible();
    expect(reports).toHaveLength(0);

    await chooseIssue(page, 'Power line down');
    const phone = center(page).getByRole('combobox', { name: /Call-back Phone Number/ });
    await phone.pressSequentially('555');
    await expect(phone).toHaveValue('(555');
    // Typing offers the phones on file. The form's messages go once the field has text; on a
    // scrolled page the scroll that follows closes the list again (react-aria closes a list on
    // scroll). Once that has settled (two frames on), ArrowDown opens the list on the first phone,
    // or moves onto it when the list stayed open, and Enter chooses it.
    await expect(center(page).getByText('You must enter a phone number')).toHaveCount(0);
    await framesPainted(page);
    await phone.press('ArrowDown');
    const first = page.getByRole('option', { name: '(555) 210-1111' });
    await expect(first).toBeVisible();
    await expect(page.getByRole('option', { name: '(555) 214-1111' })).toBeVisible();
    await expect(phone).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await phone.press('Enter');
    await expect(phone).toHaveValue('(555) 210-1111');
    await center(page).getByRole('textbox', { name: 'Remarks' }).fill('Line down by the barn');
    await submit(page).click();

    await expect(center(page).getByText(RECEIVED('1000001'))).toBeVisible();
    await expect(tab(page, 'Status')).toHaveAttribute('aria-selected', 'true');
    await expect(center(page).getByText('OFF', { exact: true })).toBeVisible();
    await expect(
      center(page).getByText(/There is an active outage at your service location/),
    ).toBeVisible();
    await expect(tab(page, 'Report an Outage')).toHaveCount(0);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(reports[0]!.postDataJSON()).toEqual({
      accountNumber: '1000001',
      callBack: true,
      callbackNumber: '5552101111',
      outageReason: 'Power line down',
      outageReportOrigin: 'WEB',
      remarks: 'Line down by the barn',
    });
  });

  test('Submit pressed five times quickly: exactly one report request', async ({ page }) => {
    const reports = countReports(page);
    await openOutage(page);
    await tab(page, 'Report an Outage').click();
    await chooseIssue(page, 'My power is completely out');
    await noCallBack(page);
    await submit(page).evaluate((button: HTMLElement) => {
      for (let press = 0; press < 5; press += 1) {
        for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
          const init = { bubbles: true, cancelable: true, composed: true, button: 0, detail: 1 };
          button.dispatchEvent(
            type.startsWith('pointer')
              ? new PointerEvent(type, {
                  ...init,
                  pointerId: 1,
                  pointerType: 'mouse',
                  isPrimary: true,
                })
              : new MouseEvent(type, init),
          );
        }
      }
    });
    await expect(center(page).getByText(RECEIVED('1000001'))).toBeVisible();
    // Time for any further press to have reached the network.
    await page.waitForTimeout(1000);
    expect(reports).toHaveLength(1);
  });

  test('3000003: the active outage hides Report an Outage; the restoration time shows', async ({
    page,
  }) => {
    await openOutage(page, { path: '/outage-status?accountno=3000003' });
    await expect(center(page).getByText('OFF', { exact: true })).toBeVisible();
    await expect(center(page).getByText('Estimated Restoration Time')).toBeVisible();
    expect(await tabNames(page)).toEqual(['Status', 'Map', 'Outage History']);
  });

  test('a failed report says why and keeps the form', async ({ page }) => {
    await openOutage(page, { overrides: { failures: { reportOutage: 503 } } });
    await tab(page, 'Report an Outage').click();
    await chooseIssue(page, 'Lights are flickering');
    await noCallBack(page);
    await submit(page).click();
    await expect(center(page).getByText('Service Unavailable')).toBeVisible();
    await expect(issues(page).getByRole('radio', { name: 'Lights are flickering' })).toBeChecked();
  });

  test('hideOutageCallBackRequest: no call-back request', async ({ page }) => {
    await openOutage(page, { overrides: { outageInfo: { hideOutageCallBackRequest: true } } });
    await tab(page, 'Report an Outage').click();
    await expect(issues(page)).toBeVisible();
    await expect(center(page).getByRole('checkbox')).toHaveCount(0);
  });
});

test.describe('doc 2 §2.6, §3, §8, §9 tabs, history and messages', () => {
  test.use({ viewport: DESKTOP });

  test('history newest first, with date-times', async ({ page }) => {
    await openOutage(page);
    await tab(page, 'Outage History').click();
    const grid = center(page).getByRole('grid', { name: 'Past outages, newest first' });
    // The rows come with the history's answer: counted (waiting for them) before they are read.
    await expect(grid.getByRole('rowheader')).toHaveCount(4);
    const starts = await grid.getByRole('rowheader').allTextContents();
    const times = starts.map((text) => {
      const [date, time, half] = text.split(' ');
      const [month, day, year] = date!.split('/').map(Number);
      const [hours, minutes] = time!.split(':').map(Number);
      return new Date(
        year!,
        month! - 1,
        day!,
        (hours! % 12) + (half === 'PM' ? 12 : 0),
        minutes!,
      ).getTime();
    });
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  test("member.solo: 'No Past Outages'", async ({ page }) => {
    await openOutage(page, { user: 'member.solo' });
    await tab(page, 'Outage History').click();
    await expect(center(page).getByText('No Past Outages')).toBeVisible();
  });

  test('3000027 has no service location', async ({ page }) => {
    await openOutage(page, { user: 'member.many', path: '/outage-status?accountno=3000027' });
    await expect(
      center(page).getByText(
        'Outage report is unavailable to this account, please contact customer service...!',
      ),
    ).toBeVisible();
    await expect(center(page).getByRole('tab')).toHaveCount(0);
  });

  test('a water account is not supported when non-electric accounts are hidden', async ({
    page,
  }) => {
    await openOutage(page, {
      path: '/pages/outage-status?accountno=3000002&accounttype=Water&isFromViewAllAccounts=true',
      overrides: { config: { HIDE_NON_ELECTRIC_USAGE_OUTAGE: 'Y' } },
    });
    await expect(
      center(page).getByText('Outage is not supported for the selected account.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to All Accounts' })).toBeVisible();
  });

  test("the map link '#' leaves out the Map tab", async ({ page }) => {
    await openOutage(page, { overrides: { config: { OUTAGEMAPLINK: '#' } } });
    await expect(tab(page, 'Outage History')).toBeVisible();
    expect(await tabNames(page)).toEqual(['Status', 'Report an Outage', 'Outage History']);
  });

  test('the Map tab opens the outage map in a new tab', async ({ page }) => {
    await openOutage(page);
    await tab(page, 'Map').click();
    const link = center(page).getByRole('link', { name: /Open the Outage Map/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /#outage-map$/);
  });
});

test.describe('doc 2 §2.6 outage by keyboard', () => {
  test.use({ viewport: DESKTOP });

  /** Presses Tab until `target` has focus (at most `max` times). */
  async function tabTo(page: Page, target: Locator, max = 60) {
    for (let i = 0; i < max; i += 1) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  }

  test('tabs with the arrow keys; a report made with the keyboard alone', async ({ page }) => {
    const reports = countReports(page);
    await openOutage(page);
    await tabTo(page, tab(page, 'Status'));
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Report an Outage')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(issues(page)).toBeVisible();

    // Into the issues: the arrow keys choose one.
    await tabTo(page, issues(page).getByRole('radio').first());
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(issues(page).getByRole('radio', { name: /Partial power/ })).toBeChecked();

    // The call-back phone: typed digits take the (987) 456-1230 form.
    const phone = center(page).getByRole('combobox', { name: /Call-back Phone Number/ });
    await tabTo(page, phone);
    await page.keyboard.type('5552141111');
    await expect(phone).toHaveValue('(555) 214-1111');
    await page.keyboard.press('Escape');
    await tabTo(page, submit(page));
    await page.keyboard.press('Enter');

    const message = center(page).getByText(RECEIVED('1000001'));
    await expect(message).toBeVisible();
    // Focus lands on the report's message (the form it came from is gone).
    await expect(page.locator(':focus')).toContainText(RECEIVED('1000001'));
    expect(reports).toHaveLength(1);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [DESKTOP, NARROW]) {
    test.describe(`doc 2 §2.6 outage accessibility (${colorScheme}, ${viewport.width}px)`, () => {
      test.use({ colorScheme, viewport });

      test('no axe violations on each tab and the form’s errors; no sideways scrolling', async ({
        page,
      }) => {
        await openOutage(page);
        const noSidewaysScroll = async () =>
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          ).toBe(0);
        await expect(center(page).getByText('ON', { exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
        await noSidewaysScroll();

        await tab(page, 'Report an Outage').click();
        await submit(page).click();
        await expect(center(page).getByText('You must select an issue').first()).toBeVisible();
        await expectNoAxeViolations(page);
        await noSidewaysScroll();

        await tab(page, 'Map').click();
        await expect(center(page).getByRole('link', { name: /Open the Outage Map/ })).toBeVisible();
        await expectNoAxeViolations(page);

        await tab(page, 'Outage History').click();
        await expect(
          center(page).getByRole('grid', { name: 'Past outages, newest first' }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
}
