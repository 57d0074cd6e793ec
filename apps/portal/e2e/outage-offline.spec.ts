import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAs } from './support/demo';

const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };

const QUEUED =
  'Your outage report is saved on this device and will be sent when you are back online.';
const RECEIVED =
  'Thank you. Your outage report for account 1000001 has been received and a crew will be dispatched.';

const center = (page: Page) => page.getByRole('region', { name: 'Outage', exact: true });
const tab = (page: Page, name: string) => center(page).getByRole('tab', { name, exact: true });
const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You are offline.' });

/** The outage reports the page sends (in demo mode the demo backend answers them in the page). */
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

/** member.demo on /outage-status for 1000001, offline, reports an outage (no call-back). */
async function reportOffline(page: Page, context: BrowserContext) {
  await signInAs(page, 'member.demo', '/outage-status?accountno=1000001');
  await expect(center(page).getByText('ON', { exact: true })).toBeVisible();
  // The page has finished loading (the report form's code, which loads once the status shows)
  // before the network goes.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await tab(page, 'Report an Outage').click();
  await center(page)
    .getByRole('radiogroup', { name: 'Issue' })
    .locator('label')
    .filter({ hasText: 'My power is completely out' })
    .click();
  await center(page)
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: 'Call me back about this outage' }) })
    .click();
  await center(page).getByRole('button', { name: 'Submit' }).click();
  await expect(center(page).getByText(QUEUED)).toBeVisible();
}

/**
 * Reloads the page while offline. The portal has no app-shell cache, so the test serves the app's
 * files itself, through the context (the demo's service worker fetches them too); the API stays
 * with the demo backend. Chromium reports a document
 * loaded through Playwright's routing as online, so the files wait until the test has put the new
 * document offline again: the portal's code starts offline, as after a reload with no network.
 */
async function reloadOffline(page: Page, context: BrowserContext) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/^(?!.*\/api\/)/, async (route) => {
    if (route.request().resourceType() !== 'document') await held;
    await route.fulfill({ response: await route.fetch() });
  });
  await page.reload({ waitUntil: 'commit' });
  await context.setOffline(false);
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Outage' })).toBeVisible();
}

test.describe('doc 2 §3 outage report, never lost and never twice', () => {
  test.use({ viewport: DESKTOP });

  test('offline → queued → reload → online: exactly one report request with the key, then Status shows the outage active', async ({
    page,
    context,
  }) => {
    const reports = countReports(page);
    await reportOffline(page, context);
    expect(reports).toHaveLength(0);

    await reloadOffline(page, context);
    await expect(center(page).getByText(QUEUED)).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
    const queued = await page.evaluate(
      () =>
        new Promise<{ key: string }[]>((resolve, reject) => {
          const open = indexedDB.open('coop-portal-offline');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result
              .transaction('queue')
              .objectStore('queue')
              .get('outage-reports');
            read.onsuccess = () => resolve(read.result as { key: string }[]);
          };
        }),
    );
    expect(queued).toHaveLength(1);
    expect(reports).toHaveLength(0);
    await context.unrouteAll({ behavior: 'wait' });

    await context.setOffline(false);
    await expect(offlineBanner(page)).toHaveCount(0);
    await expect(center(page).getByText(RECEIVED)).toBeVisible();
    await expect(tab(page, 'Status')).toHaveAttribute('aria-selected', 'true');
    await expect(center(page).getByText('OFF', { exact: true })).toBeVisible();
    await expect(center(page).getByText(QUEUED)).toHaveCount(0);
    // Time for a second send, if any, to reach the network.
    await page.waitForTimeout(1000);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.headers()['idempotency-key']).toBe(queued[0]!.key);
    expect(reports[0]!.postDataJSON()).toMatchObject({
      accountNumber: '1000001',
      callBack: false,
      outageReason: 'My power is completely out',
    });
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [DESKTOP, NARROW]) {
    test.describe(`doc 2 §3 queued outage report accessibility (${colorScheme}, ${viewport.width}px)`, () => {
      test.use({ colorScheme, viewport });

      test('no axe violations with the report queued and the offline banner shown', async ({
        page,
        context,
      }) => {
        await reportOffline(page, context);
        await expect(offlineBanner(page)).toBeVisible();
        await expectNoAxeViolations(page);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
      });
    });
  }
}
