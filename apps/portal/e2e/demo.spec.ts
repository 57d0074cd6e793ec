import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { builtFile } from './support/build';
import { signInThroughPage, useDemoOverrides } from './support/demo';
import { specRoutes } from './support/routes';

/** Every request the context makes whose host is not this machine. */
function offMachineRequests(context: BrowserContext): string[] {
  const offMachine: string[] = [];
  context.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url());
    if (!/^(https?|wss?):$/.test(protocol)) return;
    if (!['localhost', '127.0.0.1', '[::1]'].includes(hostname)) offMachine.push(request.url());
  });
  return offMachine;
}

/** Every link on the page that leaves the portal, as absolute URLs. */
const pageLinks = (page: Page) =>
  page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));

test.describe('the demo is self-contained: nothing it shows, loads or links points off this machine', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'chromium', 'the same requests at every width');
  });

  test('a demo sign-in and every page of the route table, as a guest and as member.demo', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const offMachine = offMachineRequests(context);
    const links = new Set<string>();
    // Each page through the portal's own navigation (a history entry, as a link would make it):
    // what a page loads is the same as on a full load, and the run stays short.
    const visit = async ({ path, title }: { path: string; title: string }) => {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      // The page shows (its title), or a guard sent the visitor elsewhere; then it has loaded.
      await page.waitForFunction(
        ([to, name]) =>
          document.title.startsWith(`${name} |`) ||
          `${window.location.pathname}${window.location.search}` !== to,
        [path, title] as const,
      );
      await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      for (const link of await pageLinks(page)) links.add(link);
    };
    await page.goto('/home');
    for (const route of specRoutes.filter(({ guarded }) => !guarded)) await visit(route);
    // The sign-in page shows the co-op's two login images (beside the form and behind it).
    await page.goto('/login');
    await expect(page.locator('img[src*="/demo-site/images/"]')).toHaveCount(2);
    await signInThroughPage(page, 'member.demo', { path: null });
    await expect(page).toHaveURL('/accountoverview');
    for (const route of specRoutes) await visit(route);

    expect(offMachine).toEqual([]);
    const remote = [...links].filter((href) => {
      const { protocol, hostname } = new URL(href);
      return /^https?:$/.test(protocol) && hostname !== 'localhost';
    });
    expect(remote).toEqual([]);
  });

  test('the demo co-op’s links lead to its stand-in website, served beside the portal', async ({
    page,
    context,
  }) => {
    const offMachine = offMachineRequests(context);
    await page.goto('/home');
    const website = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Visit the Prairie Rivers Electric & Water Cooperative website' });
    await expect(website).toHaveAttribute('href', /\/demo-site\/index\.html$/);
    await website.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Prairie Rivers Electric & Water Cooperative',
    );
    await expect(
      page.getByRole('img', { name: 'A line crew at work on a power pole' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to the member portal' }).click();
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(offMachine).toEqual([]);
  });

  test('with AclaraAce on, sign-in goes to the demo usage-analytics provider on this machine', async ({
    page,
    context,
  }) => {
    const offMachine = offMachineRequests(context);
    await useDemoOverrides(page, { features: { AclaraAce: true } });
    await signInThroughPage(page, 'member.demo');
    await expect(
      page.getByRole('heading', { name: 'Detailed usage analysis (demo provider)' }),
    ).toBeVisible();
    expect(offMachine).toEqual([]);
  });
});

test.describe('the demo’s first view', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'chromium', 'one measurement is enough');
  });

  test('/home: the configuration is read once and early, and the page’s code loads while the demo backend starts', async ({
    page,
  }) => {
    const requests: { path: string; at: number }[] = [];
    const started = Date.now();
    page.on('request', (request) =>
      requests.push({ path: new URL(request.url()).pathname, at: Date.now() - started }),
    );
    await page.goto('/home');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const toFooter = Date.now() - started;
    const figure = `/home to the footer in ${toFooter} ms (demo mode, fresh browser context)`;
    test.info().annotations.push({ type: 'first view', description: figure });
    console.log(figure);
    const first = (pattern: RegExp) => requests.find(({ path }) => pattern.test(path));
    // portal-config.json is preloaded by index.html: one request, sent before the entry's code
    // has run.
    expect(requests.filter(({ path }) => path === '/portal-config.json')).toHaveLength(1);
    // The home page's code is on its way before the first API call: it does not wait for the
    // demo backend to start.
    const pageCode = requests.find(
      ({ path }) => path === `/${builtFile('src/pages/HomePage.tsx')}`,
    );
    const firstCall = first(/^\/api\//);
    expect(pageCode, 'the home page chunk').toBeDefined();
    expect(firstCall, 'an API call').toBeDefined();
    expect(pageCode!.at).toBeLessThanOrEqual(firstCall!.at);
    // A generous bound a loaded 2-core machine keeps; the figure itself is in the annotation.
    expect(toFooter).toBeLessThan(10_000);
  });
});
