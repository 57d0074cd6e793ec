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
 * Opens `path` through the portal's own navigation (a history entry, as a link makes it), and waits
 * for the page it ends on: a new heading (every page is shown anew, with its own h1), and nothing
 * loading. A full load of each route would cost a second each; the first load of a page is what
 * every other spec starts with.
 */
async function openInPortal(page: Page, path: string) {
  await page.evaluate((to) => {
    document.querySelector('main h1')?.setAttribute('data-left', '');
    // A history entry as the router makes one, with a key of its own: an entry pushed without
    // one has the first page's key ('default'), so the first page opened again from it would be
    // the same view, not shown anew.
    const { idx } = (window.history.state ?? {}) as { idx?: number };
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ usr: null, key, idx: (idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page.locator('main h1:not([data-left])')).toHaveCount(1);
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
}

test.describe('doc 3 §2.1 route guard table', () => {
  test('a guest opens every public route; every guarded one sends to /login with a returnUrl', async ({
    page,
  }) => {
    await page.goto('/home');
    for (const route of routes) {
      await openInPortal(page, route.path);
      if (route.guarded) await expect(page).toHaveURL(loginFor(route.path));
      else if (route.guestGoesTo) await expect(page).toHaveURL(route.guestGoesTo);
      else await expectRoute(page, route);
    }
  });

  test('the returnUrl keeps the query', async ({ page }) => {
    await page.goto('/levelized-billing?accountno=1000001');
    await expect(page).toHaveURL(loginFor('/levelized-billing?accountno=1000001'));
  });

  test('a signed-in member opens every guarded route, with its title', async ({ page }) => {
    await signInAs(page, 'member.demo', '/home');
    for (const route of routes.filter((r) => r.guarded)) {
      await openInPortal(page, route.path);
      await expectRoute(page, route.memberGoesTo ?? route);
    }
  });

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
