import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/demo';
import { loginFor, specRoutes as routes } from './support/routes';

const COOP = 'Prairie Rivers Electric & Water Cooperative';

/** doc 1 §2.7, doc 3 §2.1: these also exist under pages/. */
const pagesAliases = [
  'home',
  'login',
  'register',
  'account-management',
  'forgot-password',
  'outage-status',
  'service-requests',
];

/** The page shows the route: its title as the document title and (except home) as the h1. */
async function expectRoute(page: Page, { path, title }: { path: string; title: string }) {
  await expect(page).toHaveURL(path);
  await expect(page).toHaveTitle(`${title} | ${COOP}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    path.endsWith('/home') ? COOP : title,
  );
}

/**
 * The route table is walked in a few parts, each its own test: one test of fifty page loads kept
 * one worker busy for most of a minute while the other had run out of tests.
 */
const PARTS = 4;
function inParts<T>(items: T[]): T[][] {
  const size = Math.ceil(items.length / PARTS);
  return Array.from({ length: PARTS }, (_, part) => items.slice(part * size, (part + 1) * size));
}

test.describe('doc 3 §2.1 route guard table', () => {
  for (const [part, group] of inParts(routes).entries()) {
    test(`a guest opens every public route; every guarded one sends to /login with a returnUrl (part ${part + 1} of ${PARTS})`, async ({
      page,
    }) => {
      test.skip(test.info().project.name !== 'chromium', 'the table does not depend on the width');
      for (const route of group) {
        await page.goto(route.path);
        if (route.guarded) await expect(page).toHaveURL(loginFor(route.path));
        else if (route.guestGoesTo) await expect(page).toHaveURL(route.guestGoesTo);
        else await expectRoute(page, route);
      }
    });
  }

  test('the returnUrl keeps the query', async ({ page }) => {
    await page.goto('/levelized-billing?accountno=1000001');
    await expect(page).toHaveURL(loginFor('/levelized-billing?accountno=1000001'));
  });

  for (const [part, group] of inParts(routes.filter((r) => r.guarded)).entries()) {
    test(`a signed-in member opens every guarded route, with its title (part ${part + 1} of ${PARTS})`, async ({
      page,
    }) => {
      test.skip(test.info().project.name !== 'chromium', 'the table does not depend on the width');
      await signInAs(page, 'member.demo', '/home');
      for (const route of group) {
        await page.goto(route.path);
        await expectRoute(page, route.memberGoesTo ?? route);
      }
    });
  }

  test('the empty path is home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`Home | ${COOP}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COOP);
  });
});

test.describe('doc 1 §2.7 pages/ aliases and unknown paths', () => {
  test('each alias opens the same page, with the same guard', async ({ page }) => {
    for (const name of pagesAliases) {
      const route = routes.find((r) => r.path === `/${name}`)!;
      const path = `/pages/${name}`;
      await page.goto(path);
      if (route.guarded) await expect(page).toHaveURL(loginFor(path));
      else await expectRoute(page, { path, title: route.title });
    }
  });

  test('a signed-in member opens the guarded aliases', async ({ page }) => {
    await signInAs(page, 'member.demo', '/pages/outage-status');
    await expectRoute(page, { path: '/pages/outage-status', title: 'Outage' });
    await page.goto('/pages/service-requests');
    await expectRoute(page, { path: '/pages/service-requests', title: 'Service Requests' });
  });

  test('an unknown path goes to pages/home', async ({ page }) => {
    for (const path of ['/no/such/page', '/pages/nothing', '/billpayments', '/home/extra']) {
      await page.goto(path);
      await expect(page).toHaveURL('/pages/home');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(COOP);
    }
  });
});

test.describe('doc 1 §2.1, doc 3 §2.1 navigating to the same URL reloads the view', () => {
  test('following a link to the page already open shows it anew', async ({ page }) => {
    await page.goto('/legal-terms');
    const heading = page.getByRole('heading', { level: 1, name: 'Terms of Use' });
    await expect(heading).toBeVisible();
    await heading.evaluate((element) => element.setAttribute('data-before-reload', ''));
    await expect(page.locator('[data-before-reload]')).toHaveCount(1);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms Of Use' }).click();
    await expect(page).toHaveURL('/legal-terms');
    await expect(heading).toBeVisible();
    // A new view: the old heading element (and any state of the page) is gone.
    await expect(page.locator('[data-before-reload]')).toHaveCount(0);
  });
});
