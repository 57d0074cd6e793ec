import { sessionStorageKeys } from '@coop-portal/api-client';
import { expect, type Page } from '@playwright/test';

/** The localStorage key of the demo backend's overrides (see @coop-portal/mocks). */
export const DEMO_OVERRIDES_KEY = 'coop-portal:demo-overrides';

/** What the demo backend lays over its answers (issue 4): features, settings, config, maintenance. */
export interface DemoOverrides {
  features?: Record<string, boolean>;
  settings?: Record<string, unknown>;
  config?: Record<string, unknown>;
  maintenance?: boolean;
}

/**
 * Sets demo overrides before the portal's first script runs, for every page load of this test
 * (the demo backend merges them into its answers on every request).
 */
export async function useDemoOverrides(page: Page, overrides: DemoOverrides) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    DEMO_OVERRIDES_KEY,
    JSON.stringify(overrides),
  ] as const);
}

/** The demo members' password (README, the demo co-op). */
export const DEMO_PASSWORD = 'Demo#2026';

/**
 * Signs a demo member in through the demo backend's login call and keeps the answer where the
 * portal's session reads it, then opens `path`. (The sign-in page arrives with its own issue; its
 * tests sign in through the page.)
 */
export async function signInAs(page: Page, userName: string, path = '/home') {
  await page.goto('/home');
  // The demo backend answers once the portal has started it (the footer shows the co-op's
  // settings); a service worker that merely controls the page passes calls on to the server.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.evaluate(
    async ([key, name, password]) => {
      const answer = await fetch('/api/v3/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ApplicationId: 'web' },
        body: JSON.stringify({ userName: name, password }),
      });
      if (!answer.ok) throw new Error(`Demo sign-in failed: ${answer.status}`);
      const user = (await answer.json()) as { expireInMinutes?: number | null };
      const expiresAt = user.expireInMinutes ? Date.now() + user.expireInMinutes * 60_000 : null;
      window.localStorage.setItem(key, JSON.stringify({ user, expiresAt }));
    },
    [sessionStorageKeys.currentUser, userName, DEMO_PASSWORD] as const,
  );
  await page.goto(path);
}
