import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../routes';
import { pageModuleFor, pageModules } from './pageModules';

describe('doc 3 §2.1, doc 1 §2.7: the first script finds the page of the address opened', () => {
  it('every route of the table, as the router matches it', () => {
    for (const route of pageRoutes) {
      const path = `/${route.path.replace(/:\w+/g, 'some-link')}`;
      expect(pageModuleFor(path), path).toBe(pageModules[route.path]);
    }
  });

  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/pages', 'home'],
    ['/pages/login', 'login'],
    ['/login/', 'login'],
    ['/AccountOverview', 'accountoverview'],
    ['/accountoverview/BillPay', 'accountoverview/:link'],
    ['/billpayments/history', 'billpayments/history'],
    ['/maint', 'maint'],
  ] as const)('%j loads the page of %s', (path, route) => {
    expect(pageModuleFor(path)).toBe(pageModules[route]);
  });

  it.each(['/no-such-page', '/billpayments', '/login/again', '/accountoverview/a/b'])(
    '%j has no page: nothing loads early (the router sends it to pages/home)',
    (path) => {
      expect(pageModuleFor(path)).toBeUndefined();
    },
  );
});
