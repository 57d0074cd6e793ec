import { demoSiteConfiguration, demoSiteSettings } from '@coop-portal/mocks';
import { navigation } from '@coop-portal/validation';
import { describe, expect, it } from 'vitest';
import { createPortalDeps } from '../app/deps';
import { createRoutes, pageRoutes } from '../routes';
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
