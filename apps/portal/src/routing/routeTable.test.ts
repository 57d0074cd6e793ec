import { demoSiteConfiguration, demoSiteSettings } from '@coop-portal/mocks';
import { navigation } from '@coop-portal/validation';
import { describe, expect, it } from 'vitest';
import { createPortalDeps } from '../app/deps';
import { screens as quickPayScreens } from '../pages/quickPay/screens';
import { screens as recoveryScreens } from '../pages/recovery/screens';
import { screens as registrationScreens } from '../pages/registration/screens';
import { screens as signInScreens } from '../pages/signIn/screens';
import { createRoutes, pageCodeAfterFrame, pageRoutes, type RoutePath } from '../routes';
import { isHomePath } from '../startup/earlyStart';
import type { Screens } from './page';
import { matchPortalRoutes } from './router';

const routes = createRoutes(
  createPortalDeps({
    apiBaseUrl: 'http://localhost:3000/api',
    applicationId: 'web',
    requestTimeoutMs: 5_000,
    demoMode: false,
  }),
);

/** The route a portal path opens ('*' when none: it would go to /pages/home). */
function routeOf(href: string) {
  const path = new URL(href, 'http://portal.test').pathname;
  return matchPortalRoutes(routes, path).at(-1)?.route.path;
}

function internalLinks(entries: navigation.MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group' ? internalLinks(entry.items) : entry.external ? [] : [entry.href],
  );
}

describe('doc 3 §2.1 route table: every link of the menus and tiles has a route', () => {
  const everything = {
    isLoggedIn: true,
    settings: demoSiteSettings,
    configuration: { ...demoSiteConfiguration, whecEnabled: false },
  };
  const targets = [
    ...internalLinks(navigation.standardMenu(everything)),
    ...navigation.homeTiles({ ...everything, accountTypes: ['RES'] }).tiles.map((t) => t.href),
    ...navigation.homeTiles({ ...everything, accountTypes: [] }).tiles.map((t) => t.href),
    ...navigation.paymentOptionTiles().map((t) => t.href),
    '/my-profile',
    '/legal-terms',
    '/login',
  ];

  it.each([...new Set(targets)])('%s', (href) => {
    expect(routeOf(href)).toBeDefined();
    expect(routeOf(href)).not.toBe('*');
  });

  it('an unknown path falls to the catch-all, which goes to /pages/home', () => {
    expect(routeOf('/no/such/page')).toBe('*');
  });

  it('every route of the table keeps its guard and its own loader under its pages/ alias', () => {
    for (const route of pageRoutes.filter((r) => r.pagesAlias)) {
      const main = matchPortalRoutes(routes, `/${route.path}`).at(-1)?.route;
      const alias = matchPortalRoutes(routes, `/pages/${route.path}`).at(-1)?.route;
      expect(alias?.path).toBe(`pages/${route.path}`);
      expect(Boolean(alias?.loader)).toBe(Boolean(main?.loader));
      if (route.guarded) expect(alias?.loader).toBeTypeOf('function');
    }
  });
});

describe('doc 3 §2.1 route table: a screen is keyed by a path of the table', () => {
  const lazy = () => Promise.resolve({ Component: () => null });

  it('a key that is not a route path does not compile', () => {
    const right: Screens = { 'quick-pay': { lazy }, 'accountoverview/:link': { lazy } };
    const typo: Screens = {
      // @ts-expect-error -- a typo of 'quick-pay': only the route table's paths are keys.
      quickpay: { lazy },
    };
    const alias: Screens = {
      // @ts-expect-error -- pages/login is an alias routes.tsx adds, not a path of the table.
      'pages/login': { lazy },
    };
    // @ts-expect-error -- the paths are written as in the table: 'accountoverview'.
    const path: RoutePath = 'accountOverview';
    expect(Object.keys({ ...right, ...typo, ...alias })).toEqual([
      'quick-pay',
      'accountoverview/:link',
      'quickpay',
      'pages/login',
    ]);
    expect(path).toBe('accountOverview');
  });

  it("every feature folder's screen belongs to a route of the table", () => {
    const paths: string[] = pageRoutes.map((route) => route.path);
    const keys = [quickPayScreens, recoveryScreens, registrationScreens, signInScreens].flatMap(
      (screens) => Object.keys(screens),
    );
    for (const key of keys) expect(paths).toContain(key);
  });
});

describe('the first page’s code: once the frame is on screen, home’s with it', () => {
  const firstPage = (path: string) => matchPortalRoutes(routes, path).at(-1)!.route;

  it.each(['/', '/home', '/pages/home'])('%s (home) loads its code with the frame', (path) => {
    expect(pageCodeAfterFrame(firstPage(path))).toBe(false);
  });

  it('the first script asks for home’s code exactly where the router opens home', () => {
    const paths = [
      ...['/', '/home', '/home/', '/HOME', '/pages', '/pages/', '/pages/home', '/Pages/Home/'],
      ...pageRoutes.map((route) => `/${route.path.replace(/:\w+/g, 'some-link')}`),
      ...['/homes', '/home/extra', '/pages/homes', '/no/such/page'],
    ];
    for (const path of paths) {
      const route = matchPortalRoutes(routes, path).at(-1)?.route;
      const opensHome = !!route && route.path !== '*' && !pageCodeAfterFrame(route);
      expect(isHomePath(path), path).toBe(opensHome);
    }
  });

  it('every other page loads its code once the frame is on screen', () => {
    for (const route of pageRoutes.filter(({ path }) => path !== 'home')) {
      const path = `/${route.path.replace(/:\w+/g, 'some-link')}`;
      expect(pageCodeAfterFrame(firstPage(path)), path).toBe(true);
    }
  });
});
